import { describe, expect, it } from "vitest";
import type { GlossaryLocale, Term } from "@jyotish/glossary";
import {
  adhikaPrefix,
  amavasyaName,
  ayanaNames,
  choghadiyaIds,
  choghadiyaNames,
  choghadiyaQuality,
  karanaIdOf,
  karanaIds,
  karanaNames,
  masaName,
  masaNames,
  muhurtaNames,
  pakshaNames,
  qualityNames,
  rituNames,
  samvatsaraIndexForShaka,
  samvatsaraIndexForVikram,
  samvatsaraNames,
  tithiName,
  tithiNames,
  varaNames,
  varaVedicNames,
  yogaNames,
} from "@jyotish/panchang-names";

const locales: readonly GlossaryLocale[] = ["en", "hi", "ta", "te"];

const script: Record<GlossaryLocale, RegExp> = {
  en: /^[A-Za-z][A-Za-z ]*$/,
  hi: /^[\u0900-\u097F ]+$/,
  ta: /^[\u0B80-\u0BFF ]+$/,
  te: /^[\u0C00-\u0C7F ]+$/,
};

const tables: Record<string, { terms: readonly Term[]; length: number }> = {
  tithiNames: { terms: [...tithiNames, amavasyaName], length: 16 },
  pakshaNames: { terms: Object.values(pakshaNames), length: 2 },
  yogaNames: { terms: yogaNames, length: 27 },
  karanaNames: { terms: karanaIds.map((id) => karanaNames[id]), length: 11 },
  masaNames: { terms: masaNames, length: 12 },
  adhikaPrefix: { terms: [adhikaPrefix], length: 1 },
  samvatsaraNames: { terms: samvatsaraNames, length: 60 },
  rituNames: { terms: rituNames, length: 6 },
  ayanaNames: { terms: Object.values(ayanaNames), length: 2 },
  varaNames: { terms: varaNames, length: 7 },
  varaVedicNames: { terms: varaVedicNames, length: 7 },
  choghadiyaNames: { terms: choghadiyaIds.map((id) => choghadiyaNames[id]), length: 7 },
  qualityNames: { terms: Object.values(qualityNames), length: 3 },
  muhurtaNames: { terms: Object.values(muhurtaNames), length: 8 },
};

describe("panchang name tables", () => {
  for (const [name, { terms, length }] of Object.entries(tables)) {
    it(`${name}: ${length} entries, non-empty, right script, unique per locale`, () => {
      expect(terms).toHaveLength(length);
      for (const locale of locales) {
        const names = terms.map((t) => t[locale]);
        for (const n of names) {
          expect(n.trim(), `${name}.${locale}`).not.toBe("");
          expect(n, `${name}.${locale}: ${n}`).toMatch(script[locale]);
          expect(n, `${name}.${locale}: ${n}`).toBe(n.trim());
        }
        expect(new Set(names).size, `${name}.${locale} duplicates`).toBe(names.length);
      }
    });
  }

  it("tithiNames has 15 entries ending in Purnima, karanaIds 11, choghadiyaIds 7", () => {
    expect(tithiNames).toHaveLength(15);
    expect(tithiNames[0]?.en).toBe("Pratipada");
    expect(tithiNames[13]?.en).toBe("Chaturdashi");
    expect(tithiNames[14]?.en).toBe("Purnima");
    expect(yogaNames[0]?.en).toBe("Vishkambha");
    expect(yogaNames[26]?.en).toBe("Vaidhriti");
    expect(karanaIds).toHaveLength(11);
    expect(choghadiyaIds).toHaveLength(7);
    expect(Object.keys(choghadiyaQuality).sort()).toEqual([...choghadiyaIds].sort());
  });
});

