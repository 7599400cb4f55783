import { describe, expect, it } from "vitest";
import { phoneticKey, startsWithSyllable } from "./match";
import { chosenSyllables, filterNames, lengthBand, nameNumber, syllableKeyOf } from "./search";
import type { NameRow } from "./names/types";
import { aksharaOf } from "./syllables";

const row = (latin: string, gender: "m" | "f" | "u"): NameRow => [latin, "क", "க", "క", gender, "x", "x", "x", "x"];
const matches = (name: string, syllable: string) => startsWithSyllable(phoneticKey(name), phoneticKey(syllable));

describe("matching a name to a syllable", () => {
  it("folds chh into ch, long vowels into short, th and dh into t and d", () => {
    expect(phoneticKey("Chhaya")).toBe(phoneticKey("Chaaya"));
    expect(phoneticKey("Deepak")).toBe("dipak");
    expect(phoneticKey("Tharun")).toBe(phoneticKey("Tarun"));
    expect(phoneticKey("Laxmi")).toBe("lakshmi");
    expect(phoneticKey("Waman")).toBe("vaman");
  });

  it("matches Chhaya to छ (chha) and to चा (cha) alike", () => {
    expect(matches("Chhaya", "chha")).toBe(true);
    expect(matches("Chaya", "chha")).toBe(true);
  });

  it("matches Rohini 1's ओ to Om and Ojas, but अ not to Aishwarya or Aurobindo", () => {
    expect(matches("Om", "o")).toBe(true);
    expect(matches("Ojas", "o")).toBe(true);
    expect(matches("Aarav", "a")).toBe(true);
    expect(matches("Aishwarya", "a")).toBe(false);
    expect(matches("Aurobindo", "a")).toBe(false);
  });

  it("matches Meena to मी (mi) and Mukesh to मू (mu), not to मा", () => {
    expect(matches("Meena", "mi")).toBe(true);
    expect(matches("Mukesh", "mu")).toBe(true);
    expect(matches("Meena", "ma")).toBe(false);
  });

  it("keeps sh apart from s and bh apart from b", () => {
    expect(matches("Shashi", "sa")).toBe(false);
    expect(matches("Bharat", "bha")).toBe(true);
    expect(matches("Bharat", "ba")).toBe(false);
  });

  it("reads a typed syllable in any of the four scripts", () => {
    expect(syllableKeyOf("वा")).toBe("va");
    expect(syllableKeyOf("வா")).toBe("va");
    expect(syllableKeyOf("వా")).toBe("va");
    expect(syllableKeyOf("Vaa")).toBe("va");
    expect(syllableKeyOf("क़्ष्झ")).toBeUndefined();
    expect(syllableKeyOf("toolong")).toBeUndefined();
  });
});

describe("choosing syllables", () => {
  it("gives Rohini pada 1 its one syllable ओ", () => {
    expect(chosenSyllables({ nakshatra: "rohini", pada: 1 }).keys).toEqual(["o"]);
  });
  it("gives a whole nakshatra its four syllables", () => {
    expect(chosenSyllables({ nakshatra: "ashwini" }).keys).toEqual(["chu", "che", "cho", "la"]);
  });
  it("gives a rashi its nine padas, and a nakshatra with a rashi their common padas", () => {
    expect(chosenSyllables({ rashi: "aries" }).aksharas).toHaveLength(9);
    expect(chosenSyllables({ nakshatra: "krittika", rashi: "taurus" }).aksharas.map((a) => a.pada)).toEqual([2, 3, 4]);
  });
  it("finds the padas of a typed syllable, टा, ता, ठ and थ being one 'ta' in Latin", () => {
    const { aksharas } = chosenSyllables({ syllableKey: "ta" });
    expect(aksharas.map((a) => `${a.nakshatra}-${a.pada}`)).toEqual(["purva-phalguni-2", "hasta-4", "swati-4", "uttara-bhadrapada-2"]);
    expect(aksharaOf("swati", 4).hi).toBe("ता");
  });
});

describe("filters", () => {
  const rows = [row("Kiran", "u"), row("Kiran", "f"), row("Karan", "m"), row("Kavya", "f"), row("Kalyani", "f"), row("Om", "m")];

  it("counts length in Latin letters: short up to 4, medium 5-7, long 8 and more", () => {
    expect(lengthBand("Om")).toBe("short");
    expect(lengthBand("Kavya")).toBe("medium");
    expect(lengthBand("Aishwarya")).toBe("long");
  });

  it("sums the Pythagorean values and reduces them to 1-9", () => {
    // K2 I9 R9 A1 N5 = 26 -> 8
    expect(nameNumber("Kiran")).toBe(8);
    // O6 M4 = 10 -> 1
    expect(nameNumber("Om")).toBe(1);
  });

  it("lists unisex names for girls and boys, and only them for unisex", () => {
    expect(filterNames(rows, { gender: "f" }).map((r) => r[0])).toEqual(["Kalyani", "Kavya", "Kiran"]);
    expect(filterNames(rows, { gender: "u" }).map((r) => r[0])).toEqual(["Kiran"]);
  });

  it("shows a name that is in two lists once: the girls' Kiran for girls, the unisex one otherwise", () => {
    expect(filterNames(rows, { gender: "f" }).find((r) => r[0] === "Kiran")![4]).toBe("f");
    expect(filterNames(rows, {}).filter((r) => r[0] === "Kiran").map((r) => r[4])).toEqual(["u"]);
  });

  it("filters by syllable, length and number together", () => {
    expect(filterNames(rows, { syllableKeys: ["ka"] }).map((r) => r[0])).toEqual(["Kalyani", "Karan", "Kavya"]);
    expect(filterNames(rows, { syllableKeys: ["ka"], length: "long" })).toEqual([]);
    expect(filterNames(rows, { number: 8 }).map((r) => r[0])).toEqual(["Kiran"]);
    expect(filterNames(rows, { minLetters: 6 }).map((r) => r[0])).toEqual(["Kalyani"]);
  });
});
