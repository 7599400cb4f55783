import type { PricingResponse } from "@contract/pricing";
import { queryOptions } from "@tanstack/react-query";

import type { Astrologer, AstrologerStats } from "@contract/astrologers";
import { currentLocale } from "../../i18n/runtime";

/** GET /api/astrologers item (spec §3 Astrologer); `ratePerMinute` is in rupees, the server-priced `chatPack` in paise. */
export type { Astrologer, AstrologerStats };

/**
 * One factory for the route loader (ensureQueryData) and the component (useSuspenseQuery). The
 * page's language goes along (`lang`): the server puts its speakers first and answers names and
 * bios in its script. `filter` is the listing's further query (`&language=ta&sort=price_asc`).
 */
export const astrologersQueryOptions = (filter = "") =>
  queryOptions<Astrologer[]>({ queryKey: [`/api/astrologers?lang=${currentLocale()}${filter}`] });

/** Home-page statistics: real counts from the database. */
export const astrologerStatsQueryOptions = () => queryOptions<AstrologerStats>({ queryKey: ["/api/astrologers/stats"], staleTime: 60_000 });

/** Products, packs, free minutes, GST and the promotional claims, as the server prices them (GET /api/pricing). */
export const pricingQueryOptions = () => queryOptions<PricingResponse>({ queryKey: ["/api/pricing"], staleTime: 60_000 });
