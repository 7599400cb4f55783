import { createFileRoute } from "@tanstack/react-router";
import { transitsLoader } from "../features/signs/loaders";
import { TransitsPage } from "../features/signs/TransitsPage";

/** This year's planet transits in India; `?sign=` adds what each ingress means for that Moon sign. */
export const Route = createFileRoute("/planet-transits")({
  // The page parses its own query (`?sign=`, `?by=`): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => transitsLoader(args),
  component: () => <TransitsPage />,
});
