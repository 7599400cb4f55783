/**
 * The four languages and their URL prefixes (spec §2.2): /hindi, /tamil, /telugu; no prefix
 * is English. Shared by the Worker (heads, sitemap) and the SPA (router rewrite).
 */
export const locales = ["en", "hi", "ta", "te"] as const;
export type Locale = (typeof locales)[number];

export const localePrefix: Record<Locale, string> = { en: "", hi: "/hindi", ta: "/tamil", te: "/telugu" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale a path's first segment selects, or null when it has no language prefix. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  for (const locale of locales) if (locale !== "en" && localePrefix[locale] === `/${first}`) return locale;
  return null;
}

/** The path without its language prefix ("/hindi/astrologers" → "/astrologers", "/hindi" → "/"). */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || "/";
  const rest = pathname.slice(localePrefix[locale].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Splits "/hindi/kundli" into its language and the language-neutral path "/kundli". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  return { locale: localeFromPath(pathname) ?? "en", path: stripLocalePrefix(pathname) };
}

/** The same page in another language (spec §2.2: the prefix goes before the remaining path). */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  const prefix = localePrefix[locale];
  if (!prefix) return bare;
  return bare === "/" ? prefix : `${prefix}${bare}`;
}
