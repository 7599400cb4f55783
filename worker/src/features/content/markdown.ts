/**
 * Markdown to inert HTML (issue 24), the one renderer of articles, CMS pages and the editor's
 * preview: micromark (CommonMark) with GFM tables, which escapes raw HTML (it is never allowed
 * through) and drops URLs of unsafe protocols. On top of micromark's own sanitising:
 * - links keep only http, https, mailto and site-relative or fragment URLs (micromark also lets
 *   irc and xmpp through); images keep http, https and relative paths (micromark's rule);
 * - off-site links open in a new tab with `rel="noopener noreferrer nofollow"`;
 * - `##` and `###` headings get ids for in-page links.
 *
 * The output is made only of micromark's own tags (p, h2…, a, img, table…), each with the
 * attributes it writes (href, src, alt, title, id, align, rel, target), all double-quoted and
 * entity-encoded, so no attribute or tag can be smuggled in by the text.
 */
import { micromark } from "micromark";
import { gfmTable, gfmTableHtml } from "micromark-extension-gfm-table";
import type { ArticleCategory } from "@contract/content";
import type { Locale } from "@site/locales";

export interface RenderedMarkdown {
  html: string;
  /** Whitespace-separated words of the text (not the markup). */
  words: number;
  /** Reading time: words / 200, rounded up, at least 1 minute. */
  readMinutes: number;
}

