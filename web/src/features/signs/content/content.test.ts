import { describe, expect, it } from "vitest";
import { signIds } from "@jyotish/terms/signs";
import { content as en } from "./en";
import { content as hi } from "./hi";
import { content as ta } from "./ta";
import { content as te } from "./te";

const scripts = { en: /^[\x20-\x7E\u2013\u2014\u2018\u2019]+$/, hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;

describe("the signs' own texts", () => {
  for (const [lang, texts] of Object.entries({ en, hi, ta, te }) as [keyof typeof scripts, typeof en][]) {
    it(`give every sign a symbol and two distinct paragraphs of at least two sentences in ${lang}, in its script`, () => {
      for (const sign of signIds) {
        expect(texts.symbol[sign].length, sign).toBeGreaterThan(2);
        const [first, second] = texts.nature[sign];
        expect(first, sign).not.toBe(second);
        for (const p of [first, second]) {
          expect(p, sign).toMatch(scripts[lang]);
          expect(p.length, sign).toBeGreaterThan(120);
        }
      }
    });
  }

  it("never repeat a paragraph between signs", () => {
    for (const texts of [en, hi, ta, te]) {
      const all = signIds.flatMap((s) => texts.nature[s]);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
