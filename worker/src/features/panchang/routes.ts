/**
 * `GET /api/panchang` — the full panchang of a date at a place — and `GET /api/panchang/today`
 * — the home page's block, in the shape of spec §3 (Delhi, IST unless a place is given).
 * Both are cached at the edge per place, day and options.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { AYANAMSAS, julianDayFromEpochMs } from "@ephemeris";
import type { AppEnv } from "../../env";
import { computePanchang, NoSunriseError, type Panchang, type PanchangOptions, sunriseDefinitions } from "@jyotish/panchang/index";
import { ApiError } from "../../lib/errors";
import { cachedJson } from "../../lib/edge-cache";
import { ephemeris } from "../../lib/ephemeris";
import { isoInZone } from "../../lib/timezone";
import { calendarDate, coordinateDeg, strictQuery, timeZoneName, validate } from "../../lib/validate";
import { presentPanchang, presentToday } from "./present";

const langs = ["en", "hi", "ta", "te"] as const;

const options = {
  ayanamsa: v.optional(v.picklist(AYANAMSAS, `ayanamsa must be one of ${AYANAMSAS.join(", ")}`), "lahiri"),
  sunrise: v.optional(v.picklist(sunriseDefinitions, `sunrise must be one of ${sunriseDefinitions.join(", ")}`), "upper-limb"),
  position: v.optional(v.picklist(["apparent", "geometric"], "position must be apparent or geometric"), "apparent"),
  lang: v.optional(v.picklist(langs, `lang must be one of ${langs.join(", ")}`), "en"),
};

function compute(date: string, latitude: number, longitude: number, timeZone: string, opts: PanchangOptions): Panchang {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  try {
    return computePanchang(ephemeris(), { date: { year, month, day }, latitudeDeg: latitude, longitudeDeg: longitude, timeZone, options: opts });
  } catch (error) {
    if (error instanceof NoSunriseError) throw new ApiError("no_sunrise", error.message, { date, latitude, longitude });
    throw error;
  }
}

const DELHI = { name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" };

export const panchangRoutes = new Hono<AppEnv>()
  .get(
    "/",
    validate(
      "query",
      strictQuery({
        date: calendarDate("date is required", "date"),
        latitude: coordinateDeg(-90, 90, "latitude"),
        longitude: coordinateDeg(-180, 180, "longitude"),
        timezone: timeZoneName,
        ...options,
      }),
    ),
    (c) => {
      const q = c.req.valid("query");
      const opts: PanchangOptions = { ayanamsa: q.ayanamsa, sunrise: q.sunrise, position: q.position };
      return cachedJson(c, "/api/panchang", q, { maxAgeSeconds: 86_400 }, () =>
        presentPanchang(compute(q.date, q.latitude, q.longitude, q.timezone, opts), q, q.lang),
      );
    },
  )
  .get(
    "/today",
    validate(
      "query",
      strictQuery({
        latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
        longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
        timezone: v.optional(timeZoneName),
        name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120))),
        ...options,
      }),
    ),
    (c) => {
      const q = c.req.valid("query");
      const given = [q.latitude, q.longitude, q.timezone].filter((x) => x !== undefined).length;
      if (given !== 0 && given !== 3) throw new ApiError("validation_failed", "Give latitude, longitude and timezone together, or none of them for New Delhi");
      const place =
        given === 3 ? { name: q.name ?? `${q.latitude}, ${q.longitude}`, latitude: q.latitude!, longitude: q.longitude!, timezone: q.timezone! } : DELHI;
      const now = Date.now();
      const date = isoInZone(now, place.timezone).slice(0, 10);
      const opts: PanchangOptions = { ayanamsa: q.ayanamsa, sunrise: q.sunrise, position: q.position };
      // The percentages move with the clock: a minute's cache keeps them honest.
      const minute = Math.floor(now / 60_000);
      return cachedJson(c, "/api/panchang/today", { ...q, ...place, date, minute }, { maxAgeSeconds: 60 }, () => ({
        success: true,
        data: presentToday(compute(date, place.latitude, place.longitude, place.timezone, opts), julianDayFromEpochMs(now), place, q.lang),
      }));
    },
  );
