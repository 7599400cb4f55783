import { describe, expect, it } from "vitest";
import { allNames, nameLists } from "./index";

const scripts = {
  hi: /^[\u0900-\u097F\u200C\u200D]+( [\u0900-\u097F\u200C\u200D]+)*$/,
  ta: /^[\u0B80-\u0BFF\u200C]+( [\u0B80-\u0BFF\u200C]+)*$/,
  te: /^[\u0C00-\u0C7F\u200C\u200D]+( [\u0C00-\u0C7F\u200C\u200D]+)*$/,
};
const letter = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
const otherIndic = { hi: /[\u0B80-\u0C7F]/, ta: /[\u0900-\u097F\u0C00-\u0C7F]/, te: /[\u0900-\u0BFF]/ };

describe("the curated name list", () => {
  it.each(Object.entries(nameLists))("every row of %s has four script forms in their own scripts, a gender and four meanings", (_list, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [latin, hi, ta, te, gender, en, mHi, mTa, mTe] = row;
      const where = `${latin} (${_list})`;
      expect(latin, where).toMatch(/^[A-Z][a-z]+([ '-][A-Za-z][a-z]*)*$/);
      expect(hi, where).toMatch(scripts.hi);
      expect(ta, where).toMatch(scripts.ta);
      expect(te, where).toMatch(scripts.te);
      expect(["m", "f", "u"], where).toContain(gender);
      expect(en.trim(), where).toMatch(/^[A-Za-z]/);
      expect(mHi, where).toMatch(letter.hi);
      expect(mHi, where).not.toMatch(otherIndic.hi);
      expect(mTa, where).toMatch(letter.ta);
      expect(mTa, where).not.toMatch(otherIndic.ta);
      expect(mTe, where).toMatch(letter.te);
      expect(mTe, where).not.toMatch(otherIndic.te);
    }
  });

  it("has at least 150 names given to both boys and girls", () => {
    expect(nameLists.unisex!.length).toBeGreaterThanOrEqual(150);
    expect(nameLists.unisex!.every((r) => r[4] === "u")).toBe(true);
  });

  it("lists each name once per gender", () => {
    const ids = allNames.map((r) => `${r[0].toLowerCase()}|${r[4]}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  const allPresent = ["girls", "boys", "unisex"].every((list) => list in nameLists);
  it.skipIf(!allPresent)("has at least 2,000 names once the girls', boys' and unisex lists are all joined", () => {
    expect(allNames.length).toBeGreaterThanOrEqual(2000);
  });
});
