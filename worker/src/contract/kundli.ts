/**
 * `POST /api/kundli` and `GET /api/kundli`: the birth-data request (spec §5's messages) and the
 * chart answer. The birth entries are shared with matching, whose partners are births too.
 */
import * as v from "valibot";
import { isPlainText } from "./wallet";
import { AYANAMSAS, HOUSE_SYSTEMS } from "@ephemeris/zodiac";
import { grahaIds } from "@jyotish/glossary";
import type { Ashtakavarga } from "@jyotish/kundli/ashtakavarga";
import type { KaalSarp, Manglik, PitraDosha } from "@jyotish/kundli/doshas";
import type { KpLords } from "@jyotish/kundli/kp";
import type { Yoga } from "@jyotish/kundli/yogas";
import type { YoginiId } from "@jyotish/kundli/yogini";
import type { Localized } from "@jyotish/text";
import { calendarDate, choice, domainValue, isoText, langParam, span, timeZoneName } from "./common";
import type { FieldId } from "./messages";
import { text } from "./messages";

// Required fields are optional in shape with a default ("" or null) so that a missing one
// fails with the field's own message (spec §5) instead of a generic "invalid key".
const clockTime = (field: FieldId) =>
  v.pipe(
    v.optional(v.string(text("not_text", { field })), ""),
    v.nonEmpty(text("required", { field })),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, text("time_format", { field })),
  );
const degrees = (min: number, max: number, field: FieldId, place: FieldId) =>
  v.pipe(
    // A missing key only reaches the pipe when the schema has a default: null stands for "absent".
    v.optional(v.nullable(v.number(text("not_a_number", { field }))), null),
    v.check((x) => x !== null, text("place_required", { field: place })),
    v.transform((x) => x as number),
    v.finite(text("not_a_number", { field })),
    v.minValue(min, text("at_least", { field, min })),
    v.maxValue(max, text("at_most", { field, max })),
  );

/**
 * Whose birth data: the kundli form's (spec §5: "Birth date is required") or a matching
 * partner's ("Boy's birth date is required"); the messages' field words follow from it.
 */
export type BirthSubject = "birth" | "boy" | "girl";

/** One person's birth data: the fields of `POST /api/kundli` without its options. */
export const birthEntries = (who: BirthSubject) => ({
  name: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(2, who === "birth" ? text("min_chars", { field: "Name", min: 2 }) : text("required", { field: `${who}.name` })),
      v.maxLength(80, text("too_long", { field: "Name" })),
      // Stored with a saved chart or a report: no control characters or half surrogate pairs.
      v.check(isPlainText, text("control_chars", { field: "Name" })),
    ),
  ),
  gender: v.optional(v.picklist(["male", "female"], text("either", { field: "Gender", a: "male", b: "female" }))),
  date: calendarDate(`${who}.date`),
  time: clockTime(`${who}.time`),
  location: v.optional(v.pipe(v.string(), v.maxLength(160), v.check(isPlainText, text("control_chars", { field: `${who}.place` })))),
  latitude: degrees(-90, 90, "Latitude", `${who}.place`),
  longitude: degrees(-180, 180, "Longitude", `${who}.place`),
  /** IANA zone; without it and without `utcOffsetHours`, the zone at the coordinates. */
  timezone: v.optional(timeZoneName),
  utcOffsetHours: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-14), v.maxValue(14))),
});

export const ayanamsaOption = choice(AYANAMSAS, "ayanamsa");
/** The engine's `dashaYearOptions` (a unit test checks them against `@jyotish/kundli/dasha`). */
export const dashaYearOptions = [365.25, 365.2422, 365.256364, 360] as const;
export const nodeKinds = ["mean", "true"] as const;

