import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { HeadSync } from "../app/HeadSync";
import { Layout } from "../components/Layout";
import { ErrorScreen, LoadingPage, NotFoundPage } from "../components/Status";
import { LazyToaster } from "../components/toast";
import { useSession } from "../features/auth/session";

export interface RouterContext {
  queryClient: QueryClient;
}

function Root() {
  const session = useSession();
  return (
    <>
      <Layout>{session.state.status === "loading" ? <LoadingPage /> : <Outlet />}</Layout>
      <HeadSync />
      <LazyToaster />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
  pendingComponent: LoadingPage,
});
