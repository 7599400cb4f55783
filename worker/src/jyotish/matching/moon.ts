// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The one input of star matching: the Moon's sidereal position at birth — nakshatra, pada,
 * sign — from a computed chart or from the star and pada alone ("match by star"), and the
 * per-nakshatra attributes the kootas and poruthams read.
 */
import { nakshatraOf } from "@ephemeris/zodiac";

export interface MoonPosition {
  /** 1 = Ashwini … 27 = Revati. */
  nakshatra: number;
  /** 1–4. */
  pada: number;
  /** 0 = Aries … 11 = Pisces. */
  signIndex: number;
  /** Sidereal longitude; the middle of the pada when only the star and pada are known. */
  longitudeDeg: number;
  /** "chart" when computed from birth data, "star" when given as nakshatra and pada. */
  from: "chart" | "star";
}

const PADA_DEG = 360 / 108;

export function moonFromLongitude(longitudeDeg: number): MoonPosition {
  const n = nakshatraOf(longitudeDeg);
  return { nakshatra: n.number, pada: n.pada, signIndex: Math.floor(longitudeDeg / 30) % 12, longitudeDeg, from: "chart" };
}

/** The middle of the pada: every pada lies wholly in one sign, so its sign is exact. */
export function moonFromStar(nakshatra: number, pada: number): MoonPosition {
  const longitudeDeg = ((nakshatra - 1) * 4 + (pada - 1) + 0.5) * PADA_DEG;
  return { nakshatra, pada, signIndex: Math.floor(longitudeDeg / 30), longitudeDeg, from: "star" };
}

/** Position of star `to` counted from star `from`, inclusive (1 = the same star … 27). */
export const countStars = (from: number, to: number): number => ((((to - from) % 27) + 27) % 27) + 1;

export const ganas = ["deva", "manushya", "rakshasa"] as const;
export type Gana = (typeof ganas)[number];
/** Gana of each nakshatra (Ashwini first), as every classical table gives it. */
const ganaLetters = { d: "deva", m: "manushya", r: "rakshasa" } as const;
const ganaOfStar: readonly Gana[] = ("d m r m d m d d r r m m d r d r d r r m m d r r m m d".split(" ") as (keyof typeof ganaLetters)[]).map(
  (x) => ganaLetters[x],
);
export const ganaOf = (nakshatra: number): Gana => ganaOfStar[nakshatra - 1]!;

export const nadis = ["adi", "madhya", "antya"] as const;
export type Nadi = (typeof nadis)[number];
/** Nadi runs Adi, Madhya, Antya, Antya, Madhya, Adi … (the zig-zag of the classical table). */
export const nadiOf = (nakshatra: number): Nadi => nadis[[0, 1, 2, 2, 1, 0][(nakshatra - 1) % 6]!]!;

export const yonis = ["horse", "elephant", "sheep", "serpent", "dog", "cat", "rat", "cow", "buffalo", "tiger", "deer", "monkey", "mongoose", "lion"] as const;
export type Yoni = (typeof yonis)[number];
const yoniOfStar = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1] as const;
export const yoniOf = (nakshatra: number): Yoni => yonis[yoniOfStar[nakshatra - 1]!]!;
/** The seven pairs of sworn enemies (maha vairi). */
export const yoniEnemies: readonly (readonly [Yoni, Yoni])[] = [
  ["horse", "buffalo"], ["elephant", "lion"], ["sheep", "monkey"], ["serpent", "mongoose"], ["dog", "deer"], ["cat", "rat"], ["cow", "tiger"],
];
export const yoniEnemy = (a: Yoni, b: Yoni) => yoniEnemies.some(([x, y]) => (a === x && b === y) || (a === y && b === x));

export const rajjus = ["pada", "kati", "nabhi", "kantha", "shira"] as const;
export type Rajju = (typeof rajjus)[number];
/**
 * Rajju (foot, waist, navel, neck, head): the stars are counted up from the foot to the head
 * and back down, 1-2-3-4-5-4-3-2-1, three times over the 27.
 */
export function rajjuOf(nakshatra: number): { rajju: Rajju; direction: "ascending" | "head" | "descending" } {
  const i = (nakshatra - 1) % 9;
  return { rajju: rajjus[i <= 4 ? i : 8 - i]!, direction: i < 4 ? "ascending" : i === 4 ? "head" : "descending" };
}

/**
 * Vedha: the classical pairs of mutually obstructing stars (Muhurta Chintamani), with
 * Mrigashira, Chitra and Dhanishta obstructing one another.
 */
const vedhaPairs: readonly (readonly [number, number])[] = [
  [1, 18], [2, 17], [3, 16], [4, 15], [6, 22], [7, 21], [8, 20], [9, 19], [10, 27], [11, 26], [12, 25], [13, 24],
  [5, 14], [14, 23], [5, 23],
];
export const vedhaPair = (a: number, b: number) => vedhaPairs.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
