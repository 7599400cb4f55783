import { setLocale } from "../paraglide/runtime.js";
import { languageStorageKey, localeTag, localizePath, type Locale } from "./locale";
import { leavePage } from "../lib/leaving";
import { numberFormat } from "./intl";

let current: Locale = "en";

/** Sets the page's language for Paraglide's messages and the document. Called once at start. */
export function activateLocale(locale: Locale): void {
  current = locale;
  setLocale(locale, { reload: false });
  // Absent when the build prerenders the first screen (scripts/first-screen.tsx).
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return current;
}

/** BCP 47 tag of the current locale for Intl formatting (e.g. "hi-IN"). */
export function currentLocaleTag(): string {
  return localeTag[current];
}

/** Switches language as spec §2.2 says: save the choice, rewrite the path, reload the page. */
export function switchLanguage(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // storage unavailable: the URL prefix still carries the choice
  }
  const { pathname, search, hash } = window.location;
  leavePage(`${localizePath(pathname, locale)}${search}${hash}`);
}

/** A language's name in the page's language ("ta" → "Tamil" / "तमिल" / "தமிழ்"). */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLocaleTag()], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Rupees with the rupee sign: prices with no decimals, balances with 2 (spec §9). */
export function formatRupees(rupees: number, fractionDigits = 0): string {
  return numberFormat(currentLocaleTag(), {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(rupees);
}

/**
 * An amount of integer paise for display (spec §9): a price as whole rupees (amount / 100, zero
 * decimals), a balance with 2 decimals; both with the rupee sign, in the page's locale.
 */
export function formatPaise(paise: number, kind: "price" | "balance" = "price"): string {
  return formatRupees(paise / 100, kind === "balance" ? 2 : 0);
}

export function formatNumber(value: number, fractionDigits = 0): string {
  return numberFormat(currentLocaleTag(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
