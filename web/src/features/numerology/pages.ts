/**
 * The numerology pages and their loader in one chunk, loaded when the first of the four routes
 * matches (`./route-options`): /numerology, /lucky-numbers, /numerology-{year} and
 * /year-{year}/numerology.
 */
import { createElement } from "react";
import { useLocation, useParams } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { LuckyNumbersPage } from "./LuckyNumbersPage";
import { NumerologyPage } from "./NumerologyPage";
import { YearRoutePage } from "./YearNumerologyPage";
import { yearRouteLoader } from "./loaders";

export function NumerologyRoutePage() {
  const year = useParams({ strict: false }).year;
  const lucky = useLocation().pathname.endsWith("/lucky-numbers");
  return createElement(year ? YearRoutePage : lucky ? LuckyNumbersPage : NumerologyPage);
}

/** The year pages' check and prefetch; the other two pages load their answer themselves. */
export function numerologyLoader(args: { context: { queryClient: QueryClient }; location: { pathname: string }; params: { year?: string } }) {
  return args.params.year ? yearRouteLoader(args) : undefined;
}
