import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../../features/festivals/loaders";
import { TopicPage } from "../../features/festivals/pages";

export const Route = createFileRoute("/topics/karva-chauth-2025")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args, 2025),
  component: () => <TopicPage path="/topics/karva-chauth-2025" topic="karva-chauth" />,
});
