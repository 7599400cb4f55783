// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A year's festivals, vratas and eclipses at a place, each with the rule that decided it: the
 * engine (`@jyotish/festivals`) over the Worker's ephemeris, presented in the contract's shape.
 */
import { julianDayFromEpochMs } from "@ephemeris";
import type { FestivalOptionsQuery, FestivalsAnswer } from "@contract/festivals";
import { eclipsesBetween } from "@jyotish/festivals/eclipses";
import { computeFestivals, type FestivalOptions } from "@jyotish/festivals/index";
import { monthNamingFor } from "@jyotish/panchang/conventions";
import { NoSunriseError } from "@jyotish/panchang/index";
import { sunsetAfter } from "@jyotish/panchang/sky";
import { solarMonthStarts } from "@jyotish/panchang/solar-month";
import { ephemeris } from "../../lib/ephemeris";
import { ApiError } from "../../lib/errors";
import { placeOf } from "../../lib/place";
import { wallTimeToEpochMs } from "../../lib/timezone";
import { presentFestivals } from "./present";

/** The presented festival year. */
export function festivalYear(y: number, q: FestivalOptionsQuery): FestivalsAnswer {
  const place = placeOf(q);
  const options: FestivalOptions = { ayanamsa: q.ayanamsa, sunrise: q.sunrise, position: "drik", tradition: q.tradition, reckoning: q.reckoning, monthNaming: q.months ?? monthNamingFor(q.lang) };
  const eph = ephemeris();
  try {
    const festivals = computeFestivals(eph, { year: y, latitudeDeg: place.latitude, longitudeDeg: place.longitude, timeZone: place.timezone, options });
    const edge = (yy: number) => julianDayFromEpochMs(wallTimeToEpochMs(place.timezone, { year: yy, month: 1, day: 1, hour: 0, minute: 0 }));
    const eclipses = eclipsesBetween(eph, edge(y), edge(y + 1), { latitudeDeg: place.latitude, longitudeDeg: place.longitude });
    const sunsetOn = (yy: number, mm: number, dd: number) =>
      sunsetAfter(eph, julianDayFromEpochMs(wallTimeToEpochMs(place.timezone, { year: yy, month: mm, day: dd, hour: 0, minute: 0 })), { latitudeDeg: place.latitude, longitudeDeg: place.longitude }, q.sunrise);
    const solarStarts = solarMonthStarts(eph, y, sunsetOn, q.ayanamsa);
    return presentFestivals(festivals, eclipses, { year: y, ...place, lang: q.lang }, solarStarts);
  } catch (error) {
    if (error instanceof NoSunriseError) throw new ApiError("no_sunrise", error.event === "rise" ? "no_sunrise" : "no_sunset", { year: y, ...place });
    throw error;
  }
}

