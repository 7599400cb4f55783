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
