// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The numerology engine against published worked examples (each names its source), in both
 * letter systems, and the transliteration of names in Devanagari, Tamil and Telugu.
 */
import { describe, expect, it } from "vitest";
import { langs } from "../terms/lang";
import { luckyNumbers } from "./lucky";
import { lettersOf, lifePath, parseDate, personalCycles, reading } from "./reading";
import { working } from "./reduce";
import { numerologySamples } from "./texts";
import { renderNumerology } from "./text";
import { transliterate } from "./transliterate";
import { yearNumerology } from "./year";

const sum = (name: string, system: "pythagorean" | "chaldean") => lettersOf(name, system).reduce((a, l) => a + l.value, 0);

describe("life path (Decoz: month, day and year reduced apart, masters kept)", () => {
  // decoz.com, "Do your own numerology report": October 12, 1936 → 1 + 3 + 1 = 5.
  it("October 12, 1936 has life path 5", () => {
    const r = lifePath(parseDate("1936-10-12"));
    expect(r.parts!.map((p) => p.reduction.value)).toEqual([1, 3, 1]);
    expect(r.value).toBe(5);
    expect(working(r.parts![2]!.reduction)).toBe("1+9+3+6 = 19 → 1+9 = 10 → 1+0 = 1");
  });
  // decoz.com, same page: November 22, 1992 → 11 + 22 + 3 = 36 → 9 (the month and day are masters, kept).
  it("November 22, 1992 keeps the master month 11 and day 22 and has life path 9", () => {
    const r = lifePath(parseDate("1992-11-22"));
    expect(r.parts!.map((p) => p.reduction.value)).toEqual([11, 22, 3]);
    expect(r.value).toBe(9);
    expect(working(r)).toBe("11+22+3 = 36 → 3+6 = 9");
  });
  // lifepathcalc.pages.dev, "How to calculate": May 14, 1990 → 5 + 5 + 1 = 11, a master life path.
  it("May 14, 1990 has the master life path 11", () => {
    const r = lifePath(parseDate("1990-05-14"));
    expect(r.value).toBe(11);
    expect(r.master).toBe(true);
  });
});

describe("name numbers", () => {
  // numerologia.io, "The mathematics of names": ANNA TORRES (Pythagorean) = 44 → 8, vowels 13 → 4.
  it("Pythagorean: Anna Torres has destiny 8 (44), soul urge 4 (13) and personality 4 (31)", () => {
    const r = reading({ name: "Anna Torres", birthDate: "1990-01-01", system: "pythagorean", on: "2026-01-01" });
    expect(r.numbers.destiny.steps[0]!.total).toBe(44);
    expect(r.numbers.destiny.value).toBe(8);
    expect(r.numbers.soulUrge!.steps[0]!.total).toBe(13);
    expect(r.numbers.soulUrge!.value).toBe(4);
    expect(r.numbers.personality!.value).toBe(4);
  });
  // imageflipfree.com, "How Chaldean numerology works": RAHUL SHARMA (Cheiro's table) = 17 + 16 = 33;
  // vowels A U A A = 9; consonants = 24 → 6.
  it("Chaldean: Rahul Sharma adds to 33, kept as a master, with soul urge 9 and personality 6", () => {
    expect(sum("RAHUL", "chaldean")).toBe(17);
    expect(sum("SHARMA", "chaldean")).toBe(16);
    const r = reading({ name: "Rahul Sharma", birthDate: "1988-03-15", system: "chaldean", on: "2026-01-01" });
    expect(r.numbers.destiny.value).toBe(33);
    expect(r.numbers.destiny.master).toBe(true);
    expect(r.numbers.soulUrge!.value).toBe(9);
    expect(r.numbers.personality!.value).toBe(6);
    // Same site: 15 March 1988 → 1+5+0+3+1+9+8+8 = 35 → 8 (the Indian bhagyank).
    expect(r.bhagyank.value).toBe(8);
    expect(r.moolank.value).toBe(6);
  });
  it("no letter counts 9 in the Chaldean table, and every letter of the Pythagorean table counts 1–9", () => {
    const all = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    expect(lettersOf(all, "chaldean").map((l) => l.value)).not.toContain(9);
    expect(lettersOf(all, "pythagorean").map((l) => l.value)).toEqual(Array.from(all, (_, i) => (i % 9) + 1));
  });
  it("a name in Devanagari is counted in its Latin form: राहुल शर्मा reads as Rahul Sharma", () => {
    const r = reading({ name: "राहुल शर्मा", birthDate: "1988-03-15", system: "chaldean", on: "2026-01-01" });
    expect(r.script).toBe("devanagari");
    expect(r.latinName).toBe("Rahul Sharma");
    expect(r.numbers.destiny.value).toBe(33);
  });
  it("a name with no letters is refused", () => {
    expect(() => reading({ name: "123 !!", birthDate: "1988-03-15", system: "chaldean", on: "2026-01-01" })).toThrow();
  });
});

