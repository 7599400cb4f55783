// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Divisional charts (vargas) by the traditional Parashara methods (Brihat Parashara Hora
 * Shastra, ch. 6–7), as Jagannatha Hora and PyJHora compute them with their "traditional
 * Parashara" setting. Each varga N divides a sign into N parts; the part a longitude falls in
 * maps to a sign by the varga's rule, and the longitude within the varga sign is
 * (degrees in sign × N) mod 30.
 *
 * Signs are 0 = Aries … 11 = Pisces; "odd" signs are Aries, Gemini, … (index even);
 * movable = Aries, Cancer, Libra, Capricorn; fixed = Taurus, Leo, …; dual = Gemini, Virgo, …
 */
import { normalizeDeg } from "@ephemeris";
import { type KundliText, kundliText as t } from "./texts";

export const vargaIds = ["D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"] as const;
export type VargaId = (typeof vargaIds)[number];

export interface VargaDefinition {
  divisions: number;
  name: string;
  /** The rule, for the answer's `method` field: a code the API renders per language. */
  method: KundliText;
  /** Sign of part `k` (0-based) of sign `s` (for D30: `k` is the degrees within the sign). */
  sign(s: number, k: number): number;
}

const isOdd = (s: number) => s % 2 === 0;
/** 0 movable, 1 fixed, 2 dual. */
const quality = (s: number) => s % 3;
const mod12 = (n: number) => ((n % 12) + 12) % 12;

/** Trimsamsa: unequal parts ruled by Mars, Saturn, Jupiter, Mercury, Venus (odd) and reversed (even). */
const trimsamsaOdd: readonly [number, number][] = [[5, 0], [10, 10], [18, 8], [25, 2], [30, 6]];
const trimsamsaEven: readonly [number, number][] = [[5, 1], [12, 5], [20, 11], [25, 9], [30, 7]];

export const vargas: Record<VargaId, VargaDefinition> = {
  D1: { divisions: 1, name: "Rashi", method: t("varga.D1", {}), sign: (s) => s },
  D2: { divisions: 2, name: "Hora", method: t("varga.D2", {}), sign: (s, k) => (isOdd(s) === (k === 0) ? 4 : 3) },
  D3: { divisions: 3, name: "Drekkana", method: t("varga.D3", {}), sign: (s, k) => mod12(s + 4 * k) },
  D4: { divisions: 4, name: "Chaturthamsa", method: t("varga.D4", {}), sign: (s, k) => mod12(s + 3 * k) },
  D7: { divisions: 7, name: "Saptamsa", method: t("varga.D7", {}), sign: (s, k) => mod12((isOdd(s) ? s : s + 6) + k) },
  D9: { divisions: 9, name: "Navamsa", method: t("varga.D9", {}), sign: (s, k) => mod12([0, 9, 6, 3][s % 4]! + k) },
  D10: { divisions: 10, name: "Dasamsa", method: t("varga.D10", {}), sign: (s, k) => mod12((isOdd(s) ? s : s + 8) + k) },
  D12: { divisions: 12, name: "Dwadasamsa", method: t("varga.D12", {}), sign: (s, k) => mod12(s + k) },
  D16: { divisions: 16, name: "Shodasamsa", method: t("varga.D16", {}), sign: (s, k) => mod12([0, 4, 8][quality(s)]! + k) },
  D20: { divisions: 20, name: "Vimsamsa", method: t("varga.D20", {}), sign: (s, k) => mod12([0, 8, 4][quality(s)]! + k) },
  D24: { divisions: 24, name: "Chaturvimsamsa (Siddhamsa)", method: t("varga.D24", {}), sign: (s, k) => mod12((isOdd(s) ? 4 : 3) + k) },
  D27: { divisions: 27, name: "Saptavimsamsa (Bhamsa)", method: t("varga.D27", {}), sign: (s, k) => mod12([0, 3, 6, 9][s % 4]! + k) },
  D30: {
    divisions: 30,
    name: "Trimsamsa",
    method: t("varga.D30", {}),
    // Here the second argument is the degrees within the sign, not a part number.
    sign: (s, k) => (isOdd(s) ? trimsamsaOdd : trimsamsaEven).find(([upTo]) => k < upTo)![1],
  },
  D40: { divisions: 40, name: "Khavedamsa", method: t("varga.D40", {}), sign: (s, k) => mod12((isOdd(s) ? 0 : 6) + k) },
  D45: { divisions: 45, name: "Akshavedamsa", method: t("varga.D45", {}), sign: (s, k) => mod12([0, 4, 8][quality(s)]! + k) },
  D60: { divisions: 60, name: "Shashtiamsa", method: t("varga.D60", {}), sign: (s, k) => mod12(s + k) },
};

export interface VargaPosition {
  /** 0 = Aries … 11 = Pisces. */
  signIndex: number;
  /** Degrees within the varga sign: (degrees in the rashi sign × N) mod 30. */
  degInSign: number;
}

/** The varga position of a sidereal longitude. */
export function vargaOf(id: VargaId, longitudeDeg: number): VargaPosition {
  const v = vargas[id];
  const lon = normalizeDeg(longitudeDeg);
  const s = Math.floor(lon / 30);
  const d = lon - s * 30;
  // The trimsamsa's parts are unequal: its rule takes the degrees within the sign itself.
  const part = id === "D30" ? d : Math.min(Math.floor((d * v.divisions) / 30), v.divisions - 1);
  return { signIndex: v.sign(s, part), degInSign: (d * v.divisions) % 30 };
}
