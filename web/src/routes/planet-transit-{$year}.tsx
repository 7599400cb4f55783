import { createFileRoute } from "@tanstack/react-router";
import { transitsLoader } from "../features/signs/loaders";
import { TransitsPage } from "../features/signs/TransitsPage";

/** A year's transits (the route table lists the published years; others are not found). */
export const Route = createFileRoute("/planet-transit-{$year}")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => transitsLoader(args, Number(args.params.year)),
  component: function PlanetTransitYear() {
    return <TransitsPage year={Number(Route.useParams().year)} />;
  },
});
