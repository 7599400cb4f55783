/** `GET /api/locations/search` (spec §7) and `GET /api/timezone`. */
import * as v from "valibot";
import { text } from "./messages";
import { isoInstant } from "../lib/datetime";
import { coordinateDeg, strictQuery } from "./common";

const noControlChars = v.check((s: string) => !/[\u0000-\u001f\u007f]/.test(s), text("control_chars", { field: "query" }));

export const locationSearchQuery = strictQuery({ query: v.pipe(v.string(text("required", { field: "query" })), v.maxLength(80, text("too_long", { field: "query" })), noControlChars) });

export const location = v.object({
  name: v.string(),
  display: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  timezone: v.string(),
  country: v.string(),
  state: v.nullable(v.string()),
  population: v.number(),
  /** The other name or spelling the query matched ("बनारस", "Benares" for Varanasi), when it is not `name`. */
  matched: v.optional(v.string()),
});
export type Location = v.InferOutput<typeof location>;

/** The spec's shape plus timezone, country, state, population; at most 10. */
export const locationSearchAnswer = v.object({ success: v.literal(true), locations: v.array(location) });
export type LocationSearchAnswer = v.InferOutput<typeof locationSearchAnswer>;

export const timezoneQuery = strictQuery({
  latitude: coordinateDeg(-90, 90, "latitude"),
  longitude: coordinateDeg(-180, 180, "longitude"),
  /** ISO 8601 with offset; now without it. */
  datetime: v.optional(v.pipe(v.string(), v.maxLength(40), isoInstant)),
});

/** The IANA zone of a point and the offset in force at the instant. */
export const timezoneAnswer = v.object({ timezone: v.string(), utcOffsetMinutes: v.number(), utcOffset: v.string(), instant: v.string() });
export type TimezoneAnswer = v.InferOutput<typeof timezoneAnswer>;
