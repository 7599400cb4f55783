import { createApp } from "./app";
import type { Env } from "./env";

const app = createApp();

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    // Static assets and the SPA fallback are served before the Worker runs (wrangler.toml).
    // A page navigation that still reaches here gets the SPA; a missing file is a plain 404,
    // so an <img> falls back at once instead of downloading index.html.
    if (request.headers.get("Sec-Fetch-Mode") === "navigate") return env.ASSETS.fetch(request);
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  },
} satisfies ExportedHandler<Env>;
