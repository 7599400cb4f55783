/**
 * What the edge writes into each page's <head> (spec §2.3): pure, from the route table,
 * the metadata table and the site. `writeHead` applies it to index.html with HTMLRewriter.
 */
import { type MetaLocale, metaText } from "./meta";
import { type Access, matchRoute } from "./route-table";
import type { Site } from "./sites";
import { isLocale, type Locale, localeFromPath, locales, localizePath, splitLocale } from "./locales";
import { festivalSubject } from "@jyotish/festivals/names";
import { registerSubjectNames, subjectName } from "./subject";
import { pageTitle } from "./title";

registerSubjectNames(festivalSubject);

const ogLocale: Record<Locale, string> = { en: "en_IN", hi: "hi_IN", ta: "ta_IN", te: "te_IN" };

export interface Head {
  status: 200 | 404;
  /** The route table path the page matched ("/astrologer/:id"), or null for not found. */
  routePath: string | null;
  locale: Locale;
  title: string;
  /** The page's own heading (meta `heading`), which its skeleton shows before the SPA arrives. */
  heading: string;
  /** Who may see the page (route table); the skeleton is drawn only for public pages. */
  access: Access;
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
  /** "article" for a blog article (its times below); the others are "website". */
  ogType?: "website" | "article";
  articleTimes?: { published: string; modified: string };
}

/** A published article's text, as the edge reads it for `/blog/:slug` (features/content/service.ts). */
export interface ArticleHeadInput {
  slug: string;
  title: string;
  description: string;
  publishedAt: string;
  updatedAt: string;
  author: string | null;
  /** The languages it is published in (its hreflang alternates). */
  locales: readonly Locale[];
}

/**
 * A blog article's head: its title and excerpt, Open Graph `article` with its times,
 * hreflang for the languages it exists in, and a JSON-LD `Article` (issue 24).
 */
export function articleHead(head: Head, article: ArticleHeadInput, site: Site): Head {
  const origin = `https://${site.canonicalHost}`;
  const path = `/blog/${article.slug}`;
  const canonical = `${origin}${localizePath(path, head.locale)}`;
  const alternates = [
    ...article.locales.map((l) => ({ hreflang: l, href: `${origin}${localizePath(path, l)}` })),
    ...(article.locales.includes("en") ? [{ hreflang: "x-default", href: `${origin}${path}` }] : []),
  ];
  const publisher = { "@type": "Organization", name: head.siteName, url: `${origin}/` };
  return {
    ...head,
    title: pageTitle("/blog/:slug", article.title, head.siteName),
    heading: article.title,
    description: article.description || head.description,
    canonical,
    alternates,
    ogType: "article",
    articleTimes: { published: article.publishedAt, modified: article.updatedAt },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      inLanguage: head.locale,
      author: article.author ? { "@type": "Person", name: article.author } : publisher,
      publisher,
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      url: canonical,
      image: head.ogImage,
    },
  };
}

/** A CMS page's head with the title and description of its text (when it has them). */
export function cmsPageHead(head: Head, page: { title: string; description: string }): Head {
  const title = pageTitle(head.routePath ?? "", page.title, head.siteName);
  const description = page.description || head.description;
  return { ...head, title, heading: page.title, description, jsonLd: { ...head.jsonLd, name: page.title, description } };
}


function baseHead(locale: Locale, site: Site) {
  const origin = `https://${site.canonicalHost}`;
  return { locale, siteName: site.name[locale], ogImage: `${origin}/og-image.png`, ogLocale: ogLocale[locale], themeColor: site.themeColor };
}

/** The not-found head (status 404) in a language: for unknown paths and for content that does not exist. */
export function notFoundHead(locale: Locale, site: Site): Head {
  const home = metaText(locale as MetaLocale, "home");
  const base = baseHead(locale, site);
  return {
    ...base,
    status: 404,
    routePath: null,
    title: `404 | ${base.siteName}`,
    heading: "404",
    access: "public",
    description: home.description,
    keywords: home.keywords,
    canonical: `https://${site.canonicalHost}${localizePath("/", locale)}`,
    alternates: [],
    noindex: true,
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: "404", inLanguage: locale },
  };
}

/** The head of one page request. Unknown paths get status 404 and the not-found title. */
export function headFor(pathname: string, site: Site): Head {
  const { locale, path } = splitLocale(pathname);
  const match = matchRoute(path, locale);
  const origin = `https://${site.canonicalHost}`;
  const base = baseHead(locale, site);
  const siteName = base.siteName;
  if (!match) return notFoundHead(locale, site);
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
    heading: text.heading,
    access: match.entry.access,
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

/**
 * The tags appended to <head>, as HTML. Every value is escaped; JSON-LD cannot close its script.
 * The page's route chunks are announced as inert `rel="app-modulepreload"` links that index.html's
 * loader turns into modulepreloads once the first screen has painted (see there).
 */
export function headTags(head: Head, siteConfigJson: string, preloads: readonly string[] = []): string {
  const meta = (attr: "name" | "property", key: string, content: string) => `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  return [
    meta("name", "keywords", head.keywords),
    head.noindex ? meta("name", "robots", "noindex, nofollow") : "",
    `<link rel="canonical" href="${escapeAttr(head.canonical)}">`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}">`),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:type", head.ogType ?? "website"),
    ...(head.articleTimes ? [meta("property", "article:published_time", head.articleTimes.published), meta("property", "article:modified_time", head.articleTimes.modified)] : []),
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
    ...preloads.map((href) => `<link rel="app-modulepreload" crossorigin href="${escapeAttr(href)}">`),
  ]
    .filter(Boolean)
    .join("");
}

