/**
 * Page requests: the SPA's index.html with the page's <head> written at the edge (title,
 * description, keywords, Open Graph, Twitter card, canonical, hreflang, JSON-LD) so crawlers
 * and link previews see them without running JavaScript; plus robots.txt and sitemap.xml.
 */
import { createDatabase } from "../db/client";
import type { Env } from "../env";
import { defaultPlaceFor, edgeLocation } from "../features/locations/default-place";
import { edgeHoroscope } from "../features/horoscope/edge";
import { contentHead } from "../features/content/edge";
import { sitemapArticles } from "../features/content/service";
import { IsolateMemo } from "../lib/edge-cache";
import { type FirstScreens, firstScreenFontTags, firstScreenHtml, headFor, headTags, routeFileFor } from "./head";
import { isLocale, localeFromPath, locales, localizePath, splitLocale } from "./locales";
import { expandPaths, matchRoute, routeTable } from "./route-table";
import { loadInlineHashes, setPageSecurityHeaders } from "./security-headers";
import { loadSites } from "./site-list";
import { measurementIdsByHost, parseMeasurementIds, type Site, siteForRequest } from "./sites";

/** What the SPA reads from the page at start-up (`<script id="site-config">`). */
export interface SiteConfigForClient {
  id: string;
  name: Site["name"];
  theme: Site["theme"];
  defaultLocale: Site["defaultLocale"];
  measurementId: string | null;
  domain: string;
  canonicalHost: string;
  /** Measurement ids by host, for the page's fallback when ga-config fails (spec §8). */
  analytics: ReturnType<typeof measurementIdsByHost>;
}

export function clientSiteConfig(sites: readonly Site[], site: Site, measurementIds: Record<string, string> = {}): SiteConfigForClient {
  return {
    id: site.id,
    name: site.name,
    theme: site.theme,
    defaultLocale: site.defaultLocale,
    measurementId: site.measurementId,
    domain: site.domainDescription,
    canonicalHost: site.canonicalHost,
    analytics: measurementIdsByHost(sites, measurementIds),
  };
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * What one build of the SPA gives every page: index.html, the route → chunks map
 * (dist/web/route-chunks.json) and the prerendered first screens (dist/web/first-screen.json).
 * Each isolate keeps the build it read and asks the static assets on every page view whether
 * index.html is still the same (`If-None-Match` with its ETag, answered 304 without a body);
 * when it is not (`npm run dev` rebuilds dist/web under a running Worker, and a stale shell
 * would point at chunks that no longer exist), the build and every page rewritten from it
 * are dropped and read again.
 */
interface Build {
  tag: string | null;
  html: string;
  headers: [string, string][];
  routeChunks?: Promise<Record<string, string[]>>;
  firstScreens?: Promise<FirstScreens>;
}

let build: Build | undefined;

/** The build's route → chunks map, read once per build; empty if absent. */
function loadRouteChunks(env: Env, url: URL, current: Build): Promise<Record<string, string[]>> {
  current.routeChunks ??= env.ASSETS.fetch(new Request(new URL("/route-chunks.json", url)))
    .then(async (res) => {
      if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) return {};
      const parsed: unknown = await res.json();
      if (!parsed || typeof parsed !== "object") return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((f) => typeof f === "string" && /^\/assets\/[\w.-]+\.js$/.test(f))),
      );
    })
    .catch(() => ({}));
  return current.routeChunks;
}

/** The build's first screens, read once per build; none if absent. */
function loadFirstScreens(env: Env, url: URL, current: Build): Promise<FirstScreens> {
  current.firstScreens ??= env.ASSETS.fetch(new Request(new URL("/first-screen.json", url)))
    .then(async (res): Promise<FirstScreens> => {
      if (!res.ok || !res.headers.get("Content-Type")?.includes("json")) return { placeholder: "", pages: {} };
      const parsed = (await res.json()) as Partial<FirstScreens> | null;
      const pages: FirstScreens["pages"] = {};
      for (const [path, byLocale] of Object.entries(parsed?.pages ?? {})) {
        if (!byLocale || typeof byLocale !== "object") continue;
        pages[path] = Object.fromEntries(Object.entries(byLocale).filter((e) => isLocale(e[0]) && typeof e[1] === "string"));
      }
      const fonts: FirstScreens["fonts"] = {};
      for (const [locale, files] of Object.entries(parsed?.fonts ?? {})) {
        if (isLocale(locale) && Array.isArray(files)) fonts[locale] = files.filter((f) => typeof f === "string" && /^\/assets\/[\w.-]+\.woff2$/.test(f));
      }
      const skeleton = typeof parsed?.skeleton === "string" ? parsed.skeleton : undefined;
      return { placeholder: typeof parsed?.placeholder === "string" ? parsed.placeholder : "", pages, fonts, ...(skeleton ? { skeleton } : {}) };
    })
    .catch(() => ({ placeholder: "", pages: {} }));
  return current.firstScreens;
}

