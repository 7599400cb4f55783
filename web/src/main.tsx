import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./fonts.css";
import "./theme.css";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { initAnalytics } from "./app/analytics";
import { siteConfig } from "./app/site";
import { appTree } from "./app/tree";
import { languageStorageKey, resolveInitialLocale } from "./i18n/locale";
import { activateLocale } from "./i18n/runtime";
import { sessionStore } from "./lib/session";
import { createQueryClient } from "./lib/api";
import { createAppRouter } from "./router";

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** Spec §9: pages preload after 2 s or on the first mouse, touch or key input, whichever comes first. */
function preloadAfterIdle(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  setTimeout(once, 2000);
  for (const type of ["pointerdown", "mousemove", "touchstart", "keydown"] as const) {
    window.addEventListener(type, once, { once: true, passive: true });
  }
}

const { pathname, search, hash } = window.location;
const site = siteConfig();
const { locale, redirectTo } = resolveInitialLocale({
  pathname,
  saved: savedLanguage(),
  browserLanguages: navigator.languages ?? [],
  siteDefault: site.defaultLocale,
});

if (redirectTo) {
  window.location.replace(`${redirectTo}${search}${hash}`);
} else {
  activateLocale(locale);
  document.documentElement.dataset.theme = site.theme;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, locale);
  // A session that changes under the page (the Google return's refresh) re-decides its access.
  let settled = sessionStore.get().state.status;
  sessionStore.subscribe(() => {
    const status = sessionStore.get().state.status;
    if (status !== "loading" && status !== settled) void router.invalidate();
    settled = status;
  });
  // The edge may have written the page's first screen into #root (scripts/first-screen.tsx);
  // React's first commit replaces whatever #root holds. Mounting after the router has loaded
  // the page's code (and data) makes that commit draw the page itself, so the first screen
  // gives way to the same boxes, never to an empty frame.
  // As a transition, React renders the page in slices that yield to the browser, not in one long task.
  void router
    .load()
    .catch(() => undefined)
    .then(() => {
      const root = createRoot(document.getElementById("root")!);
      startTransition(() => root.render(appTree(queryClient, router)));
    });
  preloadAfterIdle(() => {
    for (const route of Object.values(router.routesById)) void router.loadRouteChunk(route);
  });
  void initAnalytics();
}
