// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Yogini dasha (BPHS ch. 48 as commonly applied): a 36-year cycle of eight yoginis —
 * Mangala (Moon) 1, Pingala (Sun) 2, Dhanya (Jupiter) 3, Bhramari (Mars) 4, Bhadrika (Mercury)
 * 5, Ulka (Saturn) 6, Siddha (Venus) 7, Sankata (Rahu) 8 years. The yogini at birth is
 * (nakshatra number + 3) mod 8 (0 counting as 8: Sankata), counted from Mangala; the balance is
 * the part of the Moon's nakshatra still to run, as in Vimshottari. Sub-periods follow the
 * same order from the period's own yogini, in proportion to their years.
 */
import { NAKSHATRA_SPAN_DEG, normalizeDeg } from "@ephemeris";
import type { GrahaId } from "../glossary";

export const yoginis = [
  { id: "mangala", lord: "moon", years: 1 },
  { id: "pingala", lord: "sun", years: 2 },
  { id: "dhanya", lord: "jupiter", years: 3 },
  { id: "bhramari", lord: "mars", years: 4 },
  { id: "bhadrika", lord: "mercury", years: 5 },
  { id: "ulka", lord: "saturn", years: 6 },
  { id: "siddha", lord: "venus", years: 7 },
  { id: "sankata", lord: "rahu", years: 8 },
] as const satisfies readonly { id: string; lord: GrahaId; years: number }[];
export type YoginiId = (typeof yoginis)[number]["id"];
const CYCLE = 36;

export interface YoginiPeriod {
  yogini: YoginiId;
  lord: GrahaId;
  start: number;
  end: number;
  sub?: YoginiPeriod[];
}

/** `count` periods from yogini `first`, `scale` days per yogini-year, sub-periods to `depth`. */
function periodsFrom(first: number, start: number, scale: number, count: number, depth: number): YoginiPeriod[] {
  const out: YoginiPeriod[] = [];
  let t = start;
  for (let i = 0; i < count; i++) {
    const y = yoginis[(first + i) % 8]!;
    const end = t + y.years * scale;
    out.push({ yogini: y.id, lord: y.lord, start: t, end, sub: depth > 1 ? periodsFrom((first + i) % 8, t, (end - t) / CYCLE, 8, depth - 1) : undefined });
    t = end;
  }
  return out;
}

/** Yogini dasha from the Moon's sidereal longitude at birth: three cycles (108 years), two levels. */
export function yoginiDasha(moonLongitudeDeg: number, birthJd: number, yearDays = 365.25) {
  const lon = normalizeDeg(moonLongitudeDeg);
  const n = Math.floor(lon / NAKSHATRA_SPAN_DEG) + 1;
  const first = (((n + 3) % 8) + 7) % 8; // (n + 3) mod 8, with 0 → Sankata (index 7)
  const elapsed = (lon - (n - 1) * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const firstDays = yoginis[first]!.years * yearDays;
  const start = birthJd - elapsed * firstDays;
  return {
    yearDays,
    balanceAtBirth: { yogini: yoginis[first]!.id, lord: yoginis[first]!.lord, days: (1 - elapsed) * firstDays },
    periods: periodsFrom(first, start, yearDays, 24, 2),
  };
}
