// SPDX-License-Identifier: AGPL-3.0-or-later
/** What a card id says about the card: its arcana, its number or its suit and rank. */
import { type CardId, cardIds, majorArcana, type MajorId, type Suit, suits } from "./content/types";

export { cardIds, type CardId };

export type CardInfo =
  | { id: CardId; arcana: "major"; /** 0 (The Fool) … 21 (The World). */ number: number; /** "0", "I" … "XXI", as printed on Waite–Smith majors. */ numeral: string }
  | { id: CardId; arcana: "minor"; suit: Suit; /** 1 = Ace … 10, 11 = Page, 12 = Knight, 13 = Queen, 14 = King. */ rank: number };

const romanDigits: [number, string][] = [[10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];

/** Roman numerals 0–39 ("0" for the Fool, who is unnumbered in Waite–Smith but placed first). */
export function romanNumeral(n: number): string {
  if (n === 0) return "0";
  let out = "";
  for (const [value, digits] of romanDigits) {
    while (n >= value) {
      out += digits;
      n -= value;
    }
  }
  return out;
}

const majorIndex = new Map<string, number>(majorArcana.map((id, i) => [id, i]));

export const isCardId = (s: string): s is CardId => cardIds.includes(s as CardId);

export function cardInfo(id: CardId): CardInfo {
  const number = majorIndex.get(id);
  if (number !== undefined) return { id, arcana: "major", number, numeral: romanNumeral(number) };
  const dash = id.lastIndexOf("-");
  return { id, arcana: "minor", suit: id.slice(0, dash) as Suit, rank: Number(id.slice(dash + 1)) };
}

export const isMajor = (id: CardId): id is MajorId => majorIndex.has(id);
export { suits };
