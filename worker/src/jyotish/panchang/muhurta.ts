// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Day and night divisions of the panchang, all pure arithmetic on sunrise, sunset and the
 * neighbouring sunrise/sunset (no ephemeris calls). Conventions as drikpanchang.com prints
 * them (North Indian tables, which the South Indian panchangams share for these items):
 *
 * - Rahu kaal, Yamaganda, Gulika kaal: the daytime (sunrise → sunset) in eight equal parts;
 *   the weekday picks the part (Rahu: Sun 8, Mon 2, Tue 7, Wed 5, Thu 6, Fri 4, Sat 3).
 * - Muhurta = 1/15 of the day or of the night. Abhijit = the 8th day muhurta (none on
 *   Wednesday); Brahma muhurta = the 14th muhurta of the night before sunrise (the
 *   second-to-last: two night muhurtas before sunrise to one before); Dur muhurtam by weekday
 *   (Muhurta Chintamani table, as drikpanchang.com).
 * - Varjyam (tyajya) and Amrit kalam: 4 ghatis (1/15 of the nakshatra's duration) starting a
 *   nakshatra-specific number of ghatis (of 60) after the nakshatra begins.
 * - Choghadiya: day and night each in 8 parts; the day starts with the weekday lord's
 *   choghadiya and steps through Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog; the night starts
 *   with that of the weekday four days on and steps back two each time.
 * - Hora: day and night each in 12 parts; the first day hora belongs to the weekday lord and
 *   the lords follow the Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon).
 */
import type { GrahaId } from "../glossary";
import { type ChoghadiyaId, choghadiyaIds } from "../panchang-names";
import type { ClosedSpan } from "./track";

export interface Interval {
  start: number;
  end: number;
}

/** Weekday lords, 0 = Sunday. */
export const varaLords: readonly GrahaId[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];

const rahuPart = [8, 2, 7, 5, 6, 4, 3];
const yamagandaPart = [5, 4, 3, 2, 1, 7, 6];
const gulikaPart = [7, 6, 5, 4, 3, 2, 1];

/** Day muhurtas (d) and night muhurtas (n), 1-based, counted from sunrise / sunset. */
const durMuhurtas: readonly (readonly (readonly ["d" | "n", number, number?])[])[] = [
  [["d", 14]], // Sunday
  [["d", 9], ["d", 12]], // Monday
  [["d", 4], ["n", 7]], // Tuesday
  [["d", 8]], // Wednesday
  [["d", 6], ["d", 12]], // Thursday
  [["d", 4], ["d", 9]], // Friday
  [["d", 1, 2]], // Saturday: the first two muhurtas, one stretch
];

/** Start ghati of Varjyam and of Amrit kalam within each nakshatra (Ashwini first). */
export const varjyamGhati = [50, 24, 30, 40, 14, 21, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 20, 24, 20, 10, 10, 18, 16, 24, 30];
export const amritGhati = [42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54];

/** The choghadiya cycle is the glossary's order: Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog. */
const choghadiyaCycle = choghadiyaIds;
/** The cycle position of each weekday's lord: Sun → Udveg, Mon → Amrit, Tue → Rog, … */
const weekdayChoghadiya = [0, 3, 6, 2, 5, 1, 4];
const chaldean: readonly GrahaId[] = ["saturn", "jupiter", "mars", "sun", "venus", "mercury", "moon"];

export interface SunTimes {
  previousSunset: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
}

function part(from: number, to: number, n: number, k: number): Interval {
  const len = (to - from) / n;
  return { start: from + (k - 1) * len, end: from + k * len };
}

export interface Muhurtas {
  rahuKaal: Interval;
  yamaganda: Interval;
  gulika: Interval;
  abhijitMuhurta: Interval | null;
  brahmaMuhurta: Interval;
  durMuhurtam: Interval[];
  madhyahna: number;
  choghadiya: { day: { id: ChoghadiyaId; start: number; end: number }[]; night: { id: ChoghadiyaId; start: number; end: number }[] };
  hora: { lord: GrahaId; start: number; end: number }[];
}

/** `weekday`: 0 = Sunday, the weekday of the sunrise. */
export function muhurtas(t: SunTimes, weekday: number): Muhurtas {
  const day = (n: number, k: number) => part(t.sunrise, t.sunset, n, k);
  const night = (n: number, k: number) => part(t.sunset, t.nextSunrise, n, k);
  const nightBefore = (t.sunrise - t.previousSunset) / 15;
  const w = weekday;
  const dayStart = weekdayChoghadiya[w]!;
  const nightStart = weekdayChoghadiya[(w + 4) % 7]!;
  const firstHora = chaldean.indexOf(varaLords[w]!);
  return {
    rahuKaal: day(8, rahuPart[w]!),
    yamaganda: day(8, yamagandaPart[w]!),
    gulika: day(8, gulikaPart[w]!),
    abhijitMuhurta: w === 3 ? null : day(15, 8),
    brahmaMuhurta: { start: t.sunrise - 2 * nightBefore, end: t.sunrise - nightBefore },
    durMuhurtam: durMuhurtas[w]!.map(([half, first, last = first]) => {
      const at = half === "d" ? day : night;
      return { start: at(15, first).start, end: at(15, last).end };
    }),
    madhyahna: (t.sunrise + t.sunset) / 2,
    choghadiya: {
      day: Array.from({ length: 8 }, (_, k) => ({ id: choghadiyaCycle[(dayStart + k) % 7]!, ...day(8, k + 1) })),
      night: Array.from({ length: 8 }, (_, k) => ({ id: choghadiyaCycle[(nightStart + 5 * k) % 7]!, ...night(8, k + 1) })),
    },
    hora: Array.from({ length: 24 }, (_, k) => ({
      lord: chaldean[(firstHora + k) % 7]!,
      ...(k < 12 ? day(12, k + 1) : night(12, k - 11)),
    })),
  };
}

/**
 * Varjyam or Amrit kalam windows of the given nakshatra spans that overlap [from, to):
 * 4 ghatis from the table's start ghati, scaled to each nakshatra's actual duration.
 */
export function nakshatraWindows(spans: ClosedSpan[], ghati: readonly number[], from: number, to: number): Interval[] {
  const out: Interval[] = [];
  for (const s of spans) {
    const ghatiLen = (s.end - s.start) / 60;
    const start = s.start + ghati[s.index]! * ghatiLen;
    const end = start + 4 * ghatiLen;
    if (end > from && start < to) out.push({ start, end });
  }
  return out;
}
