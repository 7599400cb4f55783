// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A draw: the deck shuffled by the seed, the first cards laid in the spread's places in order,
 * then one more 32-bit output per laid card for its orientation (upright or reversed, 1 in 2).
 * Pure: the seed is the only input, so a reading is reproduced from its seed.
 */
import type { SignId } from "@jyotish/terms/signs";
import { type CardId, cardIds } from "./content/types";
import { seedFromText, sfc32, shuffle, type Uint32Source, uniformBelow } from "./random";
import { type SpreadId, spreads } from "./spreads";

export interface DrawnCard {
  /** The place's index in the spread (0-based). */
  position: number;
  card: CardId;
  reversed: boolean;
}

/** The cards laid out for `spread` from `seed` (32 hex digits). */
export function drawSpread(spread: SpreadId, seed: string): DrawnCard[] {
  return drawWith(sfc32(seed), spreads[spread].positions.length);
}

/** `count` cards from a shuffle driven by `random` (exported for the uniformity tests). */
export function drawWith(random: Uint32Source, count: number, below = uniformBelow): DrawnCard[] {
  const deck = shuffle(cardIds, random, below);
  return deck.slice(0, count).map((card, position) => ({ position, card, reversed: uniformBelow(random, 2) === 1 }));
}

/**
 * The seed of a sign's card of the year: the cyrb128 hash (./random) of the text
 * `tarot-year:<year>:<sign>` (e.g. "tarot-year:2026:aries"), so each sign's card is fixed for
 * the year and anyone can recompute it.
 */
export const yearCardSeed = (year: number, sign: SignId): string => seedFromText(`tarot-year:${year}:${sign}`);

/** A sign's card of the year: the single-card draw from `yearCardSeed`. */
export const yearCard = (year: number, sign: SignId): DrawnCard => drawSpread("single", yearCardSeed(year, sign))[0]!;
