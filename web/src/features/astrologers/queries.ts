import type { PackPrice, PricingResponse } from "@contract/pricing";
import { queryOptions } from "@tanstack/react-query";

/** GET /api/astrologers item (spec §3 Astrologer); `ratePerMinute` is in rupees, `chatPack` in paise. */
export interface Astrologer {
  id: string;
  slug: string;
  name: string;
  image?: string;
  isOnline: boolean;
  experience: number;
  rating: number;
  reviews: number;
  specialties: string[];
  ratePerMinute: number;
  languages: string[];
  bio: string;
  /** The chat pack as the server prices it (minutes, price and price before the discount, in paise). */
  chatPack: PackPrice;
}

/** One factory for the route loader (ensureQueryData) and the component (useSuspenseQuery). */
export const astrologersQueryOptions = () => queryOptions<Astrologer[]>({ queryKey: ["/api/astrologers"] });

/** One astrologer by id or slug (the profile page). */
export const astrologerQueryOptions = (idOrSlug: string) =>
  queryOptions<Astrologer>({ queryKey: [`/api/astrologers/${encodeURIComponent(idOrSlug)}`] });

/** Home-page statistics: real counts from the database. */
export interface AstrologerStats {
  astrologers: number;
  onlineNow: number;
  /** Visitors with a heartbeat in the last five minutes (POST /api/presence). */
  usersOnline: number;
}
export const astrologerStatsQueryOptions = () => queryOptions<AstrologerStats>({ queryKey: ["/api/astrologers/stats"], staleTime: 60_000 });

/** Products, packs, free minutes, GST and the promotional claims, as the server prices them (GET /api/pricing). */
export const pricingQueryOptions = () => queryOptions<PricingResponse>({ queryKey: ["/api/pricing"], staleTime: 60_000 });
