import { describe, expect, inject, it } from "vitest";

/** The checks a newcomer runs with curl after `npm run dev`, against the same wrangler dev. */
const baseUrl = inject("baseUrl");
const get = (path: string, headers?: Record<string, string>) => fetch(new URL(path, baseUrl), { headers });

describe("wrangler dev answers like production", () => {
  it("lists at least 12 astrologers from libSQL", async () => {
    const res = await get("/api/astrologers");
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThanOrEqual(12);
  });

  it("answers unknown API paths with 404 and invalid parameters with 400, in the error shape", async () => {
    const notFound = await get("/api/nope");
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({ error: { code: "not_found" } });
    const bad = await get("/api/astrologers?online=maybe");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "validation_failed", details: [{ path: "online" }] } });
  });

  it("serves the SPA's index.html for deep routes: 200 for pages, 404 for unknown paths", async () => {
    const page = await get("/hindi/kundli/north-indian", { Accept: "text/html" });
    expect(page.status).toBe(200);
    // The SPA's shell, with the page's first screen (the header) already in #root.
    // The header and the page's skeleton (its heading and description), closed as the SPA's layout would be.
    expect(await page.text()).toMatch(/<div id="root"><div class="[^"]*"><header[\s\S]*<\/header><main [^>]*aria-busy="true"><h1[^>]*>[^<]+<\/h1>[\s\S]*<\/main><\/div><\/div>/);
    const unknown = await get("/some/deep/route", { Accept: "text/html" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
  });

  it("computes planetary positions with the WebAssembly Swiss Ephemeris", async () => {
    const res = await get("/api/planets?datetime=1996-12-07T10:34:00%2B05:30&latitude=13.0878&longitude=80.2785");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { planets: { id: string; signIndex: number }[]; ascendant: { signIndex: number } };
    expect(body.planets.find((p) => p.id === "sun")?.signIndex).toBe(7); // Scorpio
    expect(body.ascendant.signIndex).toBe(9); // Capricorn
  });
});
