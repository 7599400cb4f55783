import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Layout } from "../components/Layout";
import { ErrorScreen, LoadingPage, NotFoundPage } from "../components/Status";
import { LazyToaster } from "../components/toast";
import { type SessionStore, sessionStore, useSession } from "../lib/session";

// Keeps the head in step after client-side navigation; the Worker wrote the first page's head,
// so it (and the route table it reads) loads after the first screen, outside the entry.
const HeadSync = lazy(() => import("../app/HeadSync").then((m) => ({ default: m.HeadSync })));

export interface RouterContext {
  queryClient: QueryClient;
  /** The page's session, which gated layouts read in `beforeLoad`. */
  session: SessionStore;
}

function Root() {
  const session = useSession();
  const router = useRouter();
  const firstPath = useRef(router.state.location.pathname).current;
  // The stored sign-in is checked after the first render, as the header and loading screen are up.
  // `data-app="ready"`: the app has taken over the page (the edge's first screen looks the same
  // before it), which browser tests wait for before they navigate.
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
    sessionStore.start();
  }, []);
  // The return from Google sign-in, on any page (spec §4); its code loads only when needed.
  useEffect(() => {
    if (!/[?&](auth=google|error=)/.test(window.location.search)) return;
    void import("../features/auth/google-return").then(({ isGoogleReturn, handleGoogleReturn }) => {
      if (!isGoogleReturn(window.location.search)) return;
      handleGoogleReturn(window.location.search, {
        refresh: session.refresh,
        replace: (href) => router.history.replace(href),
        push: (href) => router.history.push(href),
      });
    });
    // Once, on the first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // After the first paint and the route's own requests: the heartbeat is never urgent (its code loads then too).
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    const timer = setTimeout(() => {
      void import("../app/presence").then(({ startPresence }) => {
        if (!stopped) stop = startPresence();
      });
    }, 3000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  // The report's print page is printed as it is: no header, footer or session wait.
  const bare = useRouterState({ select: (s) => s.location.pathname.startsWith("/reports/print/") });
  if (bare) return <Outlet />;
  return (
    <>
      <Layout>{session.state.status === "loading" ? <LoadingPage /> : <Outlet />}</Layout>
      <Suspense fallback={null}>
        <HeadSync firstPath={firstPath} />
      </Suspense>
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
