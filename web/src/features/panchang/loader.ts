import type { QueryClient } from "@tanstack/react-query";
import { currentLocale } from "../../i18n/runtime";
import { syncAccountPlace } from "../../lib/home-place";
import { m } from "../../paraglide/messages.js";
import { panchangQueryOptions, type PanchangSearch, resolveRequest } from "./api";

/** The panchang routes' loader: the day and place in the URL (or today in Delhi) start loading with the page's code. */
export async function panchangLoader({ context, deps }: { context: { queryClient: QueryClient }; deps: PanchangSearch }) {
  await syncAccountPlace();
  await context.queryClient.prefetchQuery(panchangQueryOptions(resolveRequest(deps, m.pc_delhi_ist()), currentLocale()));
}
