/**
 * Content (issue 24): reading published articles and pages, and the administrators' writes.
 * A text is visible when it is `published` and its `publishAt` is absent or has come (ISO
 * instants compare as text). Every administrator's write runs in one `db.batch` with its audit
 * entry (features/admin/audit.ts).
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_CONTENT_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  type AdminContentDetail,
  type AdminContentItem,
  type ArticleAnswer,
  type ArticleCard,
  type ArticleCategory,
  type ContentKind,
  type CreateContentBody,
  type Gradient,
  type PageAnswer,
  type SaveTextBody,
  type UpdateContentBody,
} from "@contract/content";
import type { Database } from "../../db/client";
import { contentItems, contentTexts, users, type ContentItemRow, type ContentTextRow, type UserRow } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import type { Locale } from "@site/locales";
import { auditEntry } from "../admin/audit";
import { articlePlaceholder, readingMinutes, renderMarkdown } from "./markdown";

/** Visible to readers at `now`: published, and due. */
function visible(now: string): SQL {
  return and(eq(contentTexts.status, "published"), or(isNull(contentTexts.publishAt), lte(contentTexts.publishAt, now)))!;
}

const nowIso = () => new Date().toISOString();

function toCard(item: ContentItemRow, text: ContentTextRow): ArticleCard {
  return {
    id: item.id,
    slug: item.slug,
    title: text.title,
    excerpt: text.description,
    category: item.category as ArticleCategory,
    gradient: (item.gradient ?? "violet") as Gradient,
    publishedAt: text.publishAt ?? text.createdAt,
    readMinutes: readingMinutes(text.words),
  };
}

/** `GET /api/content/articles`: one page of published, due articles in `lang`, newest first. */
export async function listArticles(db: Database, lang: Locale, page: number, category?: ArticleCategory) {
  const now = nowIso();
  const where = and(
    eq(contentItems.kind, "article"),
    isNotNull(contentItems.category),
    category ? eq(contentItems.category, category) : undefined,
    eq(contentTexts.locale, lang),
    visible(now),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentTexts)
      .innerJoin(contentItems, eq(contentItems.id, contentTexts.itemId))
      .where(where)
      .orderBy(desc(sql`coalesce(${contentTexts.publishAt}, ${contentTexts.createdAt})`), desc(contentItems.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(contentTexts).innerJoin(contentItems, eq(contentItems.id, contentTexts.itemId)).where(where),
  ]);
  return { articles: rows.map((r) => toCard(r.content_items, r.content_texts)), total: total?.n ?? 0, page, pageSize: BLOG_PAGE_SIZE };
}

/** The languages an item is visible in. */
async function visibleLocales(db: Database, itemId: number, now: string): Promise<Locale[]> {
  const rows = await db.select({ locale: contentTexts.locale }).from(contentTexts).where(and(eq(contentTexts.itemId, itemId), visible(now)));
  const order: Locale[] = ["en", "hi", "ta", "te"];
  return order.filter((l) => rows.some((r) => r.locale === l));
}

/** A published article's text in `lang` with its item, or null (unknown, or not visible in that language). */
export async function findPublishedArticle(db: Database, slug: string, lang: Locale) {
  const now = nowIso();
  const [row] = await db
    .select()
    .from(contentTexts)
    .innerJoin(contentItems, eq(contentItems.id, contentTexts.itemId))
    .leftJoin(users, eq(users.id, contentTexts.authorId))
    .where(and(eq(contentItems.kind, "article"), eq(contentItems.slug, slug), isNotNull(contentItems.category), eq(contentTexts.locale, lang), visible(now)))
    .limit(1);
  if (!row) return null;
  return { item: row.content_items, text: row.content_texts, author: row.users?.name ?? null, locales: await visibleLocales(db, row.content_items.id, now) };
}

