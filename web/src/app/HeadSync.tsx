import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { pageTitle } from "@site/title";
import { currentLocale } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";
import { trackPageView } from "./analytics";
import { usePageHead } from "./page-head";
import { usePageMeta } from "./page-meta";
import { siteName } from "./site";

function setMeta(selector: string, attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/**
 * Keeps the head in step with client-side navigation (the Worker wrote it for the first
 * load): title, description, keywords, Open Graph and Twitter texts, canonical URL. Also
 * scrolls smoothly to the top and reports the page view (spec §2.3, §7).
 */
export function HeadSync({ firstPath }: { firstPath: string }) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const locale = currentLocale();
  // The Worker wrote the first page's head; the metadata table loads only once the user navigates.
  // `firstPath` comes from the root, since this component loads lazily and may mount after a navigation.
  const everNavigated = useRef(false);
  if (path !== firstPath) everNavigated.current = true;
  const navigated = everNavigated.current;
  const { match, meta: tableMeta } = usePageMeta(path, locale, navigated);
  // A page that knows its own title (an article, a CMS page) overrides the table's.
  const pageHead = usePageHead();
  const own = pageHead?.path === path ? pageHead : null;
  // One page view per path, even when a page's own title arrives after the table's.
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (navigated) window.scrollTo({ top: 0, behavior: "smooth" });
  }, [path, navigated]);

  useEffect(() => {
    if (!navigated) {
      if (tracked.current !== path) trackPageView(window.location.pathname, document.title);
      tracked.current = path;
      return;
    }
    const site = siteName(locale);
    const meta = tableMeta && own ? { ...tableMeta, title: own.title, description: own.description } : tableMeta;
    const title = !match ? `${m.not_found_title()} | ${site}` : own ? `${own.title} | ${site}` : meta ? pageTitle(match.entry.path, meta.title, site) : undefined;
    if (!title) return;
    document.title = title;
    setMeta('meta[property="og:title"]', "property", "og:title", title);
    setMeta('meta[name="twitter:title"]', "name", "twitter:title", title);
    if (meta) {
      setMeta('meta[name="description"]', "name", "description", meta.description);
      setMeta('meta[property="og:description"]', "property", "og:description", meta.description);
      setMeta('meta[name="twitter:description"]', "name", "twitter:description", meta.description);
      setMeta('meta[name="keywords"]', "name", "keywords", meta.keywords);
    }
    if (tracked.current !== path) trackPageView(window.location.pathname, title);
    tracked.current = path;
  }, [path, match, tableMeta, own, locale, navigated]);

  return null;
}
