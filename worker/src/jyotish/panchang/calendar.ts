// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The lunisolar calendar of a day: lunar month (amanta and purnimanta, with adhika months),
 * Shaka and Vikram years with their samvatsara, ritu and ayana.
 *
 * Conventions:
 * - Amanta month (new moon to new moon) takes its name from the sidereal sign the Sun is in at
 *   the new moon that begins it: Sun in Pisces → Chaitra, in Aries → Vaishakha, … (the Sun's
 *   ingress during the month names it). A month without a sankranti (the Sun in the same sign
 *   at both new moons) is adhika and takes the next month's name (drik-panchanga, PyJHora,
 *   drikpanchang.com). The rare kshaya month is not named separately.
 * - Purnimanta (full moon to full moon, North India): the Shukla half is the amanta month's;
 *   the Krishna half belongs to the next month — except in an adhika month, whose Krishna half
 *   stays adhika (2023: Adhika Shravana Krishna = 2–16 Aug in both schemes).
 * - Years begin at Chaitra Shukla Pratipada (Chaitradi): Shaka = Gregorian − 78 from Chaitra
 *   on, − 79 before it; Vikram = Shaka + 135. Samvatsara of the 60-year cycle as
 *   drikpanchang.com prints it: Shaka year → South Indian name, Vikram year → North Indian name.
 * - Ritu: "vedic" from the lunar month (Chaitra–Vaishakha Vasanta, …); "drik" from the tropical
 *   Sun (Vasanta from 330°, each 60°). Ayana: "drik" from the tropical Sun (Uttarayana from the
 *   winter solstice, 270°, to the summer solstice, 90°); "vedic" from the sidereal Sun
 *   (Uttarayana from Makara sankranti to Karka sankranti).
 */
import { type Ayanamsa, type Ephemeris, type LuminaryFrame, signedDeltaDeg } from "@ephemeris";

const SYNODIC_RATE_DEG_PER_DAY = 360 / 29.530589;

/**
 * New moons already found, per ayanamsa and position type: consecutive days (a month's
 * panchang) share the same two, and new moons are 29.5 days apart, so one found within four
 * days of a guess is the one Newton's method would converge to.
 */
const newMoonMemo = new Map<string, { jd: number; sunSign: number }[]>();

/** The new moon nearest `guessJd` (Newton on the Moon–Sun elongation) and the Sun's sidereal sign then. */
export function newMoonNear(eph: Ephemeris, guessJd: number, ayanamsa: Ayanamsa, position: LuminaryFrame = "apparent"): { jd: number; sunSign: number } {
  const key = `${ayanamsa}|${position}`;
  const known = newMoonMemo.get(key) ?? [];
  const hit = known.find((n) => Math.abs(n.jd - guessJd) < 4);
  if (hit) return hit;
  const found = newMoonByNewton(eph, guessJd, ayanamsa, position);
  known.push(found);
  if (known.length > 64) known.shift();
  newMoonMemo.set(key, known);
  return found;
}

function newMoonByNewton(eph: Ephemeris, guessJd: number, ayanamsa: Ayanamsa, position: LuminaryFrame): { jd: number; sunSign: number } {
  let t = guessJd;
  let sunLon = 0;
  // At most 10 Newton steps (the guaranteed end): the Moon gains at least 10°/day on the Sun,
  // so it converges to 1e-6° in three or four.
  for (let i = 0; i < 10; i++) {
    const l = eph.luminaries(t, ayanamsa, position);
    sunLon = l.sunDeg;
    const e = signedDeltaDeg(l.moonDeg, l.sunDeg);
    if (Math.abs(e) < 1e-6) break;
    t -= e / (l.moonSpeedDegPerDay - l.sunSpeedDegPerDay);
  }
  return { jd: t, sunSign: Math.floor(sunLon / 30) % 12 };
}

export interface LunarMonth {
  /** 1 = Chaitra … 12 = Phalguna. */
  number: number;
  adhika: boolean;
}

export interface Masa {
  amanta: LunarMonth;
  purnimanta: LunarMonth;
  /** The new moons that begin and end the amanta month (JD UT). */
  startNewMoon: number;
  endNewMoon: number;
}

/**
 * The lunar month at `jd` (normally sunrise), given the Moon–Sun elongation then in degrees
 * [0, 360) and whether the day's paksha is Krishna (tithi 16–30).
 */
export function lunarMonth(eph: Ephemeris, jd: number, elongationDeg: number, krishna: boolean, ayanamsa: Ayanamsa, position: LuminaryFrame = "apparent"): Masa {
  const last = newMoonNear(eph, jd - elongationDeg / SYNODIC_RATE_DEG_PER_DAY, ayanamsa, position);
  const next = newMoonNear(eph, jd + (360 - elongationDeg) / SYNODIC_RATE_DEG_PER_DAY, ayanamsa, position);
  const amanta = { number: ((last.sunSign + 1) % 12) + 1, adhika: last.sunSign === next.sunSign };
  const purnimanta = krishna && !amanta.adhika ? { number: (amanta.number % 12) + 1, adhika: false } : amanta;
  return { amanta, purnimanta: { ...purnimanta }, startNewMoon: last.jd, endNewMoon: next.jd };
}

export interface Samvat {
  shaka: number;
  vikram: number;
  /** Samvatsara indices in the 60-year cycle, 0 = Prabhava. */
  shakaSamvatsara: number;
  vikramSamvatsara: number;
}

/** Shaka and Vikram years of a civil date (`month` 1–12) in amanta month `masaNumber`. */
export function samvat(year: number, month: number, masaNumber: number): Samvat {
  // Pausha, Magha and Phalguna (and a Margashirsha running into January) in the first half
  // of the Gregorian year come before Chaitra Shukla Pratipada.
  const shaka = month <= 6 && masaNumber >= 9 ? year - 79 : year - 78;
  const vikram = shaka + 135;
  return {
    shaka,
    vikram,
    shakaSamvatsara: (((shaka + 11) % 60) + 60) % 60,
    vikramSamvatsara: (((vikram + 9) % 60) + 60) % 60,
  };
}

/** Ritu indices, 0 = Vasanta … 5 = Shishira. */
export function ritu(masaNumber: number, tropicalSunDeg: number): { vedic: number; drik: number } {
  return { vedic: Math.floor((masaNumber - 1) / 2), drik: Math.floor((((tropicalSunDeg + 30) % 360) + 360) % 360 / 60) };
}

export type Ayana = "uttarayana" | "dakshinayana";

export function ayana(tropicalSunDeg: number, siderealSunDeg: number): { vedic: Ayana; drik: Ayana } {
  const north = (deg: number) => (deg >= 270 || deg < 90 ? "uttarayana" : "dakshinayana");
  return { drik: north(tropicalSunDeg), vedic: north(siderealSunDeg) };
}
