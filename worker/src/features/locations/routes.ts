import tzLookup from "@photostructure/tz-lookup";
import { Hono } from "hono";
import * as v from "valibot";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { isoInstant } from "../../lib/datetime";
import { ephemeris } from "../../lib/ephemeris";
import { formatOffset, utcOffsetMinutes } from "../../lib/timezone";
import { coordinateDeg, strictQuery, validate } from "../../lib/validate";
import { epochMsFromJulianDay } from "@ephemeris";
import { searchPlaces } from "./search";

const noControlChars = v.check((s: string) => !/[\u0000-\u001f\u007f]/.test(s), "query has control characters");

/** `GET /api/locations/search` (spec §7): the spec's shape plus timezone, country, state, population. */
export const locationRoutes = new Hono<AppEnv>().get(
  "/search",
  validate("query", strictQuery({ query: v.pipe(v.string("query is required"), v.maxLength(80, "query is too long"), noControlChars) })),
  async (c) => {
    const { query } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=86400");
    if ([...query.trim()].length < 2) return c.json({ success: true, locations: [] });
    const db = createDatabase(c.env);
    const locations = await searchPlaces(db.$client, query);
    return c.json({ success: true, locations: locations.map(({ id: _id, ...rest }) => rest) });
  },
);


/**
 * `GET /api/timezone?latitude=&longitude=&datetime=`: the IANA zone of a point and the UTC
 * offset in force at an instant (ISO 8601 with offset, e.g. 1942-10-01T12:00Z), from the
 * IANA database with its history.
 */
export const timezoneRoutes = new Hono<AppEnv>().get(
  "/",
  validate(
    "query",
    strictQuery({
      latitude: coordinateDeg(-90, 90, "latitude"),
      longitude: coordinateDeg(-180, 180, "longitude"),
      datetime: v.optional(v.pipe(v.string(), v.maxLength(40), isoInstant)),
    }),
  ),
  (c) => {
    const q = c.req.valid("query");
    const timezone = tzLookup(q.latitude, q.longitude);
    const epochMs = q.datetime ? epochMsFromJulianDay(ephemeris().julianDayUt(q.datetime)) : Date.now();
    const minutes = utcOffsetMinutes(timezone, Math.round(epochMs));
    if (q.datetime) c.header("Cache-Control", "public, max-age=86400");
    return c.json({
      timezone,
      utcOffsetMinutes: minutes,
      utcOffset: formatOffset(minutes),
      instant: new Date(Math.round(epochMs)).toISOString(),
    });
  },
);
