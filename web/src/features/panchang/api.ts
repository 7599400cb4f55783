import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { getJson } from "../../lib/api";
import { AYANAMSAS } from "@ephemeris/zodiac";
import { type SunriseDefinition, sunriseDefinitions } from "@jyotish/panchang/sky";
import type { Locale } from "../../i18n/locale";
import type { PanchangAnswer } from "@contract/panchang";
import { dateTimeFormat } from "../../i18n/intl";

/** The API's choices, from the modules that define them. */
export const ayanamsas = AYANAMSAS;
export { sunriseDefinitions, type SunriseDefinition };
export type Ayanamsa = (typeof AYANAMSAS)[number];
/** @contract/panchang's `positions` (the Sun's and Moon's frame), restated to keep the contract out of the first bundle. */
export const frames = ["drik", "apparent", "geometric"] as const satisfies readonly PanchangAnswer["options"]["position"][];
export type Frame = (typeof frames)[number];

/** A place as the pages keep it in their URLs (lib/home-place.ts picks the one a page opens with). */
export interface PlaceInUrl {
  place: string;
  lat: number;
  lon: number;
  tz: string;
}

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const finite = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));

/**
 * The pages' state lives in the URL (shareable, survives reloads): date, place and the
 * "how computed" options. Bad values fall back to the defaults instead of breaking the page.
 */
export const panchangSearchSchema = v.object({
  date: v.fallback(v.optional(isoDate), undefined),
  place: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(160))), undefined),
  lat: v.fallback(v.optional(finite(-90, 90)), undefined),
  lon: v.fallback(v.optional(finite(-180, 180)), undefined),
  tz: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  ayanamsa: v.fallback(v.optional(v.picklist(ayanamsas)), undefined),
  sunrise: v.fallback(v.optional(v.picklist(sunriseDefinitions)), undefined),
  position: v.fallback(v.optional(v.picklist(frames)), undefined),
});
export type PanchangSearch = v.InferOutput<typeof panchangSearchSchema>;

export interface PanchangRequest {
  date: string;
  place: string;
  lat: number;
  lon: number;
  tz: string;
  ayanamsa: Ayanamsa;
  sunrise: SunriseDefinition;
  position: Frame;
}

/** Today's date in a time zone, "YYYY-MM-DD". */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * The URL's state with defaults filled in (a place needs all of latitude, longitude and zone);
 * without a place, `fallback` (lib/home-place's `defaultPlace`: chosen, saved, the visitor's
 * city or New Delhi). It is passed in rather than read here so that the loaders, which are in
 * the first screen's bundle, load lib/home-place only when they run.
 */
export function resolveRequest(search: PanchangSearch, fallback: PlaceInUrl): PanchangRequest {
  const hasPlace = search.lat !== undefined && search.lon !== undefined && search.tz !== undefined;
  const where = hasPlace ? { place: search.place ?? `${search.lat}, ${search.lon}`, lat: search.lat!, lon: search.lon!, tz: search.tz! } : fallback;
  return {
    ...where,
    date: search.date ?? todayIn(where.tz),
    ayanamsa: search.ayanamsa ?? "lahiri",
    sunrise: search.sunrise ?? "upper-limb",
    position: search.position ?? "drik",
  };
}

/** The answer of `GET /api/panchang` and its parts, from the API's contract. */
export type { PanchangAnswer };
export type Span = PanchangAnswer["rahuKaal"];
export type Named = PanchangAnswer["yoga"][number];
export type SignSpan = PanchangAnswer["sunSign"][number];
export type Choghadiya = PanchangAnswer["choghadiya"]["day"][number];

export function panchangUrl(r: PanchangRequest, lang: Locale): string {
  const params = new URLSearchParams({
    date: r.date,
    latitude: String(r.lat),
    longitude: String(r.lon),
    timezone: r.tz,
    ayanamsa: r.ayanamsa,
    sunrise: r.sunrise,
    lang,
  });
  // The default frame is left out, so the URL (and its edge cache entry) is the one the first screen fetched.
  if (r.position !== "drik") params.set("position", r.position);
  return `/api/panchang?${params}`;
}

export const panchangQueryOptions = (r: PanchangRequest, lang: Locale) =>
  queryOptions({
    queryKey: [panchangUrl(r, lang)],
    queryFn: () => getJson<PanchangAnswer>(panchangUrl(r, lang)),
    // A date's panchang never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
