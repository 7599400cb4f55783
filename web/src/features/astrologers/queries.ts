import { queryOptions } from "@tanstack/react-query";

/** GET /api/astrologers item (spec §3 Astrologer); `ratePerMinute` is in rupees. */
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
}

/** One factory for the route loader (ensureQueryData) and the component (useSuspenseQuery). */
export const astrologersQueryOptions = () => queryOptions<Astrologer[]>({ queryKey: ["/api/astrologers"] });
