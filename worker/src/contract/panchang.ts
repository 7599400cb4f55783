/**
 * `GET /api/panchang` (the Hindu day at a place, sunrise to sunrise) and `GET /api/panchang/today`
 * (the home page's block in the shape of spec §3).
 */
import * as v from "valibot";
import { text } from "./messages";
import { AYANAMSAS } from "@ephemeris/zodiac";
import { calendarDate, choice, coordinateDeg, isoText, langParam, strictQuery, timeZoneName } from "./common";

/** The engine's `sunriseDefinitions` (a unit test checks them against `@jyotish/panchang/sky`). */
export const sunriseDefinitions = ["upper-limb", "disc-centre"] as const;
export type SunriseDefinition = (typeof sunriseDefinitions)[number];
/** `@ephemeris`'s LuminaryFrame: "drik" reproduces drikpanchang.com (issue 27), "apparent" is Swiss Ephemeris', "geometric" Jagannatha Hora's. */
export const positions = ["drik", "apparent", "geometric"] as const;

/** The "how computed" query options shared by the panchang routes. */
export const panchangOptionEntries = {
  ayanamsa: v.optional(choice(AYANAMSAS, "ayanamsa"), "lahiri"),
  sunrise: v.optional(choice(sunriseDefinitions, "sunrise"), "upper-limb"),
  position: v.optional(choice(positions, "position"), "drik"),
  lang: langParam,
};

export const panchangQuery = strictQuery({
  date: calendarDate("date"),
  latitude: coordinateDeg(-90, 90, "latitude"),
  longitude: coordinateDeg(-180, 180, "longitude"),
  timezone: timeZoneName,
  ...panchangOptionEntries,
});

/** Without a place (all three of latitude, longitude, timezone), New Delhi. */
export const panchangTodayQuery = strictQuery({
  latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
  longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
  timezone: v.optional(timeZoneName),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
  ...panchangOptionEntries,
});

/** The options an answer was computed with. */
const panchangOptions = v.object({ ayanamsa: v.picklist(AYANAMSAS), sunrise: v.picklist(sunriseDefinitions), position: v.picklist(positions) });

/** An interval with its instants and the panchang clock ("27:44:10": hours past the date's midnight; null before it). */
export const clockSpan = v.object({ start: isoText, end: isoText, startClock: v.nullable(v.string()), endClock: v.nullable(v.string()) });
const named = v.object({ number: v.number(), name: v.string(), ...clockSpan.entries });
const signSpan = v.object({ sign: v.string(), name: v.string(), start: v.nullable(isoText), end: v.nullable(isoText), endClock: v.nullable(v.string()) });
const masa = v.object({ number: v.number(), adhika: v.boolean(), name: v.string() });
export const choghadiya = v.object({
  id: v.string(),
  name: v.string(),
  quality: v.picklist(["good", "bad", "neutral"]),
  qualityName: v.string(),
  ...clockSpan.entries,
});

/** The answer of `GET /api/panchang`; names in `lang`. */
export const panchangAnswer = v.object({
  date: v.string(),
  place: v.object({ latitude: v.number(), longitude: v.number(), timezone: v.string() }),
  sunrise: isoText,
  sunset: isoText,
  nextSunrise: isoText,
  moonrise: v.nullable(isoText),
  moonset: v.nullable(isoText),
  clock: v.object({
    sunrise: v.nullable(v.string()),
    sunset: v.nullable(v.string()),
    nextSunrise: v.nullable(v.string()),
    moonrise: v.nullable(v.string()),
    moonset: v.nullable(v.string()),
  }),
  /** Day and night lengths in seconds. */
  dinamana: v.number(),
  ratrimana: v.number(),
  madhyahna: isoText,
  vara: v.object({ number: v.number(), name: v.string(), vedicName: v.string(), english: v.string(), lord: v.string(), lordName: v.string() }),
  paksha: v.object({ id: v.picklist(["shukla", "krishna"]), name: v.string() }),
  tithi: v.array(v.object({ ...named.entries, paksha: v.picklist(["shukla", "krishna"]) })),
  nakshatra: v.array(v.object({ ...named.entries, lord: v.string(), lordName: v.string() })),
  nakshatraPadas: v.array(v.object({ ...named.entries, pada: v.number() })),
  yoga: v.array(named),
  karana: v.array(named),
  sunSign: v.array(signSpan),
  moonSign: v.array(signSpan),
  sunNakshatra: v.array(v.object({ number: v.number(), name: v.string(), start: v.nullable(isoText), end: v.nullable(isoText), endClock: v.nullable(v.string()) })),
  /** Both namings of the lunar month; `convention` is the one the language reads (ta, te: amanta; en, hi: purnimanta). */
  masa: v.object({ amanta: masa, purnimanta: masa, convention: v.picklist(["amanta", "purnimanta"]) }),
  /** The Tamil solar month (1 = Chithirai, the Sun in Mesha) and day, by the Tamil sunset rule; `sankranti` began it. */
  solarMonth: v.object({ number: v.number(), name: v.string(), day: v.number(), sankranti: isoText }),
  samvat: v.object({ vikram: v.object({ year: v.number(), samvatsara: v.string() }), shaka: v.object({ year: v.number(), samvatsara: v.string() }) }),
  ritu: v.object({ vedic: v.object({ number: v.number(), name: v.string() }), drik: v.object({ number: v.number(), name: v.string() }) }),
  ayana: v.object({ vedic: v.object({ id: v.string(), name: v.string() }), drik: v.object({ id: v.string(), name: v.string() }) }),
  rahuKaal: clockSpan,
  yamaganda: clockSpan,
  gulika: clockSpan,
  /** Null on Wednesdays. */
  abhijitMuhurta: v.nullable(clockSpan),
  brahmaMuhurta: clockSpan,
  durMuhurtam: v.array(clockSpan),
  varjyam: v.array(clockSpan),
  amritKalam: v.array(clockSpan),
  choghadiya: v.object({ day: v.array(choghadiya), night: v.array(choghadiya) }),
  hora: v.array(v.object({ lord: v.string(), name: v.string(), ...clockSpan.entries })),
  options: v.object({
    ...panchangOptions.entries,
    monthSchemes: v.array(v.string()),
    conventions: v.record(v.string(), v.string()),
  }),
});
export type PanchangAnswer = v.InferOutput<typeof panchangAnswer>;

const window = v.nullable(v.object({ start: isoText, end: isoText }));
const limbNow = v.object({ number: v.number(), name: v.string(), end_time: isoText });

/** The answer of `GET /api/panchang/today` (spec §3): the limbs in force now and the day's timings. */
export const panchangTodayAnswer = v.object({
  success: v.literal(true),
  data: v.object({
    date: v.string(),
    tithi: v.object({ ...limbNow.entries, percentage: v.number() }),
    nakshatra: v.object({ ...limbNow.entries, percentage: v.number() }),
    yoga: limbNow,
    karana: limbNow,
    vara: v.object({ english: v.string(), name: v.string(), planet_lord: v.string(), planet_lord_name: v.string() }),
    sunrise: isoText,
    sunset: isoText,
    moonrise: v.nullable(isoText),
    moonset: v.nullable(isoText),
    inauspicious_timings: v.object({ rahu_kaal: window, yamaganda: window }),
    auspicious_timings: v.object({ abhijit_muhurta: window, brahma_muhurta: window }),
    location: v.object({ name: v.string(), latitude: v.number(), longitude: v.number(), timezone: v.string() }),
    options: panchangOptions,
  }),
});
export type PanchangTodayAnswer = v.InferOutput<typeof panchangTodayAnswer>;
