// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * `GET /api/festivals` — a year's festivals, vratas and eclipses at a place, each with the rule
 * that decided it — and `GET /api/festivals.ics`, the same as an iCalendar feed to subscribe
 * to. Without a place, New Delhi. Both are cached at the edge for a year per place and options
 * (the answer for a past or future year never changes).
 */
import { Hono } from "hono";
import * as v from "valibot";
import { AYANAMSAS, julianDayFromEpochMs } from "@ephemeris";
import type { AppEnv } from "../../env";
import { eclipsesBetween } from "@jyotish/festivals/eclipses";
import { computeFestivals, type FestivalOptions, monthNamings, traditions } from "@jyotish/festivals/index";
import { NoSunriseError, sunriseDefinitions } from "@jyotish/panchang/index";
import { cachedJson, cachedText } from "../../lib/edge-cache";
import { metaText } from "@site/meta";
import { ephemeris } from "../../lib/ephemeris";
import { ApiError } from "../../lib/errors";
import { isoInZone, wallTimeToEpochMs } from "../../lib/timezone";
import { coordinateDeg, strictQuery, timeZoneName, validate } from "../../lib/validate";
import { icsCalendar } from "./ics";
import { presentFestivals } from "./present";

const langs = ["en", "hi", "ta", "te"] as const;
const YEAR_MIN = 1800;
const YEAR_MAX = 2200;

const year = v.pipe(
  v.string("year is required"),
  v.regex(/^\d{4}$/, "year must be a four-digit year"),
  v.transform(Number),
  v.minValue(YEAR_MIN, `year must be at least ${YEAR_MIN}`),
  v.maxValue(YEAR_MAX, `year must be at most ${YEAR_MAX}`),
);

/** The optional place (all three or none) and the "how computed" options shared by the festival and muhurat queries. */
export const placeAndOptionEntries = {
  latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
  longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
  timezone: v.optional(timeZoneName),
  ayanamsa: v.optional(v.picklist(AYANAMSAS, `ayanamsa must be one of ${AYANAMSAS.join(", ")}`), "lahiri"),
  sunrise: v.optional(v.picklist(sunriseDefinitions, `sunrise must be one of ${sunriseDefinitions.join(", ")}`), "upper-limb"),
  lang: v.optional(v.picklist(langs, `lang must be one of ${langs.join(", ")}`), "en"),
};

const entries = {
  ...placeAndOptionEntries,
  tradition: v.optional(v.picklist(traditions, `tradition must be one of ${traditions.join(", ")}`), "smarta"),
  months: v.optional(v.picklist(monthNamings, `months must be one of ${monthNamings.join(", ")}`), "purnimanta"),
};

const entriesSchema = v.object(entries);
type Query = v.InferOutput<typeof entriesSchema>;

export const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" };

/** The place of a query: latitude, longitude and zone together, or none of them for New Delhi. */
export function placeOf(q: { latitude?: number; longitude?: number; timezone?: string }) {
  const given = [q.latitude, q.longitude, q.timezone].filter((x) => x !== undefined).length;
  if (given !== 0 && given !== 3) throw new ApiError("validation_failed", "Give latitude, longitude and timezone together, or none of them for New Delhi");
  return given === 3 ? { latitude: q.latitude!, longitude: q.longitude!, timezone: q.timezone! } : DELHI;
}

/** The presented festival year. */
export function festivalYear(y: number, q: Query) {
  const place = placeOf(q);
  const options: FestivalOptions = { ayanamsa: q.ayanamsa, sunrise: q.sunrise, position: "apparent", tradition: q.tradition, monthNaming: q.months };
  const eph = ephemeris();
  try {
    const festivals = computeFestivals(eph, { year: y, latitudeDeg: place.latitude, longitudeDeg: place.longitude, timeZone: place.timezone, options });
    const edge = (yy: number) => julianDayFromEpochMs(wallTimeToEpochMs(place.timezone, { year: yy, month: 1, day: 1, hour: 0, minute: 0 }));
    const eclipses = eclipsesBetween(eph, edge(y), edge(y + 1), { latitudeDeg: place.latitude, longitudeDeg: place.longitude });
    return presentFestivals(festivals, eclipses, { year: y, ...place, lang: q.lang });
  } catch (error) {
    if (error instanceof NoSunriseError) throw new ApiError("no_sunrise", error.message, { year: y, ...place });
    throw error;
  }
}

const YEAR_SECONDS = 365 * 86_400;

export const festivalRoutes = new Hono<AppEnv>()
  .get("/", validate("query", strictQuery({ year, ...entries })), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/festivals", { ...q, ...placeOf(q) }, { maxAgeSeconds: YEAR_SECONDS }, () => festivalYear(q.year, q));
  });

/**
 * The iCalendar feed, mounted at `/api/festivals.ics`. Without `year`, this year and the next in
 * the place's zone, so a subscription stays current; cached for a day then.
 */
export const festivalIcsRoutes = new Hono<AppEnv>().get("/", validate("query", strictQuery({ year: v.optional(year), ...entries })), (c) => {
  const q = c.req.valid("query");
  const place = placeOf(q);
  const thisYear = Number(isoInZone(Date.now(), place.timezone).slice(0, 4));
  const years = q.year !== undefined ? [q.year] : [thisYear, thisYear + 1];
  const host = new URL(c.req.url).host;
  return cachedText(
    c,
    "/api/festivals.ics",
    { ...q, ...place, years: years.join(",") },
    {
      maxAgeSeconds: q.year !== undefined ? YEAR_SECONDS : 86_400,
      contentType: "text/calendar; charset=utf-8",
      headers: { "Content-Disposition": `inline; filename="hindu-festivals-${years.join("-")}.ics"` },
    },
    () => {
      const events = years.flatMap((y) =>
        festivalYear(y, q).festivals.map((f) => ({
          uid: `${f.id}-${f.date}@${host}`,
          date: f.date,
          ...(f.endDate ? { lastDate: f.endDate } : {}),
          summary: f.name,
          description: [
            f.rule.tithi,
            f.start && f.end ? `${f.start.slice(11, 16)}–${f.end.slice(11, 16)} (${place.timezone})` : null,
            f.rule.explanation,
          ]
            .filter(Boolean)
            .join("\n"),
        })),
      );
      const stamp = new Date().toISOString().slice(0, 10).replaceAll("-", "") + "T000000Z";
      return icsCalendar(metaText(q.lang, "hindu-festivals").heading, events, stamp);
    },
  );
});
