import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Locale } from "../i18n/locale";
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
