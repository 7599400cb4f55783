import { createFileRoute, lazyFn } from "@tanstack/react-router";

/** `/article/{id}`: resolves the article number to its page, `/blog/{slug}`. */
export const Route = createFileRoute("/article/$id")({
  loader: lazyFn(() => import("../../features/content/loaders"), "articleIdLoader"),
});
