/**
 * The first screen of each page, rendered at build time from the SPA's real components
 * (loaded by scripts/prerender.ts through Vite's SSR loader, so the modules are exactly the
 * ones the browser runs): the app as main.tsx mounts it for a signed-out visitor — providers,
 * router, root route, Layout, the page — rendered with react-dom/server in each language, then
 * cut after an anchor element, with the elements still open at that point closed:
 *
 *   - "/": everything up to the end of the home page's free-tools section (header, hero,
 *     premium banner, tools): the first screen of a phone, all plain links;
 *   - "*": everything up to the end of the header, for every other page; below it the edge
 *     writes the page's skeleton (`skeleton`: web/src/components/PageSkeleton.tsx) with the
 *     page's heading and description.
 *
 * The home page's kundli card is in its first screen (the primary task on a phone's first
 * screen), inert until the SPA's render replaces it: nothing typed there can be lost.
 *
 * Because the cut keeps a prefix of the real page in document order, React's first render in
 * the browser (createRoot, which replaces the container's children) draws the same boxes in the
 * same places and only adds what follows: no layout shift. The site's name varies by host, so
 * it is rendered as a placeholder that the Worker replaces (worker/src/site/pages.ts).
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { siteConfig } from "../web/src/app/site";
import { appTree } from "../web/src/app/tree";
import { type Locale, locales, localizePath } from "../web/src/i18n/locale";
import { activateLocale } from "../web/src/i18n/runtime";
import { createQueryClient } from "../web/src/lib/api";
import { PageSkeleton } from "../web/src/components/PageSkeleton";
import { createAppRouter } from "../web/src/router";

/** Stands for the site's name in the markup; the Worker writes the requesting site's name there. */
export const siteNamePlaceholder = "%SITE_NAME%";
/** Stand for the page's heading and description in the skeleton; the Worker writes them, escaped. */
export const headingPlaceholder = "%PAGE_HEADING%";
export const descriptionPlaceholder = "%PAGE_DESCRIPTION%";
/** Stands for the card's content in the skeleton: the Worker writes a page's first words there (markup), or nothing. */
export const bodyPlaceholder = "%PAGE_BODY%";

export interface FirstScreens {
  placeholder: string;
  /** Route-table path ("/") or "*" (any other page) → locale → HTML for the inside of #root. */
  pages: Record<string, Record<Locale, string>>;
  /** Below the header of every other public page: its skeleton, with the heading and description placeholders. */
  skeleton: string;
  /** Locale → font files of its script to preload (added by scripts/prerender.ts). */
  fonts?: Partial<Record<Locale, string[]>>;
}

/**
 * Each snippet: the page it is cut from, and where it ends (the start tag of the last element
 * it keeps). Other pages take the header of a page that no header link points to, so none is
 * marked as the current page.
 */
const cuts: Record<string, { path: string; isLast: (startTag: string) => boolean }> = {
  "/": { path: "/", isLast: (tag) => /\sdata-testid="home-tools"/.test(tag) },
  "*": { path: "/kundli", isLast: (tag) => /^<header[\s>]/.test(tag) },
};

export async function renderFirstScreens(): Promise<FirstScreens> {
  setSiteNamePlaceholder();
  const pages: FirstScreens["pages"] = {};
  for (const locale of locales) {
    for (const [key, { path, isLast }] of Object.entries(cuts)) {
      const cut = cutAfter(await renderPage(path, locale), isLast);
      if (!cut) throw new Error(`first screen ${key} (${locale}): the anchor element was not rendered`);
      const snippet = key === "/" ? inertKundliCard(withoutHiddenOptions(cut)) : withoutHiddenOptions(cut);
      if (/<script|<style|<link/i.test(snippet)) throw new Error(`first screen ${key} (${locale}): unexpected script or style in the markup`);
      if (!snippet.includes(siteNamePlaceholder)) throw new Error(`first screen ${key} (${locale}): no site name in the header`);
      (pages[key] ??= {} as Record<Locale, string>)[locale] = snippet;
    }
  }
  const skeleton = renderToString(<PageSkeleton heading={headingPlaceholder} description={descriptionPlaceholder} body={bodyPlaceholder} />);
  return { placeholder: siteNamePlaceholder, pages, skeleton };
}

