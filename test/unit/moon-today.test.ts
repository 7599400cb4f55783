import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import cases from "../fixtures/reference-cases.json";
import { nakshatraIds, nakshatraNames } from "@jyotish/glossary";
import { moonNakshatra } from "@jyotish/moon-today";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

/** Hours after local midnight of the case's date (the fixture's `ends_h` convention). */
function endsHours(jdUt: number, date: string, offsetHours: number): number {
  const midnightUtcMs = Date.parse(`${date}T00:00:00Z`) - offsetHours * 3_600_000;
  return ((jdUt - 2440587.5) * 86_400_000 - midnightUtcMs) / 3_600_000;
}
const hms = (s: string) => s.split(":").map(Number).reduce((a, v, i) => a + v / 60 ** i, 0);

describe("the Moon's nakshatra and its end time", () => {
  const withNakshatra = cases.panchang.filter((c) => (c.expected as { nakshatra?: unknown }).nakshatra);

  /** Both shapes in the fixture: PyJHora's `{ no, ends_h }` and Drik Panchang's `[{ name, ends }, …]`. */
  const expectedOf = (raw: unknown): { no: number; ends_h: string } => {
    if (!Array.isArray(raw)) return raw as { no: number; ends_h: string };
    const first = raw[0] as { name: string; ends: string };
    const no = nakshatraIds.findIndex((id) => nakshatraNames[id].en === first.name) + 1;
    return { no, ends_h: first.ends };
  };

  it.each(withNakshatra.map((c) => [c.id, c] as const))("matches %s within 2 minutes", (_id, c) => {
    const expected = expectedOf((c.expected as { nakshatra: unknown }).nakshatra);
    const { local_date, utc_offset_hours } = c.inputs as { local_date: string; utc_offset_hours: number };
    // The source reads the nakshatra at sunrise; 06:00 local is within the same nakshatra unless it ends before.
    const [year, month, day] = local_date.split("-").map(Number) as [number, number, number];
    const t = eph.julianDayUt({ year, month, day, hour: 6, utcOffsetHours: utc_offset_hours });
    let result = moonNakshatra(eph, t);
    if (result.nakshatra.number !== expected.no) result = moonNakshatra(eph, result.startsJdUt - 0.01);
    expect(result.nakshatra.number).toBe(expected.no);
    expect(Math.abs(endsHours(result.endsJdUt, local_date, utc_offset_hours) - hms(expected.ends_h)) * 60).toBeLessThanOrEqual(2);
  });

  it("brackets the instant between entry and exit, about a day apart", () => {
    const t = eph.julianDayUt(new Date("2026-11-21T06:00:00Z"));
    const r = moonNakshatra(eph, t);
    expect(r.startsJdUt).toBeLessThan(t);
    expect(r.endsJdUt).toBeGreaterThan(t);
    expect(r.endsJdUt - r.startsJdUt).toBeGreaterThan(0.8);
    expect(r.endsJdUt - r.startsJdUt).toBeLessThan(1.2);
  });
});
