import { formatLongDate } from "../panchang/format";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { reviewPageCount, reviewsQueryOptions } from "./profile-queries";

/** Five drawn stars, `rating` of them filled (the page fonts have no ★ glyph). */
function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={m.market_review_stars({ rating: formatNumber(rating) })} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className={n <= rating ? "text-amber-500" : "text-gray-300"}>
          <path fill="currentColor" d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
        </svg>
      ))}
    </span>
  );
}

/**
 * The reviews behind an astrologer's review count, five to a page, those in the page's language
 * first; the last page stays on screen while the next loads. Each review keeps the language it was written in (`lang`), so its script gets its font.
 */
export function AstrologerReviews({ idOrSlug }: { idOrSlug: string }) {
  const [page, setPage] = useState(1);
  const { data } = useQuery({ ...reviewsQueryOptions(idOrSlug, page), placeholderData: (previous) => previous });
  const pages = reviewPageCount(data?.total ?? 0);
  return (
    <section id="reviews" className="mt-6" aria-labelledby="reviews-title" data-testid="astrologer-reviews">
      <h2 id="reviews-title" className="text-lg font-semibold">
        {m.market_reviews_title()}
        {data ? <span className="ml-2 text-base font-normal text-gray-500">({formatNumber(data.total)})</span> : null}
      </h2>
      {data && data.total === 0 ? <p className="mt-2 text-gray-600">{m.market_reviews_none()}</p> : null}
      <ul className="mt-3 space-y-3">
        {data?.reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="astrologer-review">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-medium" lang={r.lang}>
                {r.author}
              </p>
              <Stars rating={r.rating} />
            </div>
            <p className="mt-2 text-sm text-gray-700" lang={r.lang}>
              {r.body}
            </p>
            <p className="mt-1 text-xs text-gray-500">{formatLongDate(r.createdAt)}</p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="mt-3 flex items-center justify-between gap-3" aria-label={m.market_reviews_title()}>
          <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {m.market_reviews_previous()}
          </button>
          <span className="text-sm text-gray-600" data-testid="astrologer-reviews-page">
            {m.market_reviews_page({ page: formatNumber(page), pages: formatNumber(pages) })}
          </span>
          <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {m.market_reviews_next()}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
