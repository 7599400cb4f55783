import { lazyFn, lazyRouteComponent } from "@tanstack/react-router";

/**
 * The options every frame route shares (`createFileRoute(path)({ ...frameRoute })`): the frame
 * component and the route-table loader, in one chunk for all frame pages, fetched when the
 * first of them matches. Split per route by the router plugin, each of the ~90 frame routes
 * would cost the app's entry its own pair of lazy imports for the same code.
 */
export const frameRoute = {
  loader: lazyFn(() => import("./FramePage"), "frameLoader"),
  component: lazyRouteComponent(() => import("./FramePage"), "FramePage"),
};
