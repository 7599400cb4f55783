/** `GET /api/muhurat`: the shubh muhurat windows of an undertaking within a date range. */
import * as v from "valibot";
import { AYANAMSAS } from "@ephemeris/zodiac";
import { text } from "./messages";
import { calendarDate, choice, isoText, strictQuery } from "./common";
import { placeAndOptionEntries } from "./festivals";
import { sunriseDefinitions } from "./panchang";
import { place } from "./places";

/** The engine's `muhuratKinds` and `periodIds` (a unit test checks them). */
export const muhuratKinds = ["marriage", "griha-pravesh", "vehicle-purchase", "property-purchase", "business-launch", "journey-start"] as const;
export const periodIds = ["kharmas", "chaturmas", "adhika-masa", "jupiter-combust", "venus-combust"] as const;
export type MuhuratKind = (typeof muhuratKinds)[number];

/** The longest range one request may ask for, in days. */
export const MUHURAT_MAX_DAYS = 366;

/**
 * Days from `from` to `to`, both counted. `Date.parse` of a date-only ISO string is exact for
 * the years 0000–9999 (unlike `Date.UTC`, which reads 0–99 as 1900–1999).
 */
export const muhuratRangeDays = (q: { from: string; to: string }) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;

/**
 * Dates 0001-01-01…2999-12-31 (proleptic Gregorian), `to` not before `from`, at most
 * MUHURAT_MAX_DAYS days: the search walks the range day by day, so its length bounds the work.
 */
export const muhuratQuery = v.pipe(
  strictQuery({
    kind: choice(muhuratKinds, "kind"),
    from: calendarDate("from"),
    to: v.pipe(calendarDate("to"), v.description(`YYYY-MM-DD, proleptic Gregorian, 0001-01-01 to 2999-12-31; not before from and at most ${MUHURAT_MAX_DAYS} days on, both counted`)),
    ...placeAndOptionEntries,
  }),
  v.forward(
    v.check((q) => muhuratRangeDays(q) >= 1, text("range_reversed")),
    ["to"],
  ),
  v.forward(
    v.check((q) => muhuratRangeDays(q) <= MUHURAT_MAX_DAYS, text("range_too_long", { max: MUHURAT_MAX_DAYS })),
    ["to"],
  ),
);

const numbered = v.object({ number: v.number(), name: v.string() });

/** The answer of `GET /api/muhurat`. */
export const muhuratAnswer = v.object({
  kind: v.picklist(muhuratKinds),
  from: v.string(),
  to: v.string(),
  place,
  windows: v.array(
    v.object({
      date: v.string(),
      start: isoText,
      end: isoText,
      weekday: numbered,
      tithi: numbered,
      nakshatra: v.object({ ...numbered.entries, id: v.string() }),
      yoga: numbered,
      lagnas: v.nullable(v.array(v.object({ sign: v.string(), name: v.string() }))),
      /** The hazards the window is clear of: bhadra, rahu-kaal, yoga and the avoided periods. */
      clear: v.array(v.picklist(["bhadra", "rahu-kaal", "yoga", ...periodIds])),
      /** Why the window passed, rule by rule. */
      reasons: v.array(v.string()),
      /** The reasons as data: a code and its parameters each (`@jyotish/muhurat/texts`). */
      reasonsTexts: v.array(v.object({ code: v.string(), params: v.custom<object>((x) => typeof x === "object" && x !== null) })),
    }),
  ),
  excluded: v.array(v.object({ id: v.picklist(periodIds), from: v.string(), to: v.string() })),
  rule: v.object({
    nakshatras: v.array(v.string()),
    tithis: v.array(v.number()),
    weekdays: v.array(v.number()),
    lagnas: v.nullable(v.array(v.string())),
    avoid: v.array(v.picklist(periodIds)),
    daytime: v.boolean(),
    sources: v.array(v.string()),
  }),
  options: v.object({ ayanamsa: v.picklist(AYANAMSAS), sunrise: v.picklist(sunriseDefinitions), lang: v.string() }),
});
export type MuhuratAnswer = v.InferOutput<typeof muhuratAnswer>;
