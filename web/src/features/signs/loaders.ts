/**
 * What the sign, transit and yearly-edition routes start before their page renders (their
 * `loader`s, split into each route's chunk with its page): the route-table check, the page
 * texts and the page's answers, in parallel. Answers are prefetched rather than required, so a
 * failed request shows the page's own error box instead of the route's error screen.
 */
import type { QueryClient } from "@tanstack/react-query";
import { signIds } from "@jyotish/terms/signs";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { horoscopeQueryOptions, transitsQueryOptions } from "../horoscope/api";
import { signContentQueryOptions, yearInIndia } from "./api";
import { signOfRashi, todayRequest, transitsSearch, yearRequest } from "./search";

export interface LoaderArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string };
  params: Record<string, string>;
  /** The route's raw search parameters. */
  deps: Record<string, unknown>;
}

/** /zodiac-signs: the facts need the language's texts; the Sun's months this year's transits. */
export async function zodiacSignsLoader({ context: { queryClient }, location }: LoaderArgs) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.ensureQueryData(signContentQueryOptions(locale)),
    queryClient.prefetchQuery(transitsQueryOptions(yearInIndia(), locale)),
  ]);
}

/** /rashi/{rashi}: the sign's texts, today's horoscope (IST) and this year's transits (the Sun's month in the sign). */
export async function rashiLoader({ context: { queryClient }, location, params }: LoaderArgs) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  const sign = signOfRashi(params.rashi ?? "")!;
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.ensureQueryData(signContentQueryOptions(locale)),
    queryClient.prefetchQuery(horoscopeQueryOptions(todayRequest(sign), locale)),
    queryClient.prefetchQuery(transitsQueryOptions(yearInIndia(), locale)),
  ]);
}

/** /planet-transits (this year) and the editions (their year): the year's transits, for the sign in `?sign=`. */
export async function transitsLoader({ context: { queryClient }, location, deps }: LoaderArgs, fixedYear?: number) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.prefetchQuery(transitsQueryOptions(fixedYear ?? yearInIndia(), locale, transitsSearch(deps).sign)),
  ]);
}

/** /horoscope-{year}: the twelve signs' yearly answers (edge-cached) and the year's transits, all at once. */
export async function yearLoader({ context: { queryClient }, location }: LoaderArgs, year: number) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.prefetchQuery(transitsQueryOptions(year, locale)),
    ...signIds.map((sign) => queryClient.prefetchQuery(horoscopeQueryOptions(yearRequest(sign, year), locale))),
  ]);
}
