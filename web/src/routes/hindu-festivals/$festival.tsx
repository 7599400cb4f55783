import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../../features/festivals/loaders";
import { FestivalDetail } from "../../features/festivals/pages";

/** One festival; its id must be one the route table lists (others are not found). */
export const Route = createFileRoute("/hindu-festivals/$festival")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args),
  component: FestivalDetailPage,
});

function FestivalDetailPage() {
  const { festival } = Route.useParams();
  return <FestivalDetail id={festival} />;
}
