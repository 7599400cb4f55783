// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Pure helpers on ecliptic longitudes (no WebAssembly needed).

/** A Vimshottari dasha lord. */
export type DashaLord =
  | "ketu"
  | "venus"
  | "sun"
  | "moon"
  | "mars"
  | "rahu"
  | "jupiter"
  | "saturn"
  | "mercury";

/** Vimshottari lords in nakshatra order, starting with Ashwini (repeats every 9). */
export const VIMSHOTTARI_LORDS: readonly DashaLord[] = [
  "ketu",
  "venus",
  "sun",
  "moon",
  "mars",
  "rahu",
  "jupiter",
  "saturn",
  "mercury",
];

/** The supported ayanamsas (sidereal zodiac origins), the default first. */
export const AYANAMSAS = ["lahiri", "true-chitra", "raman", "kp", "yukteshwar", "fagan-bradley"] as const;

/** The supported house systems, the default first (see `HouseSystem`). */
export const HOUSE_SYSTEMS = ["whole-sign", "placidus", "sripati", "porphyry", "kp"] as const;

/** The signed difference a − b of two longitudes, in degrees within [−180, 180). */
export function signedDeltaDeg(a: number, b: number): number {
  return ((((a - b) % 360) + 540) % 360) - 180;
}

/** Width of one nakshatra in degrees (13°20′). */
export const NAKSHATRA_SPAN_DEG = 360 / 27;

/** Normalises any finite longitude in degrees to [0, 360). */
export function normalizeDeg(longitudeDeg: number): number {
  const x = longitudeDeg % 360;
  const y = x < 0 ? x + 360 : x;
  return y >= 360 ? 0 : y;
}

/**
 * Zodiac sign of an ecliptic longitude: 0 = Aries … 11 = Pisces.
 * Works for tropical and sidereal longitudes alike; any finite degrees, normalised first.
 */
export function signIndex(longitudeDeg: number): number {
  return Math.floor(normalizeDeg(longitudeDeg) / 30);
}

/** Degrees within the sign, in [0, 30). */
export function degInSign(longitudeDeg: number): number {
  const lon = normalizeDeg(longitudeDeg);
  return lon - 30 * Math.floor(lon / 30);
}

/** Nakshatra placement of a (sidereal) longitude. */
export interface Nakshatra {
  /** 1 = Ashwini … 27 = Revati. */
  number: number;
  /** Quarter of the nakshatra, 1..4 (3°20′ each). */
  pada: number;
  /** Vimshottari lord (Ketu for Ashwini, Venus for Bharani, … repeating every 9). */
  lord: DashaLord;
  /** Degrees elapsed within the nakshatra, in [0, 13.333…). */
  degInNakshatra: number;
}

/**
 * Nakshatra, pada and Vimshottari lord of a sidereal ecliptic longitude in degrees
 * (any finite value, normalised to [0, 360) first). Boundaries belong to the next
 * nakshatra/pada: 13°20′ exactly is Bharani pada 1.
 */
export function nakshatraOf(longitudeDeg: number): Nakshatra {
  const lon = normalizeDeg(longitudeDeg);
  // Multiply before dividing so that exact boundaries (e.g. 40°) land exactly.
  const index = Math.min(26, Math.floor((lon * 27) / 360));
  // Pada counted relative to the nakshatra, so the two floors can never disagree.
  const quarter = Math.floor((lon * 108) / 360) - index * 4;
  return {
    number: index + 1,
    pada: Math.min(3, Math.max(0, quarter)) + 1,
    lord: VIMSHOTTARI_LORDS[index % 9]!,
    degInNakshatra: Math.max(0, lon - (index * 360) / 27),
  };
}
