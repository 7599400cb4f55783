import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));

describe("the API shell", () => {
  it("answers an unknown /api path with 404 in the error shape and a request id", async () => {
    const res = await api("/api/nope");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/nope");
    expect(body.error.requestId).toBe(res.headers.get("X-Request-Id"));
  });

  it("reports health only after querying the database", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: { ok: true } });
  });

  it("answers 503 in the error shape when the database is unreachable", async () => {
    const { createApp } = await import("./app");
    const res = await createApp().request("/api/health", {}, { ...env, LIBSQL_URL: "http://127.0.0.1:9" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unavailable");
  });

  it("allows cross-origin reads of public GETs", async () => {
    const res = await api("/api/astrologers", { headers: { Origin: "https://sister.example" } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("serves the SPA's index.html for deep links (static assets, SPA fallback)", async () => {
    const res = await env.ASSETS.fetch(new Request("http://example.com/some/deep/route", { headers: { "Sec-Fetch-Mode": "navigate", Accept: "text/html" } }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
  });

  it("answers a missing non-page file with a plain 404, not the SPA", async () => {
    const res = await api("/astrologer-images/nobody.jpg");
    expect(res.status).toBe(404);
  });
});