/** `GET /api/content/articles/:slug`. */
export async function getArticle(db: Database, slug: string, lang: Locale): Promise<ArticleAnswer> {
  const found = await findPublishedArticle(db, slug, lang);
  if (!found) throw new ApiError("not_found", "no_such_article");
  const { item, text } = found;
  const card = toCard(item, text);
  const placeholder = text.body.trim() === "";
  const html = placeholder ? articlePlaceholder({ ...card, excerpt: card.excerpt }, lang) : renderMarkdown(text.body).html;
  return { ...card, html, placeholder, author: found.author, updatedAt: text.updatedAt, locales: found.locales };
}

/** `GET /api/content/articles/by-id/:id`: the slug of an article visible in some language. */
export async function articleSlugById(db: Database, id: number): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .select({ id: contentItems.id, slug: contentItems.slug })
    .from(contentItems)
    .innerJoin(contentTexts, eq(contentTexts.itemId, contentItems.id))
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, "article"), visible(nowIso())))
    .limit(1);
  if (!row) throw new ApiError("not_found", "no_such_article");
  return row;
}

/** A page's visible text in `lang`, else in English (`fallback`), else null. */
export async function findPublishedPage(db: Database, path: string, lang: Locale) {
  const rows = await db
    .select()
    .from(contentTexts)
    .innerJoin(contentItems, eq(contentItems.id, contentTexts.itemId))
    .where(and(eq(contentItems.kind, "page"), eq(contentItems.slug, path), inArray(contentTexts.locale, [lang, "en"]), visible(nowIso())));
  const row = rows.find((r) => r.content_texts.locale === lang) ?? rows.find((r) => r.content_texts.locale === "en");
  if (!row) return null;
  return { item: row.content_items, text: row.content_texts, fallback: row.content_texts.locale !== lang };
}

/** `GET /api/content/page`. */
export async function getPage(db: Database, path: string, lang: Locale): Promise<PageAnswer> {
  const found = await findPublishedPage(db, path, lang);
  if (!found) throw new ApiError("not_found", "no_such_page");
  const { item, text } = found;
  return {
    path: item.slug,
    locale: text.locale,
    fallback: found.fallback,
    title: text.title,
    description: text.description,
    html: renderMarkdown(text.body).html,
    tools: item.tools,
    updatedAt: text.updatedAt,
  };
}

/** Every visible article text, for the sitemap: slug, language and when it last changed. */
export async function sitemapArticles(db: Database): Promise<{ slug: string; locale: Locale; updatedAt: string }[]> {
  return db
    .select({ slug: contentItems.slug, locale: contentTexts.locale, updatedAt: contentTexts.updatedAt })
    .from(contentTexts)
    .innerJoin(contentItems, eq(contentItems.id, contentTexts.itemId))
    .where(and(eq(contentItems.kind, "article"), isNotNull(contentItems.category), visible(nowIso())))
    .orderBy(contentItems.id);
}

// ——— Administrators ———

type Actor = Pick<UserRow, "id" | "email">;

async function itemWithTexts(db: Database, id: number): Promise<{ item: ContentItemRow; texts: ContentTextRow[] } | null> {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!item) return null;
  const texts = await db.select().from(contentTexts).where(eq(contentTexts.itemId, id));
  return { item, texts };
}

const localeOrder: Record<Locale, number> = { en: 0, hi: 1, ta: 2, te: 3 };

function toAdminItem(item: ContentItemRow, texts: ContentTextRow[]): AdminContentItem {
  return {
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    category: item.category as ArticleCategory | null,
    gradient: item.gradient as Gradient | null,
    tools: item.tools,
    texts: [...texts]
      .sort((a, b) => localeOrder[a.locale] - localeOrder[b.locale])
      .map((t) => ({ locale: t.locale, title: t.title, status: t.status, publishAt: t.publishAt, updatedAt: t.updatedAt })),
    updatedAt: item.updatedAt,
  };
}

function toAdminDetail(item: ContentItemRow, texts: ContentTextRow[]): AdminContentDetail {
  const summary = toAdminItem(item, texts);
  return {
    ...summary,
    texts: summary.texts.map((s) => {
      const t = texts.find((x) => x.locale === s.locale)!;
      return { ...s, description: t.description, body: t.body, authorEmail: t.authorEmail };
    }),
  };
}

