import type { PricingResponse } from "@contract/pricing";
import { queryOptions } from "@tanstack/react-query";

import type { Astrologer, AstrologerStats } from "@contract/astrologers";

/** GET /api/astrologers item (spec §3 Astrologer); `ratePerMinute` is in rupees, the server-priced `chatPack` in paise. */
export type { Astrologer, AstrologerStats };

/** One factory for the route loader (ensureQueryData) and the component (useSuspenseQuery). */
export const astrologersQueryOptions = () => queryOptions<Astrologer[]>({ queryKey: ["/api/astrologers"] });

/** One astrologer by id or slug (the profile page). */
export const astrologerQueryOptions = (idOrSlug: string) =>
  queryOptions<Astrologer>({ queryKey: [`/api/astrologers/${encodeURIComponent(idOrSlug)}`] });

/** Home-page statistics: real counts from the database. */
export const astrologerStatsQueryOptions = () => queryOptions<AstrologerStats>({ queryKey: ["/api/astrologers/stats"], staleTime: 60_000 });

/** Products, packs, free minutes, GST and the promotional claims, as the server prices them (GET /api/pricing). */
export const pricingQueryOptions = () => queryOptions<PricingResponse>({ queryKey: ["/api/pricing"], staleTime: 60_000 });
