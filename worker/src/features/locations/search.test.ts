import { describe, expect, it } from "vitest";
import { ftsQuery, indexText, normalizeText, scriptOf, skeleton, skeletonQuery } from "./search";

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
