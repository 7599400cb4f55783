// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of the festival rules' explanations: which rule decided a day, with the tithi
 * (lunar month and tithi numbers), the window's id, ISO dates and local times as parameters.
 * The sentences are in `text/<lang>.ts`.
 */
import type { Lang } from "../terms/lang";
import type { SignId } from "../terms/signs";
import { type Samples, text, type TextOf } from "../text";
import type { MonthNaming } from "./index";
import { festivalNames, lunarDateName } from "./names";
import type { FestivalId, RecurringId, WindowId } from "./rules";

/** A tithi of a lunar month, named by the month naming chosen; or, for a day with no tithi, the festival's id. */
export type TithiParam = { month: number; adhika: boolean; tithi: number; naming: MonthNaming } | { festival: string };
type Held = { tithi: TithiParam; window: WindowId };
/** `dates`: the two candidate days, in order (ISO). */
type Both = Held & { dates: [string, string] };

export interface FestivalTexts {
  "festival.only-day": Held & { date: string };
  "festival.both-days-first": Both;
  "festival.both-days-second": Both;
  "festival.both-days-more": Both;
  "festival.both-days-dwadashi-second": Both;
  "festival.both-days-dwadashi-first": Both;
  "festival.neither-day-longer": Held;
  "festival.neither-day-next": Held;
  "festival.neither-day-udaya": Held;
  /** `at`: the ingress as local wall time "YYYY-MM-DDTHH:MM"; `punyaKaal`: the punya kaal's date when another. */
  "festival.ingress-hindu-day": { sign: SignId; at: string; date: string; punyaKaal?: string };
  "festival.ingress-before-sunset": { sign: SignId; at: string };
  "festival.ingress-after-sunset": { sign: SignId; at: string };
  "festival.nakshatra-next-day": Held & { date: string };
  /** `date`: the first day, whose window Bhadra fills. */
  "festival.bhadra-next-day": Held & { date: string };
  "festival.nakshatra-at-sunrise": Record<string, never>;
}
export type FestivalText = TextOf<FestivalTexts>;
export const festivalText = text<FestivalTexts>();

/** The tithi's name ("Kartika Amavasya") or the festival's, in `lang`. */
export function tithiIn(p: TithiParam, lang: Lang): string {
  if ("festival" in p) return festivalNameIn(p.festival, lang);
  return lunarDateName(p, p.naming, lang);
}
export function festivalNameIn(id: string, lang: Lang): string {
  const n = festivalNames[lang];
  return n.festivals[id as FestivalId] ?? n.recurring[id as RecurringId] ?? id;
}
const tags: Record<Lang, string> = { en: "en-GB", hi: "hi-IN", ta: "ta-IN", te: "te-IN" };
/** "31 Oct", "31 अक्तू॰", "அக். 31", "అక్టోబర్ 31" (Telugu joins the case ending to the day: "అక్టోబర్ 31న"). */
export function shortDateIn(iso: string, lang: Lang): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (lang === "te") {
    const month = date.toLocaleDateString(tags.te, { month: "long", timeZone: "UTC" });
    return `${month} ${date.getUTCDate()}`;
  }
  return date.toLocaleDateString(tags[lang], { day: "numeric", month: "short", timeZone: "UTC" });
}
/** "08:55" of a local wall time "YYYY-MM-DDTHH:MM…". */
export const clockOf = (at: string) => at.slice(11, 16);

const tithi: TithiParam = { month: 7, adhika: false, tithi: 30, naming: "purnimanta" };
export const festivalSamples: Samples<FestivalTexts> = {
  "festival.only-day": { tithi, window: "pradosha", date: "2024-10-31" },
  "festival.both-days-first": { tithi, window: "udaya", dates: ["2024-10-31", "2024-11-01"] },
  "festival.both-days-second": { tithi, window: "nishita", dates: ["2024-08-26", "2024-08-27"] },
  "festival.both-days-more": { tithi: { festival: "diwali" }, window: "aparahna", dates: ["2024-10-31", "2024-11-01"] },
  "festival.both-days-dwadashi-second": { tithi, window: "arunodaya", dates: ["2024-12-11", "2024-12-12"] },
  "festival.both-days-dwadashi-first": { tithi, window: "arunodaya", dates: ["2024-12-11", "2024-12-12"] },
  "festival.neither-day-longer": { tithi, window: "madhyahna" },
  "festival.neither-day-next": { tithi, window: "moonrise" },
  "festival.neither-day-udaya": { tithi, window: "purvahna" },
  "festival.ingress-hindu-day": { sign: "capricorn", at: "2025-01-14T08:55", date: "2025-01-14", punyaKaal: "2025-01-15" },
  "festival.ingress-before-sunset": { sign: "capricorn", at: "2025-01-14T08:55" },
  "festival.ingress-after-sunset": { sign: "capricorn", at: "2025-01-14T19:10" },
  "festival.nakshatra-next-day": { tithi, window: "dinamana", date: "2024-08-19" },
  "festival.bhadra-next-day": { tithi: { month: 12, adhika: false, tithi: 15, naming: "purnimanta" }, window: "pradosha", date: "2026-03-02" },
  "festival.nakshatra-at-sunrise": {},
};