/** The home page's kundli card, made inert: its form works once the SPA has drawn its own. */
export function inertKundliCard(html: string): string {
  const marker = 'data-testid="kundli-card"';
  if (!html.includes(marker)) throw new Error("first screen /: no kundli card before the tools");
  return html.replace(marker, `${marker} inert=""`);
}

/**
 * The site config (site.ts) is read from the page's #site-config once and then cached; give
 * that one read a config whose names are the placeholder. Nothing else in the render reads
 * `document`, so it is there only for this call.
 */
function setSiteNamePlaceholder(): void {
  const config = {
    id: "main",
    name: { en: siteNamePlaceholder, hi: siteNamePlaceholder, ta: siteNamePlaceholder, te: siteNamePlaceholder },
    theme: "modern",
    defaultLocale: "en",
    measurementId: null,
    domain: "",
    canonicalHost: "",
  };
  const g = globalThis as { document?: unknown };
  g.document = { getElementById: (id: string) => (id === "site-config" ? { textContent: JSON.stringify(config) } : null) };
  try {
    if (siteConfig().name.en !== siteNamePlaceholder) throw new Error("the site config was read before the prerender could set it");
  } finally {
    delete g.document;
  }
}

/** The whole page as the SPA's first render draws it for a signed-out visitor (same providers as main.tsx). */
async function renderPage(path: string, locale: Locale): Promise<string> {
  activateLocale(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, locale);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [localizePath(path, locale)] }) });
  await router.load();
  const html = renderToString(appTree(queryClient, router));
  queryClient.clear();
  // React puts resource hints for what it rendered first (<link rel="preload" as="image">); the
  // page's head has its own, and #root takes only the app's markup.
  return html.replace(/^(?:<link\b[^>]*>)+/, "");
}

/**
 * A closed <select> shows only its selected option, but is as wide as its widest one. The
 * language menu names each language in its own script, and laying those names out would make
 * the browser fetch the Devanagari, Tamil and Telugu fonts before the first paint of any page.
 * The first screen keeps the selected option and English ("English" is the widest name, so the
 * menu keeps the width it has in the SPA's first render, which brings the others back).
 */
export function withoutHiddenOptions(html: string): string {
  return html.replace(/<option\b[^>]*>[^<]*<\/option>/g, (option) => (/\sselected=""|\svalue="en"/.test(option) ? option : ""));
}

const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/**
 * The markup up to the end of the first element whose start tag satisfies `isLast`, with the
 * elements open around it closed; null when there is no such element. Reads React's output,
 * where attribute values are always quoted and `<`, `>` in them escaped.
 */
export function cutAfter(html: string, isLast: (startTag: string) => boolean): string | null {
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)(?:\s[^>]*)?>/g;
  const open: string[] = [];
  let anchorDepth = -1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [text, closing, rawName] = m;
    if (!rawName) continue; // comment
    const name = rawName.toLowerCase();
    if (closing) {
      if (open.pop() !== name) throw new Error(`unbalanced markup at ${m.index}: </${name}>`);
      if (open.length === anchorDepth) {
        const end = m.index + text.length;
        return html.slice(0, end) + open.reverse().map((n) => `</${n}>`).join("");
      }
      continue;
    }
    const selfClosing = text.endsWith("/>") || voidElements.has(name);
    if (anchorDepth < 0 && isLast(text)) {
      if (selfClosing) return html.slice(0, m.index + text.length) + [...open].reverse().map((n) => `</${n}>`).join("");
      anchorDepth = open.length;
    }
    if (!selfClosing) open.push(name);
  }
  return null;
}
