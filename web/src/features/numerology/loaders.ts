/** The year pages' loader: the page texts and the year's answer, for a year the route table lists. */
import type { QueryClient } from "@tanstack/react-query";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { yearQueryOptions } from "./api";

interface Args {
  context: { queryClient: QueryClient };
  location: { pathname: string };
}

/** /numerology-{year} and /year-{year}/numerology: a year the route table lists, else not found. */
export const yearRouteLoader = (args: Args & { params: { year?: string } }) => yearLoader(args, Number(args.params.year));

async function yearLoader({ context: { queryClient }, location }: Args, year: number) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await Promise.all([queryClient.ensureQueryData(metaTableQueryOptions(locale)), queryClient.prefetchQuery(yearQueryOptions(year, locale))]);
}
