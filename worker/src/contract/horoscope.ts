/**
 * `GET /api/horoscope` (a sign's horoscope for a day, week, month or year, from the transits of
 * that period), `GET /api/horoscope/personal` (the signed-in user's daily horoscope from a saved
 * chart) and `GET /api/transits` (the year's ingresses, stations and combustions).
 *
 * Every horoscope is read from the Moon sign (rashi) by the gochara rules of Phaladeepika ch. 26
 * (worker/src/jyotish/horoscope). Its sentences come from a fixed statement library in four
 * languages, chosen by the facts, so the same inputs give the same text.
 */
import * as v from "valibot";
import { rashiSlugs, signIds, signNames, type SignId, tamilSignSlugs } from "@jyotish/terms/signs";
import { grahaIds } from "@jyotish/terms/grahas";
import { text } from "./messages";
import { calendarDate, choice, isoText, langParam, strictQuery } from "./common";

export const horoscopePeriods = ["daily", "weekly", "monthly", "yearly"] as const;
export type HoroscopePeriod = (typeof horoscopePeriods)[number];
export const horoscopeAreas = ["general", "love", "career", "health", "finances"] as const;
export type HoroscopeArea = (typeof horoscopeAreas)[number];
/** The `area` a request may ask for (finances is always in the answer, never a page of its own). */
export const requestAreas = ["general", "love", "career", "health"] as const;
/** Which houses Rahu and Ketu favour: Phaladeepika 26.2 (3, 6, 10, 11, "like the Sun") or Prasna Marga 22.51 (3, 6, 11). */
export const nodeRules = ["phaladeepika", "prasna-marga"] as const;
export const transitVerdicts = ["favourable", "unfavourable", "obstructed"] as const;
export const horoscopeEventKinds = ["ingress", "retrograde", "direct", "combust", "combust-end", "eclipse", "moon-sign", "nakshatra"] as const;
export type HoroscopeEventKind = (typeof horoscopeEventKinds)[number];
export const luckyColors = ["saffron", "white", "red", "green", "yellow", "pink", "blue"] as const;

/**
 * A sign by any name the site uses: the English id ("aries"), the Vedic slug of /rashi pages
 * ("mesh"), the Tamil slug of the /tamil pages ("mesham"), or the name in Hindi, Tamil or
 * Telugu script ("मेष", "மேஷம்", "మేషం"), any letter case.
 */
const signByName = new Map<string, SignId>();
for (const id of signIds) {
  for (const name of [id, rashiSlugs[id], tamilSignSlugs[id], signNames[id].hi, signNames[id].ta, signNames[id].te]) signByName.set(name.toLowerCase(), id);
}
export const signFromName = (name: string): SignId | undefined => signByName.get(name.trim().toLowerCase());

export const signParam = v.pipe(
  v.string(text("required", { field: "sign" })),
  v.maxLength(40),
  v.check((s) => signFromName(s) !== undefined, text("one_of", { field: "sign", options: signIds.join(", ") })),
  v.transform((s) => signFromName(s)!),
  v.description("aries … pisces, or the Vedic (mesh), Tamil (mesham) or native-script name"),
);

/** Without `date`, today in India (IST). */
const optionalDate = v.optional(calendarDate("date"));

export const horoscopeQuery = strictQuery({
  sign: signParam,
  period: v.optional(choice(horoscopePeriods, "period"), "daily"),
  date: optionalDate,
  area: v.optional(choice(requestAreas, "area"), "general"),
  nodes: v.optional(choice(nodeRules, "nodes"), "phaladeepika"),
  lang: langParam,
});
export type HoroscopeQuery = v.InferOutput<typeof horoscopeQuery>;

export const personalHoroscopeQuery = strictQuery({
  date: optionalDate,
  /** A saved chart of the user; without it, the chart saved as "self", else the newest. */
  chart: v.optional(v.pipe(v.string(), v.uuid(text("chart_id")))),
  nodes: v.optional(choice(nodeRules, "nodes"), "phaladeepika"),
  lang: langParam,
});
export type PersonalHoroscopeQuery = v.InferOutput<typeof personalHoroscopeQuery>;

export const transitsQuery = strictQuery({
  year: v.pipe(
    v.string(text("required", { field: "year" })),
    v.regex(/^\d{4}$/, text("one_of", { field: "year", options: "1900–2100" })),
    v.transform(Number),
    v.minValue(1900, text("at_least", { field: "year", min: 1900 })),
    v.maxValue(2100, text("at_most", { field: "year", max: 2100 })),
  ),
  /** With a sign, each ingress says what it means for that sign. */
  sign: v.optional(signParam),
  nodes: v.optional(choice(nodeRules, "nodes"), "phaladeepika"),
  lang: langParam,
});
export type TransitsQuery = v.InferOutput<typeof transitsQuery>;

