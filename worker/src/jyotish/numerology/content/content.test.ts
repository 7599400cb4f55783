// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The Hindi, Tamil and Telugu numerology texts are complete and written in their own script:
 * every number, position and personal-year cycle has every field filled, each field's letters
 * all belong to the language's script (no Latin words, no letters of another Indian script),
 * digits are ASCII, and each number has three to five keywords.
 */
import { describe, expect, it } from "vitest";
import { content as hi } from "./hi";
import { content as ta } from "./ta";
import { content as te } from "./te";
import { coreNumbers, cycleNumbers, type NumerologyContent, positions } from "./types";

const texts: [lang: string, content: NumerologyContent, script: RegExp][] = [
  ["hi", hi, /\p{Script=Devanagari}/u],
  ["ta", ta, /\p{Script=Tamil}/u],
  ["te", te, /\p{Script=Telugu}/u],
];

/** Every readable string of a content file, named by where it sits ("numbers.8.character"). */
function fields(c: NumerologyContent): [path: string, text: string][] {
  const out: [string, string][] = [];
  for (const n of coreNumbers) {
    const t = c.numbers[n];
    t.keywords.forEach((k, i) => out.push([`numbers.${n}.keywords.${i}`, k]));
    out.push([`numbers.${n}.character`, t.character], [`numbers.${n}.strengths`, t.strengths], [`numbers.${n}.challenges`, t.challenges]);
  }
  for (const p of positions) out.push([`positions.${p}.name`, c.positions[p].name], [`positions.${p}.about`, c.positions[p].about]);
  for (const n of cycleNumbers) for (const [k, v] of Object.entries(c.cycles[n])) out.push([`cycles.${n}.${k}`, v]);
  return out;
}

describe.each(texts)("numerology content in %s", (_lang, content, script) => {
  it("has a text for every core number, position and cycle, and nothing else", () => {
    expect(Object.keys(content.numbers).map(Number).sort((a, b) => a - b)).toEqual([...coreNumbers]);
    expect(Object.keys(content.positions).sort()).toEqual([...positions].sort());
    expect(Object.keys(content.cycles).map(Number)).toEqual([...cycleNumbers]);
    for (const n of cycleNumbers) expect(Object.keys(content.cycles[n]).sort()).toEqual(["advice", "career", "health", "love", "money", "overview", "title"]);
  });

  it("gives every number three to five keywords", () => {
    for (const n of coreNumbers) {
      expect(content.numbers[n].keywords.length, `number ${n}`).toBeGreaterThanOrEqual(3);
      expect(content.numbers[n].keywords.length, `number ${n}`).toBeLessThanOrEqual(5);
    }
  });

  it("writes every field in its own script, with ASCII digits and no symbols the fonts lack", () => {
    for (const [path, text] of fields(content)) {
      expect(text.trim(), path).not.toBe("");
      expect(text, path).toMatch(script);
      const foreign = [...text.matchAll(/\p{L}/gu)].map((m) => m[0]).filter((ch) => !script.test(ch));
      expect(foreign, path).toEqual([]);
      expect(text.replace(/[0-9]/g, ""), path).not.toMatch(/\p{Nd}/u);
      expect(text, path).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
