import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { HeadSync } from "../app/HeadSync";
import { startPresence } from "../app/presence";
import { Layout } from "../components/Layout";
import { ErrorScreen, LoadingPage, NotFoundPage } from "../components/Status";
import { LazyToaster } from "../components/toast";
import { useSession } from "../features/auth/session";

export interface RouterContext {
  queryClient: QueryClient;
}

function Root() {
  const session = useSession();
  // After the first paint and the route's own requests: the heartbeat is never urgent.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => (stop = startPresence()), 3000);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, []);
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
