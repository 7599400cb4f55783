/**
 * Every page route of the product (spec §2.1, §2.2) in one table. The Worker reads it to
 * write each page's <head>, answer unknown paths with 404 and list the sitemap; the SPA
 * reads it to render pages that are not built yet as translated frames and to gate pages
 * by sign-in state. `state` says which pages are complete.
 *
 * Paths are language-neutral; /hindi, /tamil and /telugu prefix them (see web/src/i18n).
 */
import { festivalIds, recurringIds } from "@jyotish/festivals/ids";
import { nakshatraIds, rashiSlugs, signIds, tamilSignSlugs } from "@jyotish/glossary";

/** Who may see a page. "user" and "admin" pages show the sign-in page to signed-out visitors. */
export type Access = "public" | "user" | "admin";
/** "complete": the feature works; "frame": a translated page saying what it will offer. */
export type PageState = "complete" | "frame";
/** Groups pages for the frame's related links and for the sitemap's priorities. */
export type Section =
  | "home" | "kundli" | "matching" | "horoscope" | "panchang" | "tools" | "reports" | "consult"
  | "learn" | "blog" | "year" | "topics" | "company" | "legal" | "account" | "admin";

export type MetaKey = string;

export interface RouteEntry {
  /** Language-neutral path; `:name` segments are parameters. */
  path: string;
  /** Key of the page's title, description and keywords in `meta/<locale>.json`. */
  meta: MetaKey;
  section: Section;
  access: Access;
  state: PageState;
  /** Allowed values of each parameter (listed in the sitemap); absent = any single segment. */
  params?: Record<string, readonly string[]>;
  /** The canonical path this one repeats (spec aliases); its canonical URL points there. */
  aliasOf?: string;
  /** An alias answered with a 301 to `aliasOf` (query kept) rather than repeating the page. */
  redirect?: boolean;
  /** Query parameters such a redirect adds when the request lacks them (the variant of `aliasOf` this path names). */
  redirectSearch?: Readonly<Record<string, string>>;
  /** Only under these language prefixes (e.g. the Tamil sign-name pages). */
  locales?: readonly ("en" | "hi" | "ta" | "te")[];
  /** Not for search engines (account, payment, admin and utility pages). */
  noindex?: boolean;
  /** The page's subject when its path fixes it (a year edition's year), filled into its metadata's `{name}`. */
  subject?: string;
}

const topics = [
  "marriage-prediction", "career-astrology", "health-astrology", "love-compatibility", "lucky-numbers", "baby-names",
  "sade-sati", "mangal-dosha", "kaal-sarp-dosha", "pitra-dosha", "shani-mahadasha", "jupiter-transit", "rahu-ketu-transit",
  "solar-eclipse-effects", "lunar-eclipse-effects", "retrograde-planets", "navratri-2025", "diwali-2025-muhurat",
  "holi-2025-date", "karva-chauth-2025",
] as const;
/** The topic pages built on the festival calendar. */
export const festivalTopics: readonly string[] = ["navratri-2025", "diwali-2025-muhurat", "holi-2025-date", "karva-chauth-2025"];
const learnPages = ["basics", "birth-chart", "planets", "nakshatras", "doshas", "muhurta", "advanced"] as const;
export const muhuratKinds = ["marriage", "griha-pravesh", "vehicle-purchase", "property-purchase", "business-launch", "journey-start"] as const;
const yearPages = ["horoscope", "numerology", "tarot", "festivals", "planet-transits"] as const;
/**
 * The published year editions (spec §2.1 names 2025; each later year is the same pages for
 * that year). The header's year menu opens the current year's edition (web/src/app/navigation.ts),
 * so next year's must be here before the year turns: a route-table test fails from 1 January until it is.
 */
