/**
 * Issue 27: the engine against drikpanchang.com's printed instants (test/fixtures/drik-figures.json)
 * and against official festival lists of 2025–2027 in six regions (test/fixtures/festival-dates.json).
 *
 * Drik prints whole minutes (truncated: an instant printed "08:43" lies in [08:43:00, 08:44:00)).
 * "Within a minute" means the engine's instant lies in [printed − 1 min, printed + 2 min), i.e. its
 * own truncated minute is the printed one or a neighbour. With the default "drik" frame every figure
 * meets that except the few listed in `knownMisses`, each with its measured offset.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris, LuminaryFrame } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { computeFestivals, type FestivalOptions, type FestivalYear } from "@jyotish/festivals/index";
import drik from "../fixtures/drik-figures.json";
import festivalDates from "../fixtures/festival-dates.json";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

type Quantity = "sun" | "moon" | "elongation" | "sum";
const divisions: Record<string, [Quantity, number]> = {
  "tithi-end": ["elongation", 12],
  "tithi-begin": ["elongation", 12],
  "karana-end": ["elongation", 6],
  "yoga-end": ["sum", 40 / 3],
  "nakshatra-end": ["moon", 40 / 3],
  "nakshatra-pada-end": ["moon", 10 / 3],
  "moon-sign-end": ["moon", 30],
  "sun-nakshatra-end": ["sun", 40 / 3],
  "sun-pada-end": ["sun", 10 / 3],
  sankranti: ["sun", 30],
};
type Figure = (typeof drik.figures)[number];

/** Seconds from the printed minute to the engine's instant of the same boundary (the one nearest the printed time). */
function offsetSeconds(f: Figure, frame: LuminaryFrame): number {
  const [quantity, width] = divisions[f.kind]!;
  const printed = Date.parse(`${f.local}:00${f.utc_offset}`) / 86_400_000 + 2_440_587.5;
  const value = (jd: number) => {
    const l = eph.luminaries(jd, "lahiri", frame);
    return { sun: l.sunDeg, moon: l.moonDeg, elongation: l.moonDeg - l.sunDeg, sum: l.moonDeg + l.sunDeg }[quantity];
  };
  const boundary = Math.round(value(printed) / width) * width;
  const gap = (jd: number) => ((((value(jd) - boundary) % 360) + 540) % 360) - 180;
  // The Sun moves 1°/day: its boundaries are searched a day either side, the Moon's a few hours.
  let [a, b] = quantity === "sun" ? [printed - 1, printed + 1] : [printed - 0.2, printed + 0.2];
  for (let i = 0; i < 50; i++) {
    const m = (a + b) / 2;
    if (gap(m) < 0) a = m;
    else b = m;
  }
  return (a - printed) * 86_400;
}

/** Figures the default frame misses, with the offset measured when they were recorded (seconds). */
const knownMisses: Record<string, number> = {
  // 1995: the Moon's boundaries come about a minute early in every frame (ΔT or the lunar theory of 1995 pages; unresolved).
  "1995-07-15T16:35 nakshatra-pada-end": -62,
  "1995-07-15T17:53 karana-end": -66,
  "1995-07-15T22:18 nakshatra-pada-end": -61,
  "1995-07-16T04:04 nakshatra-pada-end": -66,
  // One second beyond the band: Drik's sankranti moment is a UTC instant, rounded, not truncated.
  "2026-07-16T23:45 sankranti": -61,
};
const keyOf = (f: Figure) => `${f.local} ${f.kind}`;