/** The "how computed" options of a chart. In a query string they are flat (`ayanamsa=…`). */
export const kundliOptionEntries = {
  ayanamsa: v.optional(ayanamsaOption),
  node: v.optional(v.picklist(nodeKinds, text("either", { field: "node", a: "mean", b: "true" }))),
  houseSystem: v.optional(choice(HOUSE_SYSTEMS, "houseSystem")),
  dashaYearDays: v.optional(v.picklist(dashaYearOptions, text("one_of", { field: "dashaYearDays", options: dashaYearOptions.join(", ") }))),
};

/** The body of `POST /api/kundli` (and, flattened, the query of `GET /api/kundli`). */
export const kundliBody = v.strictObject(
  {
    ...birthEntries("birth"),
    options: v.optional(v.strictObject(kundliOptionEntries, text("unknown_option")), {}),
  },
  text("unknown_field"),
);
export type KundliBody = v.InferOutput<typeof kundliBody>;

/**
 * The query of `GET /api/kundli`: the body's fields with the options flat. Numbers arrive as
 * text; the Worker turns them into the body (`kundliBodyFromQuery`) and validates that.
 */
export const kundliQuery = v.object({
  ...v.omit(kundliBody, ["options", "latitude", "longitude", "utcOffsetHours"]).entries,
  latitude: v.pipe(v.string(), v.description("Decimal degrees, north positive (-90 to 90)")),
  longitude: v.pipe(v.string(), v.description("Decimal degrees, east positive (-180 to 180)")),
  utcOffsetHours: v.optional(v.pipe(v.string(), v.description("Hours east of UTC (-14 to 14), instead of a zone"))),
  ...kundliOptionEntries,
  dashaYearDays: v.optional(v.picklist(dashaYearOptions.map(String))),
  lang: langParam,
});

/** `POST /api/kundli`'s query string: the language of the explanations. */
export const langQuery = v.object({ lang: langParam });

const grahaId = v.picklist(grahaIds);
type GrahaId = (typeof grahaIds)[number];

/** An object with one key per id, each value of `schema` (all nine grahas, all sixteen vargas …). */
const keyed = <K extends string, S extends v.GenericSchema>(keys: readonly K[], schema: S) =>
  v.object(Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>);
const nakshatraPlace = v.object({ number: v.number(), pada: v.number(), lord: grahaId });

/** Where a point of the zodiac falls: sidereal longitude, sign (0 = Aries), degrees in it, nakshatra (1 = Ashwini). */
export const placement = v.object({ longitudeDeg: v.number(), signIndex: v.number(), degInSign: v.number(), nakshatra: nakshatraPlace });
export const dignities = ["exalted", "debilitated", "moolatrikona", "own", "friend", "neutral", "enemy"] as const;
export const chartPlanet = v.object({
  ...placement.entries,
  id: grahaId,
  speedDegPerDay: v.number(),
  house: v.number(),
  retrograde: v.boolean(),
  combust: v.boolean(),
  dignity: v.nullable(v.picklist(dignities)),
});

/** A birth as an answer states it: the place and clock given, the UTC instant and offset, and where the offset came from. */
export const resolvedBirth = v.object({
  location: v.optional(v.string()),
  date: v.string(),
  time: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  timezone: v.nullable(v.string()),
  utc: v.string(),
  /** The offset in force at birth: every date of a kundli answer is written at it. */
  utcOffset: v.string(),
  offsetSource: v.picklist(["timezone", "coordinates", "explicit-offset"]),
});

export interface DashaPeriodAnswer {
  lord: GrahaId;
  start: string;
  end: string;
  sub?: DashaPeriodAnswer[];
}
export const dashaPeriod: v.GenericSchema<DashaPeriodAnswer> = v.object({
  lord: grahaId,
  start: isoText,
  end: isoText,
  sub: v.optional(v.array(v.lazy(() => dashaPeriod))),
});
const yoginiId = v.pipe(v.custom<YoginiId>((x) => typeof x === "string"), v.description("A yogini id (mangala, pingala, dhanya …)"));
const yoginiPeriod = v.object({ yogini: yoginiId, lord: grahaId, ...span.entries });

