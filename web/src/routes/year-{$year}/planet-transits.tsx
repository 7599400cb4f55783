import { createFileRoute } from "@tanstack/react-router";
import { transitsLoader } from "../../features/signs/loaders";
import { TransitsPage } from "../../features/signs/TransitsPage";

/** A year's transits, the year menu's alias of /planet-transit-{year}. */
export const Route = createFileRoute("/year-{$year}/planet-transits")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => transitsLoader(args, Number(args.params.year)),
  component: function YearPlanetTransits() {
    return <TransitsPage year={Number(Route.useParams().year)} />;
  },
});
