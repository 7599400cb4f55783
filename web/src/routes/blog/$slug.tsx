import { createFileRoute, lazyFn } from "@tanstack/react-router";
import { ArticlePage } from "../../features/content/pages";

/** `/blog/{slug}`: a published article in the page's language; any other slug is not found. */
export const Route = createFileRoute("/blog/$slug")({
  loader: lazyFn(() => import("../../features/content/loaders"), "articleLoader"),
  component: function Article() {
    return <ArticlePage slug={Route.useParams().slug} />;
  },
});
