import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { hasBirthData, kundliSearchSchema } from "../components/kundli-search";
import { lalKitabQueryOptions, type LalKitabSearch } from "../features/lal-kitab/api";
import { LalKitabPage } from "../features/lal-kitab/page";

export const Route = createFileRoute("/lal-kitab")({
  // The kundli pages' birth query and Lal Kitab's sleeping rule ("strict" when absent). A plain
  // check rather than a schema: this part of a route file is in the first page's bundle.
  validateSearch: (s: Record<string, unknown>): LalKitabSearch => ({ ...v.parse(kundliSearchSchema, s), sleep: s.sleep === "pakka-awake" ? s.sleep : undefined }),
  loaderDeps: ({ search }) => search,
  // With birth details in the URL, the reading loads with the page's code (the page reads the same query).
  loader: async ({ context, deps }) => {
    if (hasBirthData(deps)) await context.queryClient.prefetchQuery(lalKitabQueryOptions(deps));
  },
  component: LalKitabPage,
});
