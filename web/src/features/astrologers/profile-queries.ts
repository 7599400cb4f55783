import { queryOptions } from "@tanstack/react-query";
import type { ReviewsAnswer } from "@contract/astrologers";
import { currentLocale } from "../../i18n/runtime";
import type { Astrologer } from "./queries";

// The profile page's queries, apart from `queries.ts` so the home page's first chunk carries none of them.

/** One astrologer by id or slug, named and described in the page's language. */
export const astrologerQueryOptions = (idOrSlug: string) =>
  queryOptions<Astrologer>({ queryKey: [`/api/astrologers/${encodeURIComponent(idOrSlug)}?lang=${currentLocale()}`] });

/** Reviews per page on the profile (the API's default page size). */
export const reviewsPageSize = 5;

/**
 * A page of an astrologer's reviews (GET /api/astrologers/{id}/reviews), the page's language
 * first.
 */
export const reviewsQueryOptions = (idOrSlug: string, page: number) =>
  queryOptions<ReviewsAnswer>({
    queryKey: [
      `/api/astrologers/${encodeURIComponent(idOrSlug)}/reviews?${new URLSearchParams({ page: String(page), pageSize: String(reviewsPageSize), lang: currentLocale() })}`,
    ],
  });

/** Pages needed for `total` reviews; at least one. */
export function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / reviewsPageSize));
}