describe("tithiName", () => {
  it("composes paksha + tithi, bare Purnima and Amavasya", () => {
    expect(tithiName(1, "en")).toBe("Shukla Pratipada");
    expect(tithiName(7, "en")).toBe("Shukla Saptami");
    expect(tithiName(14, "en")).toBe("Shukla Chaturdashi");
    expect(tithiName(15, "en")).toBe("Purnima");
    expect(tithiName(16, "en")).toBe("Krishna Pratipada");
    expect(tithiName(29, "en")).toBe("Krishna Chaturdashi");
    expect(tithiName(30, "en")).toBe("Amavasya");
    expect(tithiName(1, "hi")).toBe("शुक्ल प्रतिपदा");
    expect(tithiName(30, "te")).toBe("అమావాస్య");
  });

  it("gives 30 distinct names per locale and rejects out-of-range input", () => {
    for (const locale of locales) {
      const all = Array.from({ length: 30 }, (_, i) => tithiName(i + 1, locale));
      expect(new Set(all).size).toBe(30);
    }
    expect(() => tithiName(0, "en")).toThrow(RangeError);
    expect(() => tithiName(31, "en")).toThrow(RangeError);
    expect(() => tithiName(1.5, "en")).toThrow(RangeError);
  });
});

describe("karanaIdOf", () => {
  it("follows the 1 = Kimstughna … 58–60 fixed-karana convention", () => {
    expect(karanaIdOf(1)).toBe("kimstughna");
    expect(karanaIdOf(2)).toBe("bava");
    expect(karanaIdOf(8)).toBe("vishti");
    expect(karanaIdOf(9)).toBe("bava");
    expect(karanaIdOf(57)).toBe("vishti");
    expect(karanaIdOf(58)).toBe("shakuni");
    expect(karanaIdOf(59)).toBe("chatushpada");
    expect(karanaIdOf(60)).toBe("naga");
  });

  it("uses each movable karana 8 times and each fixed karana once", () => {
    const counts = new Map<string, number>();
    for (let k = 1; k <= 60; k++) counts.set(karanaIdOf(k), (counts.get(karanaIdOf(k)) ?? 0) + 1);
    for (const id of karanaIds.slice(0, 7)) expect(counts.get(id)).toBe(8);
    for (const id of karanaIds.slice(7)) expect(counts.get(id)).toBe(1);
    expect(() => karanaIdOf(0)).toThrow(RangeError);
    expect(() => karanaIdOf(61)).toThrow(RangeError);
  });
});

describe("masaName", () => {
  it("names the month, with the adhika prefix when intercalary", () => {
    expect(masaName(1, false, "en")).toBe("Chaitra");
    expect(masaName(12, false, "en")).toBe("Phalguna");
    expect(masaName(5, true, "en")).toBe("Adhika Shravana");
    expect(masaName(5, true, "hi")).toBe("अधिक श्रावण");
    expect(() => masaName(13, false, "en")).toThrow(RangeError);
  });
});

describe("samvatsara", () => {
  const name = (i: number): string | undefined => samvatsaraNames[i]?.en;

  it("Shaka naming: 1942 = Sharvari, 1943 = Plava", () => {
    expect(samvatsaraIndexForShaka(1942)).toBe(33);
    expect(name(samvatsaraIndexForShaka(1942))).toBe("Sharvari");
    expect(samvatsaraIndexForShaka(1943)).toBe(34);
    expect(name(samvatsaraIndexForShaka(1943))).toBe("Plava");
  });

  it("Vikram naming: 2077 = Pramadi, 2078 = Ananda", () => {
    expect(samvatsaraIndexForVikram(2077)).toBe(46);
    expect(name(samvatsaraIndexForVikram(2077))).toBe("Pramadi");
    expect(samvatsaraIndexForVikram(2078)).toBe(47);
    expect(name(samvatsaraIndexForVikram(2078))).toBe("Ananda");
  });

  it("anchors of the list and wrap-around", () => {
    expect(name(0)).toBe("Prabhava");
    expect(name(59)).toBe("Akshaya");
    expect(samvatsaraIndexForShaka(1943 + 60)).toBe(34);
    expect(samvatsaraIndexForVikram(2078 - 120)).toBe(47);
  });
});

describe("choghadiya quality", () => {
  it("amrit, shubh, labh good; char neutral; udveg, kaal, rog bad", () => {
    expect(choghadiyaQuality).toEqual({
      udveg: "bad", char: "neutral", labh: "good", amrit: "good", kaal: "bad", shubh: "good", rog: "bad",
    });
  });
});
