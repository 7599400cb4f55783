/**
 * Page metadata per language: title (without the site name), heading, description,
 * keywords and what the page offers, keyed by the route table's `meta` keys. The Worker
 * bundles all four; the SPA loads only its page's language (web/src/app/page-meta.ts).
 */
import en from "./en.json";
import hi from "./hi.json";
import ta from "./ta.json";
import te from "./te.json";
import { fillMeta, type MetaText } from "./text";

export type { MetaText };
export type MetaLocale = "en" | "hi" | "ta" | "te";

export const metaTables: Record<MetaLocale, Record<string, MetaText>> = { en, hi, ta, te };

/** The metadata of a key in a language, with `{name}` filled in; English when a language lacks it. */
export function metaText(locale: MetaLocale, key: string, name?: string): MetaText {
  return fillMeta(metaTables[locale][key] ?? metaTables.en[key] ?? metaTables.en.home!, name);
}
