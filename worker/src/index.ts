import { createApp } from "./app";
import type { Env } from "./env";
import { looksLikeFile, robotsTxt, serveFile, servePage, serveSitemap } from "@site/pages";
import { withBaseSecurityHeaders } from "@site/security-headers";
import { siteForRequest } from "@site/sites";
import { loadSites } from "@site/site-list";
import { createDatabase } from "./db/client";
import { sendDueReminders } from "./features/bookings/service";

export { RateLimiter } from "./lib/rate-limit";
export { Wallet } from "./features/wallet/wallet-object";
export { ChatRoom } from "./features/consultations/chat-room";

const app = createApp();

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const { pathname } = url;
    // The API sets its own (app.ts); pages add their policies (site/security-headers.ts).
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    return withBaseSecurityHeaders(await serveSite(request, env, url), url);
  },
  // The cron of wrangler.toml (every 5 minutes): booking reminders about 15 minutes before the start.
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(
      sendDueReminders(env, createDatabase(env), controller.scheduledTime).catch((err: unknown) => {
        console.error(JSON.stringify({ level: "error", message: "booking reminders failed", cron: controller.cron, error: String(err) }));
        throw err;
      }),
    );
  },
} satisfies ExportedHandler<Env>;

/** Everything outside the API: pages, robots.txt, sitemap.xml and the files the Worker runs first for. */
async function serveSite(request: Request, env: Env, url: URL): Promise<Response> {
  const { pathname } = url;
  // Hashed build assets never reach here (run_worker_first in wrangler.toml); they get their
  // headers from web/public/_headers.
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  if (pathname === "/robots.txt" || pathname === "/sitemap.xml") {
    const site = siteForRequest(await loadSites(() => createDatabase(env)), url, request.headers);
    return pathname === "/robots.txt" ? robotsTxt(site) : serveSitemap(site, env);
  }
  if (looksLikeFile(pathname)) return serveFile(request, env);
  return servePage(request, env);
}
