import type { QueryClient } from "@tanstack/react-query";
import { hasBirthData, type KundliSearch } from "../../components/kundli-search";
import { kundliQueryOptions } from "./api";

/**
 * The kundli routes' loader: with complete birth details in the URL, the chart starts loading
 * with the page's code (the page reads the same query). `defaults` are the page's own options
 * (e.g. KP ayanamsa and houses), merged as the page merges them, so both ask for the same chart.
 */
export function kundliLoader(defaults?: Pick<KundliSearch, "ayanamsa" | "house">) {
  return async ({ context, deps }: { context: { queryClient: QueryClient }; deps: KundliSearch }) => {
    const given = Object.fromEntries(Object.entries(deps).filter(([, value]) => value !== undefined));
    const search: KundliSearch = { ayanamsa: defaults?.ayanamsa, house: defaults?.house, ...given };
    if (hasBirthData(search)) await context.queryClient.prefetchQuery(kundliQueryOptions(search));
  };
}
