/**
 * The kundli of a parsed request: the birth chart, its sixteen vargas, the Vimshottari and
 * Yogini dashas, doshas, sade sati, KP lords, ashtakavarga, yogas and the panchang at birth.
 * Pure apart from the ephemeris and the clock (the running dasha is today's).
 */
import tzLookup from "@photostructure/tz-lookup";
import * as v from "valibot";
import { epochMsFromJulianDay, julianDayFromEpochMs } from "@ephemeris";
import { type KundliAnswer, kundliBody } from "@contract/kundli";
import { type BirthInstant, birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart, type ChartOptions } from "@jyotish/kundli/chart";
import { type DashaPeriod, type DashaYearDays, runningPeriods, vimshottari } from "@jyotish/kundli/dasha";
import { ashtakavarga } from "@jyotish/kundli/ashtakavarga";
import { kaalSarp, manglik, pitraDosha } from "@jyotish/kundli/doshas";
import { kpLords } from "@jyotish/kundli/kp";
import { saturnPeriods } from "@jyotish/kundli/sade-sati";
import { vargaIds, vargaOf, vargas } from "@jyotish/kundli/vargas";
import { findYogas } from "@jyotish/kundli/yogas";
import { yoginiDasha } from "@jyotish/kundli/yogini";
import { ephemeris } from "../../lib/ephemeris";
import { formatOffset, isoWithOffset } from "../../lib/timezone";
import { parseOrThrow } from "../../lib/validate";

/**
 * Without a zone or an offset, the zone is the one at the coordinates (the spec's navigation
 * query strings carry only latitude and longitude).
 */
export function withZone<T extends { latitude: number; longitude: number; timezone?: string; utcOffsetHours?: number }>(r: T) {
  const fromCoordinates = r.timezone === undefined && r.utcOffsetHours === undefined;
  return { ...r, timezone: fromCoordinates ? tzLookup(r.latitude, r.longitude) : r.timezone, fromCoordinates };
}

export type KundliRequest = ReturnType<typeof withZone<v.InferOutput<typeof kundliBody>>>;

/** A request body → the parsed request, or an ApiError (400) with the spec's messages. */
export const parseKundliRequest = (body: unknown, where = "body"): KundliRequest => withZone(parseOrThrow(kundliBody, body, where));

/** Query strings carry text: numbers and the flat option names are converted before validation. */
export function kundliBodyFromQuery(query: Record<string, string>): unknown {
  // `lang` picks the explanations' language, not the chart.
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
    offsetSource: r.fromCoordinates ? ("coordinates" as const) : instant.source,
  };
}

/** `Object.fromEntries` keeping the key type: one entry per id of a known list. */
const byId = <K extends string, V>(entries: (readonly [K, V])[]) => Object.fromEntries(entries) as Record<K, V>;

/** The whole kundli answer for a parsed request (pure apart from the ephemeris and the clock). */
export function computeKundli(r: KundliRequest) {
  const instant = birthInstant(r);
  const options: ChartOptions & { dashaYearDays: DashaYearDays } = {
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
  const out = (p: DashaPeriod): KundliAnswer["dasha"]["vimshottari"]["periods"][number] => ({ lord: p.lord, start: iso(p.start), end: iso(p.end), ...(p.sub ? { sub: p.sub.map(out) } : {}) });
  const vargaChart = (id: (typeof vargaIds)[number]) => ({
    name: vargas[id].name,
    method: vargas[id].method,
    ascendant: vargaOf(id, chart.ascendant.longitudeDeg).signIndex,
    planets: byId(chart.planets.map((p) => [p.id, vargaOf(id, p.longitudeDeg).signIndex] as const)),
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
    options: { ...options, houseSystemUsed: chart.houseSystemUsed, zodiac: "sidereal" as const, position: "apparent" as const },
    ...(chart.warning ? { warning: chart.warning } : {}),
    ayanamsaDeg: chart.ayanamsaDeg,
    ascendant: chart.ascendant,
    planets: chart.planets,
    houses: { system: chart.houseSystemUsed, cuspsDeg: chart.cuspsDeg },
    vargas: byId(vargaIds.map((id) => [id, vargaChart(id)] as const)),
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
      planets: byId(chart.planets.map((p) => [p.id, kpLords(p.longitudeDeg)] as const)),
      cusps: chart.cuspsDeg.map((deg, i) => ({ house: i + 1, longitudeDeg: deg, ...kpLords(deg) })),
    },
    panchangAtBirth: {
      tithi: Math.floor(elongation / 12) + 1,
      karana: Math.floor(elongation / 6) + 1,
      yoga: Math.floor(((moon.longitudeDeg + sunLon) % 360) / (360 / 27)) + 1,
      nakshatra: moon.nakshatra,
      paksha: elongation < 180 ? ("shukla" as const) : ("krishna" as const),
    },
  };
}

