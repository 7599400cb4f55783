/**
 * The CMS content written as files (issue 24): `content/articles/<key>/meta.yaml` with
 * `{en,hi,ta,te}.md`, and `content/pages/<route path>/{en,hi,ta,te}.md`, each Markdown file
 * opening with YAML front matter (the format: /work/briefs24/content.md, README "Content").
 *
 * `readContent` reads the tree without judging it; `checkContent` lists every problem (the
 * content check, `npx tsx scripts/content-check.ts`, and its unit test); the seed
 * (scripts/lib/database.ts) loads what was read.
 */
import type { Client } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse as parseYaml } from "yaml";
import {
  articleCategories,
  gradients,
  MAX_BODY_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_TITLE_CHARS,
  slugFromTitle,
} from "@contract/content";
import { localePrefix, locales, splitLocale, type Locale } from "@site/locales";
import { expandPaths, isCmsPage, matchRoute, routeTable } from "@site/route-table";
import * as schema from "../../worker/src/db/schema";
import { markdownWords } from "../../worker/src/features/content/markdown";

/** One language's file: its front matter (as parsed) and Markdown body. */
export interface ContentFile {
  /** Relative to the content root, with forward slashes (for messages). */
  file: string;
  locale: Locale;
  front: Record<string, unknown>;
  body: string;
}

export interface ArticleSource {
  /** The folder name under content/articles. */
  key: string;
  /** meta.yaml as parsed (checked by `checkContent`). */
  meta: Record<string, unknown>;
  texts: ContentFile[];
}

export interface PageSource {
  /** The route path the folder names, e.g. "/learn-astrology/basics". */
  path: string;
  texts: ContentFile[];
}

