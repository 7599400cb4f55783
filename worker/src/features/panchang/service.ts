/**
 * The panchang of a date at a place, as `GET /api/panchang` and `GET /api/panchang/today`
 * answer it: the engine (`@jyotish/panchang`) over the Worker's ephemeris, presented in the
 * contract's shapes. A polar day or night is the API's 422 `no_sunrise`.
 */
import { julianDayFromEpochMs } from "@ephemeris";
import type * as v from "valibot";
import type { PanchangAnswer, panchangQuery, PanchangTodayAnswer, panchangTodayQuery } from "@contract/panchang";
import { computePanchang, NoSunriseError, type Panchang, type PanchangOptions } from "@jyotish/panchang/index";
import { ApiError } from "../../lib/errors";
import { ephemeris } from "../../lib/ephemeris";
import { DELHI, placeOf } from "../../lib/place";
import { parseIsoDate } from "../../lib/datetime";
import { dateInZone } from "../../lib/timezone";
import { presentPanchang, presentToday } from "./present";

/** The engine's panchang of `date` ("YYYY-MM-DD") at a place. */
export function panchangOf(date: string, latitude: number, longitude: number, timeZone: string, opts: PanchangOptions): Panchang {
  try {
    return computePanchang(ephemeris(), { date: parseIsoDate(date), latitudeDeg: latitude, longitudeDeg: longitude, timeZone, options: opts });
  } catch (error) {
    if (error instanceof NoSunriseError) throw new ApiError("no_sunrise", error.event === "rise" ? "no_sunrise" : "no_sunset", { date, latitude, longitude });
    throw error;
  }
}

type PanchangQuery = v.InferOutput<typeof panchangQuery>;
type TodayQuery = v.InferOutput<typeof panchangTodayQuery>;

/** The full panchang of `GET /api/panchang`. */
export function panchangAnswer(q: PanchangQuery): PanchangAnswer {
  const opts: PanchangOptions = { ayanamsa: q.ayanamsa, sunrise: q.sunrise, position: q.position };
  return presentPanchang(panchangOf(q.date, q.latitude, q.longitude, q.timezone, opts), q, q.lang);
}

/** The place of a today query (all three of latitude, longitude and zone, or none for New Delhi) and its local date now. */
export function todayPlace(q: TodayQuery, nowMs: number) {
  const given = q.latitude !== undefined;
  const place = { name: given ? (q.name ?? `${q.latitude}, ${q.longitude}`) : DELHI.name, ...placeOf(q) };
  return { place, date: dateInZone(nowMs, place.timezone) };
}

/** `GET /api/panchang/today`'s answer (spec §3) for the place and date of `todayPlace`. */
export function panchangTodayAnswer(q: TodayQuery, where: ReturnType<typeof todayPlace>, nowMs: number): PanchangTodayAnswer {
  const { place, date } = where;
  const opts: PanchangOptions = { ayanamsa: q.ayanamsa, sunrise: q.sunrise, position: q.position };
  return { success: true, data: presentToday(panchangOf(date, place.latitude, place.longitude, place.timezone, opts), julianDayFromEpochMs(nowMs), place, q.lang) };
}
