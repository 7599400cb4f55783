/**
 * The optional place of a query — latitude, longitude and IANA zone together, or none of them
 * for New Delhi — shared by the festival and muhurat routes; the visitor's default place and
 * the signed-in user's saved city.
 */
import * as v from "valibot";
import { coordinateDeg, langParam, strictQuery, timeZoneName } from "./common";
import { text } from "./messages";

export const optionalPlaceEntries = {
  latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
  longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
  timezone: v.optional(timeZoneName),
};

/** The place of an answer. */
export const place = v.object({ latitude: v.number(), longitude: v.number(), timezone: v.string() });

/** `GET /api/places/default`: the page's language names the place. */
export const defaultPlaceQuery = strictQuery({ lang: langParam });

/** Degrees in a JSON body: a finite number within [min, max]. */
const bodyDeg = (min: number, max: number, field: string) =>
  v.pipe(v.number(text("not_a_number", { field })), v.finite(text("not_a_number", { field })), v.minValue(min, text("at_least", { field, min })), v.maxValue(max, text("at_most", { field, max })));

/** A place to compute for: a name to show, its coordinates and IANA zone. */
export const namedPlace = v.strictObject({
  name: v.pipe(v.string(text("required", { field: "Name" })), v.trim(), v.minLength(1, text("required", { field: "Name" })), v.maxLength(160, text("too_long", { field: "Name" }))),
  latitude: bodyDeg(-90, 90, "Latitude"),
  longitude: bodyDeg(-180, 180, "Longitude"),
  timezone: v.pipe(v.string(text("required", { field: "timezone" })), timeZoneName),
});
export type NamedPlace = v.InferOutput<typeof namedPlace>;

/**
 * The visitor's default place: the gazetteer's place for the city the edge located the
 * request in (`source: "edge"`), or New Delhi when that is unknown (`"default"`).
 */
export const defaultPlaceAnswer = v.object({
  place: v.object({ name: v.string(), latitude: v.number(), longitude: v.number(), timezone: v.string(), display: v.string(), country: v.string(), state: v.nullable(v.string()) }),
  source: v.picklist(["edge", "default"]),
});
export type DefaultPlaceAnswer = v.InferOutput<typeof defaultPlaceAnswer>;

/** `PUT /api/me/place`: the signed-in user's city, used where a page needs a place and none is chosen. */
export const homePlaceBody = namedPlace;
/** `GET`/`PUT /api/me/place`: the saved city, or null before one is saved. */
export const homePlaceAnswer = v.object({ place: v.nullable(namedPlace) });
export type HomePlaceAnswer = v.InferOutput<typeof homePlaceAnswer>;
