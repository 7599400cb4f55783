/**
 * Sister sites served by the one front end (spec §1): each host has its own name, theme,
 * default language, analytics property and canonical host. The list lives in the database
 * (the `settings` row `sites`, read through ./site-list.ts and edited on /admin/settings); the
 * functions here take it as an argument.
 */
export type ThemeId = "modern" | "classical" | "pan-indian" | "hindi" | "tamil" | "telugu";
export type SiteLocale = "en" | "hi" | "ta" | "te";

export interface Site {
  id: string;
  /** Site name per language, shown in the header and in titles ("… | Jyotish Setu"). */
  name: Record<SiteLocale, string>;
  hosts: readonly string[];
  /** Host of canonical URLs: the main site for every sister site (spec §2.3). */
  canonicalHost: string;
  theme: ThemeId;
  /** The language a first-time visitor gets on this host when nothing else decides. */
  defaultLocale: SiteLocale;
  /** Google Analytics 4 measurement id; null = no analytics on this host. */
  measurementId: string | null;
  /** The analytics "domain" dimension (spec §3 analytics configuration). */
  domainDescription: string;
  /** Theme colour of the browser UI. */
  themeColor: string;
}

/**
 * The main site: the one with id "main", else the first of the list. Canonical URLs, the
 * sitemap and the fallback for an unknown host are its.
 */
export function mainSiteOf(sites: readonly Site[]): Site {
  const main = sites.find((s) => s.id === "main") ?? sites[0];
  if (!main) throw new Error("no sister sites configured");
  return main;
}

const developmentHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a host is a developer's machine, where a site can be emulated (README). */
export function isDevelopmentHost(host: string): boolean {
  return developmentHosts.has(host.replace(/:\d+$/, ""));
}

/**
 * The site of a request: by host, or on a development host by `?site=<id>` or the
 * `X-Site` header (so every sister site can be tried locally); otherwise the main site.
 */
export function siteForRequest(sites: readonly Site[], url: URL, headers: Headers, measurementIds: Record<string, string> = {}): Site {
  const host = url.host.toLowerCase();
  let site = sites.find((s) => s.hosts.includes(host.replace(/:\d+$/, "")));
  if (!site && isDevelopmentHost(host)) {
    const wanted = url.searchParams.get("site") ?? headers.get("X-Site");
    site = sites.find((s) => s.id === wanted);
  }
  site ??= mainSiteOf(sites);
  const configured = measurementIds[site.id];
  return configured ? { ...site, measurementId: configured } : site;
}

/**
 * Every host's measurement id and the main site's, for the page to fall back on when
 * `/api/analytics/ga-config` fails (spec §8: "a per-domain measurement id chosen by hostname,
 * defaulting to the main premium platform id"). Hosts of sites without an id are left out.
 */
export function measurementIdsByHost(sites: readonly Site[], measurementIds: Record<string, string> = {}): { byHost: Record<string, string>; mainId: string | null } {
  const byHost: Record<string, string> = {};
  for (const site of sites) {
    const id = measurementIds[site.id] ?? site.measurementId;
    if (id) for (const host of site.hosts) byHost[host] = id;
  }
  const mainSite = mainSiteOf(sites);
  return { byHost, mainId: measurementIds[mainSite.id] ?? mainSite.measurementId };
}

/**
 * Measurement ids from the `GA_MEASUREMENT_IDS` variable: JSON `{ "<site id>": "G-…" }`.
 * Malformed values are ignored (analytics stays off) rather than breaking pages.
 */
export function parseMeasurementIds(value: string | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string" && /^G-[A-Z0-9]{4,16}$/.test(e[1])),
    );
  } catch {
    return {};
  }
}
