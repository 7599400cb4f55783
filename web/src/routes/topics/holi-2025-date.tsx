import { createFileRoute } from "@tanstack/react-router";
import { festivalLoader } from "../../features/festivals/loaders";
import { TopicPage } from "../../features/festivals/pages";

export const Route = createFileRoute("/topics/holi-2025-date")({
  // The page parses its own query (its schema loads with it, not with the app): the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => festivalLoader(args, 2025),
  component: () => <TopicPage path="/topics/holi-2025-date" topic="holi" />,
});
