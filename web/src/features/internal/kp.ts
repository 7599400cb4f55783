/**
 * KP (Krishnamurti Paddhati) lords of a sidereal longitude, worked out here in the browser so the
 * `/internal/kp` page can check the kundli API's own `kp` answer against it: the sign's lord, the
 * nakshatra's (star) lord, and the sub lord — the nakshatra's 13°20′ divided in Vimshottari
 * proportions, the first part belonging to the nakshatra's own lord.
 *
 * Everything is counted in arc-seconds: a nakshatra is 48 000″ and a lord of `y` years owns
 * 48 000 × y / 120 = 400·y″ of it, so every boundary is a whole number of arc-seconds.
 */
import type { GrahaId } from "@jyotish/glossary";

/** The Vimshottari order and years (120 in all), Ketu first as Ashwini's lord. */
export const vimshottari: readonly { lord: GrahaId; years: number }[] = [
  { lord: "ketu", years: 7 },
  { lord: "venus", years: 20 },
  { lord: "sun", years: 6 },
  { lord: "moon", years: 10 },
  { lord: "mars", years: 7 },
  { lord: "rahu", years: 18 },
  { lord: "jupiter", years: 16 },
  { lord: "saturn", years: 19 },
  { lord: "mercury", years: 17 },
];

/** Lords of the signs, Aries first. */
export const signLords: readonly GrahaId[] = ["mars", "venus", "mercury", "moon", "sun", "mercury", "venus", "mars", "jupiter", "saturn", "saturn", "jupiter"];

const NAKSHATRA_SEC = 48_000;
const CIRCLE_SEC = 360 * 3600;

export interface KpPoint {
  signLord: GrahaId;
  starLord: GrahaId;
  subLord: GrahaId;
  /** 1 = Ashwini … 27 = Revati. */
  nakshatra: number;
}

/** The KP lords of a sidereal longitude in degrees (any value; taken modulo 360°). */
export function kpLords(longitudeDeg: number): KpPoint {
  // Rounded to a thousandth of an arc-second, so 0°46′40″ given in degrees lands on its boundary.
  const sec = (((Math.round(longitudeDeg * 3_600_000) / 1000) % CIRCLE_SEC) + CIRCLE_SEC) % CIRCLE_SEC;
  const index = Math.floor(sec / NAKSHATRA_SEC);
  const first = index % 9;
  let offset = sec - index * NAKSHATRA_SEC;
  let sub = first;
  for (let i = 0; i < 9; i++) {
    const part = vimshottari[(first + i) % 9]!;
    const width = 400 * part.years;
    if (offset < width) {
      sub = (first + i) % 9;
      break;
    }
    offset -= width;
  }
  return {
    signLord: signLords[Math.floor(sec / (30 * 3600))]!,
    starLord: vimshottari[first]!.lord,
    subLord: vimshottari[sub]!.lord,
    nakshatra: index + 1,
  };
}