/** `GET /api/admin/content/:id`. */
export async function getAdminItem(db: Database, id: number): Promise<AdminContentDetail> {
  const found = await itemWithTexts(db, id);
  if (!found) throw new ApiError("not_found", "no_such_content");
  return toAdminDetail(found.item, found.texts);
}

/** `GET /api/admin/content`: items newest edit first, with each language's status. */
export async function listAdminItems(db: Database, query: { kind?: ContentKind; q?: string; page: number }) {
  const pattern = query.q ? `%${query.q.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%` : null;
  const where = and(
    query.kind ? eq(contentItems.kind, query.kind) : undefined,
    pattern
      ? sql`(lower(${contentItems.slug}) like ${pattern} escape '\\' or exists (select 1 from ${contentTexts} where ${contentTexts.itemId} = ${contentItems.id} and lower(${contentTexts.title}) like ${pattern} escape '\\'))`
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
      .limit(ADMIN_CONTENT_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_CONTENT_PAGE_SIZE),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  const texts = items.length ? await db.select().from(contentTexts).where(inArray(contentTexts.itemId, items.map((i) => i.id))) : [];
  return {
    items: items.map((item) => toAdminItem(item, texts.filter((t) => t.itemId === item.id))),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_CONTENT_PAGE_SIZE,
  };
}

/** An article's slug is a slug, a page's a route path (the contract's union accepts either). */
function checkSlug(kind: ContentKind, slug: string): void {
  const ok = kind === "article" ? /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) : /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(slug);
  if (!ok) throw new ApiError("validation_failed", kind === "article" ? "slug_format" : "page_path_format");
}

