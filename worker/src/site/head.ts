/**
 * What the edge writes into each page's <head> (spec §2.3): pure, from the route table,
 * the metadata table and the site. `writeHead` applies it to index.html with HTMLRewriter.
 */
import { type MetaLocale, metaText } from "./meta";
import { matchRoute } from "./route-table";
import type { Site } from "./sites";
import { type Locale, locales, localizePath, splitLocale } from "./locales";
import { subjectName } from "./subject";
import { pageTitle } from "./title";

const ogLocale: Record<Locale, string> = { en: "en_IN", hi: "hi_IN", ta: "ta_IN", te: "te_IN" };

export interface Head {
  status: 200 | 404;
  /** The route table path the page matched ("/astrologer/:id"), or null for not found. */
  routePath: string | null;
  locale: Locale;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  ogImage: string;
  ogLocale: string;
  siteName: string;
  themeColor: string;
  jsonLd: Record<string, unknown>;
}

/** The head of one page request. Unknown paths get status 404 and the not-found title. */
export function headFor(pathname: string, site: Site): Head {
  const { locale, path } = splitLocale(pathname);
  const match = matchRoute(path, locale);
  const origin = `https://${site.canonicalHost}`;
  const siteName = site.name[locale];
  const base = {
    locale,
    siteName,
    ogImage: `${origin}/og-image.png`,
    ogLocale: ogLocale[locale],
    themeColor: site.themeColor,
  };
  if (!match) {
    const home = metaText(locale as MetaLocale, "home");
    return {
      ...base,
      status: 404,
      routePath: null,
      title: `404 | ${siteName}`,
      description: home.description,
      keywords: home.keywords,
      canonical: `${origin}${localizePath("/", locale)}`,
      alternates: [],
      noindex: true,
      jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: "404", inLanguage: locale },
    };
  }
  const text = metaText(locale as MetaLocale, match.entry.meta, subjectName(match, locale));
  const canonicalPath = match.entry.aliasOf ?? path;
  const canonical = `${origin}${localizePath(canonicalPath, locale)}`;
  const languages = match.entry.locales ?? locales;
  const alternates = match.entry.noindex
    ? []
    : [
        ...languages.map((l) => ({ hreflang: l, href: `${origin}${localizePath(canonicalPath, l)}` })),
        ...(languages.includes("en") ? [{ hreflang: "x-default", href: `${origin}${canonicalPath}` }] : []),
      ];
  const title = pageTitle(match.entry.path, text.title, siteName);
  return {
    ...base,
    status: 200,
    routePath: match.entry.path,
    title,
    description: text.description,
    keywords: text.keywords,
    canonical,
    alternates,
    noindex: Boolean(match.entry.noindex),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": match.entry.path === "/" ? "WebSite" : "WebPage",
      name: text.heading,
      description: text.description,
      inLanguage: locale,
      url: canonical,
      ...(match.entry.path === "/" ? {} : { isPartOf: { "@type": "WebSite", name: siteName, url: `${origin}/` } }),
    },
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tags appended to <head>, as HTML. Every value is escaped; JSON-LD cannot close its script. */
export function headTags(head: Head, siteConfigJson: string, preloads: readonly string[] = []): string {
  const meta = (attr: "name" | "property", key: string, content: string) => `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  return [
    meta("name", "keywords", head.keywords),
    head.noindex ? meta("name", "robots", "noindex, nofollow") : "",
    `<link rel="canonical" href="${escapeAttr(head.canonical)}">`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}">`),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:type", "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.ogImage),
    meta("property", "og:locale", head.ogLocale),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.ogImage),
    `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, "\\u003c")}</script>`,
    `<script type="application/json" id="site-config">${siteConfigJson.replace(/</g, "\\u003c")}</script>`,
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
  ]
    .filter(Boolean)
    .join("");
}

/**
 * The SPA route file that renders a route-table path ("/astrologer/:id" → "astrologer/$id.tsx",
 * "/" → "index.tsx"), when the build has one; every other page renders through "$.tsx".
 */
export function routeFileFor(routePath: string | null, files: ReadonlySet<string>): string | null {
  if (routePath === null) return files.has("$.tsx") ? "$.tsx" : null;
  const file = routePath === "/" ? "index.tsx" : `${routePath.slice(1).replace(/:([a-zA-Z]+)/g, "$$$1")}.tsx`;
  if (files.has(file)) return file;
  return files.has("$.tsx") ? "$.tsx" : null;
}