export const vargaIds = ["D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"] as const;
export type VargaId = (typeof vargaIds)[number];
/** `method` is rendered in the request's `lang`; `methodCode` and `methodParams` say it as data. */
const vargaChart = v.object({
  name: v.string(),
  method: v.string(),
  methodCode: v.string(),
  methodParams: v.custom<object>((x) => typeof x === "object" && x !== null),
  ascendant: v.number(),
  planets: keyed(grahaIds, v.number()),
});

/** The answer of `/api/kundli`. */
export const kundliAnswer = v.object({
  input: v.object({ name: v.optional(v.string()), gender: v.optional(v.picklist(["male", "female"])), ...resolvedBirth.entries }),
  options: v.object({
    ayanamsa: v.picklist(AYANAMSAS),
    node: v.picklist(nodeKinds),
    houseSystem: v.picklist(HOUSE_SYSTEMS),
    houseSystemUsed: v.picklist(HOUSE_SYSTEMS),
    dashaYearDays: v.number(),
    zodiac: v.literal("sidereal"),
    position: v.literal("apparent"),
  }),
  warning: v.optional(v.string()),
  ayanamsaDeg: v.number(),
  ascendant: placement,
  planets: v.array(chartPlanet),
  houses: v.object({ system: v.picklist(HOUSE_SYSTEMS), cuspsDeg: v.array(v.number()) }),
  vargas: keyed(vargaIds, vargaChart),
  dasha: v.object({
    vimshottari: v.object({
      yearDays: v.number(),
      balanceAtBirth: v.object({ lord: grahaId, years: v.number(), months: v.number(), days: v.number() }),
      running: v.array(v.object({ lord: grahaId, ...span.entries })),
      periods: v.array(dashaPeriod),
    }),
    yogini: v.object({
      yearDays: v.number(),
      balanceAtBirth: v.object({ yogini: yoginiId, lord: grahaId, days: v.number() }),
      periods: v.array(v.object({ ...yoginiPeriod.entries, sub: v.optional(v.array(yoginiPeriod)) })),
    }),
  }),
  ashtakavarga: domainValue<Ashtakavarga>("Bhinna ashtakavarga of the seven grahas and the sarva (BPHS ch. 66)"),
  yogas: v.array(domainValue<Localized<Yoga>>("A yoga present in the chart with its rule (in the request's lang, code and params beside it), grahas, nature and name")),
  doshas: v.object({
    manglik: domainValue<Localized<Manglik>>("Manglik dosha by the south school, with cancellations (texts in the request's lang)"),
    manglikNorth: domainValue<Localized<Manglik>>("Manglik dosha by the north school, with cancellations (texts in the request's lang)"),
    kaalSarp: domainValue<KaalSarp>("Kaal sarp dosha with type and direction"),
    pitra: domainValue<Localized<PitraDosha>>("Pitra dosha with its reasons (texts in the request's lang)"),
  }),
  sadeSati: v.nullable(
    v.object({
      periods: v.array(v.object({ ...span.entries, phases: v.array(v.object({ phase: v.picklist(["rising", "peak", "setting"]), ...span.entries })) })),
      dhaiya: v.array(v.object({ kind: v.picklist(["kantaka", "ashtama"]), ...span.entries })),
      coveredUntil: isoText,
    }),
  ),
  kp: v.object({
    note: v.string(),
    planets: keyed(grahaIds, domainValue<KpLords>("Sign, star, sub and sub-sub lords")),
    cusps: v.array(v.intersect([v.object({ house: v.number(), longitudeDeg: v.number() }), domainValue<KpLords>("Sign, star, sub and sub-sub lords")])),
  }),
  panchangAtBirth: v.object({ tithi: v.number(), karana: v.number(), yoga: v.number(), nakshatra: nakshatraPlace, paksha: v.picklist(["shukla", "krishna"]) }),
});
export type KundliAnswer = v.InferOutput<typeof kundliAnswer>;