const WORDS_PER_MINUTE = 200;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Decodes the character references micromark writes (the four it encodes, and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment written by micromark (inline tags removed, block tags a space, references decoded). */
function textOf(html: string): string {
  return decodeEntities(html.replace(/<\/?(?:a|strong|em|code|del)(?:\s[^>]*)?>/g, "").replace(/<[^>]*>/g, " "));
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** An ASCII slug of a heading's text ("" when it has no ASCII letters or digits). */
function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A link's URL as micromark wrote it (encoded), judged: kept, or emptied when not allowed. */
function allowedHref(href: string): string {
  const url = decodeEntities(href);
  const colon = url.indexOf(":");
  const end = url.search(/[/?#]/);
  // No scheme before the first "/", "?" or "#": relative (site path, fragment, query).
  if (colon < 0 || (end >= 0 && end < colon)) return href;
  return /^(?:https?|mailto)$/i.test(url.slice(0, colon)) ? href : "";
}

function isOffSite(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(decodeEntities(href));
}

/** Renders Markdown to inert HTML, with its word count and reading time. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  let html = micromark(markdown, {
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
    extensions: [gfmTable()],
    htmlExtensions: [gfmTableHtml()],
  });
  html = html.replace(/<a href="([^"]*)"/g, (_, href: string) => {
    const kept = allowedHref(href);
    return isOffSite(kept) ? `<a href="${kept}" rel="noopener noreferrer nofollow" target="_blank"` : `<a href="${kept}"`;
  });
  const used = new Set<string>();
  let headings = 0;
  html = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    headings += 1;
    const base = headingSlug(textOf(inner)) || `section-${headings}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  const words = countWords(textOf(html));
  return { html, words, readMinutes: readingMinutes(words) };
}

/** The words of a Markdown body (what the seed and the editor's save store). */
export function markdownWords(markdown: string): number {
  return renderMarkdown(markdown).words;
}

/** The categories' names in each language (the placeholder names an article's category). */
export const categoryNames: Record<Locale, Record<ArticleCategory, string>> = {
  en: {
    Transit: "Transit", Conjunction: "Conjunction", Aspect: "Aspect", Retrograde: "Retrograde", Lunar: "Lunar", "Direct Motion": "Direct motion",
    Nodes: "Rahu and Ketu", Festival: "Festival", Eclipse: "Eclipse", Combust: "Combustion", Seasonal: "Seasonal",
  },
  hi: {
    Transit: "गोचर", Conjunction: "युति", Aspect: "दृष्टि", Retrograde: "वक्री ग्रह", Lunar: "चंद्र", "Direct Motion": "मार्गी गति",
    Nodes: "राहु-केतु", Festival: "पर्व-त्योहार", Eclipse: "ग्रहण", Combust: "अस्त ग्रह", Seasonal: "ऋतु",
  },
  ta: {
    Transit: "பெயர்ச்சி", Conjunction: "கிரகச் சேர்க்கை", Aspect: "பார்வை", Retrograde: "வக்கிரம்", Lunar: "சந்திரன்", "Direct Motion": "வக்கிர நிவர்த்தி",
    Nodes: "ராகு-கேது", Festival: "பண்டிகை", Eclipse: "கிரகணம்", Combust: "அஸ்தமனம்", Seasonal: "பருவ காலம்",
  },
  te: {
    Transit: "గోచారం", Conjunction: "గ్రహ యుతి", Aspect: "దృష్టి", Retrograde: "వక్రం", Lunar: "చంద్రుడు", "Direct Motion": "మార్గ గతి",
    Nodes: "రాహు-కేతువులు", Festival: "పండుగ", Eclipse: "గ్రహణం", Combust: "మౌఢ్యం", Seasonal: "ఋతువు",
  },
};

const intlLocale: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", ta: "ta-IN", te: "te-IN" };

/** The placeholder's sentences in each language (spec §3: the article is being prepared). */
const placeholderText: Record<Locale, { lead: string; category: string; date: string; reading: (minutes: number) => string; close: string }> = {
  en: {
    lead: "This article is being prepared. Its full text will appear here soon.",
    category: "Category",
    date: "Date",
    reading: (m) => `${m} min read`,
    close: "Until then, the free tools of this site can already answer many of the questions it will cover.",
  },
  hi: {
    lead: "यह लेख अभी तैयार किया जा रहा है। इसका पूरा पाठ जल्द ही यहाँ उपलब्ध होगा।",
    category: "श्रेणी",
    date: "तिथि",
    reading: (m) => `पढ़ने में ${m} मिनट`,
    close: "तब तक इस साइट के निःशुल्क टूल से आप इसके कई प्रश्नों के उत्तर स्वयं देख सकते हैं।",
  },
  ta: {
    lead: "இந்தக் கட்டுரை தயாராகிக்கொண்டிருக்கிறது. முழு உரை விரைவில் இங்கே வெளியாகும்.",
    category: "பிரிவு",
    date: "தேதி",
    reading: (m) => `படிக்க ${m} நிமிடம்`,
    close: "அதுவரை, இந்தத் தளத்தின் இலவசக் கருவிகளில் இக்கட்டுரை பேசும் பல கேள்விகளுக்கு விடை காணலாம்.",
  },
  te: {
    lead: "ఈ వ్యాసం ఇంకా సిద్ధమవుతోంది. పూర్తి పాఠం త్వరలోనే ఇక్కడ అందుబాటులోకి వస్తుంది.",
    category: "విభాగం",
    date: "తేదీ",
    reading: (m) => `చదవడానికి ${m} నిమిషాలు`,
    close: "అప్పటివరకు ఈ సైట్‌లోని ఉచిత సాధనాలతో ఇందులో చర్చించే చాలా ప్రశ్నలకు సమాధానాలు చూడవచ్చు.",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

export interface PlaceholderArticle {
  title: string;
  category: ArticleCategory;
  excerpt: string;
  /** ISO instant of publication. */
  publishedAt: string;
  readMinutes: number;
}

/** The date of an ISO instant in words, in IST, in the language. */
export function formatArticleDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

/**
 * Spec §3: an article with an empty body shows a body saying it is being prepared, repeating
 * its title, category, excerpt, date and reading time (escaped: the admin's text stays text).
 */
export function articlePlaceholder(article: PlaceholderArticle, locale: Locale): string {
  const t = placeholderText[locale];
  const facts = [
    `<li>${t.category}: ${escapeHtml(categoryNames[locale][article.category])}</li>`,
    `<li>${t.date}: ${escapeHtml(formatArticleDate(article.publishedAt, locale))}</li>`,
    `<li>${escapeHtml(t.reading(article.readMinutes))}</li>`,
  ].join("\n");
  return [
    `<p><strong>${escapeHtml(article.title)}</strong></p>`,
    `<p>${t.lead}</p>`,
    article.excerpt ? `<p>${escapeHtml(article.excerpt)}</p>` : "",
    `<ul>\n${facts}\n</ul>`,
    `<p>${t.close}</p>`,
  ]
    .filter(Boolean)
    .join("\n");
}
