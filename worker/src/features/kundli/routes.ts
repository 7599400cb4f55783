/**
 * `POST /api/kundli` (JSON body) and `GET /api/kundli` (the same fields as a query string, so
 * every chart has a permanent, shareable, cacheable URL): the birth chart, its sixteen
 * vargas and the Vimshottari dasha. Missing or invalid fields answer 400 in the error shape
 * with the spec's §5 messages.
 */
import tzLookup from "@photostructure/tz-lookup";
import { Hono } from "hono";
import * as v from "valibot";
import { AYANAMSAS, epochMsFromJulianDay, HOUSE_SYSTEMS as houseSystems, julianDayFromEpochMs } from "@ephemeris";
import type { AppEnv } from "../../env";
import { type BirthInstant, birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart, type ChartOptions } from "@jyotish/kundli/chart";
import { type DashaPeriod, dashaYearOptions, runningPeriods, vimshottari } from "@jyotish/kundli/dasha";
import { ashtakavarga } from "@jyotish/kundli/ashtakavarga";
import { kaalSarp, manglik, pitraDosha } from "@jyotish/kundli/doshas";
import { kpLords } from "@jyotish/kundli/kp";
import { saturnPeriods } from "@jyotish/kundli/sade-sati";
import { vargaIds, vargaOf, vargas } from "@jyotish/kundli/vargas";
import { findYogas } from "@jyotish/kundli/yogas";
import { yoginiDasha } from "@jyotish/kundli/yogini";
import { localize } from "@jyotish/text/render";
import { cachedJson } from "../../lib/edge-cache";
import { langParam } from "../../lib/lang";
import { ApiError } from "../../lib/errors";
import { ephemeris } from "../../lib/ephemeris";
import { formatOffset, isoWithOffset } from "../../lib/timezone";
import { calendarDate, parseOrThrow, timeZoneName } from "../../lib/validate";

// Required fields are optional in shape with a default ("" or null) so that a missing one
// fails with the field's own message (spec §5) instead of a generic "invalid key".
const clockTime = (required: string, what: string) =>
  v.pipe(
    v.optional(v.string(`${what} must be text`), ""),
    v.nonEmpty(required),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${what} must be HH:MM or HH:MM:SS (24-hour clock)`),
  );
const degrees = (min: number, max: number, what: string, required: string) =>
  v.pipe(
    // A missing key only reaches the pipe when the schema has a default: null stands for "absent".
    v.optional(v.nullable(v.number(`${what} must be a number`)), null),
    v.check((x) => x !== null, required),
    v.transform((x) => x as number),
    v.finite(`${what} must be a number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(max, `${what} must be at most ${max}`),
  );

/** The messages of one person's birth fields: the kundli form's (spec §5) or a matching partner's. */
export interface BirthMessages {
  name: string;
  date: string;
  time: string;
  place: string;
  /** "Birth", "Boy's birth" …: the subject of format errors. */
  what: string;
}
const kundliMessages: BirthMessages = {
  name: "Name must be at least 2 characters",
  date: "Birth date is required",
  time: "Birth time is required",
  place: "Birth place is required (pick the place from the suggestions)",
  what: "Birth",
};

/** One person's birth data: the fields of `POST /api/kundli` without its options. */
export const birthEntries = (msg: BirthMessages) => ({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2, msg.name), v.maxLength(80, "Name is too long"))),
  gender: v.optional(v.picklist(["male", "female"], "Gender must be male or female")),
  date: calendarDate(msg.date, `${msg.what} date`),
  time: clockTime(msg.time, `${msg.what} time`),
  location: v.optional(v.pipe(v.string(), v.maxLength(160))),
  latitude: degrees(-90, 90, "Latitude", msg.place),
  longitude: degrees(-180, 180, "Longitude", msg.place),
  timezone: v.optional(timeZoneName),
  utcOffsetHours: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-14), v.maxValue(14))),
});

/**
 * Without a zone or an offset, the zone is the one at the coordinates (the spec's navigation
 * query strings carry only latitude and longitude).
 */
export function withZone<T extends { latitude: number; longitude: number; timezone?: string; utcOffsetHours?: number }>(r: T) {
  const fromCoordinates = r.timezone === undefined && r.utcOffsetHours === undefined;
  return { ...r, timezone: fromCoordinates ? tzLookup(r.latitude, r.longitude) : r.timezone, fromCoordinates };
}

export const ayanamsaOption = v.picklist(AYANAMSAS, `ayanamsa must be one of ${AYANAMSAS.join(", ")}`);

