import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { getJson } from "../../lib/api";
import type { Locale } from "../../i18n/locale";
import type { Eclipse, Festival, FestivalsAnswer } from "@contract/festivals";
import { type PlaceInUrl, todayIn } from "../panchang/api";
import { currentLocale } from "../../i18n/runtime";
import { monthNamingFor } from "@jyotish/panchang/conventions";

export const traditions = ["smarta", "vaishnava"] as const;
export const monthNamings = ["purnimanta", "amanta"] as const;
/** @contract/festivals' reckonings, restated to keep the contract out of the first bundle. */
export const reckonings = ["window", "udaya"] as const satisfies readonly FestivalsAnswer["options"]["reckoning"][];
export type Tradition = (typeof traditions)[number];
export type Reckoning = (typeof reckonings)[number];
export type MonthNaming = (typeof monthNamings)[number];
/** How the calendar shows a month: a list, a calendar grid, or the whole year as a list. */
export const calendarViews = ["list", "grid", "year"] as const;
export type CalendarView = (typeof calendarViews)[number];

const finite = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));
const opt = <T extends v.GenericSchema>(s: T) => v.fallback(v.optional(s), undefined);

/** The festival pages' URL state; the place keys are the panchang pages' (place, lat, lon, tz), so links keep the city. Bad values fall back to defaults. */
export const festivalSearchSchema = v.object({
  year: opt(v.pipe(v.number(), v.integer(), v.minValue(1800), v.maxValue(2200))),
  place: opt(v.pipe(v.string(), v.maxLength(160))),
  lat: opt(finite(-90, 90)),
  lon: opt(finite(-180, 180)),
  tz: opt(v.pipe(v.string(), v.maxLength(64))),
  tradition: opt(v.picklist(traditions)),
  reckoning: opt(v.picklist(reckonings)),
  months: opt(v.picklist(monthNamings)),
  show: opt(v.picklist(["all", "festivals", "ekadashi", "moon", "vrat"])),
  /** The month shown, "YYYY-MM"; it sets the year. Absent: the current month in the place's zone. */
  month: opt(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  view: opt(v.picklist(calendarViews)),
});
export type FestivalSearch = v.InferOutput<typeof festivalSearchSchema>;

export interface FestivalRequest {
  year: number;
  place: string;
  lat: number;
  lon: number;
  tz: string;
  tradition: Tradition;
  reckoning: Reckoning;
  months: MonthNaming;
}

export function resolveFestivalRequest(search: FestivalSearch, fallback: PlaceInUrl, fixedYear?: number): FestivalRequest {
  const hasPlace = search.lat !== undefined && search.lon !== undefined && search.tz !== undefined;
  const where = hasPlace ? { place: search.place ?? `${search.lat}, ${search.lon}`, lat: search.lat!, lon: search.lon!, tz: search.tz! } : fallback;
  const year = fixedYear ?? (search.month ? Number(search.month.slice(0, 4)) : (search.year ?? Number(todayIn(where.tz).slice(0, 4))));
  return { ...where, year, tradition: search.tradition ?? "smarta", reckoning: search.reckoning ?? "window", months: search.months ?? monthNamingFor(currentLocale()) };
}

/**
 * The month a calendar opens at, "YYYY-MM": the one asked for; else, in the year shown, the
 * current month when the year is the current one (`today` in the place's zone), else January.
 */
export function shownMonth(search: FestivalSearch, year: number, today: string): string {
  if (search.month && Number(search.month.slice(0, 4)) === year) return search.month;
  return today.startsWith(`${year}-`) ? today.slice(0, 7) : `${year}-01`;
}

/** The month `delta` months after "YYYY-MM". */
export function addMonths(month: string, delta: number): string {
  const [y, mo] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (mo - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The answer of `GET /api/festivals` and its parts, from the API's contract. */
export type { Eclipse, Festival };
export type FestivalAnswer = FestivalsAnswer;

export function festivalQuery(r: FestivalRequest): string {
  const q = new URLSearchParams({ year: String(r.year), latitude: String(r.lat), longitude: String(r.lon), timezone: r.tz, tradition: r.tradition, months: r.months });
  if (r.reckoning !== "window") q.set("reckoning", r.reckoning);
  return q.toString();
}

export const festivalQueryOptions = (r: FestivalRequest, lang: Locale) =>
  queryOptions({
    queryKey: ["festivals", r.year, r.lat, r.lon, r.tz, r.tradition, r.reckoning, r.months, lang],
    queryFn: () => getJson<FestivalAnswer>(`/api/festivals?${festivalQuery(r)}&lang=${lang}`),
    staleTime: 24 * 3600_000,
  });

/** Explanatory texts, one chunk per language. */
const contentLoaders = {
  en: () => import("./content/en.json"),
  hi: () => import("./content/hi.json"),
  ta: () => import("./content/ta.json"),
  te: () => import("./content/te.json"),
};
export type FestivalContent = Awaited<ReturnType<(typeof contentLoaders)["en"]>>["default"];
export const contentQueryOptions = (lang: Locale) =>
  queryOptions({ queryKey: ["festival-content", lang], queryFn: async () => (await contentLoaders[lang]()).default as FestivalContent, staleTime: Infinity });