// Page throughput (issue 18). Under `wrangler dev` on loopback `/` answered ~85 requests/s
// (11 a second on a loaded 2-core machine, where a cached API answer reached ~100): every view
// fetched index.html (50 KB, its stylesheet inline) from the static assets and streamed it
// through HTMLRewriter. The shell is now kept per isolate (revalidated with a bodiless 304),
// and the rewritten page is kept under everything the rewrite writes into it: 15 → 128
// requests/s in the same conditions (`npm run bench`, README "Throughput on loopback").

/** The current build: the isolate's copy while index.html is unchanged; a failed read is answered as it came. */
async function currentBuild(env: Env, url: URL): Promise<Build | Response> {
  const known = build;
  const headers: Record<string, string> = { Accept: "text/html" };
  if (known?.tag) headers["If-None-Match"] = known.tag;
  const res = await env.ASSETS.fetch(new Request(new URL("/", url), { headers }));
  if (known && res.status === 304) return known;
  if (!res.ok) return res;
  const fresh: Build = { tag: res.headers.get("ETag"), html: await res.text(), headers: [...res.headers] };
  if (!known || known.tag !== fresh.tag || known.html !== fresh.html) {
    build = fresh;
    rewrittenPages.clear();
  }
  return build ?? fresh;
}

/** Rewritten pages by what the rewrite writes (head, tags, first screen), for the current build. */
const rewrittenPages = new IsolateMemo<string>(128, 6_000_000);

/** `rewriter` applied to `shell`, from the isolate's memo when the same inputs were rewritten before. */
async function rewrittenOnce(shell: Response, rewriter: HTMLRewriter, inputs: string[]): Promise<Response> {
  // Everything the rewriter writes must be in `inputs`: nothing per request (a nonce) may go in.
  const key = inputs.join("\u0000");
  const nowMs = Date.now();
  let html = rewrittenPages.get(key, nowMs);
  if (html === undefined) {
    html = await rewriter.transform(shell).text();
    rewrittenPages.set(key, html, html.length + key.length, Number.POSITIVE_INFINITY);
  }
  return new Response(html, { headers: shell.headers });
}

/**
 * Serves one page: index.html from the static assets with its head rewritten and, where the
 * build prerendered one, the page's first screen inside <div id="root"> (painted before the
 * SPA's JavaScript has arrived; React's first render replaces it with the same markup).
 */
