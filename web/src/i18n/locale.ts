/**
 * The four languages and their URL prefixes (spec §2.2): /hindi, /tamil, /telugu; no
 * prefix is English. The locale is chosen on first load from the URL prefix, else the
 * saved choice, else the browser language, else English (spec §4).
 */
export const locales = ["en", "hi", "ta", "te"] as const;
export type Locale = (typeof locales)[number];

export const localePrefix: Record<Locale, string> = { en: "", hi: "/hindi", ta: "/tamil", te: "/telugu" };

/** Each language's name in its own script, for the language switcher. */
export const localeNativeName: Record<Locale, string> = { en: "English", hi: "हिन्दी", ta: "தமிழ்", te: "తెలుగు" };

/** BCP 47 tags used for number, date and language-name formatting. */
export const localeTag: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", ta: "ta-IN", te: "te-IN" };

/** localStorage key of the saved language choice. */
export const languageStorageKey = "language";

const prefixToLocale = new Map<string, Locale>(
  (Object.entries(localePrefix) as [Locale, string][]).filter(([, p]) => p).map(([l, p]) => [p.slice(1), l]),
);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a path's first segment selects, or null when it has no language prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  return prefixToLocale.get(first) ?? null;
}

/** The path without its language prefix ("/hindi/astrologers" → "/astrologers", "/hindi" → "/"). */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || "/";
  const rest = pathname.slice(localePrefix[locale].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in another language (spec §2.2: the prefix goes before the remaining path). */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  const prefix = localePrefix[locale];
  if (!prefix) return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}

/** The first of the browser's preferred languages that we offer, if any. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Resolves the first-load locale (spec §4). The URL decides what a page shows, so when the
 * saved or browser choice differs from an unprefixed URL the caller redirects to the
 * prefixed one; `redirectTo` says where.
 */
export function resolveInitialLocale(input: {
  pathname: string;
  saved: string | null;
  browserLanguages: readonly string[];
}): { locale: Locale; redirectTo: string | null } {
  const fromPath = localeFromPath(input.pathname);
  if (fromPath) return { locale: fromPath, redirectTo: null };
  const preferred = (isLocale(input.saved) ? input.saved : null) ?? browserLocale(input.browserLanguages) ?? "en";
  if (preferred === "en") return { locale: "en", redirectTo: null };
  return { locale: preferred, redirectTo: localizePath(input.pathname, preferred) };
}
