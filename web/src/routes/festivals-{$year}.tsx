import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../features/festivals/loaders";
import { FestivalEdition } from "../features/festivals/pages";

/** A year's festival calendar (the route table lists the published years; others are not found). */
export const Route = createFileRoute("/festivals-{$year}")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args, Number(args.params.year)),
  component: () => <FestivalEdition />,
});
