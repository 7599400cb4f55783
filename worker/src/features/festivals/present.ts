// SPDX-License-Identifier: AGPL-3.0-or-later
/** The festival year as the API answers it: names in the requested language, instants as ISO 8601 in the place's zone. */
import { type SolarMonthStart, solarDateOf } from "@jyotish/panchang/solar-month";
import { tamilMonthNames } from "@jyotish/panchang-names";
import { epochMsFromJulianDay } from "@ephemeris";
import { type GlossaryLocale, signIds } from "@jyotish/glossary";
import type { Eclipse } from "@jyotish/festivals/eclipses";
import type { FestivalDay, FestivalOptions, FestivalYear, MonthNaming } from "@jyotish/festivals/index";
import { festivalDayName, lunarDateName } from "@jyotish/festivals/names";
import { type WindowId, windowIds } from "@jyotish/festivals/rules";
import { type FestivalText, festivalText as t, type TithiParam } from "@jyotish/festivals/texts";
import { render } from "@jyotish/text/render";
import { isoInZone } from "../../lib/timezone";

/** Which rule decided the day, as a code with the tithi, window, dates and times (no words). */
export function explanation(day: FestivalDay, naming: MonthNaming, at: (jd: number) => string): FestivalText {
  const tithi: TithiParam = day.lunar ? { ...day.lunar, naming } : { festival: day.kind };
  const window = (day.window in windowSet ? day.window : "udaya") as WindowId;
  const held = { tithi, window };
  const dates = (day.alternativeDate ? [day.date, day.alternativeDate].sort() : [day.date, day.date]) as [string, string];
  const sign = signIds[9]!;
  switch (day.decided) {
    case "only-day":
      return t("festival.only-day", { ...held, date: day.date });
    case "both-days-first":
    case "both-days-second":
    case "both-days-more":
      return t(`festival.${day.decided}`, { ...held, dates });
    case "both-days-dwadashi":
      return t(day.date > (day.alternativeDate ?? "") ? "festival.both-days-dwadashi-second" : "festival.both-days-dwadashi-first", { ...held, dates });
    case "neither-day-longer":
    case "neither-day-next":
    case "neither-day-udaya":
      return t(`festival.${day.decided}`, held);
    case "ingress-hindu-day":
      return t("festival.ingress-hindu-day", { sign, at: at(day.ingress!), date: day.date, ...(day.alternativeDate ? { punyaKaal: day.alternativeDate } : {}) });
    case "ingress-before-sunset":
    case "ingress-after-sunset":
      return t(`festival.${day.decided}`, { sign, at: at(day.ingress!) });
    case "nakshatra-next-day":
      return t("festival.nakshatra-next-day", { ...held, date: day.alternativeDate ?? day.date });
    case "bhadra-next-day":
      return t("festival.bhadra-next-day", { ...held, date: day.alternativeDate ?? day.date });
    case "nakshatra-at-sunrise":
      return t("festival.nakshatra-at-sunrise", {});
  }
}
const windowSet = new Set<string>(windowIds);

export function presentFestivals(
  year: FestivalYear,
  eclipses: Eclipse[],
  query: { year: number; latitude: number; longitude: number; timezone: string; lang: GlossaryLocale },
  solarStarts: readonly SolarMonthStart[] = [],
) {
  const { options } = year;
  const iso = (jd: number) => isoInZone(epochMsFromJulianDay(jd), query.timezone);
  const at = (jd: number) => iso(jd).slice(0, 16);
  return {
    year: query.year,
    place: { latitude: query.latitude, longitude: query.longitude, timezone: query.timezone },
    festivals: year.days.map((d) => {
      const day = presentDay(d, options, query.lang, iso, at);
      // The Tamil calendar's date of the day ("கார்த்திகை 10"), which Tamil pages print beside it.
      const solar = solarDateOf(d.date, solarStarts);
      return solar ? { ...day, solarDate: { number: solar.sign + 1, name: tamilMonthNames[solar.sign]![query.lang], day: solar.day } } : day;
    }),
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
    options: { tradition: options.tradition, reckoning: options.reckoning, months: options.monthNaming, ayanamsa: options.ayanamsa, sunrise: options.sunrise, lang: query.lang },
  };
}

export type PresentedFestival = ReturnType<typeof presentDay>;

function presentDay(d: FestivalDay, options: FestivalOptions, lang: GlossaryLocale, iso: (jd: number) => string, at: (jd: number) => string) {
  const why = explanation(d, options.monthNaming, at);
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
      /** Which rule decided the day, in the requested language; the code and parameters beside it. */
      explanation: render(why, lang),
      explanationCode: why.code,
      explanationParams: why.params,
      sources: d.sources,
    },
    ...(d.alternativeDate ? { alternativeDate: d.alternativeDate } : {}),
    tithiSpan: d.tithiSpan ? { start: iso(d.tithiSpan.start), end: iso(d.tithiSpan.end) } : null,
    ...(d.ingress !== undefined ? { ingress: iso(d.ingress) } : {}),
  };
}
