import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { usersOnline } from "../presence/service";
import { createDatabase, type Database } from "../../db/client";
import { astrologerReviews, astrologers, reports } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import {
  astrologerParam,
  astrologerQuery,
  astrologersQuery,
  portraitQuery,
  portraitVersion,
  reviewsQuery,
  type AstrologerSort,
  type AstrologerStats,
  type ReviewsAnswer,
} from "@contract/astrologers";
import type { ApiLanguage } from "@contract/common";
import { consultationsToday } from "../consultations/service";
import { loadSettings } from "../pricing/settings";
import { toAstrologerDto } from "./astrologer";
import { portraitSvg } from "./portrait";

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Astrologers with the count and mean of their stored reviews (null without any). */
function selectWithReviewStats(db: Database) {
  const stats = db
    .select({
      astrologerId: astrologerReviews.astrologerId,
      count: count().as("review_count"),
      mean: sql<number>`avg(${astrologerReviews.rating})`.as("review_mean"),
    })
    .from(astrologerReviews)
    .groupBy(astrologerReviews.astrologerId)
    .as("review_stats");
  const query = db
    .select({ row: astrologers, reviewCount: stats.count, meanRating: stats.mean })
    .from(astrologers)
    .leftJoin(stats, eq(stats.astrologerId, astrologers.id));
  // The figures the answer shows (`toAstrologerDto`), so sorting by rating sorts what is shown.
  const rating = sql`coalesce(round(${stats.mean}, 1), ${astrologers.rating})`;
  const reviews = sql`coalesce(${stats.count}, ${astrologers.reviewsCount})`;
  return { query, rating, reviews };
}

const speaks = (lang: string) =>
  sql`exists (select 1 from json_each(${astrologers.languages}) where lower(value) = lower(${lang}))`;

/**
 * The listing's order. By default astrologers who speak the page's language come first (a Tamil
 * page shows Tamil speakers first; English pages have no such preference), then online ones,
 * best rated, most reviewed; an explicit `sort` replaces that order.
 */
function orderOf(sort: AstrologerSort | undefined, lang: ApiLanguage, rating: SQL, reviews: SQL): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(astrologers.ratePerMinutePaise), desc(rating), asc(astrologers.name)];
    case "price_desc":
      return [desc(astrologers.ratePerMinutePaise), desc(rating), asc(astrologers.name)];
    case "rating":
      return [desc(rating), desc(reviews), asc(astrologers.name)];
    case "experience":
      return [desc(astrologers.experienceYears), desc(rating), asc(astrologers.name)];
    case undefined:
      return [...(lang === "en" ? [] : [desc(speaks(lang))]), desc(astrologers.isOnline), desc(rating), desc(reviews), asc(astrologers.name)];
  }
}

async function findAstrologer(db: Database, idOrSlug: string) {
  const { query } = selectWithReviewStats(db);
  const [found] = await query.where(or(eq(astrologers.id, idOrSlug), eq(astrologers.slug, idOrSlug))).limit(1);
  if (!found) throw new ApiError("not_found", { code: "no_astrologer", params: { id: idOrSlug } });
  return found;
}

export const astrologerRoutes = new Hono<AppEnv>()
  .get("/", validate("query", astrologersQuery), async (c) => {
    const query = c.req.valid("query");
    const db = createDatabase(c.env);
    const filters = [
      query.online === undefined ? undefined : eq(astrologers.isOnline, query.online),
      query.specialty
        ? sql`exists (select 1 from json_each(${astrologers.specialties}) where lower(value) = lower(${query.specialty}))`
        : undefined,
      query.language ? speaks(query.language) : undefined,
      query.q
        ? or(
            sql`${astrologers.name} like ${likeContains(query.q)} escape '\\'`,
            sql`${astrologers.specialties} like ${likeContains(query.q)} escape '\\'`,
          )
        : undefined,
    ];
    const { query: select, rating, reviews } = selectWithReviewStats(db);
    const [rows, { pricing }] = await Promise.all([
      select.where(and(...filters)).orderBy(...orderOf(query.sort, query.lang, rating, reviews)),
      loadSettings(db),
    ]);
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=60");
    return c.json(
      rows.map(({ row, reviewCount, meanRating }) =>
        toAstrologerDto(row, pricing, { lang: query.lang, reviews: { count: reviewCount ?? 0, meanRating } }),
      ),
    );
  })
  .get("/stats", async (c) => {
    const db = createDatabase(c.env);
    const [row] = await db
      .select({ total: count(), online: sql<number>`coalesce(sum(${astrologers.isOnline}), 0)` })
      .from(astrologers);
    c.header("Cache-Control", "public, max-age=60");
    const [online, today, [written]] = await Promise.all([
      usersOnline(db),
      consultationsToday(db),
      db.select({ n: count() }).from(reports).where(inArray(reports.status, ["generating", "ready"])),
    ]);
    return c.json({ astrologers: row?.total ?? 0, onlineNow: Number(row?.online ?? 0), usersOnline: online, consultationsToday: today, reportsGenerated: written?.n ?? 0 } satisfies AstrologerStats);
  })
  .get("/:idOrSlug", validate("param", astrologerParam), validate("query", astrologerQuery), async (c) => {
    const { idOrSlug } = c.req.valid("param");
    const { lang } = c.req.valid("query");
    const db = createDatabase(c.env);
    const [{ row, reviewCount, meanRating }, { pricing }] = await Promise.all([findAstrologer(db, idOrSlug), loadSettings(db)]);
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=60");
    return c.json(toAstrologerDto(row, pricing, { lang, reviews: { count: reviewCount ?? 0, meanRating } }));
  })
  .get("/:idOrSlug/reviews", validate("param", astrologerParam), validate("query", reviewsQuery), async (c) => {
    const { idOrSlug } = c.req.valid("param");
    const { page, pageSize, lang } = c.req.valid("query");
    const db = createDatabase(c.env);
    const { row } = await findAstrologer(db, idOrSlug);
    const mine = eq(astrologerReviews.astrologerId, row.id);
    const [[total], reviews] = await Promise.all([
      db.select({ n: count() }).from(astrologerReviews).where(mine),
      db
        .select({
          id: astrologerReviews.id,
          author: astrologerReviews.author,
          rating: astrologerReviews.rating,
          lang: astrologerReviews.lang,
          body: astrologerReviews.body,
          createdAt: astrologerReviews.createdAt,
        })
        .from(astrologerReviews)
        .where(mine)
        // Reviews in the page's language first, then the newest.
        .orderBy(desc(sql`${astrologerReviews.lang} = ${lang}`), desc(astrologerReviews.createdAt), asc(astrologerReviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=300");
    return c.json({ reviews, total: total?.n ?? 0, page, pageSize } satisfies ReviewsAnswer);
  })
  .get("/:idOrSlug/portrait.svg", validate("param", astrologerParam), validate("query", portraitQuery), (c) => {
    const { idOrSlug } = c.req.valid("param");
    const { v } = c.req.valid("query");
    // Drawn from the id alone (no lookup): the same URL always gives the same picture, so the
    // versioned URL the answers carry is cached for good; an unversioned one for a day.
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", v === portraitVersion ? "public, max-age=31536000, immutable" : "public, max-age=86400");
    return c.body(portraitSvg(idOrSlug));
  });
