/**
 * The horoscope's words: the statement library in four languages (complete, distinct, free of
 * period words, in each language's script), and the composed horoscopes of a year of days,
 * where two signs may read alike only when the facts behind them are alike.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { horoscope } from "@jyotish/horoscope/engine";
import { addDays } from "../../worker/src/lib/datetime";
import { periodOf } from "@jyotish/horoscope/periods";
import { periodSky } from "@jyotish/horoscope/sky";
import { statements } from "@jyotish/horoscope/text";
import { areas } from "@jyotish/horoscope/texts";
import { grahaIds } from "@jyotish/terms/grahas";
import { langs } from "@jyotish/terms/lang";
import type { Text } from "@jyotish/text";
import { render } from "@jyotish/text/render";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

/** Words that tie a sentence to one period: the library serves days, weeks, months and years alike. */
// Indic words are matched whole (between spaces or punctuation): "कल" is inside "निकल".
const word = (alternatives: string) => new RegExp(`(^|[\\s,.;:!?।(])(${alternatives})(?=$|[\\s,.;:!?।)])`);
const periodWords: Record<(typeof langs)[number], RegExp> = {
  en: /\b(today|tonight|tomorrow|this (week|month|year))\b/i,
  hi: word("आज|कल|इस सप्ताह|इस हफ़्ते|इस हफ्ते|इस महीने|इस माह|इस वर्ष|इस साल"),
  ta: word("இன்று|நாளை|இந்த வாரம்|இந்த மாதம்|இந்த ஆண்டு|இந்த வருடம்"),
  te: word("ఈ రోజు|ఈరోజు|నేడు|రేపు|ఈ వారం|ఈ నెల|ఈ సంవత్సరం|ఈ ఏడాది"),
};
const script: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };

describe("the statement library", () => {
  it.each(langs)("has 540 distinct statements in %s, each in its script and free of period words", (lang) => {
    const all = grahaIds.flatMap((g) => statements[lang][g].flatMap((cell) => areas.map((a) => cell[a])));
    expect(all).toHaveLength(9 * 12 * 5);
    expect(new Set(all.map((s) => s.trim())).size).toBe(540);
    for (const s of all) {
      expect(s.trim().length).toBeGreaterThan(20);
      expect(s).not.toMatch(/[{}]|undefined|TODO|lorem/i);
      expect(s, s).not.toMatch(periodWords[lang]);
      if (lang !== "en") expect(s).toMatch(script[lang]!);
    }
  });
});

describe("a year of daily horoscopes", () => {
  it("never gives two signs the same words unless their facts are the same, in any language", () => {
    const words = (codes: Text[], lang: (typeof langs)[number]) => codes.map((t) => render(t, lang)).join(" ");
    let day = "2026-01-01";
    let compared = 0;
    for (let i = 0; i < 365; i++, day = addDays(day, 1)) {
      const span = periodOf("daily", day);
      const sky = periodSky(eph, "daily", span.startMs, span.endMs);
      const signs = Array.from({ length: 12 }, (_, sign) => horoscope({ sign, span, sky, area: "general", nodes: "phaladeepika" }));
      const facts = signs.map((h) => JSON.stringify([h.prediction, h.paragraphs]));
      for (const lang of langs) {
        const texts = signs.map((h) => [h.prediction, h.paragraphs.love, h.paragraphs.career, h.paragraphs.health, h.paragraphs.finances].map((p) => words(p, lang)).join("\n"));
        for (let a = 0; a < 12; a++) {
          for (let b = a + 1; b < 12; b++) {
            compared++;
            if (texts[a] === texts[b]) expect(facts[a], `${day} ${lang}: signs ${a} and ${b} read alike`).toBe(facts[b]);
          }
        }
      }
    }
    expect(compared).toBe(365 * 4 * 66);
  });

  it("writes the same words for the same inputs", () => {
    const span = periodOf("weekly", "2026-11-26");
    const once = () => {
      const h = horoscope({ sign: 7, span, sky: periodSky(eph, "weekly", span.startMs, span.endMs), area: "love", nodes: "phaladeepika" });
      return langs.map((lang) => h.prediction.map((t) => render(t, lang)).join(" "));
    };
    expect(once()).toEqual(once());
  });
});
