import { type ArticleCategory, articleCategories } from "@contract/content-values";

// In the app's entry (the blog route's search check runs before its chunk loads): plain values only.

/** The blog's search: the page number and an optional category (anything else is dropped). */
export interface BlogSearch {
  page?: number;
  category?: ArticleCategory;
}

export function validateBlogSearch(search: Record<string, unknown>): BlogSearch {
  const page = Number(search.page);
  const category = articleCategories.find((c) => c === search.category);
  return { ...(Number.isInteger(page) && page > 1 && page < 10_000 ? { page } : {}), ...(category ? { category } : {}) };
}
