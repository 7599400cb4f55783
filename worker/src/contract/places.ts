/**
 * The optional place of a query — latitude, longitude and IANA zone together, or none of them
 * for New Delhi — shared by the festival and muhurat routes.
 */
import * as v from "valibot";
import { coordinateDeg, timeZoneName } from "./common";

export const optionalPlaceEntries = {
  latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
  longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
  timezone: v.optional(timeZoneName),
};

/** The place of an answer. */
export const place = v.object({ latitude: v.number(), longitude: v.number(), timezone: v.string() });