export const editionYears = [2025, 2026, 2027] as const;
/** The year editions that are built (the others are frames). */
const builtEditions = new Set<MetaKey>(["festivals-year", "horoscope-year", "planet-transit-year", "numerology-year", "tarot-year"]);
const lifeTopics = [
  "love-marriage-astrology", "career-business-astrology", "health-medical-astrology", "wealth-finance-astrology",
  "spiritual-growth-astrology", "children-progeny-astrology", "marriage-astrology",
] as const;

type Options = Partial<Omit<RouteEntry, "path" | "meta" | "section">>;
const page = (path: string, meta: MetaKey, section: Section, options: Options = {}): RouteEntry => ({
  path,
  meta,
  section,
  access: "public",
  state: "frame",
  ...options,
});
/** A page whose feature works. */
const done = (path: string, meta: MetaKey, section: Section, options: Options = {}) => page(path, meta, section, { state: "complete", ...options });
const account = (path: string, meta: MetaKey, options: Options = {}) =>
  page(path, meta, "account", { access: "user", noindex: true, ...options });
const admin = (path: string, meta: MetaKey, options: Options = {}) => page(path, meta, "admin", { access: "admin", noindex: true, ...options });
const alias = (path: string, of: string, meta: MetaKey, section: Section) => page(path, meta, section, { aliasOf: of });

const signs = { sign: signIds };

