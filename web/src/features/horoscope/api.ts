/**
 * The horoscope queries: one factory per resource, used by the routes' loaders
 * (`ensureQueryData`) and by the pages (`useQuery`). Answers are typed by the API's contract
 * (`@contract/horoscope`, types only: its schemas stay on the server).
 */
import { queryOptions } from "@tanstack/react-query";
import type { HoroscopeAnswer, PersonalHoroscopeAnswer, TransitsAnswer } from "@contract/horoscope";
import { getJson } from "../../lib/api";
import type { Locale } from "../../i18n/locale";
import { edgeHoroscope, edgeKey, type HoroscopeRequest } from "./edge";

export type { HoroscopeAnswer, HoroscopeRequest, PersonalHoroscopeAnswer, TransitsAnswer };

/** A horoscope for a past or present period never changes; the engine is deterministic. */
const horoscopeStaleMs = 6 * 3600_000;

export function horoscopeUrl(r: HoroscopeRequest, lang: Locale): string {
  return `/api/horoscope?${new URLSearchParams({ sign: r.sign, period: r.period, date: r.date, area: r.area, lang })}`;
}

/** `GET /api/horoscope`; the answer the edge wrote into the page, when it is this one, is used as is. */
export const horoscopeQueryOptions = (r: HoroscopeRequest, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/horoscope", r.sign, r.period, r.date, r.area, lang],
    queryFn: ({ signal }) => getJson<HoroscopeAnswer>(horoscopeUrl(r, lang), { signal }),
    initialData: () => edgeHoroscope(edgeKey(r, lang)),
    staleTime: horoscopeStaleMs,
  });

/**
 * `GET /api/horoscope/personal`: the signed-in user's daily horoscope from a saved chart (the
 * bearer token goes with every API call). Keyed by the user, so another account on the same
 * browser never sees this one's answer.
 */
export const personalHoroscopeQueryOptions = (userId: string, date: string, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/horoscope/personal", userId, date, lang],
    queryFn: ({ signal }) => getJson<PersonalHoroscopeAnswer>(`/api/horoscope/personal?${new URLSearchParams({ date, lang })}`, { signal }),
    staleTime: horoscopeStaleMs,
    // A user without a saved chart is answered 404: that is the answer, not a failure to retry.
    retry: false,
  });

/** `GET /api/transits`: a year's ingresses, stations and combustions (with `sign`, what each ingress means for it). */
export const transitsQueryOptions = (year: number, lang: Locale, sign?: HoroscopeRequest["sign"]) =>
  queryOptions({
    queryKey: ["/api/transits", year, sign ?? null, lang],
    queryFn: ({ signal }) => getJson<TransitsAnswer>(`/api/transits?${new URLSearchParams({ year: String(year), lang, ...(sign ? { sign } : {}) })}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
