// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The solar month and day of a civil date, as the Tamil calendar counts them: the month is the
 * Sun's sidereal sign (Mesha = Chithirai … Meena = Panguni), and it begins on the day of the
 * sankranti (the Sun's entry into the sign) when that falls before sunset, otherwise on the
 * next day — the rule of Tamil panchangams (Pambu panchangam; drikpanchang.com's Tamil
 * calendar follows it). Day 1 is that first day; the day count runs to the next sankranti.
 */
import { type Ayanamsa, type Ephemeris, type PositionType, signedDeltaDeg } from "@ephemeris";

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
export function solarMonthDay(eph: Ephemeris, sunsetJd: number, sunsetBefore: (days: number) => number | null, ayanamsa: Ayanamsa, position: PositionType = "apparent"): SolarMonthDay {
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
