// SPDX-License-Identifier: AGPL-3.0-or-later
/** The festival year as the API answers it: names in the requested language, instants as ISO 8601 in the place's zone. */
import { epochMsFromJulianDay } from "@ephemeris";
import { type GlossaryLocale, signIds, signNames } from "@jyotish/glossary";
import type { Eclipse } from "@jyotish/festivals/eclipses";
import type { FestivalDay, FestivalOptions, FestivalYear } from "@jyotish/festivals/index";
import { festivalDayName, lunarDateName } from "@jyotish/festivals/names";
import type { WindowId } from "@jyotish/festivals/rules";
import { isoInZone } from "../../lib/timezone";

const windowText: Record<WindowId, string> = {
  udaya: "at sunrise (udaya)",
  arunodaya: "at arunodaya (96 minutes before sunrise)",
  purvahna: "in the forenoon (purvahna)",
  madhyahna: "at midday (madhyahna)",
  aparahna: "in the afternoon (aparahna)",
  dinamana: "in the daytime",
  pradosha: "at dusk (pradosha)",
  nishita: "at midnight (nishita)",
  moonrise: "at moonrise",
};

const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** One English sentence saying which rule decided the day (the UI words it in each language from `decided`). */
export function explanation(day: FestivalDay, tithi: string | null, timeOf: (jd: number) => string, base?: string): string {
  const w = day.window in windowText ? windowText[day.window as WindowId] : "";
  const both = day.alternativeDate ? [day.date, day.alternativeDate].sort().map(shortDate).join(" and ") : "";
  switch (day.decided) {
    case "only-day":
      return `${tithi} holds ${w} on ${shortDate(day.date)} only.`;
    case "both-days-first":
      return `${tithi} holds ${w} on both ${both}: the first day is taken.`;
    case "both-days-second":
      return `${tithi} holds ${w} on both ${both}: the second day is taken.`;
    case "both-days-more":
      return `${tithi} holds ${w} on both ${both}: the day it covers more is taken.`;
    case "both-days-dwadashi":
      return day.date > (day.alternativeDate ?? "")
        ? `${tithi} holds ${w} on both ${both}: the second day is taken, as dwadashi still holds at the next sunrise for the parana.`
        : `${tithi} holds ${w} on both ${both}: the first day is taken, as dwadashi ends before the sunrise after the second.`;
    case "neither-day-longer":
      return `${tithi} holds ${w} on no day: the day it covers longer is taken.`;
    case "neither-day-next":
      return `${tithi} does not hold ${w} on any day: the fast moves to the next day.`;
    case "neither-day-udaya":
      return `Bhadra or the tithi's end leaves no ${w.replace(/^in the |^at /, "")} free on either day: the day ${tithi} holds at sunrise is taken.`;
    case "ingress-hindu-day":
      return `The Sun enters ${signNames[signIds[9]!].en} at ${timeOf(day.ingress!)}, within the Hindu day (sunrise to sunrise) of ${shortDate(day.date)}.${day.alternativeDate ? ` Its punya kaal falls on ${shortDate(day.alternativeDate)}.` : ""}`;
    case "ingress-before-sunset":
      return `The Sun enters ${signNames[signIds[9]!].en} at ${timeOf(day.ingress!)}, before sunset: the month begins that day.`;
    case "ingress-after-sunset":
      return `The Sun enters ${signNames[signIds[9]!].en} at ${timeOf(day.ingress!)}, after sunset: the month begins the next day.`;
    case "nakshatra-next-day":
      return `${tithi} holds ${w} on ${shortDate(day.alternativeDate ?? day.date)}, but the next day, which ${tithi} holds at sunrise, has Shravana nakshatra in its aparahna: that day is taken.`;
    case "nakshatra-at-sunrise":
      return `Thiruvonam (Shravana) holds at sunrise in Chingam, ten days after Atham.`;
    case "day-after":
      return `The day after ${base ?? "the previous festival"}.`;
  }
}

export function presentFestivals(
  year: FestivalYear,
  eclipses: Eclipse[],
  query: { year: number; latitude: number; longitude: number; timezone: string; lang: GlossaryLocale },
) {
  const { options } = year;
  const iso = (jd: number) => isoInZone(epochMsFromJulianDay(jd), query.timezone);
  const timeOf = (jd: number) => iso(jd).slice(11, 16) + " on " + shortDate(iso(jd).slice(0, 10));
  const englishNames = new Map(year.days.map((d) => [d.kind, festivalDayName(d, options.monthNaming, "en")]));
  return {
    year: query.year,
    place: { latitude: query.latitude, longitude: query.longitude, timezone: query.timezone },
    festivals: year.days.map((d) => presentDay(d, options, query.lang, iso, timeOf, d.kind === "holi" ? englishNames.get("holika-dahan") : undefined)),
    eclipses: eclipses.map((e) => ({
      kind: e.kind,
      type: e.type,
      date: iso(e.maximum).slice(0, 10),
      start: iso(e.start),
      maximum: iso(e.maximum),
      end: iso(e.end),
      visibleStart: iso(e.visibleStart),
      visibleEnd: iso(e.visibleEnd),
      ...(e.centralStart !== null && e.centralEnd !== null ? { totality: { start: iso(e.centralStart), end: iso(e.centralEnd) } } : {}),
      magnitude: Math.round(e.magnitude * 1000) / 1000,
      maximumVisible: e.maxVisible,
      sutak: e.sutak ? { start: iso(e.sutak.start), end: iso(e.sutak.end) } : null,
    })),
    options: { tradition: options.tradition, months: options.monthNaming, ayanamsa: options.ayanamsa, sunrise: options.sunrise, lang: query.lang },
  };
}

export type PresentedFestival = ReturnType<typeof presentDay>;

function presentDay(d: FestivalDay, options: FestivalOptions, lang: GlossaryLocale, iso: (jd: number) => string, timeOf: (jd: number) => string, base?: string) {
  const tithiEn = d.lunar ? lunarDateName(d.lunar, options.monthNaming, "en") : null;
  return {
    id: d.id,
    kind: d.kind,
    ...(d.ekadashi ? { ekadashi: d.ekadashi } : {}),
    name: festivalDayName(d, options.monthNaming, lang),
    date: d.date,
    ...(d.endDate ? { endDate: d.endDate } : {}),
    ...(d.muhurat ? { start: iso(d.muhurat.start), end: iso(d.muhurat.end), muhurat: d.muhurat.id } : {}),
    rule: {
      tithi: d.lunar ? lunarDateName(d.lunar, options.monthNaming, lang) : null,
      ...(d.lunar ? { lunar: d.lunar } : {}),
      window: d.window,
      decided: d.decided,
      explanation: explanation(d, tithiEn, timeOf, base),
      sources: d.sources,
    },
    ...(d.alternativeDate ? { alternativeDate: d.alternativeDate } : {}),
    tithiSpan: d.tithiSpan ? { start: iso(d.tithiSpan.start), end: iso(d.tithiSpan.end) } : null,
    ...(d.ingress !== undefined ? { ingress: iso(d.ingress) } : {}),
  };
}
