/**
 * What the horoscope routes start before their page renders (their `loader`s): the page's
 * texts and its horoscope, through the same query factories the pages read. The pages'
 * URL state is small and read leniently: a bad `?date=` or `?sign=` falls back to today and
 * Aries instead of breaking the page.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { HoroscopePeriod } from "@contract/horoscope";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import type { SessionStore } from "../../lib/session";
import { horoscopeQueryOptions, personalHoroscopeQueryOptions } from "./api";
import type { HoroscopeRequest } from "./edge";
import { istToday } from "./period";
import { signOf, signOfParams, type SignId } from "./signs";

/** The pages whose sign is chosen on the page (`?sign=`), and what each reads. */
export const pickerPages = ["yearly", "love", "career", "health"] as const;
export type PickerPage = (typeof pickerPages)[number];
/** The periods an area page (love, career, health) offers as tabs. */
export const areaPeriods = ["daily", "weekly", "monthly"] as const satisfies readonly HoroscopePeriod[];
export type AreaPeriod = (typeof areaPeriods)[number];

export interface HoroscopeSearch {
  date?: string;
  sign?: SignId;
  period?: AreaPeriod;
}

/** A real calendar date "YYYY-MM-DD" between 1900 and 2100 (the API's range), else undefined. */
function calendarDate(value: unknown): string | undefined {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value) && year >= 1900 && year <= 2100 ? value : undefined;
}

/** The pages' search parameters, each dropped when it is not one of its values. */
export function horoscopeSearch(raw: Record<string, unknown>): HoroscopeSearch {
  const date = calendarDate(raw.date);
  const sign = signOf(raw.sign);
  const period = (areaPeriods as readonly unknown[]).includes(raw.period) ? (raw.period as AreaPeriod) : undefined;
  return { ...(date ? { date } : {}), ...(sign ? { sign } : {}), ...(period ? { period } : {}) };
}

/** A sign page's request (/daily-horoscope/aries …): its sign and period, the URL's date or today in India. */
export const signPageRequest = (sign: SignId, period: HoroscopePeriod, search: HoroscopeSearch, today: string): HoroscopeRequest => ({
  sign,
  period,
  date: search.date ?? today,
  area: "general",
});

/** A picker page's request: the yearly horoscope, or an area's (love, career, health) for the chosen period, daily by default. */
export const pickerPageRequest = (page: PickerPage, search: HoroscopeSearch, today: string): HoroscopeRequest => ({
  sign: search.sign ?? "aries",
  period: page === "yearly" ? "yearly" : (search.period ?? "daily"),
  date: search.date ?? today,
  area: page === "yearly" ? "general" : page,
});

interface LoaderArgs {
  context: { queryClient: QueryClient; session: SessionStore };
  location: { pathname: string };
  /** The route's raw search parameters. */
  deps: Record<string, unknown>;
}

/** /daily-horoscope/$sign, /weekly-horoscope/$sign, /monthly-horoscope/$sign: a sign outside the table (or a Tamil name outside /tamil) is not found. */
export async function signPageLoader({ context: { queryClient }, location, deps }: LoaderArgs, period: HoroscopePeriod) {
  const locale = currentLocale();
  const match = tableMatchOrNotFound(location.pathname, locale);
  const sign = signOfParams(match.params)!;
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.ensureQueryData(horoscopeQueryOptions(signPageRequest(sign, period, horoscopeSearch(deps), istToday()), locale)),
  ]);
}

/** /yearly-horoscope, /love-horoscope, /career-horoscope, /health-horoscope. */
export async function pickerPageLoader({ context: { queryClient }, location, deps }: LoaderArgs, page: PickerPage) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.ensureQueryData(horoscopeQueryOptions(pickerPageRequest(page, horoscopeSearch(deps), istToday()), locale)),
  ]);
}

/** /horoscopes and /horoscope: the texts; a signed-in visitor's personal horoscope starts loading once the session is known, without holding the page. */
export async function hubLoader({ context: { queryClient, session }, location }: Omit<LoaderArgs, "deps">) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  void session.settled().then((s) => {
    if (s.status === "signed-in") void queryClient.prefetchQuery(personalHoroscopeQueryOptions(s.user.id, istToday(), locale));
  });
  await queryClient.ensureQueryData(metaTableQueryOptions(locale));
}
