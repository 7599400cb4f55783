import { describe, expect, it } from "vitest";
import { editDistance, editsAllowed, ftsQuery, fuzzyKeys, fuzzyQuery, indexText, normalizeText, scriptOf, skeleton, skeletonQuery } from "./search";

describe("place search text", () => {
  it("normalises case, punctuation and Unicode composition but keeps Indic vowel signs", () => {
    expect(normalizeText("  Sant Julià  de Lòria! ")).toBe("sant julià de lòria");
    expect(normalizeText("वाराणसी")).toBe("वाराणसी");
    expect(normalizeText("Tiruchirappalli (Trichy)")).toBe("tiruchirappalli trichy");
    expect(normalizeText("పటాన్\u200Cచెరు")).toBe("పటాన్చెరు");
    expect(normalizeText("फ़िरोज़पुर")).toBe(normalizeText("फिरोजपुर"));
  });

  it("gives misspellings of a name the same skeleton", () => {
    expect(skeleton("Varanasi")).toBe(skeleton("Varansi"));
    expect(skeleton("Tiruchirappalli")).toBe(skeleton("Tiruchirapalli"));
    expect(skeleton("Bhubaneswar")).toBe(skeleton("Bubaneshwar".replace("sh", "s")));
    expect(skeleton("ab")).toBe("");
  });

  it("builds an FTS5 query with every word required and the last one as a prefix, quotes escaped", () => {
    expect(ftsQuery("new yo")).toBe('"new" "yo"*');
    expect(ftsQuery('a"b')).toBe('"a""b"*');
    expect(ftsQuery("")).toBeNull();
    expect(skeletonQuery("varansi")).toBe(`"${skeleton("varansi")}"*`);
    expect(skeletonQuery("वारा")).toBeNull();
  });

  it("indexes every name of a place plus skeleton keys of the Latin ones", () => {
    const text = indexText(["Varanasi", "Benares", "वाराणसी", null]);
    expect(text).toContain("varanasi");
    expect(text).toContain("benares");
    expect(text).toContain("वाराणसी");
    expect(text).toContain(skeleton("Varanasi"));
  });

  it("tells which script the user typed in", () => {
    expect(scriptOf("चेन्नई")).toBe("hi");
    expect(scriptOf("சென்னை")).toBe("ta");
    expect(scriptOf("చెన్నై")).toBe("te");
    expect(scriptOf("chennai")).toBe("en");
  });
});

describe("place search spelling tolerance and Indic variants (issue 19)", () => {
  it("writes chandrabindu as anusvara and candra vowels as the plain ones, and drops the Telugu nukta", () => {
    expect(normalizeText("गाँव")).toBe(normalizeText("गांव"));
    expect(normalizeText("बॉम्बे")).toBe(normalizeText("बोम्बे"));
    expect(normalizeText("గుఁడు")).toBe(normalizeText("గుండు"));
    expect(normalizeText("జ\u0C3Cల")).toBe(normalizeText("జల"));
  });

  it("allows no edit under 5 letters, one for 5–7 and two for 8 or more", () => {
    expect(editsAllowed("chen")).toBe(0);
    expect(editsAllowed("chenai")).toBe(1);
    expect(editsAllowed("hydrabad")).toBe(2);
  });

  it("measures edits with swaps of neighbouring letters as one", () => {
    expect(editDistance("chenai", "chennai", 1)).toBe(1);
    expect(editDistance("banglore", "bangalore", 2)).toBe(1);
    expect(editDistance("hydrabad", "hyderabad", 2)).toBe(1);
    expect(editDistance("chnenai", "chennai", 2)).toBe(1);
    expect(editDistance("london", "mumbai", 2)).toBe(3);
  });

  it("shares a deletion key between a word and every spelling one edit away", () => {
    const indexed = new Set(fuzzyKeys("Chennai"));
    for (const typo of ["chenai", "chennaii", "chenmai", "chennia"]) {
      const query = fuzzyQuery(typo)!;
      const keys = [...query.matchAll(/"(zd[a-z]+)"/g)].map((m) => m[1]);
      expect(keys.some((k) => indexed.has(k!)), typo).toBe(true);
    }
  });

  it("builds no edit-distance query for short words or Indic text, and keeps short words literal", () => {
    expect(fuzzyQuery("chen")).toBeNull();
    expect(fuzzyQuery("चेन्नई")).toBeNull();
    expect(fuzzyQuery("new yorkk")).toMatch(/^"new" AND \(/);
  });
});
