// SPDX-License-Identifier: AGPL-3.0-or-later
import { describe, expect, it } from "vitest";
import { langs } from "@jyotish/terms/lang";
import { spreadIds, spreads } from "../spreads";
import { byLang } from "./index";
import { cardIds } from "./types";

const script = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;

describe("the tarot texts", () => {
  it.each(langs)("has a name, keywords, meanings and a year text for all 78 cards in %s", (lang) => {
    const content = byLang[lang];
    expect(Object.keys(content).sort()).toEqual([...cardIds].sort());
    for (const id of cardIds) {
      const card = content[id];
      expect(card.name.trim(), id).not.toBe("");
      expect(card.year.trim(), id).not.toBe("");
      for (const side of [card.upright, card.reversed]) {
        expect(side.keywords.length, id).toBeGreaterThanOrEqual(3);
        expect(side.meaning.split(/\s+/).length, id).toBeLessThanOrEqual(50);
      }
    }
  });

  it("writes the Hindi cards in Devanagari, every one of them", () => {
    for (const id of cardIds) {
      const card = byLang.hi[id];
      for (const text of [card.name, card.upright.meaning, card.reversed.meaning, card.year, ...card.upright.keywords, ...card.reversed.keywords]) expect(text, id).toMatch(script.hi);
    }
  });

  it("gives no two cards the same name in a language", () => {
    for (const lang of langs) expect(new Set(cardIds.map((id) => byLang[lang][id].name)).size).toBe(78);
  });

  it("names every spread and place, and cites the source, in the script of each language", () => {
    for (const id of spreadIds) {
      const spread = spreads[id];
      for (const term of [spread.name, spread.source, ...spread.positions.flatMap((p) => [p.name, p.question])]) {
        expect(term.en.trim()).not.toBe("");
        for (const lang of ["hi", "ta", "te"] as const) expect(term[lang]).toMatch(script[lang]);
      }
    }
  });
});
