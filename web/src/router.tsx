import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { sessionStore } from "./lib/session";
import { localizePath, stripLocalePrefix, type Locale } from "./i18n/locale";
import { routeTree } from "./routeTree.gen";

/**
 * The router sees language-neutral paths ("/astrologers"); the address bar shows the
 * language prefix ("/hindi/astrologers"). The page's language is fixed per page load.
 */
export function createAppRouter(queryClient: QueryClient, locale: Locale) {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    defaultPreload: "intent",
    // Loaders read through TanStack Query, which owns freshness (spec §7).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    rewrite: {
      input: ({ url }) => {
        url.pathname = stripLocalePrefix(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, locale);
        return url;
      },
    },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
