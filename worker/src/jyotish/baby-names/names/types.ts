// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * One name of the curated list (`./boys.ts`, `./girls.ts`, `./unisex.ts`, each
 * `export const names: NameRow[]`), written for this project from common Indian usage (no
 * scraped list): its forms in the four scripts, gender, and a short meaning in each language.
 */
export type NameRow = readonly [
  /** Latin (English) spelling as Indian parents write it: "Aarav". */
  latin: string,
  /** Devanagari: "आरव". */
  hi: string,
  /** Tamil script, as a Tamil family would write it: "ஆரவ்". */
  ta: string,
  /** Telugu script: "ఆరవ్". */
  te: string,
  gender: "m" | "f" | "u",
  /** One to five words in each language. */
  meaningEn: string,
  meaningHi: string,
  meaningTa: string,
  meaningTe: string,
];
