/**
 * Loaders of the blog and CMS pages: the route-table check, the page's metadata and its content
 * start together; an article or page the server does not have is the not-found page.
 */
import type { QueryClient } from "@tanstack/react-query";
import { notFound, redirect } from "@tanstack/react-router";
import { tablePageLoader } from "../../app/page-meta";
import { matchRoute } from "@site/route-table";
import { stripLocalePrefix } from "../../i18n/locale";
import { currentLocale } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import type { BlogSearch } from "./blog-search";
import { articleIdQueryOptions, articleQueryOptions, articlesQueryOptions, contentPageQueryOptions } from "./api";

interface LoaderContext {
  context: { queryClient: QueryClient };
  location: { pathname: string };
}

async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 400)) throw notFound();
    throw err;
  }
}

export async function blogLoader(ctx: LoaderContext & { deps: BlogSearch }): Promise<void> {
  await Promise.all([tablePageLoader(ctx), ctx.context.queryClient.prefetchQuery(articlesQueryOptions(currentLocale(), ctx.deps.page ?? 1, ctx.deps.category))]);
}

export async function articleLoader(ctx: LoaderContext & { params: { slug: string } }): Promise<void> {
  await Promise.all([tablePageLoader(ctx), orNotFound(ctx.context.queryClient.ensureQueryData(articleQueryOptions(ctx.params.slug, currentLocale())))]);
}

/** `/article/{id}`: the article's page under its slug. */
export async function articleIdLoader(ctx: LoaderContext & { params: { id: string } }): Promise<never> {
  const { slug } = await orNotFound(ctx.context.queryClient.ensureQueryData(articleIdQueryOptions(ctx.params.id)));
  throw redirect({ to: "/blog/$slug", params: { slug }, replace: true });
}

/** A CMS page: its text in the page's language (or English). */
export async function contentPageLoader(ctx: LoaderContext): Promise<void> {
  const path = contentPathOf(ctx.location.pathname);
  await Promise.all([tablePageLoader(ctx), orNotFound(ctx.context.queryClient.ensureQueryData(contentPageQueryOptions(path, currentLocale())))]);
}

/** The CMS page a (language-neutral) path shows: an alias shows its canonical page's text. */
export function contentPathOf(pathname: string): string {
  const path = stripLocalePrefix(pathname).replace(/(.)\/$/, "$1");
  return matchRoute(path)?.entry.aliasOf ?? path;
}
