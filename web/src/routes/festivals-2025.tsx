import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../features/festivals/loaders";
import { FestivalList } from "../features/festivals/pages";

/** The 2025 calendar. */
export const Route = createFileRoute("/festivals-2025")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args, 2025),
  component: () => <FestivalList path="/festivals-2025" fixedYear={2025} />,
});
