import { lazyFn, lazyRouteComponent } from "@tanstack/react-router";

/**
 * The options of the four tarot routes (`createFileRoute(path)({ ...tarotReadingRoute })`):
 * their loaders and pages in one chunk, fetched when the first of them matches. Split per
 * route by the router plugin, each would cost the app's entry its own pair of lazy imports,
 * and the reading's search check would sit in the entry too; the entry has no room (see
 * features/pages/frame.ts, which does the same for the frame pages).
 */
const routes = () => import("./routes");

export const tarotReadingRoute = { loader: lazyFn(routes, "pageLoader"), component: lazyRouteComponent(routes, "TarotReadingRoute") };
export const divinationRoute = { loader: lazyFn(routes, "pageLoader"), component: lazyRouteComponent(routes, "DivinationPage") };
/** /tarot-{year} and its alias /year-{year}/tarot. */
export const tarotYearRoute = { loader: lazyFn(routes, "yearLoader"), component: lazyRouteComponent(routes, "TarotYearRoute") };
