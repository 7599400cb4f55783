import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../../features/festivals/loaders";
import { FestivalEdition } from "../../features/festivals/pages";

/** A year's festival calendar, the year menu's alias of /festivals-{year}. */
export const Route = createFileRoute("/year-{$year}/festivals")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args, Number(args.params.year)),
  component: () => <FestivalEdition />,
});
