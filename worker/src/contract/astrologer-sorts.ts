// Its own module, free of valibot: the SPA's listing imports it without the contract's schemas.

/**
 * The listing's orders besides the default (astrologers speaking the page's language first, then
 * online first, best rated first): rate per minute up or down, best rated, most experienced.
 */
export const astrologerSorts = ["price_asc", "price_desc", "rating", "experience"] as const;
export type AstrologerSort = (typeof astrologerSorts)[number];
