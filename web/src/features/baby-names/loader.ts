/** /baby-naming's loader: the route-table check and page texts, with both answers prefetched (a failure shows the page's own error box). */
import type { QueryClient } from "@tanstack/react-query";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { babyNamesQueryOptions, syllableTableQueryOptions } from "./api";
import { babyNamesSearch } from "./search";

export async function babyNamingLoader({ context: { queryClient }, location, deps }: { context: { queryClient: QueryClient }; location: { pathname: string }; deps: Record<string, unknown> }) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.prefetchQuery(babyNamesQueryOptions(babyNamesSearch(deps), locale)),
    queryClient.prefetchQuery(syllableTableQueryOptions(locale)),
  ]);
}
