import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../../features/festivals/loaders";
import { FestivalList } from "../../features/festivals/pages";

export const Route = createFileRoute("/hindu-festivals/")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args),
  component: () => <FestivalList path="/hindu-festivals" />,
});
