/**
 * `GET /api/astrologers`, `GET /api/astrologers/stats`, `GET /api/astrologers/{idOrSlug}`, its
 * `/reviews` and its generated `/portrait.svg`.
 */
import * as v from "valibot";
import { text } from "./messages";
import { booleanString, choice, langParam, strictQuery } from "./common";
import { packPriceSchema } from "./pricing";

import { astrologerSorts } from "./astrologer-sorts";

export { astrologerSorts, type AstrologerSort } from "./astrologer-sorts";

/** All optional; unknown parameters are rejected. */
export const astrologersQuery = strictQuery({
  online: v.optional(booleanString),
  specialty: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
  /** Only astrologers who speak this language (ISO 639-1). */
  language: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30))),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  sort: v.optional(choice(astrologerSorts, "sort")),
  /** The page's language: its speakers come first by default, and names and bios come in its script where given. */
  lang: langParam,
});

/** `GET /api/astrologers/{idOrSlug}`: names and bio in the page's language (`lang`). */
export const astrologerQuery = strictQuery({ lang: langParam });

export const astrologerParam = v.object({ idOrSlug: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,80}$/, text("astrologer_id"))) });

/** An astrologer as the spec's client reads it (§3 Astrologer); money in rupees only here. */
export const astrologer = v.object({
  id: v.string(),
  slug: v.string(),
  /** In the requested language's script (`lang`) where the astrologer gives one, else the default. */
  name: v.string(),
  /** The astrologer's photo, else the generated portrait (`/api/astrologers/{id}/portrait.svg`). */
  image: v.optional(v.string()),
  isOnline: v.boolean(),
  /** Years of practice. */
  experience: v.number(),
  rating: v.number(),
  /** Number of reviews (those of `GET …/reviews` when there are any; `rating` is then their mean). */
  reviews: v.number(),
  specialties: v.array(v.string()),
  /** Rupees per minute (stored as paise). */
  ratePerMinute: v.number(),
  /** Rupees per minute of a voice call and of a video call (the chat rate where the astrologer set none). */
  callRatePerMinute: v.number(),
  videoRatePerMinute: v.number(),
  languages: v.array(v.string()),
  /** In the requested language's script where the astrologer gives one, else the default. */
  bio: v.string(),
  /** The chat pack as the server prices it (spec §9, `@contract/pricing`), in paise; the SPA shows these figures. */
  chatPack: packPriceSchema,
});
export type Astrologer = v.InferOutput<typeof astrologer>;

export const astrologersAnswer = v.array(astrologer);

/** The review pages: the page's language first, newest first. */
export const reviewsQuery = strictQuery({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, text("page_number")), v.transform(Number)), "1"),
  pageSize: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/, text("page_size", { max: 20 })), v.transform(Number), v.minValue(1, text("page_size", { max: 20 })), v.maxValue(20, text("page_size", { max: 20 }))),
    "5",
  ),
  lang: langParam,
});

export const review = v.object({
  id: v.string(),
  /** The reviewer's chosen display name. */
  author: v.string(),
  /** 1–5 stars. */
  rating: v.number(),
  /** The language the review is written in. */
  lang: v.string(),
  body: v.string(),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
});
export type Review = v.InferOutput<typeof review>;

export const reviewsAnswer = v.object({
  reviews: v.array(review),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type ReviewsAnswer = v.InferOutput<typeof reviewsAnswer>;

/**
 * The generated portrait's query: `v`, the drawing's version, so an immutable cache entry is
 * replaced when the drawing changes.
 */
export const portraitVersion = "1";
export const portraitQuery = strictQuery({ v: v.optional(choice([portraitVersion], "v")) });

/** Home-page statistics: real counts from the database. */
export const astrologerStats = v.object({
  astrologers: v.number(),
  onlineNow: v.number(),
  /** Visitors with a heartbeat in the last five minutes (POST /api/presence). */
  usersOnline: v.number(),
  /** Consultations started today, India time (issue 21). */
  consultationsToday: v.number(),
  /** Reports bought and written, all time (issue 23). */
  reportsGenerated: v.number(),
});
export type AstrologerStats = v.InferOutput<typeof astrologerStats>;

export { astrologerSlug } from "./astrologer-slug";
