/**
 * Content in the heads the edge writes (issue 24): `/blog/:slug` (in each language) gets its
 * article's title, excerpt, Open Graph `article` and JSON-LD `Article`, or the not-found page
 * with 404 when no published text exists in that language; a CMS page gets its text's title and
 * description. One query per page, remembered by the isolate for a few seconds (an unpublish
 * shows within them). A database failure leaves the table's head: the page still renders.
 */
import { IsolateMemo } from "../../lib/edge-cache";
import { createDatabase } from "../../db/client";
import type { Env } from "../../env";
import { articleHead, cmsPageHead, notFoundHead, type ArticleHeadInput, type Head } from "../../site/head";
import { splitLocale } from "../../site/locales";
import { isCmsPage, matchRoute } from "../../site/route-table";
import type { Site } from "../../site/sites";
import { findPublishedArticle, findPublishedPage } from "./service";

const MEMO_MS = 5_000;
type Found = { article: ArticleHeadInput | null } | { page: { title: string; description: string } | null };
const memo = new IsolateMemo<Found>(200, 200_000);

async function remembered(key: string, load: () => Promise<Found>): Promise<Found> {
  const now = Date.now();
  const hit = memo.get(key, now);
  if (hit) return hit;
  const value = await load();
  memo.set(key, value, JSON.stringify(value).length, now + MEMO_MS);
  return value;
}

/** The page's head with its content's title and description (or 404 for an unknown article). */
export async function contentHead(env: Env, head: Head, pathname: string, site: Site): Promise<Head> {
  if (head.status !== 200 || !head.routePath) return head;
  const { locale, path } = splitLocale(pathname);
  try {
    if (head.routePath === "/blog/:slug") {
      const slug = path.split("/").filter(Boolean)[1] ?? "";
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return notFoundHead(locale, site);
      const found = await remembered(`article|${slug}|${locale}`, async () => {
        const row = await findPublishedArticle(createDatabase(env), slug, locale);
        return {
          article: row
            ? { slug, title: row.text.title, description: row.text.description, publishedAt: row.text.publishAt ?? row.text.createdAt, updatedAt: row.text.updatedAt, author: row.author, locales: row.locales }
            : null,
        };
      });
      const article = "article" in found ? found.article : null;
      return article ? articleHead(head, article, site) : notFoundHead(locale, site);
    }
    const entry = matchRoute(path, locale)?.entry;
    if (!entry || !isCmsPage(entry)) return head;
    const page = path.replace(/(.)\/$/, "$1");
    const found = await remembered(`page|${page}|${locale}`, async () => {
      const row = await findPublishedPage(createDatabase(env), page, locale);
      return { page: row ? { title: row.text.title, description: row.text.description } : null };
    });
    return "page" in found && found.page ? cmsPageHead(head, found.page) : head;
  } catch (error) {
    console.error("content head", error);
    return head;
  }
}
