// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The 78 cards of the tarot deck (Rider–Waite–Smith order and names) and the shape of their
 * readable texts, one file per language (`./en.ts`, `./hi.ts`, `./ta.ts`, `./te.ts`, each
 * `export const cards: TarotContent`). The meanings are original to this project.
 */

export const majorArcana = [
  "fool", "magician", "high-priestess", "empress", "emperor", "hierophant", "lovers", "chariot", "strength", "hermit", "wheel-of-fortune",
  "justice", "hanged-man", "death", "temperance", "devil", "tower", "star", "moon", "sun", "judgement", "world",
] as const;
export const suits = ["wands", "cups", "swords", "pentacles"] as const;
/** 1 = Ace … 10, 11 = Page, 12 = Knight, 13 = Queen, 14 = King. */
export const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;

export type MajorId = (typeof majorArcana)[number];
export type Suit = (typeof suits)[number];
export type MinorId = `${Suit}-${(typeof ranks)[number]}`;
export type CardId = MajorId | MinorId;

/** Every card id in deck order: the 22 majors (0 The Fool … 21 The World), then wands, cups, swords, pentacles from Ace to King. */
export const cardIds: readonly CardId[] = [...majorArcana, ...suits.flatMap((s) => ranks.map((r) => `${s}-${r}` as MinorId))];

export interface CardSide {
  /** Three or four words or short phrases. */
  keywords: string[];
  /** Two sentences, at most about 45 words: what the card says in this position. */
  meaning: string;
}

export interface CardText {
  /** The card's name as tarot readers in this language call it (The Fool, द फ़ूल / मूर्ख …). */
  name: string;
  upright: CardSide;
  reversed: CardSide;
  /** One or two sentences: the card as the card of a whole year (the year pages). */
  year: string;
}

export type TarotContent = Record<CardId, CardText>;
