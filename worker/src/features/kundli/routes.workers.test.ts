import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));
const post = (body: unknown) => api("/api/kundli", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

interface Kundli {
  input: { utc: string; utcOffset: string; offsetSource: string };
  options: { ayanamsa: string; node: string; houseSystem: string; dashaYearDays: number };
  ascendant: { signIndex: number; nakshatra: { number: number } };
  planets: { id: string; signIndex: number; house: number; dignity: string | null; combust: boolean; retrograde: boolean }[];
  vargas: Record<string, { ascendant: number; planets: Record<string, number>; method: string }>;
  dasha: { vimshottari: { balanceAtBirth: { lord: string }; periods: { lord: string; start: string; sub: { lord: string; sub: unknown[] }[] }[]; running: unknown[] } };
}

const chennai = { name: "Test Native", gender: "male", date: "1996-12-07", time: "10:34", latitude: 13.0878, longitude: 80.2785, timezone: "Asia/Kolkata" };

describe("POST /api/kundli and GET /api/kundli", () => {
  it("computes PyJHora's Chennai 1996 chart: ascendant, grahas, vargas and the Vimshottari dasha", async () => {
    const res = await post(chennai);
    expect(res.status).toBe(200);
    const k = (await res.json()) as Kundli;
    expect(k.input).toMatchObject({ utc: "1996-12-07T05:04:00.000Z", utcOffset: "+05:30", offsetSource: "timezone" });
    expect(k.options).toMatchObject({ ayanamsa: "lahiri", node: "mean", houseSystem: "whole-sign", dashaYearDays: 365.25 });
    expect(k.ascendant.signIndex).toBe(9); // Capricorn
    expect(k.planets.map((p) => p.signIndex)).toEqual([7, 6, 4, 8, 8, 6, 11, 5, 11]);
    expect(k.planets.find((p) => p.id === "sun")!.house).toBe(11);
    expect(k.vargas.D3!.ascendant).toBe(5);
    expect(k.vargas.D9!.planets.sun).toBeTypeOf("number");
    expect(Object.keys(k.vargas)).toHaveLength(16);
    expect(k.dasha.vimshottari.balanceAtBirth.lord).toBe("rahu");
    expect(k.dasha.vimshottari.periods.map((p) => p.lord)).toEqual(["rahu", "jupiter", "saturn", "mercury", "ketu", "venus", "sun", "moon", "mars"]);
    expect(k.dasha.vimshottari.periods[0]!.sub[0]!.sub).toHaveLength(9);
    expect(k.dasha.vimshottari.periods[0]!.start).toMatch(/^1996-07-1\dT.*\+05:30$/);
    expect(k.dasha.vimshottari.running).toHaveLength(3);
    const more = k as unknown as {
      dasha: { yogini: { balanceAtBirth: { yogini: string }; periods: unknown[] } };
      doshas: { manglik: { present: boolean; effective: boolean }; kaalSarp: { present: boolean }; pitra: { present: boolean } };
      sadeSati: { periods: { start: string; phases: { phase: string }[] }[] };
      kp: { planets: Record<string, { starLord: string; subLord: string }>; cusps: unknown[] };
      panchangAtBirth: { tithi: number; nakshatra: { number: number } };
    };
    expect(more.dasha.yogini.periods).toHaveLength(24);
    expect(more.doshas.manglik).toMatchObject({ present: true, effective: false });
    expect(more.doshas.kaalSarp.present).toBe(false);
    expect(more.sadeSati.periods[0]!.start.slice(0, 7)).toBe("2009-09");
    expect(more.kp.planets.moon!.starLord).toBe("rahu"); // Swati
    expect(more.kp.cusps).toHaveLength(12);
    expect(more.panchangAtBirth.nakshatra.number).toBe(15);
    const av = (k as unknown as { ashtakavarga: { sarva: number[] } }).ashtakavarga;
    expect(av.sarva.reduce((a, b) => a + b, 0)).toBe(337);
    const yogas = (k as unknown as { yogas: { id: string; rule: string; name: { hi: string } }[] }).yogas;
    expect(yogas.map((y) => y.id)).toContain("malavya");
  });

  it("answers the same chart at a shareable GET URL, cached at the edge", async () => {
    const qs = new URLSearchParams({ ...chennai, latitude: String(chennai.latitude), longitude: String(chennai.longitude), ayanamsa: "lahiri" });
    const res = await api(`/api/kundli?${qs}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const k = (await res.json()) as Kundli;
    expect(k.ascendant.signIndex).toBe(9);
  });

  it("writes the yogas' rules and the vargas' methods in Tamil for lang=ta, and answers 400 for lang=xx", async () => {
    const qs = new URLSearchParams({ ...chennai, latitude: String(chennai.latitude), longitude: String(chennai.longitude), lang: "ta" });
    const k = (await (await api(`/api/kundli?${qs}`)).json()) as {
      yogas: { id: string; rule: string; ruleCode: string }[];
      vargas: Record<string, { method: string; methodCode: string }>;
    };
    const tamil = /[\u0B80-\u0BFF]/;
    const malavya = k.yogas.find((y) => y.id === "malavya")!;
    expect(malavya.ruleCode).toBe("yoga.mahapurusha");
    expect(malavya.rule).toMatch(tamil);
    expect(malavya.rule).toContain("சுக்கிரன்");
    expect(k.vargas.D9!.method).toMatch(tamil);
    expect(k.vargas.D9!.methodCode).toBe("varga.D9");
    qs.set("lang", "xx");
    expect((await api(`/api/kundli?${qs}`)).status).toBe(400);
  });

  it("takes an explicit UTC offset over the zone, and the options", async () => {
    const k = (await (await post({ ...chennai, timezone: undefined, utcOffsetHours: 5.5, options: { ayanamsa: "raman", houseSystem: "placidus", dashaYearDays: 360 } })).json()) as Kundli;
    expect(k.input).toMatchObject({ utc: "1996-12-07T05:04:00.000Z", offsetSource: "explicit-offset" });
    expect(k.options).toMatchObject({ ayanamsa: "raman", houseSystem: "placidus", dashaYearDays: 360 });
  });

  it.each([
    ["a one-letter name", { ...chennai, name: "A" }, "Name must be at least 2 characters"],
    ["no date", { ...chennai, date: undefined }, "Birth date is required"],
    ["no time", { ...chennai, time: undefined }, "Birth time is required"],
    ["an impossible date", { ...chennai, date: "1996-02-30" }, "Birth date is not a calendar date"],
    ["a 25th hour", { ...chennai, time: "25:00" }, "Birth time must be HH:MM"],
    ["no place", { ...chennai, latitude: undefined }, "Birth place is required"],
    ["an unknown zone", { ...chennai, timezone: "Mars/Olympus" }, "timezone"],
    ["an unknown option", { ...chennai, options: { zodiac: "tropical" } }, "Unknown option"],
    ["an unknown field", { ...chennai, colour: "red" }, "Unknown field"],
  ])("answers 400 in the error shape for %s", async (_what, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const e = (await res.json()) as { error: { code: string; message: string; details: { message: string }[] } };
    expect(e.error.code).toBe("validation_failed");
    expect(JSON.stringify(e.error), JSON.stringify(e.error)).toContain(message);
  });

  it("takes the zone at the coordinates when neither a zone nor an offset is given (the spec's query string)", async () => {
    const { timezone: _zone, ...spec } = chennai;
    const res = await api(`/api/kundli?${new URLSearchParams({ ...spec, location: "Chennai", latitude: String(spec.latitude), longitude: String(spec.longitude) })}`);
    expect(res.status).toBe(200);
    const k = (await res.json()) as Kundli & { input: { timezone: string } };
    expect(k.input).toMatchObject({ timezone: "Asia/Kolkata", utc: "1996-12-07T05:04:00.000Z", offsetSource: "coordinates" });
  });

  it("answers a body that is not JSON with 400", async () => {
    const res = await api("/api/kundli", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });
});
