import { useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { stripLocalePrefix } from "@site/locales";
import "./cms.css";

/**
 * HTML of an article or CMS page as the server rendered it from Markdown
 * (worker/src/features/content/markdown.ts: raw HTML escaped, unsafe URLs dropped, so it is
 * inert and may be set as inner HTML). Links to the site's own pages navigate in the SPA.
 */
export function CmsHtml({ html, className = "" }: { html: string; className?: string }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || !href.startsWith("/") || href.startsWith("//") || href.startsWith("/api/") || anchor.target) return;
    event.preventDefault();
    const url = new URL(href, window.location.origin);
    // The router adds the current language's prefix itself.
    void router.navigate({ to: stripLocalePrefix(url.pathname) as "/", hash: url.hash.slice(1) || undefined });
  }
  return <div className={`cms-prose ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