/** Whether a route file's path segment ("$id", "festivals-{$year}", "about") matches a URL segment. */
function segmentMatches(fileSegment: string, segment: string): boolean {
  if (fileSegment.startsWith("$")) return true;
  const [before, after] = fileSegment.split(/\{\$\w+\}/);
  if (after === undefined) return fileSegment === segment;
  return segment.length > before!.length + after.length && segment.startsWith(before!) && segment.endsWith(after);
}

/**
 * The SPA route file that renders a route-table path, among the build's route files keyed by
 * URL shape (scripts/route-chunks.ts): "/" → "index.tsx", "/kundli" → "kundli/index.tsx" when
 * /kundli has child pages, "/astrologer/:id" → "astrologer/$id.tsx", and a literal path of a
 * family → its parameter file ("/shubh-muhurat/marriage" → "shubh-muhurat/$kind.tsx"); a
 * literal file wins over a parameter file. Unknown paths (null) and paths without a file
 * render through "$.tsx".
 */
export function routeFileFor(routePath: string | null, files: ReadonlySet<string>): string | null {
  const splat = files.has("$.tsx") ? "$.tsx" : null;
  if (routePath === null) return splat;
  const wanted = routePath.split("/").filter(Boolean);
  let best: { file: string; params: number } | null = null;
  for (const file of files) {
    const segments = file.replace(/\.tsx$/, "").split("/");
    if (segments.at(-1) === "index") segments.pop();
    // "$" alone is the splat route; "$name" matches any one segment, "festivals-{$year}" one
    // with that prefix (and suffix); other segments match themselves.
    if (segments.length !== wanted.length || segments.includes("$")) continue;
    if (segments.some((s, i) => !segmentMatches(s, wanted[i]!))) continue;
    const params = segments.filter((s) => s.includes("$")).length;
    if (!best || params < best.params) best = { file, params };
  }
  return best?.file ?? splat;
}

/**
 * The build's first screens (dist/web/first-screen.json, written by scripts/prerender.ts):
 * the HTML the SPA's first render draws, per route-table path ("/", or "*" for any other page)
 * and language, with the site's name as a placeholder.
 */
export interface FirstScreens {
  placeholder: string;
  pages: Record<string, Partial<Record<Locale, string>>>;
  /** Below the header of every other public page: a skeleton with `%PAGE_HEADING%` and `%PAGE_DESCRIPTION%`. */
  skeleton?: string;
  /** Font files of each language's own script, preloaded with its first screens. */
  fonts?: Partial<Record<Locale, string[]>>;
}

/** Preload links for the fonts a first screen in `locale` waits for (first in the head, ahead of the scripts). */
export function firstScreenFontTags(screens: FirstScreens, locale: Locale): string {
  return (screens.fonts?.[locale] ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttr(href)}">`).join("");
}

/** Text for HTML element content or a double- or single-quoted attribute. */
export const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The language an Accept-Language header prefers among ours, as the SPA reads navigator.languages. */
export function preferredLocale(acceptLanguage: string | null): Locale | null {
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags.map((t) => t.base).find(isLocale) ?? null;
}

/**
 * The markup the edge writes into <div id="root"> so the browser paints the page's first screen
 * before the SPA's JavaScript arrives; React's first render replaces it with the same boxes.
 * `body`: markup for the skeleton's card (a horoscope's prediction), already escaped.
 * None for not-found answers, and none where the SPA will move an unprefixed URL to another
 * language (a sister site's own language, or a browser that prefers Hindi, Tamil or Telugu),
 * so no English screen flashes before the redirect.
 */
export function firstScreenHtml(screens: FirstScreens, head: Head, site: Site, pathname: string, acceptLanguage: string | null, body = ""): string | null {
  if (head.status !== 200 || head.routePath === null) return null;
  if (!localeFromPath(pathname)) {
    if (site.defaultLocale !== "en") return null;
    const preferred = preferredLocale(acceptLanguage);
    if (preferred && preferred !== "en") return null;
  }
  const own = screens.pages[head.routePath]?.[head.locale];
  let html = own ?? screens.pages["*"]?.[head.locale];
  if (!html) return null;
  // Every other public page: its heading, description and a blank card below the header, so a
  // slow phone shows the page's start, not the header alone, while the code loads (issue 19).
  // Signed-in pages show the SPA's sign-in or loading screen instead, so they keep the header.
  if (!own && screens.skeleton && head.access === "public") {
    const skeleton = screens.skeleton
      .replace("%PAGE_HEADING%", () => escapeText(head.heading))
      .replace("%PAGE_DESCRIPTION%", () => escapeText(head.description))
      .replace("%PAGE_BODY%", () => body);
    const end = html.lastIndexOf("</header>");
    if (end >= 0) html = html.slice(0, end + "</header>".length) + skeleton + html.slice(end + "</header>".length);
  }
  return screens.placeholder ? html.split(screens.placeholder).join(escapeText(head.siteName)) : html;
}
