// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The sky a report reads besides the birth chart: where Saturn, Jupiter, Rahu and Ketu stand
 * now and when each leaves its sign, and for the yearly report the Sun's and Mars's signs in
 * each of the coming twelve months. Sidereal (Lahiri), apparent positions, as the horoscopes.
 */
import { type Ephemeris, julianDayFromEpochMs, epochMsFromJulianDay } from "@ephemeris";
import type { GrahaId } from "../terms/grahas";
import type { MonthSky, TransitNow } from "./engine";

const index: Partial<Record<GrahaId, number>> = { sun: 0, mars: 2, jupiter: 4, saturn: 6, rahu: 7, ketu: 8 };
const DAY_MS = 86_400_000;

function signAt(eph: Ephemeris, jd: number, planet: GrahaId): number {
  const body = eph.positions(jd, { ayanamsa: "lahiri", position: "apparent" }).bodies[index[planet]!]!;
  return Math.floor(body.longitudeDeg / 30) % 12;
}

/** The first instant after `jd` at which `planet` is in another sign: a 5-day scan, then bisection to a minute. */
function nextIngress(eph: Ephemeris, jd: number, planet: GrahaId, maxDays: number): number {
  const start = signAt(eph, jd, planet);
  let lo = jd;
  for (let hi = jd + 5; hi <= jd + maxDays; hi += 5) {
    if (signAt(eph, hi, planet) !== start) {
      while (hi - lo > 1 / 1440) {
        const mid = (lo + hi) / 2;
        if (signAt(eph, mid, planet) === start) lo = mid;
        else hi = mid;
      }
      return hi;
    }
    lo = hi;
  }
  return jd + maxDays;
}

/** Saturn, Jupiter, Rahu and Ketu now, each with the date it leaves its sign (Saturn: within 3 years). */
export function transitsNow(eph: Ephemeris, nowMs: number): TransitNow[] {
  const jd = julianDayFromEpochMs(nowMs);
  return (["saturn", "jupiter", "rahu", "ketu"] as const).map((planet) => ({
    planet,
    sign: signAt(eph, jd, planet),
    until: new Date(epochMsFromJulianDay(nextIngress(eph, jd, planet, 3 * 366))).toISOString().slice(0, 10),
  }));
}

/** The twelve months from `nowMs` (30.44-day steps from today's date in UTC) with the Sun's and Mars's signs at each month's middle. */
export function monthsAhead(eph: Ephemeris, nowMs: number): MonthSky[] {
  const start = new Date(nowMs);
  const months: MonthSky[] = [];
  for (let i = 0; i < 12; i++) {
    const from = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, start.getUTCDate());
    const to = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i + 1, start.getUTCDate()) - DAY_MS;
    const middle = julianDayFromEpochMs((from + to) / 2);
    months.push({ from: new Date(from).toISOString().slice(0, 10), to: new Date(to).toISOString().slice(0, 10), sun: signAt(eph, middle, "sun"), mars: signAt(eph, middle, "mars") });
  }
  return months;
}