/** The request once parsed: the same for the JSON body and the query string. */
const kundliRequest = v.pipe(
  v.strictObject(
    {
      ...birthEntries(kundliMessages),
      options: v.optional(
        v.strictObject(
          {
            ayanamsa: v.optional(ayanamsaOption),
            node: v.optional(v.picklist(["mean", "true"], "node must be mean or true")),
            houseSystem: v.optional(v.picklist(houseSystems, `houseSystem must be one of ${houseSystems.join(", ")}`)),
            dashaYearDays: v.optional(v.picklist(dashaYearOptions, `dashaYearDays must be one of ${dashaYearOptions.join(", ")}`)),
          },
          "Unknown option",
        ),
        {},
      ),
    },
    "Unknown field",
  ),
  v.transform(withZone),
);
export type KundliRequest = v.InferOutput<typeof kundliRequest>;

/** A request body → the parsed request, or an ApiError (400) with the spec's messages. */
export const parseKundliRequest = (body: unknown): KundliRequest => parseOrThrow(kundliRequest, body, "body");

/** Query strings carry text: numbers and the flat option names are converted before validation. */
function fromQuery(query: Record<string, string>): unknown {
  // `lang` picks the explanations' language (`langParam`), not the chart.
  const { ayanamsa, node, houseSystem, dashaYearDays, latitude, longitude, utcOffsetHours, lang: _lang, ...rest } = query;
  const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? s : Number(s));
  const options = Object.fromEntries(
    Object.entries({ ayanamsa, node, houseSystem, dashaYearDays: num(dashaYearDays) }).filter(([, x]) => x !== undefined),
  );
  return { ...rest, latitude: num(latitude), longitude: num(longitude), ...(utcOffsetHours !== undefined ? { utcOffsetHours: num(utcOffsetHours) } : {}), options };
}

/**
 * A birth as an answer states it: the place and clock given, the UTC instant, the offset in
 * force at birth (every date of a kundli answer is written at it) and where that offset came
 * from: "timezone" (given), "coordinates" (the zone at the place) or "explicit-offset".
 */
export function resolvedBirth(
  r: { location?: string; date: string; time: string; latitude: number; longitude: number; timezone?: string; fromCoordinates: boolean },
  instant: BirthInstant,
) {
  return {
    ...(r.location ? { location: r.location } : {}),
    date: r.date,
    time: r.time,
    latitude: r.latitude,
    longitude: r.longitude,
    timezone: r.timezone ?? null,
    utc: new Date(instant.epochMs).toISOString(),
    utcOffset: formatOffset(instant.utcOffsetMinutes),
    offsetSource: r.fromCoordinates ? "coordinates" : instant.source,
  };
}

