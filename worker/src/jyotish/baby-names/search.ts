// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Finding names: which syllables a request stands for (a nakshatra pada, a whole nakshatra, a
 * rashi, or a syllable typed in any of the four scripts), and the names that start with one of
 * them and pass the other filters (gender, length, numerology number).
 */
import type { NakshatraId } from "@jyotish/terms/nakshatras";
import type { SignId } from "@jyotish/terms/signs";
import { phoneticKey, startsWithSyllable } from "./match";
import type { NameRow } from "./names/types";
import { aksharas, type Akshara, type Pada } from "./syllables";

export const lengthBands = ["short", "medium", "long"] as const;
export type LengthBand = (typeof lengthBands)[number];
export const nameGenders = ["m", "f", "u"] as const;
export type NameGender = (typeof nameGenders)[number];

/** Letters of a name's Latin spelling (a–z only). */
export const letterCount = (latin: string): number => latin.toLowerCase().replace(/[^a-z]/g, "").length;

/** Short: up to 4 letters; medium: 5–7; long: 8 or more (of the Latin spelling). */
export function lengthBand(latin: string): LengthBand {
  const n = letterCount(latin);
  return n <= 4 ? "short" : n <= 7 ? "medium" : "long";
}

/**
 * The name number of a Latin spelling by the Pythagorean table (a=1 … i=9, j=1 … r=9,
 * s=1 … z=8), summed and reduced digit by digit to 1–9. A local copy of the one rule baby
 * naming needs; the full numerology engine (both systems, master numbers) is its own module.
 */
export function nameNumber(latin: string): number {
  let sum = 0;
  for (const ch of latin.toLowerCase()) {
    const code = ch.charCodeAt(0) - 97;
    if (code >= 0 && code < 26) sum += (code % 9) + 1;
  }
  while (sum > 9) sum = [...String(sum)].reduce((a, d) => a + Number(d), 0);
  return sum;
}

/** The syllable a user typed, in Latin or in any script of the table, as its key; undefined if none. */
export function syllableKeyOf(typed: string): string | undefined {
  const t = typed.trim();
  const inTable = aksharas.find((a) => a.hi === t || a.ta === t || a.te === t || a.latin === t.toLowerCase());
  if (inTable) return inTable.key;
  if (!/^[A-Za-z]{1,4}$/.test(t)) return undefined;
  return phoneticKey(t) || undefined;
}

export interface SyllableChoice {
  nakshatra?: NakshatraId;
  pada?: Pada;
  rashi?: SignId;
  /** Already a key (`syllableKeyOf`). */
  syllableKey?: string;
}

/**
 * The syllables a choice stands for: a pada's one syllable, a nakshatra's four, a rashi's nine,
 * intersected when several are given; a typed syllable on its own is a syllable of its own.
 * Empty when nothing is chosen (then every name is listed).
 */
export function chosenSyllables(choice: SyllableChoice): { aksharas: Akshara[]; keys: string[] } {
  let rows: Akshara[] | undefined;
  if (choice.nakshatra) rows = aksharas.filter((a) => a.nakshatra === choice.nakshatra && (choice.pada === undefined || a.pada === choice.pada));
  if (choice.rashi) rows = (rows ?? aksharas).filter((a) => a.sign === choice.rashi);
  if (choice.syllableKey !== undefined) {
    if (rows) rows = rows.filter((a) => a.key === choice.syllableKey);
    else return { aksharas: aksharas.filter((a) => a.key === choice.syllableKey), keys: [choice.syllableKey] };
  }
  const list = rows ?? [];
  return { aksharas: list, keys: [...new Set(list.map((a) => a.key))] };
}

export interface NameFilter {
  /** Syllable keys; a name must start with one. Undefined: any start. */
  syllableKeys?: readonly string[];
  gender?: NameGender;
  length?: LengthBand;
  minLetters?: number;
  maxLetters?: number;
  number?: number;
}

/**
 * The names passing a filter, in alphabetical order of their Latin spelling. Gender "m" or "f"
 * also lists the names given to both ("u"); "u" lists only those.
 */
export function filterNames(rows: readonly NameRow[], filter: NameFilter): NameRow[] {
  const passing = rows
    .filter((row) => {
      const [latin, , , , gender] = row;
      if (filter.gender && gender !== filter.gender && !(gender === "u" && filter.gender !== "u")) return false;
      if (filter.syllableKeys) {
        const key = phoneticKey(latin);
        if (!filter.syllableKeys.some((s) => startsWithSyllable(key, s))) return false;
      }
      if (filter.length && lengthBand(latin) !== filter.length) return false;
      const letters = letterCount(latin);
      if (filter.minLetters !== undefined && letters < filter.minLetters) return false;
      if (filter.maxLetters !== undefined && letters > filter.maxLetters) return false;
      if (filter.number !== undefined && nameNumber(latin) !== filter.number) return false;
      return true;
    })
    .sort((a, b) => a[0].localeCompare(b[0], "en"));
  // A name in two lists (a girls' "Kiran" and the unisex "Kiran") is shown once: the row of the
  // asked gender, else the unisex one.
  const byName = new Map<string, NameRow>();
  for (const row of passing) {
    const id = row[0].toLowerCase();
    const kept = byName.get(id);
    if (!kept || (row[4] === (filter.gender ?? "u") && kept[4] !== row[4])) byName.set(id, row);
  }
  return [...byName.values()];
}

