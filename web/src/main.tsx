import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import "./fonts.css";
// After fonts.css: declared last, its faces are the first checked for "₹" (scripts/rupee-face.ts).
import "virtual:rupee-face.css";
import "./theme.css";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { siteConfig } from "./app/site";
import { appTree } from "./app/tree";
import { type Locale, languageStorageKey, resolveInitialLocale } from "./i18n/locale";
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
  void startApp(locale);
}

/**
 * A new task: the browser may paint and handle input in between. Start-up runs in steps, each
 * its own task: evaluating the modules, building the router (some two hundred routes), loading
 * the page; one task of all three was 150-200 ms on a phone's CPU, and Lighthouse counts every
 * task's time over 50 ms as blocking (TBT, issues 17, 19 and 22).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  // Not setTimeout: a background tab would hold each step for a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function startApp(locale: Locale): Promise<void> {
  await nextTask();
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
  const mount = () => {
    const root = createRoot(document.getElementById("root")!);
    startTransition(() => root.render(appTree(queryClient, router)));
  };
  // A stored sign-in has no first screen to hand over (the page shows its loading screen while
  // /api/auth/me answers) and the signed-in pages' access checks wait for that answer: mount at
  // once, so the header (language switch, menus) works meanwhile.
  await nextTask();
  if (sessionStore.get().state.status === "loading") mount();
  else void router.load().catch(() => undefined).then(mount);
  // Then one route's code at a time, each when the main thread is idle: some two hundred routes
  // fetched and evaluated at once were long tasks on a phone's CPU (Lighthouse's TBT).
  preloadAfterIdle(() => {
    const routes = Object.values(router.routesById);
    const whenIdle = (run: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50));
    const next = () => {
      const route = routes.shift();
      if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined).finally(() => whenIdle(next));
    };
    whenIdle(next);
  });
  // Analytics is never on the first screen's path: its code loads beside the page's.
  // Analytics learns the account id (never the email) whenever the session settles.
  void import("./app/analytics").then(({ initAnalytics, setAnalyticsUser }) => {
    const identify = () => {
      const { state } = sessionStore.get();
      if (state.status !== "loading") setAnalyticsUser(state.status === "signed-in" ? state.user.id : null);
    };
    identify();
    sessionStore.subscribe(identify);
    return initAnalytics();
  });
}