/** The whole kundli answer for a parsed request (pure apart from the ephemeris and the clock). */
export function computeKundli(r: KundliRequest) {
  const instant = birthInstant(r);
  const options: ChartOptions & { dashaYearDays: number } = {
    ayanamsa: r.options.ayanamsa ?? "lahiri",
    node: r.options.node ?? "mean",
    houseSystem: r.options.houseSystem ?? "whole-sign",
    dashaYearDays: r.options.dashaYearDays ?? 365.25,
  };
  const eph = ephemeris();
  const chart = birthChart(eph, instant.jdUt, { latitudeDeg: r.latitude, longitudeDeg: r.longitude }, options);
  // Every date of the answer (dashas, sade sati) is written at the birth's own UTC offset, as
  // Jagannatha Hora prints a chart's dates: exact instants, and a thousand of them cost no
  // time-zone lookups. A period's end is the next one's start: format each instant once.
  const formatted = new Map<number, string>();
  const iso = (jd: number) => {
    let text = formatted.get(jd);
    if (text === undefined) {
      text = isoWithOffset(epochMsFromJulianDay(jd), instant.utcOffsetMinutes);
      formatted.set(jd, text);
    }
    return text;
  };
  const moon = chart.planets[1]!;
  const dasha = vimshottari(moon.longitudeDeg, instant.jdUt, options.dashaYearDays);
  const out = (p: DashaPeriod): object => ({ lord: p.lord, start: iso(p.start), end: iso(p.end), ...(p.sub ? { sub: p.sub.map(out) } : {}) });
  const vargaChart = (id: (typeof vargaIds)[number]) => ({
    name: vargas[id].name,
    method: vargas[id].method,
    ascendant: vargaOf(id, chart.ascendant.longitudeDeg).signIndex,
    planets: Object.fromEntries(chart.planets.map((p) => [p.id, vargaOf(id, p.longitudeDeg).signIndex])),
  });
  const nowJd = julianDayFromEpochMs(Date.now());
  const yogini = yoginiDasha(moon.longitudeDeg, instant.jdUt, options.dashaYearDays);
  const saturn = saturnPeriods(moon.signIndex, instant.jdUt, options.ayanamsa);
  const span = (x: { start: number; end: number }) => ({ start: iso(x.start), end: iso(x.end) });
  // The five limbs at the moment of birth (tithi and karana from the Moon–Sun elongation,
  // yoga from their sum, nakshatra from the Moon), from the same sidereal longitudes.
  const sunLon = chart.planets[0]!.longitudeDeg;
  const elongation = (((moon.longitudeDeg - sunLon) % 360) + 360) % 360;
  return {
    input: {
      ...(r.name ? { name: r.name } : {}),
      ...(r.gender ? { gender: r.gender } : {}),
      ...resolvedBirth(r, instant),
    },
    options: { ...options, houseSystemUsed: chart.houseSystemUsed, zodiac: "sidereal", position: "apparent" },
    ...(chart.warning ? { warning: chart.warning } : {}),
    ayanamsaDeg: chart.ayanamsaDeg,
    ascendant: chart.ascendant,
    planets: chart.planets,
    houses: { system: chart.houseSystemUsed, cuspsDeg: chart.cuspsDeg },
    vargas: Object.fromEntries(vargaIds.map((id) => [id, vargaChart(id)])),
    dasha: {
      vimshottari: {
        yearDays: dasha.yearDays,
        balanceAtBirth: {
          lord: dasha.balanceAtBirth.lord,
          years: dasha.balanceAtBirth.years,
          months: dasha.balanceAtBirth.months,
          days: Math.round(dasha.balanceAtBirth.daysRemainder),
        },
        running: runningPeriods(dasha.periods, nowJd).map((p) => ({ lord: p.lord, start: iso(p.start), end: iso(p.end) })),
        periods: dasha.periods.map(out),
      },
      yogini: {
        yearDays: yogini.yearDays,
        balanceAtBirth: { yogini: yogini.balanceAtBirth.yogini, lord: yogini.balanceAtBirth.lord, days: Math.round(yogini.balanceAtBirth.days) },
        periods: yogini.periods.map((p) => ({ yogini: p.yogini, lord: p.lord, ...span(p), sub: p.sub!.map((q) => ({ yogini: q.yogini, lord: q.lord, ...span(q) })) })),
      },
    },
    ashtakavarga: ashtakavarga(chart),
    yogas: findYogas(chart),
    doshas: { manglik: manglik(chart), manglikNorth: manglik(chart, "north"), kaalSarp: kaalSarp(chart), pitra: pitraDosha(chart) },
    sadeSati: saturn && {
      periods: saturn.sadeSati.map((x) => ({ ...span(x), phases: x.phases.map((ph) => ({ phase: ph.phase, ...span(ph) })) })),
      dhaiya: saturn.dhaiya.map((x) => ({ kind: x.kind, ...span(x) })),
      coveredUntil: iso(saturn.coveredUntil),
    },
    kp: {
      note: "KP proper uses the KP ayanamsa with Placidus (houseSystem=kp) cusps",
      planets: Object.fromEntries(chart.planets.map((p) => [p.id, kpLords(p.longitudeDeg)])),
      cusps: chart.cuspsDeg.map((deg, i) => ({ house: i + 1, longitudeDeg: deg, ...kpLords(deg) })),
    },
    panchangAtBirth: {
      tithi: Math.floor(elongation / 12) + 1,
      karana: Math.floor(elongation / 6) + 1,
      yoga: Math.floor(((moon.longitudeDeg + sunLon) % 360) / (360 / 27)) + 1,
      nakshatra: moon.nakshatra,
      paksha: elongation < 180 ? "shukla" : "krishna",
    },
  };
}

export const kundliRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new ApiError("bad_request", "The body must be JSON");
    });
    const lang = langParam(c.req.query("lang"));
    const r = parseKundliRequest(body);
    c.header("Cache-Control", "no-store");
    return c.json(localize(computeKundli(r), lang));
  })
  .get("/", (c) => {
    const lang = langParam(c.req.query("lang"));
    const r = parseOrThrow(kundliRequest, fromQuery(c.req.query()), "query");
    // A chart never changes, but its "running" dasha does: cache for a day (one entry per language).
    return cachedJson(c, "/api/kundli", { ...c.req.query(), lang, day: new Date().toISOString().slice(0, 10) }, { maxAgeSeconds: 86_400 }, () => localize(computeKundli(r), lang));
  });
