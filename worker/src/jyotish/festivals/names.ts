// SPDX-License-Identifier: AGPL-3.0-or-later
/** Festival, ekadashi and vrata names in the four languages, and the display name of a festival day. */
import type { GlossaryLocale } from "../glossary";
import { masaName, pakshaNames, tithiName } from "../panchang-names";
import type { FestivalDay, MonthNaming } from "./index";
import en from "./names/en.json";
import hi from "./names/hi.json";
import ta from "./names/ta.json";
import te from "./names/te.json";
import type { FestivalId, RecurringId } from "./rules";

export type FestivalNames = typeof en;
export const festivalNames: Readonly<Record<GlossaryLocale, FestivalNames>> = { en, hi, ta, te };

/** The lunar month a day is named by: the amanta month, or for Krishna paksha under purnimanta the next one (an adhika month keeps its own). */
export function namingMonth(lunar: { month: number; adhika: boolean; tithi: number }, naming: MonthNaming): { month: number; adhika: boolean } {
  if (naming === "amanta" || lunar.tithi <= 15 || lunar.adhika) return { month: lunar.month, adhika: lunar.adhika };
  return { month: (lunar.month % 12) + 1, adhika: false };
}

/** "Kartika Amavasya", "Chaitra Shukla Navami" (in the locale, month by the naming chosen). */
export function lunarDateName(lunar: { month: number; adhika: boolean; tithi: number }, naming: MonthNaming, locale: GlossaryLocale): string {
  const m = namingMonth(lunar, naming);
  return `${masaName(m.month, m.adhika, locale)} ${tithiName(lunar.tithi, locale)}`;
}

export function festivalDayName(day: FestivalDay, naming: MonthNaming, locale: GlossaryLocale): string {
  const names = festivalNames[locale];
  if (day.ekadashi) return names.ekadashi[day.ekadashi];
  if (day.kind in names.festivals) return names.festivals[day.kind as FestivalId];
  const vrata = names.recurring[day.kind as RecurringId];
  if (!day.lunar) return vrata;
  const m = namingMonth(day.lunar, naming);
  const month = masaName(m.month, m.adhika, locale);
  if (day.kind === "pradosh") return `${month} ${pakshaNames[day.lunar.tithi > 15 ? "krishna" : "shukla"][locale]} ${vrata}`;
  return `${month} ${vrata}`;
}

/** The name of a festival page's subject ("/hindu-festivals/diwali" → "दीपावली"), for the page heads. */
export function festivalSubject(params: Record<string, string>, locale: GlossaryLocale): string | undefined {
  const id = params.festival;
  if (!id) return undefined;
  const names = festivalNames[locale];
  return names.festivals[id as FestivalId] ?? names.recurring[id as RecurringId];
}
