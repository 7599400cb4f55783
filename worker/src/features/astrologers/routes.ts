import { and, count, desc, eq, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { usersOnline } from "../presence/service";
import { createDatabase } from "../../db/client";
import { astrologers } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { astrologerParam, astrologersQuery, type AstrologerStats } from "@contract/astrologers";
import { loadSettings } from "../pricing/settings";
import { toAstrologerDto } from "./astrologer";

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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
    query.language
      ? sql`exists (select 1 from json_each(${astrologers.languages}) where lower(value) = lower(${query.language}))`
      : undefined,
    query.q
      ? or(
          sql`${astrologers.name} like ${likeContains(query.q)} escape '\\'`,
          sql`${astrologers.specialties} like ${likeContains(query.q)} escape '\\'`,
        )
      : undefined,
  ];
  const [rows, { pricing }] = await Promise.all([
    db
      .select()
      .from(astrologers)
      .where(and(...filters))
      .orderBy(desc(astrologers.isOnline), desc(astrologers.rating), desc(astrologers.reviewsCount), astrologers.name),
    loadSettings(db),
  ]);
  c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=60");
  return c.json(rows.map((row) => toAstrologerDto(row, pricing)));
})
  .get("/stats", async (c) => {
    const db = createDatabase(c.env);
    const [row] = await db
      .select({ total: count(), online: sql<number>`coalesce(sum(${astrologers.isOnline}), 0)` })
      .from(astrologers);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ astrologers: row?.total ?? 0, onlineNow: Number(row?.online ?? 0), usersOnline: await usersOnline(db) } satisfies AstrologerStats);
  })
  .get("/:idOrSlug", validate("param", astrologerParam), async (c) => {
    const { idOrSlug } = c.req.valid("param");
    const db = createDatabase(c.env);
    const [[row], { pricing }] = await Promise.all([
      db
        .select()
        .from(astrologers)
        .where(or(eq(astrologers.id, idOrSlug), eq(astrologers.slug, idOrSlug)))
        .limit(1),
      loadSettings(db),
    ]);
    if (!row) throw new ApiError("not_found", `No astrologer ${idOrSlug}`);
    c.header("Cache-Control", "public, max-age=30, stale-while-revalidate=60");
    return c.json(toAstrologerDto(row, pricing));
  });
