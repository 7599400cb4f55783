/** `GET /api/astrologers`, `GET /api/astrologers/stats` and `GET /api/astrologers/{idOrSlug}`. */
import * as v from "valibot";
import { text } from "./messages";
import { booleanString, strictQuery } from "./common";
import { packPriceSchema } from "./pricing";

/** All optional; unknown parameters are rejected. */
export const astrologersQuery = strictQuery({
  online: v.optional(booleanString),
  specialty: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
  language: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30))),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
});

export const astrologerParam = v.object({ idOrSlug: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,80}$/, text("astrologer_id"))) });

/** An astrologer as the spec's client reads it (§3 Astrologer); money in rupees only here. */
export const astrologer = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  image: v.optional(v.string()),
  isOnline: v.boolean(),
  /** Years of practice. */
  experience: v.number(),
  rating: v.number(),
  /** Number of reviews. */
  reviews: v.number(),
  specialties: v.array(v.string()),
  /** Rupees per minute (stored as paise). */
  ratePerMinute: v.number(),
  languages: v.array(v.string()),
  bio: v.string(),
  /** The chat pack as the server prices it (spec §9, `@contract/pricing`), in paise; the SPA shows these figures. */
  chatPack: packPriceSchema,
});
export type Astrologer = v.InferOutput<typeof astrologer>;

export const astrologersAnswer = v.array(astrologer);

/** Home-page statistics: real counts from the database. */
export const astrologerStats = v.object({
  astrologers: v.number(),
  onlineNow: v.number(),
  /** Visitors with a heartbeat in the last five minutes (POST /api/presence). */
  usersOnline: v.number(),
});
export type AstrologerStats = v.InferOutput<typeof astrologerStats>;

export { astrologerSlug } from "./astrologer-slug";
