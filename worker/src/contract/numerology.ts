/**
 * `/api/numerology`: Numerology (Pythagorean and Chaldean) and lucky numbers (issue 25). The route rows are spread into `apiRoutes` (./routes).
 *
 * - `GET /api/numerology`: a reading of a name (Latin, Devanagari, Tamil or Telugu script) and a
 *   birth date, with the working of every number and the texts in `lang`.
 * - `GET /api/numerology/lucky`: lucky numbers, days and colours from the birth date, the Moon
 *   sign (sidereal, Lahiri) at the birth and, if given, the name.
 * - `GET /api/numerology/year`: the universal year number and each moolank's cycle and forecast.
 */
import * as v from "valibot";
import type { Lucky } from "@jyotish/numerology/lucky";
import type { NumerologyContent } from "@jyotish/numerology/content/types";
import { numerologySystems, type Reading } from "@jyotish/numerology/reading";
import { transliterate } from "@jyotish/numerology/transliterate";
import type { YearNumerology } from "@jyotish/numerology/year";
import type { Localized } from "@jyotish/text";
import { calendarDate, choice, coordinateDeg, domainValue, langParam, strictQuery, timeZoneName, yearText } from "./common";
import { text } from "./messages";
import type { RouteContract } from "./routes";
import { isPlainText } from "./wallet";

/** A name in any of the four scripts, with at least one letter to count ("" when absent). */
const nameText = v.pipe(
  v.optional(v.string(text("not_text", { field: "name" })), ""),
  v.trim(),
  v.maxLength(80, text("too_long", { field: "name" })),
  v.check(isPlainText, text("control_chars", { field: "name" })),
  v.check((s) => s.length === 0 || transliterate(s).length > 0, text("invalid_input", { field: "name" })),
  v.description("A full name in Latin, Devanagari, Tamil or Telugu letters (Indic names are transliterated, see the answer's latinName)"),
);
const requiredName = v.pipe(nameText, v.nonEmpty(text("required", { field: "name" })));

export const numerologyQuery = strictQuery({
  name: requiredName,
  date: calendarDate("date"),
  system: v.optional(choice(numerologySystems, "system"), "pythagorean"),
  /** The date of the personal year, month and day; today in India (IST) without it. */
  on: v.optional(calendarDate("on")),
  lang: langParam,
});
export type NumerologyQuery = v.InferOutput<typeof numerologyQuery>;

const clockTime = v.pipe(
  v.optional(v.string(), ""),
  v.nonEmpty(text("required", { field: "time" })),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, text("time_format", { field: "time" })),
);

/** The birth as the kundli's GET query gives it (date, clock time, coordinates, optional zone). */
export const luckyQuery = strictQuery({
  name: nameText,
  date: calendarDate("date"),
  time: clockTime,
  latitude: coordinateDeg(-90, 90, "latitude"),
  longitude: coordinateDeg(-180, 180, "longitude"),
  /** IANA zone; without it, the zone at the coordinates. */
  timezone: v.optional(timeZoneName),
  location: v.optional(v.pipe(v.string(), v.maxLength(160), v.check(isPlainText, text("control_chars", { field: "location" })))),
  lang: langParam,
});
export type LuckyQuery = v.InferOutput<typeof luckyQuery>;

export const yearQuery = strictQuery({
  year: yearText(1900, 2100),
  lang: langParam,
});
export type YearQuery = v.InferOutput<typeof yearQuery>;

/** A number's text and its position's name, as the answer carries them. */
type NumberText = NumerologyContent["numbers"][keyof NumerologyContent["numbers"]];
type CycleText = NumerologyContent["cycles"][keyof NumerologyContent["cycles"]];

export type NumerologyAnswer = Localized<Reading> & {
  lang: string;
  /** The meaning of each number in the reading, keyed by the number ("1" … "9", "11", "22", "33"). */
  meanings: Record<string, NumberText>;
  positions: NumerologyContent["positions"];
  /** The cycle texts of the personal year, month and day. */
  cycles: { personalYear: CycleText; personalMonth: CycleText; personalDay: CycleText };
  rules: Record<"system" | "transliteration" | "lifePath" | "destiny" | "soulUrge" | "personality" | "birthday" | "maturity" | "personalYear" | "personalMonth" | "personalDay" | "moolank" | "bhagyank" | "masters", string>;
};
export const numerologyAnswer = domainValue<NumerologyAnswer>(
  "The reading: script, latinName, letters with values, numbers (lifePath, destiny, soulUrge, personality, birthday, maturity, personalYear/Month/Day) each with its steps, value and master flag, moolank and bhagyank; meanings, positions, cycles and rules in the request's language",
);

export type LuckyAnswer = Localized<Lucky> & {
  lang: string;
  birth: { date: string; time: string; latitude: number; longitude: number; timezone: string; utc: string; location?: string };
  moonSignName: string;
  moonLordName: string;
  planetNames: Record<string, string>;
  dayNames: Record<string, string>;
  colorNames: Record<string, string>;
  /** The character of each lucky number. */
  meanings: Record<string, NumberText>;
};
export const luckyAnswer = domainValue<LuckyAnswer>(
  "Lucky numbers (moolank, bhagyank, the Moon sign lord's number) with their planets, lucky days and colours each with its rule, the name's Chaldean number, and the Moon sign (sidereal, Lahiri)",
);

export type YearAnswer = Localized<YearNumerology> & {
  lang: string;
  /** The forecast of each cycle number "1" … "9" for the year. */
  forecasts: Record<string, CycleText>;
  moolankName: string;
};
export const yearAnswer = domainValue<YearAnswer>("The universal year number and, for each moolank 1–9, the year's cycle number (moolank + universal year, reduced) and its forecast");

export const routeRows: RouteContract[] = [
  {
    method: "GET",
    path: "/api/numerology",
    tag: "numerology",
    summary:
      "A numerology reading (Pythagorean or Chaldean letters after Cheiro): life path (Decoz: month, day, year reduced apart), destiny, soul urge, personality, birthday, maturity, personal year/month/day, moolank and bhagyank, master numbers kept, every sum's working; Indic names transliterated (ISO 15919 folded to ASCII); edge-cached",
    query: numerologyQuery,
    answer: { schema: numerologyAnswer },
  },
  {
    method: "GET",
    path: "/api/numerology/lucky",
    tag: "numerology",
    summary:
      "Lucky numbers from the moolank, bhagyank and the Moon sign lord's number (Sun 1 … Mars 9, Cheiro), lucky days (the planets' weekdays; Rahu like Saturn, Ketu like Mars) and colours, each with its rule; the Moon sign sidereal (Lahiri) at the birth; edge-cached",
    query: luckyQuery,
    answer: { schema: luckyAnswer },
  },
  {
    method: "GET",
    path: "/api/numerology/year",
    tag: "numerology",
    summary: "A year's numerology: the universal year number and, for each moolank 1–9, its cycle (moolank + universal year, reduced) with the forecast; edge-cached",
    query: yearQuery,
    answer: { schema: yearAnswer },
  },
];
