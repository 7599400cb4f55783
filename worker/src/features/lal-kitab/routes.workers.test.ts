import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));
const qs = (o: Record<string, string>) => `/api/lal-kitab?${new URLSearchParams(o)}`;

interface Reading {
  input: { utc: string; offsetSource: string; name?: string };
  options: { ayanamsa: string; node: string; sleep: string; houses: string };
  lagnaSignIndex: number;
  houses: { house: number; signIndex: number; planets: string[]; asleep: boolean; why: string }[];
  planets: { id: string; house: number; signIndex: number; asleep: boolean; why: string; whyCode: string; effect: string; remedy: string; source: string; dignity: string | null }[];
  sleepingPlanets: string[];
  sleepingHouses: number[];
  rins: { id: string; name: string; present: boolean; found: { planet: string; house: number }[]; reason: string; remedy: string }[];
  rules: { id: string; text: string; source: string }[];
}

// PyJHora's Chennai 1996 chart (test/fixtures/reference-cases.json): Capricorn lagna.
const chennai = { name: "Test Native", date: "1996-12-07", time: "10:34", latitude: "13.0878", longitude: "80.2785", timezone: "Asia/Kolkata" };

describe("GET /api/lal-kitab", () => {
  it("reads PyJHora's Chennai 1996 chart with houses fixed from Aries, not from its Capricorn lagna", async () => {
    const res = await api(qs(chennai));
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
    const r = (await res.json()) as Reading;
    expect(r.input).toMatchObject({ utc: "1996-12-07T05:04:00.000Z", offsetSource: "timezone", name: "Test Native" });
    expect(r.options).toEqual({ ayanamsa: "lahiri", node: "mean", sleep: "strict", zodiac: "sidereal", houses: "fixed-from-aries" });
    expect(r.lagnaSignIndex).toBe(9);
    // Signs Sco, Lib, Leo, Sag, Sag, Lib, Pis, Vir, Pis → houses 8, 7, 5, 9, 9, 7, 12, 6, 12.
    expect(r.planets.map((p) => [p.id, p.house])).toEqual([
      ["sun", 8], ["moon", 7], ["mars", 5], ["mercury", 9], ["jupiter", 9], ["venus", 7], ["saturn", 12], ["rahu", 6], ["ketu", 12],
    ]);
    expect(r.houses).toHaveLength(12);
    expect(r.houses[4]).toMatchObject({ house: 5, signIndex: 4, planets: ["mars"] });
    // Mars (5th sees the 9th) and Rahu (6th sees the 12th) are awake; the rest see empty or no houses.
    expect(r.sleepingPlanets).toEqual(["sun", "moon", "mercury", "jupiter", "venus", "saturn", "ketu"]);
    // House 2 is empty but the Sun in the 8th aspects it.
    expect(r.sleepingHouses).toEqual([1, 3, 4, 10, 11]);
    expect(r.rins.filter((x) => x.present).map((x) => [x.id, x.found])).toEqual([["pitri", [{ planet: "mercury", house: 9 }]]]);
    const mars = r.planets.find((p) => p.id === "mars")!;
    expect(mars.whyCode).toBe("lk.awake.aspect");
    expect(mars.effect.length).toBeGreaterThan(20);
    expect(mars.remedy.length).toBeGreaterThan(20);
    expect(mars.source).toContain("Lal Kitab (1952");
    expect(r.rules.map((x) => x.id)).toContain("sleep");
    expect(r.rules.find((x) => x.id === "remedies")!.text).toMatch(/traditional beliefs/);
  });

  it("writes every text in Hindi with lang=hi and keeps the sleeping rule as an option", async () => {
    const res = await api(qs({ ...chennai, lang: "hi", sleep: "pakka-awake" }));
    expect(res.status).toBe(200);
    const r = (await res.json()) as Reading;
    expect(r.options.sleep).toBe("pakka-awake");
    const pitri = r.rins.find((x) => x.id === "pitri")!;
    expect(pitri.name).toMatch(/पितृ ऋण/);
    expect(pitri.reason).toMatch(/बुध/);
    for (const p of r.planets) for (const s of [p.why, p.effect, p.remedy, p.source]) expect(s).toMatch(/[\u0900-\u097F]/);
    expect(r.rules.every((x) => /[\u0900-\u097F]/.test(x.text) && /लाल किताब/.test(x.source))).toBe(true);
  });

  it.each([
    ["no date", { ...chennai, date: "" }, "date"],
    ["a time out of range", { ...chennai, time: "25:00" }, "time"],
    ["no place", { date: chennai.date, time: chennai.time }, "latitude"],
    ["a latitude beyond 90", { ...chennai, latitude: "91" }, "latitude"],
    ["an unknown sleeping rule", { ...chennai, sleep: "lenient" }, "sleep"],
    ["an unknown language", { ...chennai, lang: "fr" }, "lang"],
    ["an unknown field", { ...chennai, house: "5" }, ""],
  ])("answers 400 in the error shape for %s", async (_what, query, path) => {
    const res = await api(qs(query as Record<string, string>));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; details?: { path: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    if (path) expect(JSON.stringify(body.error)).toContain(path);
  });
});
