// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The shape of numerology's readable texts, one file per language (`./en.ts`, `./hi.ts`,
 * `./ta.ts`, `./te.ts`, each `export const content: NumerologyContent`). Written natively for
 * each language, original to this project. The engine (`../`) computes numbers; these say
 * what they mean.
 */

/** The numbers a reading can show: 1–9 and the master numbers, which are kept, not reduced. */
export const coreNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
export type CoreNumber = (typeof coreNumbers)[number];
/** Personal cycles (year, month, day) and Indian root numbers (moolank) run 1–9. */
export const cycleNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type CycleNumber = (typeof cycleNumbers)[number];

export const positions = ["lifePath", "destiny", "soulUrge", "personality", "birthday", "maturity", "personalYear", "personalMonth", "personalDay"] as const;
export type Position = (typeof positions)[number];

export interface NumberText {
  /** Three to five single words or short phrases. */
  keywords: string[];
  /** Two or three sentences: the nature of the number. */
  character: string;
  /** One or two sentences each. */
  strengths: string;
  challenges: string;
}

export interface PositionText {
  /** The position's name as a numerologist in this language says it (Life Path, मूलांक/भाग्यांक …). */
  name: string;
  /** One sentence: what this number of a chart describes and how it is found. */
  about: string;
}

/** A personal year (or, shorter, month or day) of cycle number n: its theme. */
export interface CycleText {
  /** Two to four words. */
  title: string;
  /** Two or three sentences each. */
  overview: string;
  career: string;
  love: string;
  health: string;
  money: string;
  /** One sentence. */
  advice: string;
}

export interface NumerologyContent {
  numbers: Record<CoreNumber, NumberText>;
  positions: Record<Position, PositionText>;
  cycles: Record<CycleNumber, CycleText>;
}
