import { createApp } from "./app";
import type { Env } from "./env";

const app = createApp();

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    // Only the static-file folders of `run_worker_first` (wrangler.toml) reach here. A missing
    // file there is a plain 404, never the SPA's index.html, so an <img> falls back at once.
    const asset = await env.ASSETS.fetch(request);
    if (asset.ok && asset.headers.get("Content-Type")?.startsWith("text/html")) {
      return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    return asset;
  },
} satisfies ExportedHandler<Env>;
