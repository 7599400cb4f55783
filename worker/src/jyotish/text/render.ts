// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Every domain's templates in one place: `render(text, lang)` turns any explanation the
 * domain emits into a sentence of that language, and `localize(answer, lang)` does so for a
 * whole answer. The API calls these; the SPA need not (it gets the sentences).
 */
import type { Lang } from "../terms/lang";
import { matchingEn } from "../matching/text/en";
import { matchingHi } from "../matching/text/hi";
import { matchingTa } from "../matching/text/ta";
import { matchingTe } from "../matching/text/te";
import { kundliEn } from "../kundli/text/en";
import { kundliHi } from "../kundli/text/hi";
import { kundliTa } from "../kundli/text/ta";
import { kundliTe } from "../kundli/text/te";
import { festivalEn } from "../festivals/text/en";
import { festivalHi } from "../festivals/text/hi";
import { festivalTa } from "../festivals/text/ta";
import { festivalTe } from "../festivals/text/te";
import { muhuratEn } from "../muhurat/text/en";
import { muhuratHi } from "../muhurat/text/hi";
import { muhuratTa } from "../muhurat/text/ta";
import { muhuratTe } from "../muhurat/text/te";
import { horoscopeTemplates } from "../horoscope/text";
import { gemEn } from "../gemstones/text/en";
import { gemHi } from "../gemstones/text/hi";
import { gemTa } from "../gemstones/text/ta";
import { gemTe } from "../gemstones/text/te";
import { remediesEn } from "../remedies/text/en";
import { remediesHi } from "../remedies/text/hi";
import { remediesTa } from "../remedies/text/ta";
import { remediesTe } from "../remedies/text/te";
import { lalKitabEnTemplates } from "../lal-kitab/text/en";
import { lalKitabHiTemplates } from "../lal-kitab/text/hi";
import { lalKitabTaTemplates } from "../lal-kitab/text/ta";
import { lalKitabTeTemplates } from "../lal-kitab/text/te";
import { reportLibraries, reportTemplates } from "../reports/text";
import { type Localized, localize as localizeWith, type Text } from "./index";

type AnyTemplates = Record<string, (p: never) => string>;

const templates: Record<Lang, AnyTemplates> = {
  en: { ...matchingEn, ...kundliEn, ...festivalEn, ...muhuratEn, ...horoscopeTemplates.en, ...reportTemplates(reportLibraries.en), ...gemEn, ...remediesEn, ...lalKitabEnTemplates },
  hi: { ...matchingHi, ...kundliHi, ...festivalHi, ...muhuratHi, ...horoscopeTemplates.hi, ...reportTemplates(reportLibraries.hi), ...gemHi, ...remediesHi, ...lalKitabHiTemplates },
  ta: { ...matchingTa, ...kundliTa, ...festivalTa, ...muhuratTa, ...horoscopeTemplates.ta, ...reportTemplates(reportLibraries.ta), ...gemTa, ...remediesTa, ...lalKitabTaTemplates },
  te: { ...matchingTe, ...kundliTe, ...festivalTe, ...muhuratTe, ...horoscopeTemplates.te, ...reportTemplates(reportLibraries.te), ...gemTe, ...remediesTe, ...lalKitabTeTemplates },
};

/** The sentence for `text` in `lang`; an unknown code is a programming error, not a user's. */
export function render(text: Text, lang: Lang): string {
  const template = templates[lang][text.code] as ((p: object) => string) | undefined;
  if (!template) throw new Error(`No ${lang} template for ${text.code}`);
  return template(text.params);
}

/** The codes with templates in `lang` (for the test that every code renders in every language). */
export const codesIn = (lang: Lang): string[] => Object.keys(templates[lang]);

export const localize = <T>(value: T, lang: Lang): Localized<T> => localizeWith(value, render, lang);
