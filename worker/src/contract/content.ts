/**
 * Content (issue 24): blog articles and CMS pages (learning, topics, company, legal), each in up
 * to four languages, written in Markdown by administrators and rendered to inert HTML on the
 * server (worker/src/features/content/markdown.ts).
 *
 * - An *item* is an article (`/blog/{slug}`, `/article/{id}`) or a page (its route path, e.g.
 *   `/learn-astrology/basics`); a *text* is one language's version of it, with its own status.
 * - A text is visible when it is `published` and its `publishAt` has come (a later `publishAt`
 *   is a scheduled publication).
 * - An article's slug is shared by its translations: the spec's rule applied to the English title
 *   (`slugFromTitle`), or one the admin sets; ASCII, so every language's URL is readable.
 */
import * as v from "valibot";
import { apiLanguages, choice, isoText, langParam, strictQuery } from "./common";
import { text } from "./messages";

export {
  ADMIN_CONTENT_PAGE_SIZE,
  articleCategories,
  BLOG_PAGE_SIZE,
  contentKinds,
  contentStatuses,
  gradients,
  MAX_BODY_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_MEDIA_BYTES,
  MAX_TITLE_CHARS,
  mediaContentTypes,
  slugFromTitle,
} from "./content-values";
export type { ArticleCategory, ContentKind, ContentStatus, Gradient } from "./content-values";
import { articleCategories, contentKinds, contentStatuses, gradients, MAX_BODY_CHARS, MAX_DESCRIPTION_CHARS, MAX_TITLE_CHARS } from "./content-values";

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const articleSlug = v.pipe(
  v.string(text("not_text", { field: "slug" })),
  v.maxLength(120, text("too_long", { field: "slug" })),
  v.regex(slugPattern, text("slug_format")),
);
/** A page's route path: lower-case segments of letters, digits and hyphens. */
export const pagePath = v.pipe(
  v.string(text("not_text", { field: "path" })),
  v.maxLength(160, text("too_long", { field: "path" })),
  v.regex(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, text("page_path_format")),
);
const contentId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, text("content_id")), v.transform(Number));
const positivePage = v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, text("page_number")), v.transform(Number)), "1");
const locale = choice(apiLanguages, "locale");

// ——— Public ———

export const articleListQuery = strictQuery({ lang: langParam, page: positivePage, category: v.optional(choice(articleCategories, "category")) });

export const articleCard = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  category: v.picklist(articleCategories),
  gradient: v.picklist(gradients),
  /** When it was (or is to be) published, ISO. */
  publishedAt: isoText,
  /** Reading time in whole minutes (at least 1), from the body's words. */
  readMinutes: v.number(),
});
export type ArticleCard = v.InferOutput<typeof articleCard>;

export const articleListAnswer = v.object({
  articles: v.array(articleCard),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type ArticleListAnswer = v.InferOutput<typeof articleListAnswer>;

export const articleParam = v.object({ slug: articleSlug });
export const articleQuery = strictQuery({ lang: langParam });
export const articleAnswer = v.object({
  ...articleCard.entries,
  /** The body rendered to inert HTML (no scripts, handlers, frames or unsafe URLs). */
  html: v.string(),
  /** The body was empty: `html` is the spec's "being prepared" placeholder. */
  placeholder: v.boolean(),
  author: v.nullable(v.string()),
  updatedAt: isoText,
  /** The languages this article is published in (for the language switch and hreflang). */
  locales: v.array(v.picklist(apiLanguages)),
});
export type ArticleAnswer = v.InferOutput<typeof articleAnswer>;

export const articleIdParam = v.object({ id: contentId });
export const articleIdAnswer = v.object({ id: v.number(), slug: v.string() });

export const pageQuery = strictQuery({ path: pagePath, lang: langParam });
export const pageAnswer = v.object({
  path: v.string(),
  /** The language of the text served: the one asked for when published, else English (`fallback`). */
  locale: v.picklist(apiLanguages),
  fallback: v.boolean(),
  title: v.string(),
  description: v.string(),
  html: v.string(),
  /** Language-neutral paths of the calculators the page explains. */
  tools: v.array(v.string()),
  updatedAt: isoText,
});
export type PageAnswer = v.InferOutput<typeof pageAnswer>;

// ——— Admin ———

export const adminContentQuery = strictQuery({
  kind: v.optional(choice(contentKinds, "kind")),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, text("too_long", { field: "q" })))),
  page: positivePage,
});

