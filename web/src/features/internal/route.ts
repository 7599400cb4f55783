import { lazyFn, lazyRouteComponent } from "@tanstack/react-router";

/**
 * The options of the `/internal/$test` route (spec §2.1's internal test pages): the route table's
 * loader and the page, from one chunk for all five tests, fetched when the first of them matches,
 * so the app's entry carries only these two lazy imports (as ../admin/route.ts explains).
 */
const pages = () => import("./pages");
export const internalRoute = {
  loader: lazyFn(pages, "internalLoader"),
  component: lazyRouteComponent(pages, "InternalTestPage"),
};
