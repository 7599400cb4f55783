// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The solar month and day of a civil date, as the Tamil calendar counts them: the month is the
 * Sun's sidereal sign (Mesha = Chithirai … Meena = Panguni), and it begins on the day of the
 * sankranti (the Sun's entry into the sign) when that falls before sunset, otherwise on the
 * next day — the rule of Tamil panchangams (Pambu panchangam; drikpanchang.com's Tamil
 * calendar follows it). Day 1 is that first day; the day count runs to the next sankranti.
 */
import { type Ayanamsa, type Ephemeris, type LuminaryFrame, signedDeltaDeg } from "@ephemeris";

/** The Sun's mean sidereal motion, degrees a day (Newton's step; the true rate is 0.95–1.02). */
const SUN_RATE_DEG_PER_DAY = 360 / 365.25636;

export interface SolarMonthDay {
  /** Sign of the Sun, 0 = Mesha (Chithirai) … 11 = Meena (Panguni). */
  sign: number;
  /** Day of the solar month, 1–32. */
  day: number;
  /** The sankranti that began the month (JD UT). */
  sankrantiJd: number;
}

/**
 * The solar month and day of the civil date whose sunset is `sunsetJd`. `sunsetBefore(days)`
 * gives the sunset `days` civil days earlier (JD UT), or null where the Sun does not set.
 */
export function solarMonthDay(eph: Ephemeris, sunsetJd: number, sunsetBefore: (days: number) => number | null, ayanamsa: Ayanamsa, position: LuminaryFrame = "apparent"): SolarMonthDay {
  const sign = Math.floor(eph.luminaries(sunsetJd, ayanamsa, position).sunDeg / 30) % 12;
  // Newton on the Sun's longitude: the entry into `sign` (at most ~31.5 days before sunset).
  let t = sunsetJd;
  for (let i = 0; i < 6; i++) {
    const step = signedDeltaDeg(eph.luminaries(t, ayanamsa, position).sunDeg, sign * 30) / SUN_RATE_DEG_PER_DAY;
    t -= step;
    if (Math.abs(step) < 1e-6) break;
  }
  // The first day is the earliest whose sunset is at or after the sankranti: about
  // floor(sunsetJd − t) days back; the exact sunsets of that day and the one before decide.
  let back = Math.max(0, Math.floor(sunsetJd - t));
  const sunset = (days: number) => (days === 0 ? sunsetJd : (sunsetBefore(days) ?? sunsetJd - days));
  if (back > 0 && sunset(back) < t) back -= 1;
  else if (sunset(back + 1) >= t) back += 1;
  return { sign, day: back + 1, sankrantiJd: t };
}

/** A civil date "YYYY-MM-DD" and the solar month it begins (sign, 0 = Mesha). */
export interface SolarMonthStart {
  date: string;
  sign: number;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = 86_400_000;

/**
 * The first days of the solar months that cover the Gregorian year `year`, found from the
 * 25th of each month (from December of the year before): every solar month begins between
 * the 13th and the 17th, so the 25th is always inside the month that began that month.
 * `sunsetOn(year, month, day)` is that civil date's sunset (JD UT) at the place, or null.
 */
export function solarMonthStarts(eph: Ephemeris, year: number, sunsetOn: (y: number, m: number, d: number) => number | null, ayanamsa: Ayanamsa, position: LuminaryFrame = "apparent"): SolarMonthStart[] {
  const starts: SolarMonthStart[] = [];
  for (let i = -1; i < 12; i++) {
    const [y, m] = i < 0 ? [year - 1, 12] : [year, i + 1];
    const sunset = sunsetOn(y, m, 25);
    if (sunset === null) continue;
    const before = (days: number) => {
      const d = new Date(Date.UTC(y, m - 1, 25) - days * dayMs);
      return sunsetOn(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    };
    const { sign, day } = solarMonthDay(eph, sunset, before, ayanamsa, position);
    starts.push({ date: isoDay(Date.UTC(y, m - 1, 25) - (day - 1) * dayMs), sign });
  }
  return starts;
}

/** The solar month and day of `date` ("YYYY-MM-DD") from the month starts around it, or null outside them. */
export function solarDateOf(date: string, starts: readonly SolarMonthStart[]): { sign: number; day: number } | null {
  let current: SolarMonthStart | undefined;
  for (const s of starts) if (s.date <= date) current = s;
  if (!current) return null;
  return { sign: current.sign, day: Math.round((Date.parse(date) - Date.parse(current.date)) / dayMs) + 1 };
}
