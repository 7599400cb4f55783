// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Vimshottari dasha (Brihat Parashara Hora Shastra, ch. 46): a 120-year cycle of nine
 * periods in the order Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16,
 * Saturn 19, Mercury 17 years. The period running at birth belongs to the lord of the Moon's
 * nakshatra, and the part of that nakshatra the Moon has still to cross is the part of the
 * period still to run (the balance). Each period divides into sub-periods of all nine lords
 * in the same order starting with its own lord, in proportion to their years.
 *
 * A "year" is a convention, so it is an option: 365.25 days (default, the Julian year),
 * 365.2422 (tropical), 365.256364 (sidereal: Jagannatha Hora, PyJHora) or 360 (savana).
 */
import { NAKSHATRA_SPAN_DEG, VIMSHOTTARI_LORDS, normalizeDeg, type DashaLord } from "@ephemeris";

export const dashaYearOptions = [365.25, 365.2422, 365.256364, 360] as const;
export type DashaYearDays = (typeof dashaYearOptions)[number];

export const vimshottariYears: Record<DashaLord, number> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};
const CYCLE_YEARS = 120;

export interface DashaPeriod {
  lord: DashaLord;
  /** Julian days (UT). */
  start: number;
  end: number;
  sub?: DashaPeriod[];
}

export interface Vimshottari {
  yearDays: number;
  /** The mahadasha running at birth and how much of it was left. */
  balanceAtBirth: { lord: DashaLord; days: number; years: number; months: number; daysRemainder: number };
  /** Nine mahadashas from the one running at birth (its true start, before birth), three levels deep. */
  periods: DashaPeriod[];
}

function subPeriods(lord: DashaLord, start: number, end: number, depth: number): DashaPeriod[] | undefined {
  if (depth === 0) return undefined;
  const first = VIMSHOTTARI_LORDS.indexOf(lord);
  const length = end - start;
  const out: DashaPeriod[] = [];
  let t = start;
  for (let i = 0; i < 9; i++) {
    const sub = VIMSHOTTARI_LORDS[(first + i) % 9]!;
    // The last sub-period ends exactly where its parent does (no drift from rounding).
    const subEnd = i === 8 ? end : t + (length * vimshottariYears[sub]) / CYCLE_YEARS;
    out.push({ lord: sub, start: t, end: subEnd, sub: subPeriods(sub, t, subEnd, depth - 1) });
    t = subEnd;
  }
  return out;
}

/**
 * Vimshottari from the Moon's sidereal longitude at birth (`birthJd`, JD UT): mahadashas with
 * antardashas and pratyantardashas (`depth` 3), the first starting before birth.
 */
export function vimshottari(moonLongitudeDeg: number, birthJd: number, yearDays: number = 365.25, depth = 3): Vimshottari {
  const lon = normalizeDeg(moonLongitudeDeg);
  const nakshatra = Math.floor(lon / NAKSHATRA_SPAN_DEG);
  const elapsed = (lon - nakshatra * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  const firstLord = VIMSHOTTARI_LORDS[nakshatra % 9]!;
  const firstDays = vimshottariYears[firstLord] * yearDays;
  const balanceDays = (1 - elapsed) * firstDays;
  const periods: DashaPeriod[] = [];
  let t = birthJd - elapsed * firstDays;
  for (let i = 0; i < 9; i++) {
    const lord = VIMSHOTTARI_LORDS[(nakshatra + i) % 9]!;
    const end = t + vimshottariYears[lord] * yearDays;
    periods.push({ lord, start: t, end, sub: subPeriods(lord, t, end, depth - 1) });
    t = end;
  }
  // Years, months (twelfths of the year) and days of the balance, as the almanacs print it.
  const years = Math.floor(balanceDays / yearDays);
  const afterYears = balanceDays - years * yearDays;
  const months = Math.floor(afterYears / (yearDays / 12));
  const daysRemainder = afterYears - months * (yearDays / 12);
  return { yearDays, balanceAtBirth: { lord: firstLord, days: balanceDays, years, months, daysRemainder }, periods };
}

/** The chain of periods (mahadasha, antardasha, pratyantardasha) running at `jd`. */
export function runningPeriods(periods: DashaPeriod[], jd: number): DashaPeriod[] {
  const chain: DashaPeriod[] = [];
  let level: DashaPeriod[] | undefined = periods;
  while (level) {
    const p: DashaPeriod | undefined = level.find((x) => x.start <= jd && jd < x.end);
    if (!p) break;
    chain.push(p);
    level = p.sub;
  }
  return chain;
}
