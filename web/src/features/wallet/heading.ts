import { useRouterState } from "@tanstack/react-router";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";

/** The page's heading from its metadata (the same text as its title, in the page's language). */
export function usePageHeading(): string | undefined {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return usePageMeta(path, currentLocale()).meta?.heading;
}
