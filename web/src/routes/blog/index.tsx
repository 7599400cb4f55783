import { createFileRoute, lazyFn } from "@tanstack/react-router";
import { validateBlogSearch } from "../../features/content/blog-search";
import { BlogPage } from "../../features/content/pages";

/** `/blog`: the published articles, three a page (spec §2.7); `?page=` and `?category=`. */
export const Route = createFileRoute("/blog/")({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => search,
  loader: lazyFn(() => import("../../features/content/loaders"), "blogLoader"),
  component: function Blog() {
    return <BlogPage search={Route.useSearch()} />;
  },
});
