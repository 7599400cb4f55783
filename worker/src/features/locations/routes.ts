import tzLookup from "@photostructure/tz-lookup";
import { Hono } from "hono";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { ephemeris } from "../../lib/ephemeris";
import { formatOffset, utcOffsetMinutes } from "../../lib/timezone";
import { validate } from "../../lib/validate";
import { type LocationSearchAnswer, locationSearchQuery, type TimezoneAnswer, timezoneQuery } from "@contract/locations";
import { epochMsFromJulianDay } from "@ephemeris";
import { edgeLocation, searchVisitor } from "./default-place";
import { normalizeText, searchPlaces } from "./search";

/**
 * `GET /api/locations/search` (spec §7): the spec's shape plus timezone, country, state, population.
 *
 * The answer depends only on the normalised text and where the visitor is (ranking leans to
 * their country and state; the gazetteer changes with a reseed, not per request), so it is
 * edge-cached and memoised per isolate under those: "Varanasi", "varanasi " and "VARANASI"
 * from one state share one entry. Without the cache every keystroke of every
 * visitor was a libSQL round trip running the FTS5 ranking query (issue 18: ~90 requests/s,
 * p99 ~530 ms on loopback).
 */
export const locationRoutes = new Hono<AppEnv>().get(
  "/search",
  validate("query", locationSearchQuery),
  async (c) => {
    const { query } = c.req.valid("query");
    const normalized = normalizeText(query);
    if ([...normalized].length < 2) {
      c.header("Cache-Control", "public, max-age=86400");
      return c.json({ success: true, locations: [] } satisfies LocationSearchAnswer);
    }
    const visitor = searchVisitor(edgeLocation(c.req.raw));
    const key = { query: normalized, country: visitor.country, region: visitor.region ?? "" };
    return cachedJson(c, "/api/locations/search", key, { maxAgeSeconds: 86_400 }, async () => {
      const locations = await searchPlaces(createDatabase(c.env).$client, normalized, visitor);
      return { success: true, locations: locations.map(({ id: _id, ...rest }) => rest) } satisfies LocationSearchAnswer;
    });
  },
);


/**
 * `GET /api/timezone?latitude=&longitude=&datetime=`: the IANA zone of a point and the UTC
 * offset in force at an instant (ISO 8601 with offset, e.g. 1942-10-01T12:00Z), from the
 * IANA database with its history.
 */
export const timezoneRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", timezoneQuery),
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
    } satisfies TimezoneAnswer);
  },
);
