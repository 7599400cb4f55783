import { useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { pageTitle } from "@site/title";
import { currentLocale } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";
import { trackPageView } from "./analytics";
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
  const { match, meta } = usePageMeta(path, locale, navigated);

  useEffect(() => {
    if (navigated) window.scrollTo({ top: 0, behavior: "smooth" });
  }, [path, navigated]);

  useEffect(() => {
    if (!navigated) {
      trackPageView(window.location.pathname, document.title);
      return;
    }
    const site = siteName(locale);
    const title = !match ? `${m.not_found_title()} | ${site}` : meta ? pageTitle(match.entry.path, meta.title, site) : undefined;
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
    trackPageView(window.location.pathname, title);
  }, [match, meta, locale, navigated]);

  return null;
}
