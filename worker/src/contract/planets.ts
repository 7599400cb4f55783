/** `GET /api/planets`: positions from the Swiss Ephemeris at one instant. */
import * as v from "valibot";
import { text } from "./messages";
import { AYANAMSAS } from "@ephemeris/zodiac";
import { isoInstant } from "../lib/datetime";
import { booleanString, coordinateDeg, strictQuery } from "./common";

/** latitude and longitude go together (for the ascendant and houses). */
export const planetsQuery = v.pipe(
  strictQuery({
    datetime: v.pipe(
      v.string(text("required", { field: "datetime" })),
      v.maxLength(40),
      v.description("ISO 8601 with an offset, proleptic Gregorian, -003000-01-01T00:00Z to +003000-12-31T23:59:59Z"),
      isoInstant,
    ),
    latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
    longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
    ayanamsa: v.optional(v.picklist(AYANAMSAS), "lahiri"),
    node: v.optional(v.picklist(["mean", "true"]), "mean"),
    zodiac: v.optional(v.picklist(["sidereal", "tropical"]), "sidereal"),
    houses: v.optional(v.picklist(["whole-sign", "placidus", "sripati", "porphyry", "kp"]), "whole-sign"),
    position: v.optional(v.picklist(["apparent", "geometric"]), "apparent"),
    outer: v.optional(booleanString, "false"),
  }),
  v.check((q) => (q.latitude === undefined) === (q.longitude === undefined), text("together", { a: "latitude", b: "longitude" })),
);

/** A body's place. Nakshatras are sidereal, so tropical answers give null. */
const placement = v.object({
  longitudeDeg: v.number(),
  signIndex: v.number(),
  degInSign: v.number(),
  nakshatra: v.nullable(v.object({ number: v.number(), pada: v.number(), lord: v.string() })),
});

/** The answer of `GET /api/planets`. */
export const planetsAnswer = v.object({
  datetime: v.string(),
  jdUt: v.number(),
  ayanamsa: v.object({ id: v.string(), valueDeg: v.number() }),
  options: v.object({ zodiac: v.string(), ayanamsa: v.string(), node: v.string(), houseSystem: v.string(), position: v.string() }),
  planets: v.array(v.object({ id: v.string(), ...placement.entries, latitudeDeg: v.number(), speedDegPerDay: v.number(), retrograde: v.boolean() })),
  ascendant: v.optional(v.object({ id: v.literal("ascendant"), ...placement.entries })),
  houses: v.optional(v.object({ system: v.string(), mcDeg: v.number(), cuspsDeg: v.array(v.number()), warning: v.optional(v.string()) })),
  observer: v.optional(v.object({ latitude: v.number(), longitude: v.number() })),
});
export type PlanetsAnswer = v.InferOutput<typeof planetsAnswer>;
