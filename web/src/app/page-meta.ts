import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
import type { Locale } from "../i18n/locale";
import { HttpError } from "../lib/api";
import { currentLocale } from "../i18n/runtime";
import { fillMeta, type MetaText } from "@site/meta/text";
import { matchRoute, type RouteMatch } from "@site/route-table";
import { subjectName } from "@site/subject";

export type { MetaText };

// One chunk per language, loaded only for the page's language.
const loaders = import.meta.glob<Record<string, MetaText>>("@site/meta/*.json", { import: "default" });

/** The page metadata table of one language (the same file the Worker writes heads from). */
export const metaTableQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ["page-meta", locale],
    queryFn: async () => {
      // Vite may key an alias glob by the alias or by the relative path: match the file name.
      const load = Object.entries(loaders).find(([path]) => path.endsWith(`/meta/${locale}.json`))?.[1];
      if (!load) throw new Error(`no metadata for ${locale}`);
      return load();
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Metadata of a matched route in a language, `{name}` filled in. */
export function metaFor(table: Record<string, MetaText>, match: RouteMatch, locale: Locale): MetaText | undefined {
  const text = table[match.entry.meta];
  return text && fillMeta(text, subjectName(match, locale));
}

export function usePageMeta(
  path: string,
  locale: Locale,
  enabled = true,
): { match: RouteMatch | null; meta: MetaText | undefined; table?: Record<string, MetaText> } {
  const match = matchRoute(path, locale);
  const { data } = useQuery({ ...metaTableQueryOptions(locale), enabled });
  return { match, meta: data && match ? metaFor(data, match, locale) : undefined, table: data };
}

/**
 * The route-table entry of a language-neutral path in the page's language, for a route's
 * `loader`: a parameter outside the table's list, or a page the language does not have
 * (e.g. a Tamil sign-name page outside Tamil), is not found.
 */
export function tableMatchOrNotFound(pathname: string, locale: Locale): RouteMatch {
  const match = matchRoute(pathname, locale);
  if (!match) throw notFound();
  return match;
}

/**
 * The `loader` of a route-table page: its path must be one of the page language's (a listed
 * parameter value; a page with `locales` only in those languages), and its texts load with its code.
 */
export async function tablePageLoader({ context, location }: { context: { queryClient: QueryClient }; location: { pathname: string } }) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  await context.queryClient.ensureQueryData(metaTableQueryOptions(locale));
}

/** What a route-table page's loader is given (the router's context and location). */
export interface PageLoaderContext {
  context: { queryClient: QueryClient };
  location: { pathname: string };
}

/** A loader's request whose 404 (or 400: a made-up id) is the not-found page, not the error screen. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 400)) throw notFound();
    throw err;
  }
}