describe("personal cycles (Decoz: birth month + birth day + year)", () => {
  it("born 12 October: the personal year of 2026 is 1 + 3 + 1 = 5, its November a 7 and its 26th a 6", () => {
    const c = personalCycles(parseDate("1936-10-12"), parseDate("2026-11-26"));
    expect(c.personalYear.value).toBe(5);
    expect(c.personalMonth.value).toBe(7); // 5 + 11 → 5 + 2 = 7
    expect(c.personalDay.value).toBe(6); // 7 + 26 → 7 + 8 = 15 → 6
  });
});

describe("transliteration", () => {
  it.each([
    ["राहुल शर्मा", "Rahul Sharma"],
    ["सचिन तेंदुलकर", "Sachin Tendulkar"],
    ["प्रिया", "Priya"],
    ["ज्ञानेश्वर", "Gyaneshvar"],
    ["कृष्ण", "Krishna"],
    ["कमला", "Kamla"],
    ["अमरनाथ", "Amarnath"],
    ["ज़ोया", "Zoya"],
  ])("Devanagari %s → %s", (name, latin) => expect(transliterate(name)).toBe(latin));
  it.each([
    ["முருகன்", "Murugan"],
    ["சரவணன்", "Saravanan"],
    ["அழகு", "Azhagu"],
    ["சுந்தர்", "Sundar"],
    ["கண்ணன்", "Kannan"],
    ["வெற்றி", "Vettri"],
    ["அன்பு", "Anbu"],
    ["மாதவன்", "Madhavan"],
  ])("Tamil %s → %s", (name, latin) => expect(transliterate(name)).toBe(latin));
  it.each([
    ["రాముడు", "Ramudu"],
    ["శ్రీనివాస్", "Shrinivas"],
    ["లక్ష్మి", "Lakshmi"],
    ["వెంకటేశ్వర", "Venkateshvara"],
  ])("Telugu %s → %s", (name, latin) => expect(transliterate(name)).toBe(latin));
  it("Latin names pass through with accents dropped", () => expect(transliterate("  josé   d'souza ")).toBe("Jose D Souza"));
});

describe("lucky numbers", () => {
  it("born 15 March 1988 with the Moon in Cancer: 2 (Moon), 6 (moolank, Venus) and 8 (bhagyank, Saturn)", () => {
    const l = luckyNumbers(parseDate("1988-03-15"), 3, "Rahul Sharma");
    expect(l.numbers.map((n) => [n.number, n.planet])).toEqual([
      [2, "moon"],
      [6, "venus"],
      [8, "saturn"],
    ]);
    expect(l.days.map((d) => d.weekday)).toEqual([1, 5, 6]);
    expect(l.colors.map((c) => c.color)).toEqual(["white", "pink", "blue"]);
    expect(l.name).toMatchObject({ latinName: "Rahul Sharma", lucky: true });
    expect(l.name!.number.value).toBe(6);
  });
  it("Rahu's number 4 gives Saturday, Rahu acting like Saturn", () => {
    const l = luckyNumbers(parseDate("2000-01-04"), 0);
    expect(l.numbers.find((n) => n.number === 4)?.planet).toBe("rahu");
    expect(l.days.find((d) => d.planet === "rahu")?.weekday).toBe(6);
  });
});

describe("year numerology", () => {
  it("2026 is universal year 1 and moolank 9 has cycle 1 (9 + 1 = 10 → 1)", () => {
    const y = yearNumerology(2026);
    expect(y.universal.value).toBe(1);
    expect(y.cycles).toHaveLength(9);
    expect(y.cycles[8]).toMatchObject({ moolank: 9, cycle: 1 });
    expect(y.cycles[0]).toMatchObject({ moolank: 1, cycle: 2 });
  });
});

const script: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
describe("explanations", () => {
  for (const [code, params] of Object.entries(numerologySamples)) {
    it.each(langs)(`${code} renders in %s`, (lang) => {
      const s = renderNumerology({ code, params }, lang);
      expect(s).not.toMatch(/[{}]|undefined|NaN|\[object/);
      if (lang !== "en") {
        expect(s).toMatch(script[lang]!);
        // Only the letter table, "ISO" and the scheme's "sh"/"zh" may stay in Latin letters.
        expect(s.replace(/\bISO\b/g, "")).not.toMatch(/[A-Za-z]{3,}/);
      }
    });
  }
});
