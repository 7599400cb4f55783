/**
 * The page's language in the browser. The locale is chosen on first load from the URL
 * prefix, else the saved choice, else (on a sister site) the site's language, else the
 * browser language, else English (spec §4).
 */
import { isLocale, type Locale, localeFromPath, localizePath } from "@site/locales";

export { isLocale, localeFromPath, localePrefix, localizePath, locales, stripLocalePrefix, type Locale } from "@site/locales";

/** Each language's name in its own script, for the language switcher. */
export const localeNativeName: Record<Locale, string> = { en: "English", hi: "हिन्दी", ta: "தமிழ்", te: "తెలుగు" };

/** BCP 47 tags used for number, date and language-name formatting. */
export const localeTag: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", ta: "ta-IN", te: "te-IN" };

/** localStorage key of the saved language choice. */
export const languageStorageKey = "language";

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
  /** A sister site's own language (e.g. Telugu on the Telugu site); English sites pass "en". */
  siteDefault?: Locale;
}): { locale: Locale; redirectTo: string | null } {
  const fromPath = localeFromPath(input.pathname);
  if (fromPath) return { locale: fromPath, redirectTo: null };
  const siteDefault = input.siteDefault && input.siteDefault !== "en" ? input.siteDefault : null;
  const preferred = (isLocale(input.saved) ? input.saved : null) ?? siteDefault ?? browserLocale(input.browserLanguages) ?? "en";
  if (preferred === "en") return { locale: "en", redirectTo: null };
  return { locale: preferred, redirectTo: localizePath(input.pathname, preferred) };
}
