import { lazyFn, lazyRouteComponent } from "@tanstack/react-router";

/**
 * The options each admin route shares (`createFileRoute(path)({ ...adminRoute("SettingsPage") })`):
 * the route table's loader and the page, from one chunk for the whole admin area, fetched when the
 * first admin page matches. Split per route by the router plugin, each page would cost the app's
 * entry its own lazy imports (as frame.ts explains), and the entry has no room for them. The
 * editor's search parameters are read by the page itself (./search.ts), for the same reason.
 */
const pages = () => import("./pages");
export const adminRoute = (page: "AdminHomePage" | "DashboardPage" | "ArticlesPage" | "SettingsPage" | "AdminSectionPage" | "InternalTestPage") => ({
  loader: lazyFn(pages, "adminLoader"),
  component: lazyRouteComponent(pages, page),
});
