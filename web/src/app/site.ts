import * as v from "valibot";
import type { Locale } from "../i18n/locale";

/** The site this page belongs to, written into the page by the Worker (`#site-config`). */
const siteSchema = v.object({
  id: v.string(),
  name: v.object({ en: v.string(), hi: v.string(), ta: v.string(), te: v.string() }),
  theme: v.picklist(["modern", "classical", "pan-indian", "hindi", "tamil", "telugu"]),
  defaultLocale: v.picklist(["en", "hi", "ta", "te"]),
  measurementId: v.nullable(v.string()),
  domain: v.string(),
  canonicalHost: v.string(),
  /** Measurement ids by host and the main site's, for the analytics fallback of spec §8. */
  analytics: v.optional(v.object({ byHost: v.record(v.string(), v.string()), mainId: v.nullable(v.string()) }), { byHost: {}, mainId: null }),
});
export type SiteConfig = v.InferOutput<typeof siteSchema>;

/** Used when the page came without a config (e.g. served by a plain static server). */
const fallback: SiteConfig = {
  id: "main",
  name: { en: "Jyotish Setu", hi: "ज्योतिष सेतु", ta: "ஜோதிட சேது", te: "జ్యోతిష సేతు" },
  theme: "modern",
  defaultLocale: "en",
  measurementId: null,
  domain: "Main platform",
  canonicalHost: "jyotishsetu.in",
  analytics: { byHost: {}, mainId: null },
};

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  try {
    const text = document.getElementById("site-config")?.textContent;
    const parsed = text ? v.safeParse(siteSchema, JSON.parse(text)) : undefined;
    cached = parsed?.success ? parsed.output : fallback;
  } catch {
    cached = fallback;
  }
  return cached;
}

export function siteName(locale: Locale): string {
  return siteConfig().name[locale];
}
