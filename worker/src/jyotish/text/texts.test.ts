/**
 * Every explanation the domain can emit has a sentence in every language: each code is
 * rendered from its sample parameters in en, hi, ta and te, and must come out non-empty, in
 * the language's script, with no placeholder or term id left over.
 */
import { describe, expect, it } from "vitest";
import { festivalSamples } from "../festivals/texts";
import { kundliSamples } from "../kundli/texts";
import { lalKitabSamples } from "../lal-kitab/texts";
import { matchingSamples } from "../matching/texts";
import { horoscopeSamples } from "../horoscope/texts";
import { muhuratSamples } from "../muhurat/texts";
import { reportSamples } from "../reports/samples";
import { gemSamples } from "../gemstones/texts";
import { remediesSamples } from "../remedies/texts";
import { langs } from "../terms/lang";
import { codesIn, render } from "./render";

const samples: Record<string, object> = { ...matchingSamples, ...kundliSamples, ...festivalSamples, ...muhuratSamples, ...horoscopeSamples, ...reportSamples, ...gemSamples, ...remediesSamples, ...lalKitabSamples };

const script: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
/** Latin words a sentence in an Indian script may keep: the software a rule follows, and IST (as Indian-language papers print it). */
const allowedLatin = /PyJHora|\bIST\b/g;

describe("explanation templates", () => {
  it.each(langs)("every code has a %s template, and no template lacks a code", (lang) => {
    expect(codesIn(lang).sort()).toEqual(Object.keys(samples).sort());
  });

  for (const [code, params] of Object.entries(samples)) {
    it.each(langs)(`${code} renders in %s`, (lang) => {
      const s = render({ code, params }, lang);
      expect(s.trim().length).toBeGreaterThan(0);
      expect(s).not.toMatch(/[{}]|undefined|NaN|\[object/);
      if (lang !== "en") {
        expect(s).toMatch(script[lang]!);
        // A term id left in Latin letters ("chatushpada", "saturn") means a missing term.
        expect(s.replace(allowedLatin, "")).not.toMatch(/[A-Za-z]{3,}/);
      }
    });
  }
});
