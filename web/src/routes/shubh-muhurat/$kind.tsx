import { createFileRoute } from "@tanstack/react-router";
import type { Kind } from "../../features/muhurat/api";
import { muhuratLoader } from "../../features/muhurat/loader";
import { MuhuratPage } from "../../features/muhurat/page";

/** One kind of muhurat; the kind must be one the route table lists (others are not found). */
export const Route = createFileRoute("/shubh-muhurat/$kind")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => muhuratLoader(args, args.params.kind as Kind),
  component: MuhuratKindPage,
});

function MuhuratKindPage() {
  const { kind } = Route.useParams();
  return <MuhuratPage path={`/shubh-muhurat/${kind}`} kind={kind as Kind} />;
}
