/**
 * `GET /api/festivals` (a year's festivals, vratas and eclipses at a place, each with the rule
 * that decided it) and `GET /api/festivals.ics` (the same as an iCalendar feed).
 */
import * as v from "valibot";
import { text } from "./messages";
import { AYANAMSAS } from "@ephemeris/zodiac";
import type { FestivalDay } from "@jyotish/festivals/index";
import { choice, domainValue, isoText, langParam, span, strictQuery } from "./common";
import { sunriseDefinitions } from "./panchang";
import { optionalPlaceEntries, place } from "./places";

/** The engine's `traditions` and `monthNamings` (a unit test checks them). */
export const traditions = ["smarta", "vaishnava"] as const;
/** The engine's `reckonings`: a daytime festival by its rule's part of the day, or by the tithi at sunrise (Telugu, Bengali almanacs). */
export const reckonings = ["window", "udaya"] as const;
export const monthNamings = ["purnimanta", "amanta"] as const;
export type Tradition = (typeof traditions)[number];
export type MonthNaming = (typeof monthNamings)[number];

export const YEAR_MIN = 1800;
export const YEAR_MAX = 2200;
const year = v.pipe(
  v.string(text("required", { field: "year" })),
  v.regex(/^\d{4}$/, text("year_format", { field: "year" })),
  // Before the transform: the OpenAPI document describes the text as it is sent.
  v.description(`A Gregorian year, ${YEAR_MIN} to ${YEAR_MAX}`),
  v.transform(Number),
  v.minValue(YEAR_MIN, text("at_least", { field: "year", min: YEAR_MIN })),
  v.maxValue(YEAR_MAX, text("at_most", { field: "year", max: YEAR_MAX })),
);

/** The optional place and the "how computed" options shared by the festival and muhurat queries. */
export const placeAndOptionEntries = {
  ...optionalPlaceEntries,
  ayanamsa: v.optional(choice(AYANAMSAS, "ayanamsa"), "lahiri"),
  sunrise: v.optional(choice(sunriseDefinitions, "sunrise"), "upper-limb"),
  lang: langParam,
};

export const festivalEntries = {
  ...placeAndOptionEntries,
  tradition: v.optional(choice(traditions, "tradition"), "smarta"),
  reckoning: v.optional(choice(reckonings, "reckoning"), "window"),
  /** Month naming; without it, the language's (ta, te: amanta; en, hi: purnimanta). */
  months: v.optional(choice(monthNamings, "months")),
};
/** The options of a festival year, without the year. */
export const festivalOptions = v.object(festivalEntries);
export type FestivalOptionsQuery = v.InferOutput<typeof festivalOptions>;

export const festivalsQuery = strictQuery({ year, ...festivalEntries });
/** Without `year`: this year and the next in the place's zone. */
export const festivalsIcsQuery = strictQuery({ year: v.optional(year), ...festivalEntries });

export const festival = v.object({
  id: v.string(),
  kind: v.string(),
  ekadashi: v.optional(v.string()),
  name: v.string(),
  date: v.string(),
  endDate: v.optional(v.string()),
  /** The day in the Tamil solar calendar (1 = Chithirai): Tamil pages print "கார்த்திகை 10" beside it. */
  solarDate: v.optional(v.object({ number: v.number(), name: v.string(), day: v.number() })),
  /** The customary muhurat (Lakshmi puja, rakhi, parana …). */
  start: v.optional(isoText),
  end: v.optional(isoText),
  muhurat: v.optional(v.string()),
  rule: v.object({
    tithi: v.nullable(v.string()),
    lunar: v.optional(domainValue<NonNullable<FestivalDay["lunar"]>>("The lunar date (masa, paksha, tithi) the festival keeps")),
    /** The deciding window: udaya, arunodaya, purvahna, madhyahna, aparahna, pradosha, nishita, moonrise … */
    window: v.string(),
    /** How the day was chosen: only-day, both-days-first|second|more|dwadashi, neither-day-… , ingress-… */
    decided: v.string(),
    explanation: v.string(),
    sources: v.pipe(v.array(v.string()), v.readonly()),
  }),
  alternativeDate: v.optional(v.string()),
  tithiSpan: v.nullable(span),
  ingress: v.optional(isoText),
});
export type Festival = v.InferOutput<typeof festival>;

export const eclipse = v.object({
  kind: v.picklist(["solar", "lunar"]),
  type: v.picklist(["total", "annular", "hybrid", "partial", "penumbral"]),
  date: v.string(),
  start: isoText,
  maximum: isoText,
  end: isoText,
  visibleStart: isoText,
  visibleEnd: isoText,
  totality: v.optional(span),
  magnitude: v.number(),
  maximumVisible: v.boolean(),
  sutak: v.nullable(span),
});
export type Eclipse = v.InferOutput<typeof eclipse>;

/** The answer of `GET /api/festivals`. */
export const festivalsAnswer = v.object({
  year: v.number(),
  place,
  festivals: v.array(festival),
  eclipses: v.array(eclipse),
  options: v.object({
    tradition: v.picklist(traditions),
    reckoning: v.picklist(reckonings),
    months: v.picklist(monthNamings),
    ayanamsa: v.picklist(AYANAMSAS),
    sunrise: v.picklist(sunriseDefinitions),
    lang: v.string(),
  }),
});
export type FestivalsAnswer = v.InferOutput<typeof festivalsAnswer>;
