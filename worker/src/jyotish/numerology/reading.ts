// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A numerology reading: the core numbers of a name and a birth date, in the Pythagorean or
 * the Chaldean system, with the working of each sum.
 *
 * Sources:
 * - Pythagorean letter values A=1 … I=9, J=1 …: the table of modern Western numerology
 *   (L. Dow Balliett, The Philosophy of Numbers, 1908; Hans Decoz, Numerology: Key to Your Inner
 *   Self, 1994).
 * - Chaldean values (no letter is 9): Cheiro, Cheiro's Book of Numbers (1926), ch. "The
 *   Chaldean method": 1 A I J Q Y, 2 B K R, 3 C G L S, 4 D M T, 5 E H N X, 6 U V W, 7 O Z, 8 F P.
 * - Life path: month, day and year each reduced (masters kept), then added and reduced
 *   (decoz.com, "Do your own numerology report": October 12, 1936 → 5; November 22, 1992 → 9).
 * - Destiny (expression): every letter of the full name; soul urge (heart's desire): the
 *   vowels A E I O U; personality: the other letters. Y is always counted as a consonant, the
 *   plain rule of most Indian numerologists (Decoz counts a Y that sounds as a vowel; we do not
 *   guess sounds).
 * - Birthday: the day of the month reduced; maturity: life path + destiny (Decoz).
 * - Personal year: birth month + birth day + the calendar year, each reduced; personal month:
 *   personal year + calendar month; personal day: personal month + calendar day; all 1–9
 *   (Decoz, "Personal Year").
 * - Moolank (root number, मूलांक): the day of birth reduced to 1–9; bhagyank (fortune number,
 *   भाग्यांक): every digit of the date of birth added and reduced to 1–9, as Indian
 *   numerologists count them after Cheiro's "birth number" and "fadic number".
 */
import { isMaster, type Reduction, reduce, sumAndReduce } from "./reduce";
import { type Script, scriptOfName, transliterate } from "./transliterate";

export const numerologySystems = ["pythagorean", "chaldean"] as const;
export type NumerologySystem = (typeof numerologySystems)[number];

const pythagorean = (letter: string) => ((letter.charCodeAt(0) - 65) % 9) + 1;
const chaldeanTable: Record<string, number> = Object.fromEntries(
  (["AIJQY", "BKR", "CGLS", "DMT", "EHNX", "UVW", "OZ", "FP"] as const).flatMap((letters, i) => letters.split("").map((l) => [l, i + 1])),
);

/** The value of an ASCII letter (A–Z, any case) in a system. */
export function letterValue(letter: string, system: NumerologySystem): number {
  const l = letter.toUpperCase();
  return system === "pythagorean" ? pythagorean(l) : chaldeanTable[l]!;
}

const VOWELS = new Set(["A", "E", "I", "O", "U"]);
export const isVowel = (letter: string): boolean => VOWELS.has(letter.toUpperCase());

/** A letter of the name and its value. */
export interface LetterValue {
  letter: string;
  value: number;
  vowel: boolean;
}

/** A date's parts. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const parseDate = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

const digits = (n: number) => String(n).split("").map(Number);

/** The number of a part of the reading with its working. */
export interface CoreNumber extends Reduction {
  /** The sums before the final one: the reduced parts (life path), or nothing. */
  parts?: { label: "month" | "day" | "year"; reduction: Reduction }[];
}

export function lifePath(date: CalendarDate): CoreNumber {
  const parts = [
    { label: "month" as const, reduction: reduce(date.month, true) },
    { label: "day" as const, reduction: reduce(date.day, true) },
    { label: "year" as const, reduction: sumAndReduce(digits(date.year), true) },
  ];
  return { ...sumAndReduce(parts.map((p) => p.reduction.value), true), parts };
}

export const birthday = (date: CalendarDate): CoreNumber => reduce(date.day, true);
export const moolank = (date: CalendarDate): CoreNumber => reduce(date.day, false);
export const bhagyank = (date: CalendarDate): CoreNumber => sumAndReduce([...digits(date.day), ...digits(date.month), ...digits(date.year)], false);

/** The values of the name's letters (A–Z of its Latin form). */
export function lettersOf(latinName: string, system: NumerologySystem): LetterValue[] {
  return Array.from(latinName.toUpperCase())
    .filter((c) => c >= "A" && c <= "Z")
    .map((letter) => ({ letter, value: letterValue(letter, system), vowel: isVowel(letter) }));
}

const nameNumber = (letters: LetterValue[]): CoreNumber | null => (letters.length === 0 ? null : sumAndReduce(letters.map((l) => l.value), true));

/** Personal year, month and day of `on` for someone born on `birth` (all 1–9). */
export function personalCycles(birth: CalendarDate, on: CalendarDate) {
  const year = sumAndReduce([reduce(birth.month, false).value, reduce(birth.day, false).value, sumAndReduce(digits(on.year), false).value], false);
  const month = sumAndReduce([year.value, reduce(on.month, false).value], false);
  const day = sumAndReduce([month.value, reduce(on.day, false).value], false);
  return { personalYear: year, personalMonth: month, personalDay: day };
}

export interface ReadingInput {
  name: string;
  /** "YYYY-MM-DD". */
  birthDate: string;
  system: NumerologySystem;
  /** The date of the personal cycles, "YYYY-MM-DD". */
  on: string;
}

export interface Reading {
  system: NumerologySystem;
  name: string;
  /** The script the name was written in, and its Latin form counted. */
  script: Script;
  latinName: string;
  letters: LetterValue[];
  birthDate: string;
  on: string;
  numbers: {
    lifePath: CoreNumber;
    destiny: CoreNumber;
    /** Null when the name has no vowel (or no consonant) to count. */
    soulUrge: CoreNumber | null;
    personality: CoreNumber | null;
    birthday: CoreNumber;
    maturity: CoreNumber;
    personalYear: CoreNumber;
    personalMonth: CoreNumber;
    personalDay: CoreNumber;
  };
  moolank: CoreNumber;
  bhagyank: CoreNumber;
}

/** Thrown for a name with no letter to count; the API answers 400. */
export class NoLettersError extends Error {
  constructor() {
    super("The name has no letters to count");
  }
}

/** The reading of `input` (pure). */
export function reading(input: ReadingInput): Reading {
  const latinName = transliterate(input.name);
  const letters = lettersOf(latinName, input.system);
  const destiny = nameNumber(letters);
  if (!destiny) throw new NoLettersError();
  const birth = parseDate(input.birthDate);
  const life = lifePath(birth);
  return {
    system: input.system,
    name: input.name,
    script: scriptOfName(input.name),
    latinName,
    letters,
    birthDate: input.birthDate,
    on: input.on,
    numbers: {
      lifePath: life,
      destiny,
      soulUrge: nameNumber(letters.filter((l) => l.vowel)),
      personality: nameNumber(letters.filter((l) => !l.vowel)),
      birthday: birthday(birth),
      maturity: sumAndReduce([life.value, destiny.value], true),
      ...personalCycles(birth, parseDate(input.on)),
    },
    moolank: moolank(birth),
    bhagyank: bhagyank(birth),
  };
}

export { isMaster };
