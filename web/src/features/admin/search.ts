/**
 * The articles editor's search parameters (`?id=12&locale=hi`, `?new=article`), read from
 * whatever the address held. Its own small module: a route's `validateSearch` stays in the app's
 * entry, the pages themselves load with their route.
 */
export type EditorLocale = "en" | "hi" | "ta" | "te";
const editorLocales: readonly EditorLocale[] = ["en", "hi", "ta", "te"];

export interface ArticlesSearch {
  id?: number;
  locale?: EditorLocale;
  new?: "article" | "page";
}

export function articlesSearch(raw: Record<string, unknown>): ArticlesSearch {
  const id = Number(raw.id);
  const locale = editorLocales.find((l) => l === raw.locale);
  const kind = raw.new === "article" || raw.new === "page" ? raw.new : undefined;
  return { ...(Number.isSafeInteger(id) && id > 0 ? { id } : {}), ...(locale ? { locale } : {}), ...(kind ? { new: kind } : {}) };
}
