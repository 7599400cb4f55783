// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Numerology's templates in the four languages and `localizeNumerology(answer, lang)`, which
 * renders every `Text` of an answer (kept beside the shared `text/render.ts` so the tools of
 * issue 25 need not all edit one file).
 */
import type { Lang } from "../../terms/lang";
import { type Localized, localize, type Templates, type Text } from "../../text";
import type { NumerologyTexts } from "../texts";
import { numerologyEn } from "./en";
import { numerologyHi } from "./hi";
import { numerologyTa } from "./ta";
import { numerologyTe } from "./te";

export const numerologyTemplates: Record<Lang, Templates<NumerologyTexts>> = { en: numerologyEn, hi: numerologyHi, ta: numerologyTa, te: numerologyTe };

export function renderNumerology(t: Text, lang: Lang): string {
  const template = (numerologyTemplates[lang] as Record<string, ((p: object) => string) | undefined>)[t.code];
  if (!template) throw new Error(`No ${lang} numerology template for ${t.code}`);
  return template(t.params);
}

export const localizeNumerology = <T>(value: T, lang: Lang): Localized<T> => localize(value, renderNumerology, lang);