describe("drikpanchang.com's printed instants (drik frame, the default)", () => {
  it("has at least 30 element end times over 3 years and 4 cities", () => {
    const elements = drik.figures.filter((f) => /^(tithi|karana|yoga|nakshatra)-(end|begin)$/.test(f.kind));
    expect(elements.length).toBeGreaterThanOrEqual(30);
    expect(new Set(elements.map((f) => f.date.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(elements.map((f) => f.city.split(",")[0])).size).toBeGreaterThanOrEqual(4);
  });

  it.each(drik.figures.map((f) => [keyOf(f), f] as const))("%s", (key, f) => {
    const off = offsetSeconds(f, "drik");
    if (key in knownMisses) expect(off).toBeCloseTo(knownMisses[key]!, -1);
    else expect(off, `${f.city} ${f.name}`).toBeGreaterThanOrEqual(-60), expect(off, `${f.city} ${f.name}`).toBeLessThan(120);
  });

  it("is closer to Drik than Swiss Ephemeris' sidereal mode: Sun events from 4–15 min to within a minute; tithi, karana and yoga to the printed minute far more often", () => {
    const sameMinute = (frame: LuminaryFrame, kinds: RegExp) => drik.figures.filter((f) => kinds.test(f.kind)).filter((f) => ((s) => s >= 0 && s < 60)(offsetSeconds(f, frame))).length;
    const sunKinds = /^(sun-|sankranti)/;
    const lunarSolar = /^(tithi|karana|yoga)-/;
    expect(sameMinute("apparent", sunKinds)).toBe(0);
    expect(sameMinute("drik", sunKinds)).toBeGreaterThanOrEqual(8);
    expect(sameMinute("drik", lunarSolar)).toBeGreaterThan(2 * sameMinute("apparent", lunarSolar));
  });

  it("the printed Lahiri ayanamsa is the mean one (no nutation) plus a constant 24″, 1995–2045", () => {
    for (const a of drik.ayanamsa) {
      const jd = Date.parse(`${a.date}T00:00:00Z`) / 86_400_000 + 2_440_587.5;
      const l = eph.luminaries(jd, "lahiri", "apparent");
      const drikFrame = eph.luminaries(jd, "lahiri", "drik");
      // The mean ayanamsa is the true one minus Δψ; the drik frame's Moon shift is Δψ.
      const meanAyanamsa = l.ayanamsaDeg - (drikFrame.moonDeg - l.moonDeg);
      expect((Number(a.printed) - meanAyanamsa) * 3600).toBeGreaterThan(23);
      expect((Number(a.printed) - meanAyanamsa) * 3600).toBeLessThan(25.5);
    }
  });
});

describe("festival days in official lists, 2025–2027, six regions", () => {
  const places: Record<string, number[]> = festivalDates.meta.places;
  const years = new Map<string, FestivalYear>();
  const yearFor = (region: string, year: number, options: Partial<FestivalOptions>) => {
    const key = `${region} ${year} ${JSON.stringify(options)}`;
    const place = places[region]!;
    if (!years.has(key)) years.set(key, computeFestivals(eph, { year, latitudeDeg: place[0]!, longitudeDeg: place[1]!, timeZone: "Asia/Kolkata", options }));
    return years.get(key)!;
  };
  type Row = (typeof festivalDates.days)[number] & { differs?: { reason: string; options?: Partial<FestivalOptions> } };
  const rows = festivalDates.days as Row[];

  it("has at least 40 dates over 2025–2027 in at least 3 regions", () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.year))).toEqual(new Set([2025, 2026, 2027]));
    expect(new Set(rows.map((r) => r.region)).size).toBeGreaterThanOrEqual(3);
  });

  it("reckoning=udaya moves only festivals of a daytime window, and only onto a day their tithi holds at sunrise", () => {
    for (const year of [2025, 2026, 2027]) {
      const window = yearFor("telangana", year, {});
      const udaya = yearFor("telangana", year, { reckoning: "udaya" });
      for (const id of ["diwali", "maha-shivaratri", "holika-dahan", "karva-chauth", "janmashtami", "ugadi", "makar-sankranti"])
        expect(udaya.days.find((d) => d.id === id)?.date, `${year} ${id}`).toBe(window.days.find((d) => d.id === id)?.date);
      for (const d of udaya.days.filter((x) => x.window === "udaya" && x.tithiSpan && !x.decided.startsWith("neither"))) {
        const rise = udaya.sky.day(d.date).sunrise;
        expect(d.tithiSpan!.start <= rise && rise < d.tithiSpan!.end, `${year} ${d.id}`).toBe(true);
      }
    }
  });

  it.each(rows.map((r) => [`${r.region} ${r.year} ${r.id} ${r.date}`, r] as const))("%s", (_name, r) => {
    const dates = (options: Partial<FestivalOptions>) => yearFor(r.region, r.year, options).days.filter((d) => d.kind === r.id).map((d) => d.date);
    if (!r.differs) expect(dates({})).toContain(r.date);
    else if (r.differs.options) expect(dates(r.differs.options), r.differs.reason).toContain(r.date);
    // A recorded disagreement stays one: when the engine changes its day, the row must be looked at again.
    else expect(dates({}), r.differs.reason).not.toContain(r.date);
  });
});