export async function servePage(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const target = aliasRedirect(url.pathname, url.search);
  if (target) return Response.redirect(new URL(target, url).href, 301);
  const measurementIds = parseMeasurementIds(env.GA_MEASUREMENT_IDS);
  // One read per isolate and minute (site-list.ts), not a query per page.
  const sites = await loadSites(() => createDatabase(env));
  const site = siteForRequest(sites, url, request.headers, measurementIds);
  // An article's or CMS page's own title and description; 404 for an article that is not published.
  const head = await contentHead(env, headFor(url.pathname, site), url.pathname, site);
  const current = await currentBuild(env, url);
  if (current instanceof Response) return current;
  const shell = new Response(current.html, { headers: current.headers });
  const [chunks, screens, inlineHashes, place] = await Promise.all([
    loadRouteChunks(env, url, current),
    loadFirstScreens(env, url, current),
    loadInlineHashes(env.ASSETS, url, current.tag),
    // The visitor's city (issue 19), so the SPA opens there without asking the API.
    defaultPlaceFor(() => createDatabase(env).$client, edgeLocation(request), head.locale),
  ]);
  const file = routeFileFor(head.routePath, new Set(Object.keys(chunks)));
  // A horoscope page's prediction, in the first HTML (issue 22).
  const { path } = splitLocale(url.pathname);
  const horoscope = head.status === 200 ? edgeHoroscope(head.routePath, path, head.locale, url.search) : null;
  const tags = headTags(head, JSON.stringify(clientSiteConfig(sites, site, measurementIds)), file ? chunks[file] : []) + edgePlaceTag(place) + (horoscope?.tag ?? "");
  const firstScreen = firstScreenHtml(screens, head, site, url.pathname, request.headers.get("Accept-Language"), horoscope?.html);
  let rewriter = new HTMLRewriter()
    .on("html", {
      element(el) {
        el.setAttribute("lang", head.locale);
        el.setAttribute("data-theme", site.theme);
      },
    })
    .on("title", {
      element(el) {
        el.setInnerContent(head.title);
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        el.setAttribute("content", head.description);
      },
    })
    .on('meta[name="theme-color"]', {
      element(el) {
        el.setAttribute("content", head.themeColor);
      },
    })
    .on("head", {
      element(el) {
        el.append(tags, { html: true });
      },
    });
  if (firstScreen) {
    const fonts = firstScreenFontTags(screens, head.locale);
    rewriter = rewriter
      .on('meta[name="viewport"]', {
        element(el) {
          if (fonts) el.after(fonts, { html: true });
        },
      })
      .on("div#root", {
        element(el) {
          el.setInnerContent(firstScreen, { html: true });
        },
      });
  }
  const rewritten = await rewrittenOnce(shell, rewriter, [head.locale, site.theme, head.title, head.description, head.themeColor, tags, firstScreen ? `${head.routePath}|${head.siteName}|${head.heading}` : ""]);
  const headers = new Headers(rewritten.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-cache");
  headers.set("Content-Language", head.locale);
  // An unprefixed page's first screen depends on the languages the browser prefers.
  headers.set("Vary", localeFromPath(url.pathname) ? "Accept-Encoding" : "Accept-Encoding, Accept-Language");
  headers.delete("ETag");
  setPageSecurityHeaders(headers, url, { hashes: inlineHashes, analytics: site.measurementId !== null, routePath: head.routePath });
  return new Response(request.method === "HEAD" ? null : rewritten.body, { status: head.status, headers });
}

/** The visitor's default place for the SPA (`<script id="edge-place">`, read by web/src/lib/home-place.ts). */
export function edgePlaceTag(answer: { place: unknown; source: string }): string {
  return `<script type="application/json" id="edge-place">${JSON.stringify(answer).replace(/</g, "\\u003c")}</script>`;
}

/**
 * The page (path and query) an alias marked `redirect` sends to, in the same language, the
 * request's query kept and the entry's `redirectSearch` added; null for every other path.
 */
export function aliasRedirect(pathname: string, search = ""): string | null {
  const { locale, path } = splitLocale(pathname);
  const entry = matchRoute(path, locale)?.entry;
  if (!entry?.redirect || !entry.aliasOf) return null;
  const query = new URLSearchParams(search);
  const added = Object.entries(entry.redirectSearch ?? {}).filter(([name]) => !query.has(name));
  const extra = new URLSearchParams(added).toString();
  return `${localizePath(entry.aliasOf, locale)}${search}${extra ? `${search ? "&" : "?"}${extra}` : ""}`;
}

/** robots.txt: everything public may be crawled; the sitemap is on the canonical host. */
export function robotsTxt(site: Site): Response {
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    ...["/dashboard", "/admin", "/checkout", "/payment", "/chat", "/profile"].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: https://${site.canonicalHost}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A published article's language versions, for the sitemap. */
export interface SitemapArticle {
  slug: string;
  locale: (typeof locales)[number];
}

/**
 * Every indexable page in every language it exists in, with hreflang alternates, and every
 * published, due article in the languages it is published in (issue 24).
 */
export function sitemapXml(site: Site, articles: readonly SitemapArticle[] = []): Response {
  const origin = `https://${site.canonicalHost}`;
  const urls: string[] = [];
  const add = (path: string, languages: readonly (typeof locales)[number][]) => {
    const alternates = languages
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localizePath(path, l))}"/>`)
      .join("");
    for (const l of languages) urls.push(`<url><loc>${escapeXml(origin + localizePath(path, l))}</loc>${alternates}</url>`);
  };
  for (const entry of routeTable) {
    if (entry.noindex || entry.aliasOf || entry.access !== "public") continue;
    const languages = entry.locales ?? locales;
    for (const path of expandPaths(entry)) add(path, languages);
  }
  const bySlug = new Map<string, (typeof locales)[number][]>();
  for (const a of articles) bySlug.set(a.slug, [...(bySlug.get(a.slug) ?? []), a.locale]);
  for (const [slug, languages] of bySlug) add(`/blog/${slug}`, locales.filter((l) => languages.includes(l)));
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

/** The sitemap with the published articles read from the database (without them when it cannot be read). */
export async function serveSitemap(site: Site, env: Env): Promise<Response> {
  let articles: SitemapArticle[] = [];
  try {
    articles = await sitemapArticles(createDatabase(env));
  } catch (error) {
    console.error("sitemap articles", error);
  }
  return sitemapXml(site, articles);
}

/** Static-file folders served through the Worker: a missing file is a 404, never the SPA. */
export async function serveFile(request: Request, env: Env): Promise<Response> {
  const asset = await env.ASSETS.fetch(request);
  if (asset.ok && asset.headers.get("Content-Type")?.startsWith("text/html")) return notFound();
  return asset;
}

/** A path that names a file (has an extension) rather than a page. */
export function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

