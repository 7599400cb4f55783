/** The tarot routes' loaders and pages (bound lazily by ./route.ts). */
import type { QueryClient } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { readingSearch, tarotYearQueryOptions } from "./api";
import { ReadingPage } from "./ReadingPage";
import { YearTarotPage } from "./YearTarotPage";

export { tablePageLoader as pageLoader } from "../../app/page-meta";
export { DivinationPage } from "./DivinationPage";

interface LoaderArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string };
  params: Record<string, string>;
}

/** The year pages: the route-table check (listed years only), the page texts and the twelve cards, together. */
export async function yearLoader({ context: { queryClient }, location, params }: LoaderArgs) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([queryClient.ensureQueryData(metaTableQueryOptions(locale)), queryClient.prefetchQuery(tarotYearQueryOptions(Number(params.year), locale))]);
}

export function TarotReadingRoute() {
  const { spread, seed } = readingSearch(useSearch({ strict: false }));
  return <ReadingPage spread={spread} seed={seed} />;
}

export function TarotYearRoute() {
  const { year } = useParams({ strict: false }) as { year?: string };
  return <YearTarotPage year={Number(year)} />;
}
