/**
 * Content (issue 24): query factories for the blog and the CMS pages (`@contract/content`),
 * shared by the route loaders and the pages, and the support form's one write.
 */
import { queryOptions } from "@tanstack/react-query";
import type { ArticleAnswer, ArticleListAnswer, PageAnswer } from "@contract/content";
import type { ArticleCategory, Gradient } from "@contract/content-values";
import type { SupportTicketBody } from "@contract/admin";
import type { Locale } from "../../i18n/locale";
import { apiJson } from "../../lib/api";

export type { ArticleAnswer, ArticleCategory, ArticleListAnswer, Gradient, PageAnswer };
export { BLOG_PAGE_SIZE, articleCategories } from "@contract/content-values";

/** Published texts change when an admin publishes: a minute's staleness at most. */
const contentStaleMs = 60_000;

export function articlesUrl(locale: Locale, page: number, category?: ArticleCategory): string {
  const query = new URLSearchParams({ lang: locale, page: String(page) });
  if (category) query.set("category", category);
  return `/api/content/articles?${query}`;
}

export const articlesQueryOptions = (locale: Locale, page: number, category?: ArticleCategory) =>
  queryOptions<ArticleListAnswer>({ queryKey: [articlesUrl(locale, page, category)], staleTime: contentStaleMs });

export const articleQueryOptions = (slug: string, locale: Locale) =>
  queryOptions<ArticleAnswer>({ queryKey: [`/api/content/articles/${encodeURIComponent(slug)}?lang=${locale}`], staleTime: contentStaleMs });

export const articleIdQueryOptions = (id: string) =>
  queryOptions<{ id: number; slug: string }>({ queryKey: [`/api/content/articles/by-id/${encodeURIComponent(id)}`], staleTime: contentStaleMs });

export const contentPageQueryOptions = (path: string, locale: Locale) =>
  queryOptions<PageAnswer>({ queryKey: [`/api/content/page?${new URLSearchParams({ path, lang: locale })}`], staleTime: contentStaleMs });

/** `POST /api/support/tickets`: the support form. */
export function sendSupportTicket(body: SupportTicketBody): Promise<{ id: string; status: string }> {
  return apiJson("/api/support/tickets", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}
