/**
 * The twelve rashis as a table: lord, element (tattva), quality and the nakshatra padas each
 * holds. The classical scheme (Brihat Parashara Hora Shastra ch. 4; Phaladeepika ch. 1):
 * lords Mars, Venus, Mercury, Moon, Sun, Mercury, Venus, Mars, Jupiter, Saturn, Saturn,
 * Jupiter from Aries; the elements cycle fire, earth, air, water and the qualities movable
 * (chara), fixed (sthira), dual (dvisvabhava) from Aries; each sign holds 2¼ nakshatras,
 * nine padas of 3°20′, so Aries is Ashwini 1–4, Bharani 1–4, Krittika 1.
 */
import type { GrahaId } from "@jyotish/terms/grahas";
import type { NakshatraId } from "@jyotish/terms/nakshatras";
import type { SignId } from "@jyotish/terms/signs";

export const elements = ["fire", "earth", "air", "water"] as const;
export type Element = (typeof elements)[number];
export const qualities = ["movable", "fixed", "dual"] as const;
export type Quality = (typeof qualities)[number];

/** A nakshatra's padas (quarters, 1–4) that fall in a sign. */
export interface NakshatraPart {
  nakshatra: NakshatraId;
  firstPada: 1 | 2 | 3 | 4;
  lastPada: 1 | 2 | 3 | 4;
}

export interface SignFacts {
  lord: GrahaId;
  element: Element;
  quality: Quality;
  nakshatras: readonly NakshatraPart[];
}

const all = (nakshatra: NakshatraId): NakshatraPart => ({ nakshatra, firstPada: 1, lastPada: 4 });
const part = (nakshatra: NakshatraId, firstPada: NakshatraPart["firstPada"], lastPada: NakshatraPart["lastPada"]): NakshatraPart => ({ nakshatra, firstPada, lastPada });

export const signFacts: Record<SignId, SignFacts> = {
  aries: { lord: "mars", element: "fire", quality: "movable", nakshatras: [all("ashwini"), all("bharani"), part("krittika", 1, 1)] },
  taurus: { lord: "venus", element: "earth", quality: "fixed", nakshatras: [part("krittika", 2, 4), all("rohini"), part("mrigashira", 1, 2)] },
  gemini: { lord: "mercury", element: "air", quality: "dual", nakshatras: [part("mrigashira", 3, 4), all("ardra"), part("punarvasu", 1, 3)] },
  cancer: { lord: "moon", element: "water", quality: "movable", nakshatras: [part("punarvasu", 4, 4), all("pushya"), all("ashlesha")] },
  leo: { lord: "sun", element: "fire", quality: "fixed", nakshatras: [all("magha"), all("purva-phalguni"), part("uttara-phalguni", 1, 1)] },
  virgo: { lord: "mercury", element: "earth", quality: "dual", nakshatras: [part("uttara-phalguni", 2, 4), all("hasta"), part("chitra", 1, 2)] },
  libra: { lord: "venus", element: "air", quality: "movable", nakshatras: [part("chitra", 3, 4), all("swati"), part("vishakha", 1, 3)] },
  scorpio: { lord: "mars", element: "water", quality: "fixed", nakshatras: [part("vishakha", 4, 4), all("anuradha"), all("jyeshtha")] },
  sagittarius: { lord: "jupiter", element: "fire", quality: "dual", nakshatras: [all("mula"), all("purva-ashadha"), part("uttara-ashadha", 1, 1)] },
  capricorn: { lord: "saturn", element: "earth", quality: "movable", nakshatras: [part("uttara-ashadha", 2, 4), all("shravana"), part("dhanishta", 1, 2)] },
  aquarius: { lord: "saturn", element: "air", quality: "fixed", nakshatras: [part("dhanishta", 3, 4), all("shatabhisha"), part("purva-bhadrapada", 1, 3)] },
  pisces: { lord: "jupiter", element: "water", quality: "dual", nakshatras: [part("purva-bhadrapada", 4, 4), all("uttara-bhadrapada"), all("revati")] },
};
