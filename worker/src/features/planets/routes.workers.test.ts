import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import cases from "../../../../test/fixtures/reference-cases.json";
import type { PlanetsAnswer } from "./planets";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));

/** Signed difference of two angles in degrees, in (−180, 180]. */
const angleDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;

describe("GET /api/planets (Swiss Ephemeris WASM inside workerd)", () => {
  const chennai = cases.charts.find((c) => c.id === "pyjhora-own-chennai-1996-12-07")!;

  it("places the grahas and ascendant of the PyJHora Chennai 1996 chart within 0.02° (Lahiri, mean nodes)", async () => {
    const { local_datetime, lat, lon } = chennai.inputs;
    const res = await api(`/api/planets?datetime=${encodeURIComponent(`${local_datetime}+05:30`)}&latitude=${lat}&longitude=${lon}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PlanetsAnswer;
    expect(body.options).toEqual({ zodiac: "sidereal", ayanamsa: "lahiri", node: "mean", houseSystem: "whole-sign", position: "apparent" });
    expect(body.ayanamsa.id).toBe("lahiri");
    const tolerance = chennai.tolerance.D1_deg as number;
    for (const row of chennai.expected.D1!) {
      const placed = row.body === "Ascendant" ? body.ascendant! : body.planets.find((p) => p.id === row.body.toLowerCase())!;
      const expectedLon = row.sign_index0 * 30 + row.deg_in_sign;
      expect(Math.abs(angleDiff(placed.longitudeDeg, expectedLon)), row.body).toBeLessThanOrEqual(tolerance);
      expect(placed.signIndex, row.body).toBe(row.sign_index0);
    }
    expect(body.planets.find((p) => p.id === "rahu")?.retrograde).toBe(true);
    expect(body.houses?.cuspsDeg).toHaveLength(12);
  });

  it("gives each graha's nakshatra, pada and Vimshottari lord", async () => {
    const body = (await (await api("/api/planets?datetime=1996-12-07T10:34:00%2B05:30")).json()) as PlanetsAnswer;
    const moon = body.planets.find((p) => p.id === "moon")!;
    // Moon at Libra 6.96° = 186.96°: Swati (15, 186.67°–200°), pada 1, lord Rahu.
    expect(moon.nakshatra).toEqual({ number: 15, pada: 1, lord: "rahu" });
    expect(body.ascendant).toBeUndefined();
  });

  it("answers tropical longitudes without nakshatras, and outer planets on request", async () => {
    const body = (await (await api("/api/planets?datetime=2000-01-01T12:00Z&zodiac=tropical&outer=true")).json()) as PlanetsAnswer;
    const sun = body.planets.find((p) => p.id === "sun")!;
    expect(sun.longitudeDeg).toBeCloseTo(280.37, 1); // J2000.0 apparent Sun
    expect(sun.nakshatra).toBeNull();
    expect(body.planets.map((p) => p.id)).toContain("pluto");
  });

  it("is cacheable: Cache-Control, and an ETag that answers 304 to If-None-Match", async () => {
    const path = "/api/planets?datetime=2025-10-21T12:00%2B05:30";
    const first = await api(path);
    expect(first.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
    const tag = first.headers.get("ETag");
    expect(tag).toBeTruthy();
    const second = await api(path, { headers: { "If-None-Match": tag! } });
    expect(second.status).toBe(304);
  });

  it.each([
    ["", "datetime"],
    ["datetime=1996-12-07T10:34:00", "datetime"],
    ["datetime=1996-02-30T10:34:00Z", "datetime"],
    ["datetime=-004000-01-01T00:00Z", "datetime"],
    ["datetime=2000-01-01T00:00Z&latitude=13", ""],
    ["datetime=2000-01-01T00:00Z&latitude=91&longitude=0", "latitude"],
    ["datetime=2000-01-01T00:00Z&latitude=1e3&longitude=0", "latitude"],
    ["datetime=2000-01-01T00:00Z&ayanamsa=unknown", "ayanamsa"],
    ["datetime=2000-01-01T00:00Z&node=osculating", "node"],
    ["datetime=2000-01-01T00:00Z&bogus=1", "bogus"],
  ])("answers 400 in the error shape for ?%s", async (query, path) => {
    const res = await api(`/api/planets?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    if (path) expect(body.error.details.map((d) => d.path)).toContain(path);
  });
});
