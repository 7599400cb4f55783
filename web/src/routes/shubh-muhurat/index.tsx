import { createFileRoute } from "@tanstack/react-router";
import { muhuratLoader } from "../../features/muhurat/loader";
import { MuhuratPage } from "../../features/muhurat/page";

export const Route = createFileRoute("/shubh-muhurat/")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => muhuratLoader(args),
  component: () => <MuhuratPage path="/shubh-muhurat" />,
});
