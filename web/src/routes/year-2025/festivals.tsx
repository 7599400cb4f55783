import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../../features/festivals/loaders";
import { FestivalList } from "../../features/festivals/pages";

/** The 2025 calendar (the /year-2025 menu's alias of /festivals-2025). */
export const Route = createFileRoute("/year-2025/festivals")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args, 2025),
  component: () => <FestivalList path="/festivals-2025" fixedYear={2025} />,
});
