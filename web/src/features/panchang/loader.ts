import type { QueryClient } from "@tanstack/react-query";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { panchangQueryOptions, type PanchangSearch, resolveRequest } from "./api";

/** The panchang routes' loader: the day and place in the URL (or today in Delhi) start loading with the page's code. */
export async function panchangLoader({ context, deps }: { context: { queryClient: QueryClient }; deps: PanchangSearch }) {
  // Loaded here, not imported: this module is in the first screen's bundle.
  const { defaultPlace, syncAccountPlace } = await import("../../lib/home-place");
  await syncAccountPlace();
  await context.queryClient.prefetchQuery(panchangQueryOptions(resolveRequest(deps, defaultPlace(m.pc_delhi_ist())), currentLocale()));
}
