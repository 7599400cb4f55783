import type { QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { matchingQueryOptions } from "./api";
import { hasMatchData, matchingSearchSchema } from "./search";

/**
 * The matching route's loader: with both partners' details in the URL, the match starts loading
 * with the page's code. It parses the raw query as the page does (the schema stays in the page's chunk).
 */
export async function matchingLoader({ context, deps }: { context: { queryClient: QueryClient }; deps: Record<string, unknown> }) {
  const search = v.parse(matchingSearchSchema, deps);
  if (hasMatchData(search)) await context.queryClient.prefetchQuery(matchingQueryOptions(search));
}