const grahaId = v.picklist(grahaIds);
const signId = v.picklist(signIds);
const score = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

/** One graha's transit for the period, its verdict and the rule behind it (the "why" panel). */
export const transitRow = v.object({
  planet: grahaId,
  planetName: v.string(),
  /** The sign it holds for most of the period. */
  sign: signId,
  signName: v.string(),
  /** Counted from the Moon sign, the sign itself being 1. */
  house: v.number(),
  verdict: v.picklist(transitVerdicts),
  /** The planet in the vedha house, when a favourable transit is obstructed. */
  obstruction: v.nullable(v.object({ planet: grahaId, planetName: v.string(), house: v.number() })),
  retrograde: v.boolean(),
  combust: v.boolean(),
  /** The rule, with its verse ("Phaladeepika 26.2: …"). */
  rule: v.string(),
  /** The vedha rule that applied or was exempt, when the transit is favourable. */
  vedhaRule: v.nullable(v.string()),
  /** Personal horoscopes: the transited sign's bindus in the planet's own ashtakavarga (Rahu, Ketu: null). */
  bindus: v.nullable(v.number()),
});
export type TransitRow = v.InferOutput<typeof transitRow>;

export const horoscopeEvent = v.object({
  /** The instant in IST ("2026-11-26T14:05:00+05:30"). */
  at: isoText,
  kind: v.picklist(horoscopeEventKinds),
  planet: v.nullable(grahaId),
  sign: v.nullable(signId),
  /** From the horoscope's Moon sign; null for nakshatra changes. */
  house: v.nullable(v.number()),
  text: v.string(),
});
export type HoroscopeEvent = v.InferOutput<typeof horoscopeEvent>;

/** Daily: the tara the day's nakshatra makes from each nakshatra of the sign. */
export const taraRow = v.object({
  nakshatra: v.string(),
  nakshatraName: v.string(),
  /** 1 Janma … 9 Parama Mitra. */
  tara: v.number(),
  good: v.boolean(),
  text: v.string(),
});

/** The answer of `GET /api/horoscope`. */
export const horoscopeAnswer = v.object({
  sign: signId,
  signName: v.string(),
  period: v.picklist(horoscopePeriods),
  area: v.picklist(requestAreas),
  /** The requested date and the period it falls in (IST dates, inclusive). */
  date: v.string(),
  from: v.string(),
  to: v.string(),
  /** A date in the previous and in the next period (the date picker's neighbours). */
  previous: v.string(),
  next: v.string(),
  /** The prediction for `area` (the overall one for `general`). */
  prediction: v.string(),
  love: v.string(),
  career: v.string(),
  health: v.string(),
  finances: v.string(),
  scores: v.object({ general: score, love: score, career: score, health: score, finances: score }),
  lucky: v.object({ color: v.picklist(luckyColors), colorName: v.string(), number: v.number(), rule: v.string() }),
  transits: v.array(transitRow),
  events: v.array(horoscopeEvent),
  tara: v.array(taraRow),
  /** Standing conditions: Sade Sati or dhaiya phases. */
  notes: v.array(v.string()),
  /** How it was read (Moon sign, Phaladeepika, Lahiri, IST). */
  convention: v.string(),
  options: v.object({ ayanamsa: v.literal("lahiri"), reckoning: v.literal("moon-sign"), nodes: v.picklist(nodeRules), timeZone: v.literal("Asia/Kolkata") }),
});
export type HoroscopeAnswer = v.InferOutput<typeof horoscopeAnswer>;

/** The answer of `GET /api/horoscope/personal`: a daily horoscope from the chart's own Moon. */
export const personalHoroscopeAnswer = v.object({
  ...horoscopeAnswer.entries,
  chart: v.object({ id: v.string(), name: v.string() }),
  natal: v.object({ moonSign: signId, moonSignName: v.string(), nakshatra: v.string(), nakshatraName: v.string() }),
});
export type PersonalHoroscopeAnswer = v.InferOutput<typeof personalHoroscopeAnswer>;

/** The answer of `GET /api/transits`: the grahas' ingresses, stations and combustions of a year, in IST (the Moon's are left out). */
export const transitsAnswer = v.object({
  year: v.number(),
  sign: v.nullable(signId),
  events: v.array(
    v.object({
      ...horoscopeEvent.entries,
      /** With `sign`: what an ingress means for that sign (the library's general statement). */
      effect: v.nullable(v.object({ verdict: v.picklist(["favourable", "unfavourable"]), text: v.string() })),
    }),
  ),
  options: v.object({ ayanamsa: v.literal("lahiri"), nodes: v.picklist(nodeRules), timeZone: v.literal("Asia/Kolkata") }),
});
export type TransitsAnswer = v.InferOutput<typeof transitsAnswer>;