async function slugTaken(db: Database, kind: ContentKind, slug: string, except?: number): Promise<boolean> {
  const [row] = await db.select({ id: contentItems.id }).from(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
  return !!row && row.id !== except;
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /UNIQUE constraint failed|PRIMARY KEY/i.test(text);
}

/** `POST /api/admin/content`. */
export async function createItem(db: Database, actor: Actor, body: CreateContentBody): Promise<AdminContentDetail> {
  checkSlug(body.kind, body.slug);
  if (body.kind === "article" && !body.category) throw new ApiError("validation_failed", "category_required");
  if (await slugTaken(db, body.kind, body.slug)) throw new ApiError("conflict", "slug_taken");
  // The id is chosen here so the audit entry in the same batch can name it: after the largest
  // ever given (autoincrement's sequence), so a deleted article's number is never reused.
  const next = await db.$client.execute(
    "select max(coalesce((select seq from sqlite_sequence where name = 'content_items'), 0), coalesce((select max(id) from content_items), 0)) + 1 as id",
  );
  const id = Number(next.rows[0]?.id ?? 1);
  const now = nowIso();
  const row: ContentItemRow = {
    id,
    kind: body.kind,
    slug: body.slug,
    category: body.kind === "article" ? (body.category ?? null) : null,
    gradient: body.kind === "article" ? (body.gradient ?? "violet") : null,
    tools: body.tools ?? [],
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.batch([
      db.insert(contentItems).values(row),
      auditEntry(db, actor, { action: "content.create", entity: "content", entityId: id, before: null, after: row }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", "slug_taken");
    throw error;
  }
  return toAdminDetail(row, []);
}

/** `PATCH /api/admin/content/:id`. */
export async function updateItem(db: Database, actor: Actor, id: number, body: UpdateContentBody): Promise<AdminContentDetail> {
  const found = await itemWithTexts(db, id);
  if (!found) throw new ApiError("not_found", "no_such_content");
  const before = found.item;
  if (body.slug !== undefined) {
    checkSlug(before.kind, body.slug);
    if (await slugTaken(db, before.kind, body.slug, id)) throw new ApiError("conflict", "slug_taken");
  }
  const isArticle = before.kind === "article";
  const after: ContentItemRow = {
    ...before,
    slug: body.slug ?? before.slug,
    category: isArticle ? (body.category ?? before.category) : null,
    gradient: isArticle ? (body.gradient ?? before.gradient) : null,
    tools: body.tools ?? before.tools,
    updatedAt: nowIso(),
  };
  try {
    await db.batch([
      db
        .update(contentItems)
        .set({ slug: after.slug, category: after.category, gradient: after.gradient, tools: after.tools, updatedAt: after.updatedAt })
        .where(eq(contentItems.id, id)),
      auditEntry(db, actor, { action: "content.update", entity: "content", entityId: id, before, after }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", "slug_taken");
    throw error;
  }
  return toAdminDetail(after, found.texts);
}

/** `DELETE /api/admin/content/:id`: the item and its texts. */
export async function deleteItem(db: Database, actor: Actor, id: number): Promise<void> {
  const found = await itemWithTexts(db, id);
  if (!found) throw new ApiError("not_found", "no_such_content");
  await db.batch([
    db.delete(contentTexts).where(eq(contentTexts.itemId, id)),
    db.delete(contentItems).where(eq(contentItems.id, id)),
    auditEntry(db, actor, { action: "content.delete", entity: "content", entityId: id, before: { ...found.item, texts: found.texts }, after: null }),
  ]);
}

/**
 * `PUT /api/admin/content/:id/texts/:locale`: creates or replaces one language's text. A
 * published text without `publishAt` keeps the publication time it had, else is published now.
 */
export async function saveText(db: Database, actor: Actor, id: number, locale: Locale, body: SaveTextBody): Promise<AdminContentDetail> {
  const found = await itemWithTexts(db, id);
  if (!found) throw new ApiError("not_found", "no_such_content");
  const before = found.texts.find((t) => t.locale === locale) ?? null;
  if (body.expectedUpdatedAt !== undefined && body.expectedUpdatedAt !== (before?.updatedAt ?? "")) throw new ApiError("conflict", "content_changed");
  const now = nowIso();
  const asked = body.publishAt ? new Date(body.publishAt).toISOString() : null;
  const publishAt =
    body.status === "published" ? (asked ?? (before?.status === "published" && before.publishAt ? before.publishAt : now)) : (asked ?? before?.publishAt ?? null);
  const after: ContentTextRow = {
    itemId: id,
    locale,
    title: body.title,
    description: body.description,
    body: body.body,
    status: body.status,
    publishAt,
    words: renderMarkdown(body.body).words,
    authorId: actor.id,
    authorEmail: actor.email,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  const { itemId: _itemId, locale: _locale, createdAt: _createdAt, ...changes } = after;
  await db.batch([
    db.insert(contentTexts).values(after).onConflictDoUpdate({ target: [contentTexts.itemId, contentTexts.locale], set: changes }),
    db.update(contentItems).set({ updatedAt: now }).where(eq(contentItems.id, id)),
    auditEntry(db, actor, { action: "content.text.save", entity: "content", entityId: `${id}/${locale}`, before, after }),
  ]);
  return toAdminDetail({ ...found.item, updatedAt: now }, [...found.texts.filter((t) => t.locale !== locale), after]);
}

/** `DELETE /api/admin/content/:id/texts/:locale`. */
export async function deleteText(db: Database, actor: Actor, id: number, locale: Locale): Promise<AdminContentDetail> {
  const found = await itemWithTexts(db, id);
  const before = found?.texts.find((t) => t.locale === locale);
  if (!found || !before) throw new ApiError("not_found", "no_such_content");
  const now = nowIso();
  await db.batch([
    db.delete(contentTexts).where(and(eq(contentTexts.itemId, id), eq(contentTexts.locale, locale))),
    db.update(contentItems).set({ updatedAt: now }).where(eq(contentItems.id, id)),
    auditEntry(db, actor, { action: "content.text.delete", entity: "content", entityId: `${id}/${locale}`, before, after: null }),
  ]);
  return toAdminDetail({ ...found.item, updatedAt: now }, found.texts.filter((t) => t.locale !== locale));
}

/** Upload records go to the audit log alone (the write itself is to R2). */
export async function auditMediaUpload(db: Database, actor: Actor, file: string, contentType: string, size: number): Promise<void> {
  await db.batch([auditEntry(db, actor, { action: "media.upload", entity: "media", entityId: file, before: null, after: { file, contentType, size } })]);
}
