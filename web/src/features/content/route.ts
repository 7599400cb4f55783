import { lazyFn, lazyRouteComponent } from "@tanstack/react-router";

/**
 * The options every CMS page route shares (`createFileRoute(path)({ ...contentRoute })`): the
 * loader and the page, in one chunk for all of them (learning, nakshatras, topics, life topics,
 * company and legal pages), fetched when the first of them matches — as frame.ts does for frames.
 */
export const contentRoute = {
  loader: lazyFn(() => import("./loaders"), "contentPageLoader"),
  component: lazyRouteComponent(() => import("./pages"), "RoutedContentPage"),
};