export const routeTable: readonly RouteEntry[] = [
  done("/", "home", "home"),
  // Its own page (issue 24): CMS content an administrator edits, under the home page's metadata.
  done("/landing", "home", "home"),

  // Kundli and matching
  done("/kundli", "kundli", "kundli"),
  done("/birth-details", "kundli", "kundli", { redirect: true, aliasOf: "/kundli" }),
  done("/kundli/north-indian", "kundli-north-indian", "kundli"),
  done("/kundli/south-indian", "kundli-south-indian", "kundli"),
  done("/kundli/planetary", "kundli-planetary", "kundli"),
  done("/kundli/lagna-rasi", "kundli-lagna-rasi", "kundli"),
  done("/kundli/dasha", "kundli-dasha", "kundli"),
  done("/kundli/kp", "kundli-kp", "kundli"),
  done("/brihat-kundli", "brihat-kundli", "kundli"),
  done("/brihat-kundli-results", "brihat-kundli", "kundli", { noindex: true }),
  done("/hindi-kundli", "hindi-kundli", "kundli"),
  done("/jathagam", "jathagam", "kundli", { locales: ["ta"] }),
  // The jathagam is a Tamil page (spec §2.2). Elsewhere its path leads, with a 301, to the same
  // chart in the page's language and the South Indian style (issue 19: English /jathagam answered
  // 404 while a Tamil-preferring browser was then shown the Tamil chart).
  done("/jathagam", "kundli", "kundli", { locales: ["en", "hi", "te"], redirect: true, aliasOf: "/kundli", redirectSearch: { style: "south" } }),
  page("/chart-test", "chart-test", "kundli", { noindex: true }),
  done("/kundli-matching", "kundli-matching", "matching"),
  done("/match-making", "kundli-matching", "matching", { redirect: true, aliasOf: "/kundli-matching" }),
  done("/love-compatibility", "love-compatibility", "matching"),

  // Horoscopes
  done("/horoscopes", "horoscopes", "horoscope"),
  done("/horoscope", "horoscopes", "horoscope", { aliasOf: "/horoscopes" }),
  done("/daily-horoscope", "daily-horoscope", "horoscope"),
  done("/daily-horoscope/:sign", "daily-horoscope-sign", "horoscope", { params: signs }),
  done("/weekly-horoscope", "weekly-horoscope", "horoscope"),
  done("/weekly-horoscope/:sign", "weekly-horoscope-sign", "horoscope", { params: signs }),
  done("/monthly-horoscope", "monthly-horoscope", "horoscope"),
  done("/monthly-horoscope/:sign", "monthly-horoscope-sign", "horoscope", { params: signs }),
  done("/daily-horoscope/:tamilSign", "daily-horoscope-sign", "horoscope", { params: { tamilSign: Object.values(tamilSignSlugs) }, locales: ["ta"] }),
  done("/weekly-horoscope/:tamilSign", "weekly-horoscope-sign", "horoscope", { params: { tamilSign: Object.values(tamilSignSlugs) }, locales: ["ta"] }),
  done("/monthly-horoscope/:tamilSign", "monthly-horoscope-sign", "horoscope", { params: { tamilSign: Object.values(tamilSignSlugs) }, locales: ["ta"] }),
  done("/yearly-horoscope", "yearly-horoscope", "horoscope"),
  done("/love-horoscope", "love-horoscope", "horoscope"),
  done("/career-horoscope", "career-horoscope", "horoscope"),
  done("/health-horoscope", "health-horoscope", "horoscope"),
  done("/rashi/:rashi", "rashi", "horoscope", { params: { rashi: Object.values(rashiSlugs) } }),
  done("/zodiac-signs", "zodiac-signs", "horoscope"),

  // Panchang and muhurat
  done("/panchang", "panchang", "panchang"),
  done("/shubh-muhurat", "shubh-muhurat", "panchang"),
  ...muhuratKinds.map((k) => done(`/shubh-muhurat/${k}`, `muhurat-${k}`, "panchang")),
  done("/choghadiya", "choghadiya", "panchang"),
  done("/rahu-kaal", "rahu-kaal", "panchang"),
  done("/abhijit-muhurat", "abhijit-muhurat", "panchang"),
  done("/brahma-muhurat", "brahma-muhurat", "panchang"),
  done("/hora-timings", "hora-timings", "panchang"),
  done("/hindu-festivals", "hindu-festivals", "panchang"),
  done("/hindu-festivals/:festival", "festival", "panchang", { params: { festival: [...festivalIds, ...recurringIds] } }),
  done("/festivals", "hindu-festivals", "panchang", { redirect: true, aliasOf: "/hindu-festivals" }),
  done("/planet-transits", "planet-transits", "panchang"),

  // Free tools and calculators
  done("/astrology-tools", "astrology-tools", "tools"),
  done("/astro-tools", "astrology-tools", "tools", { aliasOf: "/astrology-tools" }),
  done("/moon-sign-checker", "moon-sign-checker", "tools"),
  done("/nakshatra-finder", "nakshatra-finder", "tools"),
  done("/lagna-calculator", "lagna-calculator", "tools"),
  done("/dosham-detector", "dosham-detector", "tools"),
  done("/sade-sati", "sade-sati", "tools"),
  done("/sade-sati-calculator", "sade-sati", "tools", { redirect: true, aliasOf: "/sade-sati" }),
  done("/lal-kitab", "lal-kitab", "tools"),
  done("/baby-naming", "baby-naming", "tools"),
  done("/lucky-numbers", "lucky-numbers", "tools"),
  done("/dasha-calculator", "dasha-calculator", "tools"),
  done("/numerology", "numerology", "tools"),
  done("/palmistry", "palmistry", "tools"),
  done("/vastu", "vastu", "tools"),
  done("/gemstones", "gemstones", "tools"),
  done("/divination", "divination", "tools"),
  done("/tarot-reading", "tarot-reading", "tools"),
  done("/remedies", "remedies", "tools"),
  done("/spirituality", "spirituality", "tools"),

  // Reports (issue 23)
  done("/reports/premium", "premium-report", "reports"),
  done("/reports/life", "life-report", "reports"),
  done("/reports/career", "career-report", "reports"),
  done("/reports/marriage", "marriage-report", "reports"),
  done("/reports/child", "child-report", "reports"),
  done("/premium-report", "premium-report", "reports", { aliasOf: "/reports/premium" }),
  done("/premium-reports", "premium-report", "reports", { aliasOf: "/reports/premium" }),
  done("/report", "premium-report", "reports", { aliasOf: "/reports/premium" }),
  done("/life-report", "life-report", "reports", { aliasOf: "/reports/life" }),
  done("/career-report", "career-report", "reports", { aliasOf: "/reports/career" }),
  done("/marriage-report", "marriage-report", "reports", { aliasOf: "/reports/marriage" }),
  done("/child-report", "child-report", "reports", { aliasOf: "/reports/child" }),
  // The purchase form: signed in (the sign-in page comes first, then back here).
  done("/astrological-report-form", "premium-report", "reports", { access: "user", noindex: true }),
  // The report as the PDF printer reads it, authorised by the printer's token: no session, never indexed.
  done("/reports/print/:id", "premium-report", "reports", { noindex: true }),

  // Consultations
  done("/astrologers", "astrologers", "consult"),
  done("/astrologer/:id", "astrologer", "consult"),
  page("/packages/:astrologerId", "packages", "consult", { noindex: true, state: "complete" }),
  account("/packages", "packages", { state: "complete" }),
  account("/consultations", "consultations", { state: "complete" }),
  account("/checkout", "checkout", { state: "complete" }),
  account("/chat/:id", "chat", { state: "complete" }),
  account("/clean-chat/:id", "chat", { state: "complete" }),
  account("/multi-chat", "chat", { state: "complete" }),
  account("/payment", "payment", { state: "complete" }),
  account("/payment-success", "payment-success", { state: "complete" }),
  account("/payment/success", "payment-success", { state: "complete" }),
  account("/payment-failure", "payment-failure", { state: "complete" }),
  account("/payment/failure", "payment-failure", { state: "complete" }),
  account("/wallet-recharge", "wallet-recharge", { state: "complete" }),

  // Account
  done("/login", "login", "account", { noindex: true }),
  done("/auth-login", "login", "account", { noindex: true, aliasOf: "/login" }),
  done("/signup", "signup", "account", { noindex: true }),
  done("/register", "signup", "account", { noindex: true, aliasOf: "/signup", locales: ["hi", "te"] }),
  done("/reset-pin", "reset-pin", "account", { noindex: true }),
  done("/auth-success", "auth-success", "account", { noindex: true }),
  done("/auth/success", "auth-success", "account", { noindex: true }),
  account("/dashboard", "dashboard", { state: "complete" }),
  account("/dashboard/reports", "dashboard-reports", { state: "complete" }),
  account("/dashboard/reports/:id", "dashboard-reports", { state: "complete" }),
  account("/dashboard/bookings", "dashboard-bookings", { state: "complete" }),
  account("/dashboard/chat", "dashboard-chat", { state: "complete" }),
  account("/dashboard/wallet", "dashboard-wallet", { state: "complete" }),
  account("/profile", "profile", { state: "complete" }),
  account("/astrologer-dashboard", "astrologer-dashboard", { state: "complete" }),
  account("/astrologer-profile", "astrologer-profile", { state: "complete" }),

  // Admin
  admin("/admin", "admin-dashboard", { state: "complete" }),
  admin("/admin-dashboard", "admin-dashboard", { state: "complete" }),
  admin("/admin/articles", "admin-articles", { state: "complete" }),
  admin("/admin/settings", "admin-settings", { state: "complete" }),
  admin("/admin-articles", "admin-articles", { state: "complete" }),
  admin("/admin-settings", "admin-settings", { state: "complete" }),
  // Spec §2.1 "internal test pages": calculation cross-checks, administrators only, never indexed.
  ...["jyotishyam", "east-indian-chart", "daemon", "kp", "phase3"].map((t) => admin(`/internal/${t}`, "internal-tests", { state: "complete" })),

  // Learning, topics, blog
  ...learnPages.map((p) => done(`/learn-astrology/${p}`, `learn-${p}`, "learn")),
  done("/nakshatras/:slug", "nakshatra", "learn", { params: { slug: nakshatraIds } }),
  done("/articles/dasha-periods-guide", "dasha-periods-guide", "learn"),
  ...topics.map((t) => done(`/topics/${t}`, `topic-${t}`, "topics")),
  ...lifeTopics.map((t) => done(`/${t}`, t, "topics")),
  done("/blog", "blog", "blog"),
  done("/blog/:slug", "blog", "blog"),
  done("/article/:id", "blog", "blog"),

  // Year editions: one set of pages per year, the metadata's `{name}` filled with the year.
  ...editionYears.flatMap((year) => {
    const edition = (path: string, meta: MetaKey, options: Options = {}) =>
      (builtEditions.has(meta) ? done : page)(path, meta, "year", { subject: String(year), ...options });
    return [
      edition(`/horoscope-${year}`, "horoscope-year"),
      edition(`/numerology-${year}`, "numerology-year"),
      edition(`/tarot-${year}`, "tarot-year"),
      edition(`/festivals-${year}`, "festivals-year"),
      edition(`/planet-transit-${year}`, "planet-transit-year"),
      ...yearPages.map((p) => {
        const of = p === "planet-transits" ? `/planet-transit-${year}` : `/${p}-${year}`;
        return edition(`/year-${year}/${p}`, p === "planet-transits" ? "planet-transit-year" : `${p}-year`, { aliasOf: of });
      }),
    ];
  }),

  // Company and legal
  done("/about", "about", "company"),
  done("/support", "support", "company"),
  done("/contact", "contact", "company"),
  done("/privacy-policy", "privacy-policy", "legal"),
  done("/terms-of-service", "terms-of-service", "legal"),
  done("/refund-policy", "refund-policy", "legal"),
  done("/shipping-policy", "shipping-policy", "legal"),
  done("/delivery-policy", "shipping-policy", "legal", { aliasOf: "/shipping-policy" }),
  done("/disclaimer", "disclaimer", "legal"),
  done("/cookie-policy", "cookie-policy", "legal"),
];

