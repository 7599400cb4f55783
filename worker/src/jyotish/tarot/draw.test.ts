// SPDX-License-Identifier: AGPL-3.0-or-later
import { describe, expect, it } from "vitest";
import { signIds } from "@jyotish/terms/signs";
import { cardIds, majorArcana, suits } from "./content/types";
import { cardInfo, romanNumeral } from "./deck";
import { drawSpread, drawWith, yearCard, yearCardSeed } from "./draw";
import { isSeed, seedFromText, sfc32, shuffle, type Uint32Source, uniformBelow } from "./random";
import { spreads } from "./spreads";

/**
 * Critical values of the chi-square distribution at significance 0.001 (upper tail), from
 * scipy.stats.chi2.ppf(0.999, df), agreeing with the NIST/SEMATECH e-Handbook's table 1.3.6.7.4:
 * a fair shuffle exceeds them once in a thousand seeds; the seeds below are fixed, so the test
 * is reproducible.
 */
const chiSquareCritical001 = { df1: 10.828, df77: 121.1 };

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

const DRAWS = 100_000;

/** First-card and orientation counts of `DRAWS` draws, each from its own generator output stream. */
function firstCardCounts(random: Uint32Source, below?: (r: Uint32Source, n: number) => number) {
  const cards = new Array<number>(cardIds.length).fill(0);
  const orientation = [0, 0];
  const index = new Map(cardIds.map((id, i) => [id, i]));
  for (let i = 0; i < DRAWS; i++) {
    const [first] = drawWith(random, 1, below);
    cards[index.get(first!.card)!]! += 1;
    orientation[first!.reversed ? 1 : 0]! += 1;
  }
  return { cards, orientation };
}

describe("the tarot deck", () => {
  it("has 78 unique cards: 22 majors and 14 of each of the four suits", () => {
    expect(cardIds).toHaveLength(78);
    expect(new Set(cardIds).size).toBe(78);
    expect(majorArcana).toHaveLength(22);
    for (const suit of suits) expect(cardIds.filter((id) => id.startsWith(`${suit}-`))).toHaveLength(14);
  });

  it("numbers the majors 0 (The Fool) to XXI (The World) and reads suit and rank off the minors", () => {
    expect(cardInfo("fool")).toMatchObject({ arcana: "major", number: 0, numeral: "0" });
    expect(cardInfo("world")).toMatchObject({ arcana: "major", number: 21, numeral: "XXI" });
    expect(cardInfo("hanged-man")).toMatchObject({ numeral: "XII" });
    expect(cardInfo("cups-14")).toEqual({ id: "cups-14", arcana: "minor", suit: "cups", rank: 14 });
    expect([4, 9, 14, 19].map(romanNumeral)).toEqual(["IV", "IX", "XIV", "XIX"]);
  });

  it("gives the Celtic Cross Waite's ten places, the three-card spread three and the single draw one", () => {
    expect(spreads["celtic-cross"].positions.map((p) => p.id)).toEqual(["covers", "crosses", "crowns", "beneath", "behind", "before", "self", "house", "hopes", "outcome"]);
    expect(spreads.three.positions).toHaveLength(3);
    expect(spreads.single.positions).toHaveLength(1);
  });
});

describe("a seeded draw", () => {
  const seed = "0123456789abcdef0123456789abcdef";

  it("is the same reading every time for the same seed, and another for another seed", () => {
    expect(drawSpread("celtic-cross", seed)).toEqual(drawSpread("celtic-cross", seed));
    expect(drawSpread("celtic-cross", seed)).not.toEqual(drawSpread("celtic-cross", "fedcba9876543210fedcba9876543210"));
  });

  it("lays ten different cards in the Celtic Cross", () => {
    const cards = drawSpread("celtic-cross", seed);
    expect(cards.map((c) => c.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(cards.map((c) => c.card)).size).toBe(10);
  });

  it("reopens a link shared before today with the same three cards (generator, warm-up and shuffle order are frozen)", () => {
    // Written down from this implementation: a change to any of them breaks every shared link.
    expect(drawSpread("three", seed).map((c) => `${c.card}${c.reversed ? "/r" : ""}`)).toEqual(["tower", "pentacles-2", "judgement"]);
    expect(drawSpread("celtic-cross", seed).slice(0, 3).map((c) => c.card)).toEqual(["tower", "pentacles-2", "judgement"]);
  });

  it("accepts only 32 lowercase hex digits as a seed", () => {
    expect(isSeed(seed)).toBe(true);
    expect(isSeed(seed.toUpperCase())).toBe(false);
    expect(isSeed(seed.slice(1))).toBe(false);
    expect(() => sfc32("xyz")).toThrow(RangeError);
  });

  it("derives each sign's card of the year from the text tarot-year:<year>:<sign>", () => {
    expect(yearCardSeed(2026, "aries")).toBe(seedFromText("tarot-year:2026:aries"));
    expect(isSeed(yearCardSeed(2026, "aries"))).toBe(true);
    expect(yearCard(2026, "leo")).toEqual(yearCard(2026, "leo"));
    expect(new Set(signIds.map((s) => yearCardSeed(2026, s))).size).toBe(12);
  });
});

describe("the shuffle is uniform (chi-square over 100,000 draws, significance 0.001)", () => {
  it("samples integers below n without modulo bias: every residue has the same number of 32-bit preimages", () => {
    // A generator that walks all values from just under 2^32: the rejected tail is never returned.
    let x = 2 ** 32 - 10;
    const walk = () => (x++ >>> 0);
    const seen = Array.from({ length: 12 }, () => uniformBelow(walk, 7));
    expect(seen.every((v) => v >= 0 && v < 7)).toBe(true);
    // 2^32 mod 7 = 4: the outputs 0..3 after the wrap are rejected, so the first accepted after the wrap is 4 % 7.
    expect(seen.slice(10)).toEqual([4, 5]);
  });

  it("puts each of the 78 cards first equally often and reverses half of them", () => {
    const { cards, orientation } = firstCardCounts(sfc32(seedFromText("uniformity test")));
    expect(chiSquare(cards, DRAWS / 78)).toBeLessThan(chiSquareCritical001.df77);
    expect(chiSquare(orientation, DRAWS / 2)).toBeLessThan(chiSquareCritical001.df1);
  });

  it("rejects a deliberately biased shuffle (a random byte taken modulo n) by the same test", () => {
    const byteModulo = (random: Uint32Source, n: number) => (random() & 0xff) % n;
    const { cards } = firstCardCounts(sfc32(seedFromText("uniformity test")), byteModulo);
    expect(chiSquare(cards, DRAWS / 78)).toBeGreaterThan(chiSquareCritical001.df77);
  });

  it("shuffles every card into the deck exactly once", () => {
    const shuffled = shuffle(cardIds, sfc32(seedFromText("permutation")));
    expect([...shuffled].sort()).toEqual([...cardIds].sort());
  });
});