export interface ContentTree {
  articles: ArticleSource[];
  pages: PageSource[];
  /** Files that could not be read as front matter + body, or stray files. */
  problems: string[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function toPosix(path: string): string {
  return path.split(sep).join("/");
}

/** Splits a Markdown file into its YAML front matter and body; a problem string when it cannot. */
export function parseMarkdownFile(source: string): { front: Record<string, unknown>; body: string } | string {
  const text = source.replace(/^\uFEFF/, "");
  const match = FRONT_MATTER.exec(text);
  if (!match) return "no YAML front matter (the file must open with a line '---')";
  let front: unknown;
  try {
    front = parseYaml(match[1]!);
  } catch (error) {
    return `front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`;
  }
  if (!front || typeof front !== "object" || Array.isArray(front)) return "front matter is not a mapping of fields";
  return { front: front as Record<string, unknown>, body: text.slice(match[0].length).trim() };
}

function readTexts(root: string, dir: string, problems: string[]): ContentFile[] {
  const texts: ContentFile[] = [];
  for (const locale of locales) {
    const path = join(dir, `${locale}.md`);
    if (!existsSync(path)) continue;
    const file = toPosix(relative(root, path));
    const parsed = parseMarkdownFile(readFileSync(path, "utf8"));
    if (typeof parsed === "string") problems.push(`${file}: ${parsed}`);
    else texts.push({ file, locale, ...parsed });
  }
  return texts;
}

const knownFile = /^(?:meta\.yaml|(?:en|hi|ta|te)\.md)$/;

/** Reads `<root>/articles` and `<root>/pages` (either may be missing). */
export function readContent(root: string): ContentTree {
  const problems: string[] = [];
  const articles: ArticleSource[] = [];
  const pages: PageSource[] = [];

  const articlesDir = join(root, "articles");
  if (existsSync(articlesDir)) {
    for (const key of readdirSync(articlesDir).sort()) {
      const dir = join(articlesDir, key);
      if (!statSync(dir).isDirectory()) {
        problems.push(`articles/${key}: not a folder (each article is a folder: meta.yaml and {en,hi,ta,te}.md)`);
        continue;
      }
      for (const name of readdirSync(dir)) if (!knownFile.test(name)) problems.push(`articles/${key}/${name}: unexpected file`);
      let meta: Record<string, unknown> = {};
      const metaPath = join(dir, "meta.yaml");
      if (!existsSync(metaPath)) problems.push(`articles/${key}/meta.yaml: missing`);
      else {
        try {
          const parsed: unknown = parseYaml(readFileSync(metaPath, "utf8"));
          if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) meta = parsed as Record<string, unknown>;
          else problems.push(`articles/${key}/meta.yaml: not a mapping of fields`);
        } catch (error) {
          problems.push(`articles/${key}/meta.yaml: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
        }
      }
      articles.push({ key, meta, texts: readTexts(root, dir, problems) });
    }
  }

  const pagesDir = join(root, "pages");
  const walk = (dir: string) => {
    const names = readdirSync(dir).sort();
    const files = names.filter((n) => !statSync(join(dir, n)).isDirectory());
    if (files.length > 0) {
      for (const name of files) if (!/^(?:en|hi|ta|te)\.md$/.test(name)) problems.push(`${toPosix(relative(root, join(dir, name)))}: unexpected file`);
      pages.push({ path: `/${toPosix(relative(pagesDir, dir))}`, texts: readTexts(root, dir, problems) });
    }
    for (const name of names) if (statSync(join(dir, name)).isDirectory()) walk(join(dir, name));
  };
  if (existsSync(pagesDir)) walk(pagesDir);

  return { articles, pages, problems };
}

/** The route paths whose pages are CMS content and must have it (issue 24). */
export function cmsPagePaths(): string[] {
  return routeTable.filter(isCmsPage).flatMap(expandPaths).sort();
}

/** An article's first publication instant: its IST day at 06:00 IST (00:30 UTC). */
export function articlePublishAt(date: string): string {
  return `${date}T00:30:00.000Z`;
}

/** meta.yaml's `publishAt` as YYYY-MM-DD, or null when it is not a real date. */
export function metaDate(value: unknown): string | null {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value : null;
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : null;
}

const stringField = (value: unknown): value is string => typeof value === "string";

/**
 * Raw HTML in a Markdown body (the renderer escapes it, so it would show as text): a tag
 * opening or closing, or a comment. Autolinks (`<https://…>`) are Markdown, not HTML.
 */
const RAW_HTML = /<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s>/])|<!--/;

/** Internal link targets of a Markdown body: inline links, images and reference definitions. */
export function internalLinks(body: string): string[] {
  const targets: string[] = [];
  for (const m of body.matchAll(/\]\(\s*<?(\/[^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]!);
  for (const m of body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\/[^\s>]+)/gm)) targets.push(m[1]!);
  return targets;
}

/**
 * Every problem of a content tree, as "file: what is wrong" lines (empty when it is fine):
 * fields and limits of the contract, the four languages, unique article ids and slugs, no raw
 * HTML, internal links that resolve in the route table under the file's own language prefix,
 * `tools` that exist, and content for every CMS page of the route table.
 */
export function checkContent(tree: ContentTree): string[] {
  const problems = [...tree.problems];
  const slugs = new Map<string, string>();
  const ids = new Map<number, string>();

  // First pass: article slugs and ids (links to /blog/<slug> and /article/<id> are checked against them).
  for (const article of tree.articles) {
    const where = `articles/${article.key}`;
    const id = article.meta.id;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1) problems.push(`${where}/meta.yaml: id must be a positive whole number`);
    else if (ids.has(id)) problems.push(`${where}/meta.yaml: id ${id} is also the id of articles/${ids.get(id)}`);
    else ids.set(id, article.key);
    const en = article.texts.find((t) => t.locale === "en");
    if (en && stringField(en.front.title)) {
      const slug = slugFromTitle(en.front.title);
      if (!slug) problems.push(`${en.file}: the English title gives an empty slug (write it in plain ASCII letters)`);
      else if (slugs.has(slug)) problems.push(`${en.file}: the slug "${slug}" of its title is also the slug of articles/${slugs.get(slug)}`);
      else slugs.set(slug, article.key);
    }
  }

  const checkBody = (file: ContentFile) => {
    if (!file.body) problems.push(`${file.file}: the body is empty`);
    if (file.body.length > MAX_BODY_CHARS) problems.push(`${file.file}: the body is ${file.body.length} characters (at most ${MAX_BODY_CHARS})`);
    const html = RAW_HTML.exec(file.body);
    if (html) problems.push(`${file.file}: raw HTML "${file.body.slice(html.index, html.index + 30).split("\n")[0]}" (write Markdown; HTML is shown as text)`);
    if (/^ {0,3}#(?:\s|$)/m.test(file.body)) problems.push(`${file.file}: a "#" heading (the page prints the title as h1; start with "##")`);
    for (const target of internalLinks(file.body)) {
      const path = target.replace(/[?#].*$/, "") || "/";
      const { locale, path: bare } = splitLocale(path);
      const match = matchRoute(bare, locale);
      if (!match) {
        problems.push(`${file.file}: the link ${target} leads nowhere (not in the route table)`);
        continue;
      }
      if (locale !== file.locale) {
        const should = bare === "/" ? localePrefix[file.locale] || "/" : `${localePrefix[file.locale]}${bare}`;
        problems.push(`${file.file}: the link ${target} is not in this file's language (write ${should})`);
      }
      if (match.entry.path === "/blog/:slug" && !slugs.has(match.params.slug!)) problems.push(`${file.file}: the link ${target} names no article`);
      if (match.entry.path === "/article/:id" && !ids.has(Number(match.params.id))) problems.push(`${file.file}: the link ${target} names no article`);
    }
  };

  const checkLanguages = (where: string, texts: ContentFile[]) => {
    const missing = locales.filter((l) => !texts.some((t) => t.locale === l));
    if (missing.length > 0) problems.push(`${where}: missing ${missing.map((l) => `${l}.md`).join(", ")}`);
  };

  const checkText = (file: ContentFile, allowed: readonly string[], descriptionField: string) => {
    for (const key of Object.keys(file.front)) if (!allowed.includes(key)) problems.push(`${file.file}: unknown front matter field "${key}" (allowed: ${allowed.join(", ")})`);
    const title = file.front.title;
    if (!stringField(title) || !title.trim()) problems.push(`${file.file}: title is missing`);
    else if (title.trim().length > MAX_TITLE_CHARS) problems.push(`${file.file}: title is ${title.trim().length} characters (at most ${MAX_TITLE_CHARS})`);
    const description = file.front[descriptionField];
    if (!stringField(description) || !description.trim()) problems.push(`${file.file}: ${descriptionField} is missing`);
    else if (description.trim().length > MAX_DESCRIPTION_CHARS) problems.push(`${file.file}: ${descriptionField} is ${description.trim().length} characters (at most ${MAX_DESCRIPTION_CHARS})`);
    checkBody(file);
  };

  for (const article of tree.articles) {
    const where = `articles/${article.key}`;
    const meta = article.meta;
    for (const key of Object.keys(meta)) if (!["id", "category", "gradient", "publishAt"].includes(key)) problems.push(`${where}/meta.yaml: unknown field "${key}"`);
    if (!(articleCategories as readonly unknown[]).includes(meta.category)) problems.push(`${where}/meta.yaml: category must be one of ${articleCategories.join(", ")}`);
    if (!(gradients as readonly unknown[]).includes(meta.gradient)) problems.push(`${where}/meta.yaml: gradient must be one of ${gradients.join(", ")}`);
    if (!metaDate(meta.publishAt)) problems.push(`${where}/meta.yaml: publishAt must be a date, YYYY-MM-DD`);
    checkLanguages(where, article.texts);
    for (const file of article.texts) checkText(file, ["title", "excerpt"], "excerpt");
  }

  const required = new Set(cmsPagePaths());
  const seen = new Set<string>();
  for (const page of tree.pages) {
    const where = `pages${page.path}`;
    seen.add(page.path);
    if (!required.has(page.path)) {
      problems.push(`${where}: ${matchRoute(page.path) ? "this route is not a CMS page" : "no such route in the route table"}`);
    }
    checkLanguages(where, page.texts);
    for (const file of page.texts) {
      checkText(file, ["title", "description", "tools"], "description");
      const tools = file.front.tools;
      // The tools are the page's, shared by its languages: checked in en.md, compared below.
      if (tools === undefined || file.locale !== "en") continue;
      if (!Array.isArray(tools) || tools.length > 12 || !tools.every(stringField)) {
        problems.push(`${file.file}: tools must be a list of at most 12 paths`);
        continue;
      }
      for (const tool of tools) {
        if (splitLocale(tool).locale !== "en") problems.push(`${file.file}: the tool ${tool} must be language-neutral (no /hindi, /tamil, /telugu)`);
        else if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(tool) || !matchRoute(tool)) problems.push(`${file.file}: the tool ${tool} is not a page of the route table`);
      }
    }
    const en = page.texts.find((t) => t.locale === "en");
    for (const file of page.texts) {
      if (en && file !== en && JSON.stringify(file.front.tools ?? []) !== JSON.stringify(en.front.tools ?? [])) {
        problems.push(`${file.file}: tools differ from en.md (they are the page's, shared by its languages)`);
      }
    }
  }
  for (const path of required) if (!seen.has(path)) problems.push(`pages${path}: missing (a CMS page of the route table)`);
  return problems;
}

export interface SeededContent {
  items: number;
  texts: number;
  /** Articles not loaded because their id belongs to another item (a different slug or a page). */
  skipped: string[];
}

/**
 * Loads the content files into `content_items` and `content_texts`: articles with the id of
 * their meta.yaml, the slug of their English title, category and gradient; pages with their
 * route path as slug and their tools; every text published (an article's from its meta date at
 * 06:00 IST, a page's at once) with its word count. Rows that exist are left alone
 * (`on conflict do nothing`), so administrators' edits survive a re-run; a text deleted by an
 * administrator comes back. Articles go first, so SQLite's autoincrement (which follows the
 * largest id inserted) gives pages and administrators' new items the ids after them.
 * Items that fail `checkContent`'s basic rules (no id, no English title) are left out.
 */
export async function seedContent(client: Client, root: string): Promise<SeededContent> {
  const tree = readContent(root);
  const db = drizzle(client, { schema });
  const skipped: string[] = [];
  type TextRow = typeof schema.contentTexts.$inferInsert;
  const texts: TextRow[] = [];
  let items = 0;

  const textRow = (itemId: number, file: ContentFile, description: unknown, publishAt: string | null): TextRow | null => {
    const title = typeof file.front.title === "string" ? file.front.title.trim() : "";
    if (!title) return null;
    return {
      itemId,
      locale: file.locale,
      title: title.slice(0, MAX_TITLE_CHARS),
      description: typeof description === "string" ? description.trim().slice(0, MAX_DESCRIPTION_CHARS) : "",
      body: file.body,
      status: "published",
      publishAt,
      words: markdownWords(file.body),
    };
  };

  for (const article of tree.articles) {
    const { id, category, gradient } = article.meta;
    const date = metaDate(article.meta.publishAt);
    const en = article.texts.find((t) => t.locale === "en");
    const slug = typeof en?.front.title === "string" ? slugFromTitle(en.front.title) : "";
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || !slug || !date) continue;
    const inserted = await db
      .insert(schema.contentItems)
      .values({
        id,
        kind: "article",
        slug,
        category: (articleCategories as readonly unknown[]).includes(category) ? (category as string) : null,
        gradient: (gradients as readonly unknown[]).includes(gradient) ? (gradient as string) : null,
      })
      .onConflictDoNothing()
      .returning({ id: schema.contentItems.id });
    items += inserted.length;
    const [row] = await db.select().from(schema.contentItems).where(eq(schema.contentItems.id, id));
    if (!row || row.kind !== "article") {
      skipped.push(`articles/${article.key}: id ${id} is taken by ${row ? `the ${row.kind} ${row.slug}` : "nothing"}`);
      continue;
    }
    for (const file of article.texts) {
      const text = textRow(id, file, file.front.excerpt, articlePublishAt(date));
      if (text) texts.push(text);
    }
  }

  // Pages that exist are not inserted again: an ignored insert would still use up an autoincrement id.
  const pageIds = new Map(
    (await db.select({ id: schema.contentItems.id, slug: schema.contentItems.slug }).from(schema.contentItems).where(eq(schema.contentItems.kind, "page"))).map(
      (r) => [r.slug, r.id],
    ),
  );
  for (const page of tree.pages) {
    if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(page.path)) continue;
    const en = page.texts.find((t) => t.locale === "en");
    const tools = Array.isArray(en?.front.tools) ? en.front.tools.filter((t): t is string => typeof t === "string") : [];
    let id = pageIds.get(page.path);
    if (id === undefined) {
      const [row] = await db.insert(schema.contentItems).values({ kind: "page", slug: page.path, tools }).onConflictDoNothing().returning({ id: schema.contentItems.id });
      if (!row) continue;
      items += 1;
      id = row.id;
    }
    for (const file of page.texts) {
      const text = textRow(id, file, file.front.description, null);
      if (text) texts.push(text);
    }
  }

  let textCount = 0;
  for (let i = 0; i < texts.length; i += 20) {
    const inserted = await db
      .insert(schema.contentTexts)
      .values(texts.slice(i, i + 20))
      .onConflictDoNothing()
      .returning({ itemId: schema.contentTexts.itemId });
    textCount += inserted.length;
  }
  return { items, texts: textCount, skipped };
}
