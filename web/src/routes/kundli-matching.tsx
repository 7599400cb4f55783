import { createFileRoute } from "@tanstack/react-router";
import { matchingLoader } from "../features/matching/loader";
import { MatchingPage } from "../features/matching/page";

/** The page validates its own query (features/matching/search.ts) so the schema loads with it, not with the app. */
export const Route = createFileRoute("/kundli-matching")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: matchingLoader,
  component: MatchingPage,
});