const textSummary = v.object({
  locale: v.picklist(apiLanguages),
  title: v.string(),
  status: v.picklist(contentStatuses),
  publishAt: v.nullable(isoText),
  updatedAt: isoText,
});
export const adminContentItem = v.object({
  id: v.number(),
  kind: v.picklist(contentKinds),
  /** Articles: the URL slug; pages: the route path. */
  slug: v.string(),
  category: v.nullable(v.picklist(articleCategories)),
  gradient: v.nullable(v.picklist(gradients)),
  tools: v.array(v.string()),
  texts: v.array(textSummary),
  updatedAt: isoText,
});
export type AdminContentItem = v.InferOutput<typeof adminContentItem>;
export const adminContentListAnswer = v.object({ items: v.array(adminContentItem), total: v.number(), page: v.number(), pageSize: v.number() });

export const adminContentText = v.object({
  ...textSummary.entries,
  description: v.string(),
  body: v.string(),
  authorEmail: v.nullable(v.string()),
});
export type AdminContentText = v.InferOutput<typeof adminContentText>;
export const adminContentDetail = v.object({
  ...adminContentItem.entries,
  texts: v.array(adminContentText),
});
export type AdminContentDetail = v.InferOutput<typeof adminContentDetail>;

export const adminContentParam = v.object({ id: contentId });
export const adminContentTextParam = v.object({ id: contentId, locale });

const tools = v.pipe(v.array(pagePath), v.maxLength(12, text("too_many", { field: "tools", max: 12 })));

/** `POST /api/admin/content`: a new article (slug, category, gradient) or page (its path as slug). */
export const createContentBody = v.strictObject(
  {
    kind: choice(contentKinds, "kind"),
    slug: v.union([articleSlug, pagePath], text("slug_format")),
    category: v.optional(choice(articleCategories, "category")),
    gradient: v.optional(choice(gradients, "gradient")),
    tools: v.optional(tools),
  },
  text("unknown_field"),
);
export type CreateContentBody = v.InferOutput<typeof createContentBody>;

/** `PATCH /api/admin/content/:id`: the item's own fields. */
export const updateContentBody = v.strictObject(
  {
    slug: v.optional(v.union([articleSlug, pagePath], text("slug_format"))),
    category: v.optional(choice(articleCategories, "category")),
    gradient: v.optional(choice(gradients, "gradient")),
    tools: v.optional(tools),
  },
  text("unknown_field"),
);
export type UpdateContentBody = v.InferOutput<typeof updateContentBody>;

/**
 * `PUT /api/admin/content/:id/texts/:locale`: one language's text, created or replaced.
 * `expectedUpdatedAt` (the `updatedAt` the editor loaded) makes a save that would overwrite
 * another admin's newer edit answer 409 instead.
 */
export const saveTextBody = v.strictObject(
  {
    title: v.pipe(v.string(text("not_text", { field: "title" })), v.trim(), v.minLength(1, text("required", { field: "title" })), v.maxLength(MAX_TITLE_CHARS, text("too_long", { field: "title" }))),
    description: v.pipe(v.string(text("not_text", { field: "description" })), v.trim(), v.maxLength(MAX_DESCRIPTION_CHARS, text("too_long", { field: "description" }))),
    body: v.pipe(v.string(text("not_text", { field: "body" })), v.maxLength(MAX_BODY_CHARS, text("too_long", { field: "body" }))),
    status: choice(contentStatuses, "status"),
    /** ISO instant; null or absent = now when published. */
    publishAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp(text("iso_timestamp", { field: "publishAt" }))))),
    expectedUpdatedAt: v.optional(v.string()),
  },
  text("unknown_field"),
);
export type SaveTextBody = v.InferOutput<typeof saveTextBody>;

export const previewBody = v.strictObject(
  { body: v.pipe(v.string(text("not_text", { field: "body" })), v.maxLength(MAX_BODY_CHARS, text("too_long", { field: "body" }))) },
  text("unknown_field"),
);
export const previewAnswer = v.object({ html: v.string(), readMinutes: v.number() });

export const mediaAnswer = v.object({ key: v.string(), url: v.string() });
export const mediaParam = v.object({ file: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}\.(jpg|png|webp|gif)$/, text("media_file"))) });
