// SPDX-License-Identifier: AGPL-3.0-or-later
import { describe, expect, it } from "vitest";
import { cards as ta } from "./ta";
import { cards as te } from "./te";
import { cardIds, type CardText, type TarotContent } from "./types";

/** Every field a reader sees, labelled so a failure names the card and the field. */
const fields = (id: string, card: CardText): [string, string][] => [
  [`${id}.name`, card.name],
  [`${id}.year`, card.year],
  [`${id}.upright.meaning`, card.upright.meaning],
  [`${id}.reversed.meaning`, card.reversed.meaning],
  ...card.upright.keywords.map((k, i): [string, string] => [`${id}.upright.keywords[${i}]`, k]),
  ...card.reversed.keywords.map((k, i): [string, string] => [`${id}.reversed.keywords[${i}]`, k]),
];

const languages: [string, TarotContent, RegExp, RegExp][] = [
  ["Tamil", ta, /\p{Script=Tamil}/u, /[^\P{L}\p{Script=Tamil}]/u],
  ["Telugu", te, /\p{Script=Telugu}/u, /[^\P{L}\p{Script=Telugu}]/u],
];

describe.each(languages)("the %s tarot texts", (_name, content, script, foreignLetter) => {
  it("has exactly the 78 cards of the deck", () => {
    expect(Object.keys(content).sort()).toEqual([...cardIds].sort());
  });

  it("fills every field, in its own script and with no letter of another script", () => {
    for (const id of cardIds) {
      for (const [label, text] of fields(id, content[id])) {
        expect(text.trim(), label).not.toBe("");
        expect(text, label).toMatch(script);
        expect(text, label).not.toMatch(foreignLetter);
      }
    }
  });

  it("gives three or four keywords on each side, none repeated on a side", () => {
    for (const id of cardIds) {
      for (const side of [content[id].upright, content[id].reversed]) {
        expect(side.keywords.length, id).toBeGreaterThanOrEqual(3);
        expect(side.keywords.length, id).toBeLessThanOrEqual(4);
        expect(new Set(side.keywords).size, id).toBe(side.keywords.length);
      }
    }
  });

  it("keeps meanings to one or two sentences of at most about 45 words", () => {
    for (const id of cardIds) {
      for (const side of [content[id].upright, content[id].reversed]) {
        expect(side.meaning.split(/\s+/).length, id).toBeLessThanOrEqual(45);
        expect(side.meaning.split(/[.?!](?:\s|$)/).filter((s) => s.trim()).length, id).toBeLessThanOrEqual(2);
      }
    }
  });

  it("names no two cards alike", () => {
    expect(new Set(cardIds.map((id) => content[id].name)).size).toBe(cardIds.length);
  });

  it("uses ASCII digits only and no emoji or pictographs", () => {
    for (const id of cardIds) {
      for (const [label, text] of fields(id, content[id])) expect(text, label).not.toMatch(/[^\P{N}0-9]|\p{Extended_Pictographic}/u);
    }
  });
});
