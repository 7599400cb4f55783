/**
 * What the festival routes start before their page renders (their `loader`s):
 * the page texts, the explanations and the calendar the search asks for, in parallel with
 * the page's code. The calendar is prefetched rather than required, so a failed request
 * shows the page's own error box instead of the route's error screen.
 */
import type { QueryClient } from "@tanstack/react-query";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import * as v from "valibot";
import { contentQueryOptions, festivalQueryOptions, festivalSearchSchema, resolveFestivalRequest } from "./api";

export interface LoaderArgs {
  context: { queryClient: QueryClient };
  location: { pathname: string };
  /** The route's raw search parameters. */
  deps: Record<string, unknown>;
}

export async function festivalLoader({ context: { queryClient }, location, deps }: LoaderArgs, fixedYear?: number) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  // Loaded here, not imported: this module is in the first screen's bundle.
  const { defaultPlace, syncAccountPlace } = await import("../../lib/home-place");
  await syncAccountPlace();
  const request = resolveFestivalRequest(v.parse(festivalSearchSchema, deps), defaultPlace(m.pc_delhi_ist()), fixedYear);
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.ensureQueryData(contentQueryOptions(locale)),
    queryClient.prefetchQuery(festivalQueryOptions(request, locale)),
  ]);
}
