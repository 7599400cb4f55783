import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { Layout } from "../components/Layout";
import { ErrorScreen, LoadingPage, NotFoundPage } from "../components/Status";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <Layout>
      <Outlet />
    </Layout>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
  pendingComponent: LoadingPage,
});
