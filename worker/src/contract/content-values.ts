/**
 * The content contract's plain values (issue 24), without valibot or the message catalogue, so
 * the SPA's route code (the blog's search check) can import them without pulling in the schemas.
 * `./content.ts` re-exports them with the schemas.
 */
/** Spec §3: the blog's categories. */
export const articleCategories = [
  "Transit", "Conjunction", "Aspect", "Retrograde", "Lunar", "Direct Motion", "Nodes", "Festival", "Eclipse", "Combust", "Seasonal",
] as const;
export type ArticleCategory = (typeof articleCategories)[number];
/** The cards' gradient tokens (spec §3 "gradient (style token)"); the SPA maps each to its colours. */
export const gradients = ["violet", "saffron", "indigo", "rose", "teal", "amber", "sky", "emerald"] as const;
export type Gradient = (typeof gradients)[number];
export const contentKinds = ["article", "page"] as const;
export type ContentKind = (typeof contentKinds)[number];
export const contentStatuses = ["draft", "published"] as const;
export type ContentStatus = (typeof contentStatuses)[number];
/** Spec §2.7: three cards per page. */
export const BLOG_PAGE_SIZE = 3;
export const ADMIN_CONTENT_PAGE_SIZE = 50;
export const MAX_TITLE_CHARS = 200;
export const MAX_DESCRIPTION_CHARS = 300;
export const MAX_BODY_CHARS = 100_000;
/** Images an admin uploads for articles: by their bytes, at most 2 MB (no SVG: it can carry script). */
export const mediaContentTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

/**
 * Spec §2.7's slug rule: the title lowercased, punctuation removed, spaces turned to hyphens,
 * repeated hyphens collapsed; here also trimmed of hyphens at the ends and limited to ASCII
 * letters and digits (a title in another script gives "", and the admin sets the slug).
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120)
    .replace(/-$/, "");
}