/**
 * Whether a route's page is CMS content (issue 24): learning pages, the topics not built on the
 * festival calendar, the life topics, company and legal pages, and /landing; aliases show their
 * canonical page's content.
 */
export function isCmsPage(entry: RouteEntry): boolean {
  if (entry.aliasOf || entry.access !== "public") return false;
  if (entry.path === "/landing") return true;
  if (entry.section === "topics") return !festivalTopics.some((t) => entry.path === `/topics/${t}`);
  return entry.section === "learn" || entry.section === "company" || entry.section === "legal";
}

export type Params = Record<string, string>;
export interface RouteMatch {
  entry: RouteEntry;
  params: Params;
}

function matchEntry(entry: RouteEntry, segments: readonly string[]): Params | null {
  const pattern = entry.path.split("/").filter(Boolean);
  if (pattern.length !== segments.length) return null;
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    const s = segments[i]!;
    if (p.startsWith(":")) {
      const name = p.slice(1);
      const allowed = entry.params?.[name];
      if (allowed && !allowed.includes(s)) return null;
      if (!/^[\w.-]{1,120}$/.test(s)) return null;
      params[name] = s;
    } else if (p !== s) {
      return null;
    }
  }
  return params;
}

/**
 * The table entry a language-neutral path belongs to, or null (not found). Literal paths
 * win over parameter paths; a trailing slash is ignored; parameters match one segment.
 */
export function matchRoute(pathname: string, locale: "en" | "hi" | "ta" | "te" = "en"): RouteMatch | null {
  let segments: string[];
  try {
    segments = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  let best: RouteMatch | null = null;
  for (const entry of routeTable) {
    if (entry.locales && !entry.locales.includes(locale)) continue;
    const params = matchEntry(entry, segments);
    if (!params) continue;
    const literal = !entry.path.includes(":");
    if (literal) return { entry, params };
    best ??= { entry, params };
  }
  return best;
}

/** Concrete paths of an entry: itself, or one per allowed parameter value. */
export function expandPaths(entry: RouteEntry): string[] {
  let paths = [entry.path];
  for (const [name, values] of Object.entries(entry.params ?? {})) {
    paths = paths.flatMap((p) => values.map((v) => p.replace(`:${name}`, v)));
  }
  return paths.filter((p) => !p.includes(":"));
}
