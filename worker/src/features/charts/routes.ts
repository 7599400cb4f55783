/**
 * `/api/charts`: the birth charts a signed-in user keeps. Every query is filtered by the
 * owner, so another user's chart id answers 404 exactly like an id that does not exist.
 * Saving is idempotent: the name and birth data form a key unique per user (`birthKey`), and
 * a second save of the same chart (a double click, a retried request) answers the first one.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { type ChartBody, CHARTS_PAGE_SIZE, MAX_CHARTS_PER_USER, type SavedChart, chartBody, chartParam, chartsQuery } from "@contract/charts";
import { createDatabase } from "../../db/client";
import { type ChartRow, charts } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";

/**
 * One canonical string for a chart's name and birth data: the name case-folded, the clock with
 * seconds, coordinates to 1e-5° (about a metre) and the options sorted by name. The relation
 * is left out: it describes the person, not the chart.
 */
export function birthKey(body: ChartBody): string {
  const time = body.time.length === 5 ? `${body.time}:00` : body.time;
  const options = Object.entries(body.options)
    .filter(([, x]) => x !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([
    body.name.toLocaleLowerCase("en"),
    body.gender ?? "",
    body.date,
    time,
    body.latitude.toFixed(5),
    body.longitude.toFixed(5),
    body.timezone ?? "",
    body.utcOffsetHours ?? "",
    options,
  ]);
}

const columns = (body: ChartBody) => ({
  name: body.name,
  relation: body.relation,
  gender: body.gender ?? null,
  birthDate: body.date,
  birthTime: body.time,
  location: body.location || null,
  latitude: body.latitude,
  longitude: body.longitude,
  timezone: body.timezone ?? null,
  utcOffsetHours: body.utcOffsetHours ?? null,
  options: Object.fromEntries(Object.entries(body.options).filter(([, x]) => x !== undefined)) as Record<string, string | number>,
  birthKey: birthKey(body),
});

/** A row as the API answers it (absent fields left out, not null). */
export function savedChart(row: ChartRow): SavedChart {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation,
    ...(row.gender ? { gender: row.gender } : {}),
    date: row.birthDate,
    time: row.birthTime,
    ...(row.location ? { location: row.location } : {}),
    latitude: row.latitude,
    longitude: row.longitude,
    ...(row.timezone ? { timezone: row.timezone } : {}),
    ...(row.utcOffsetHours !== null ? { utcOffsetHours: row.utcOffsetHours } : {}),
    options: row.options as SavedChart["options"],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const now = () => new Date().toISOString();
const isUniqueViolation = (err: unknown): boolean => /UNIQUE constraint failed/i.test(`${(err as Error)?.message} ${(err as { cause?: Error })?.cause?.message}`);

export const chartRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", chartsQuery), async (c) => {
    const { page } = c.req.valid("query");
    const owner = eq(charts.userId, currentUser(c).id);
    const db = createDatabase(c.env);
    const [rows, [total]] = await Promise.all([
      db.select().from(charts).where(owner).orderBy(desc(charts.createdAt), desc(charts.id)).limit(CHARTS_PAGE_SIZE).offset((page - 1) * CHARTS_PAGE_SIZE),
      db.select({ n: count() }).from(charts).where(owner),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({ charts: rows.map(savedChart), total: total?.n ?? 0, page, pageSize: CHARTS_PAGE_SIZE, max: MAX_CHARTS_PER_USER });
  })
  .post("/", validate("json", chartBody), async (c) => {
    const body = c.req.valid("json");
    const userId = currentUser(c).id;
    const db = createDatabase(c.env);
    const values = columns(body);
    const same = and(eq(charts.userId, userId), eq(charts.birthKey, values.birthKey));
    c.header("Cache-Control", "no-store");
    const [existing] = await db.select().from(charts).where(same).limit(1);
    if (existing) return c.json(savedChart(existing), 200);
    const [kept] = await db.select({ n: count() }).from(charts).where(eq(charts.userId, userId));
    if ((kept?.n ?? 0) >= MAX_CHARTS_PER_USER) throw new ApiError("conflict", { code: "chart_limit", params: { max: MAX_CHARTS_PER_USER } }, { max: MAX_CHARTS_PER_USER });
    const at = now();
    const [row] = await db
      .insert(charts)
      .values({ id: crypto.randomUUID(), userId, ...values, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: [charts.userId, charts.birthKey] })
      .returning();
    if (!row) {
      // The same chart was saved by a concurrent request between the look-up and the insert.
      const [first] = await db.select().from(charts).where(same).limit(1);
      if (!first) throw new ApiError("conflict", "chart_exists");
      return c.json(savedChart(first), 200);
    }
    c.header("Location", `/api/charts/${row.id}`);
    return c.json(savedChart(row), 201);
  })
  .get("/:id", validate("param", chartParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDatabase(c.env);
    const [row] = await db
      .select()
      .from(charts)
      .where(and(eq(charts.id, id), eq(charts.userId, currentUser(c).id)))
      .limit(1);
    if (!row) throw new ApiError("not_found", "no_such_chart");
    c.header("Cache-Control", "no-store");
    return c.json(savedChart(row));
  })
  .put("/:id", validate("param", chartParam), validate("json", chartBody), async (c) => {
    const { id } = c.req.valid("param");
    const userId = currentUser(c).id;
    const values = columns(c.req.valid("json"));
    const db = createDatabase(c.env);
    const [clash] = await db
      .select({ id: charts.id })
      .from(charts)
      .where(and(eq(charts.userId, userId), eq(charts.birthKey, values.birthKey), ne(charts.id, id)))
      .limit(1);
    if (clash) throw new ApiError("conflict", "chart_exists", { id: clash.id });
    const [row] = await db
      .update(charts)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(charts.id, id), eq(charts.userId, userId)))
      .returning()
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new ApiError("conflict", "chart_exists");
        throw err;
      });
    if (!row) throw new ApiError("not_found", "no_such_chart");
    c.header("Cache-Control", "no-store");
    return c.json(savedChart(row));
  })
  .delete("/:id", validate("param", chartParam), async (c) => {
    const { id } = c.req.valid("param");
    const db = createDatabase(c.env);
    const [row] = await db
      .delete(charts)
      .where(and(eq(charts.id, id), eq(charts.userId, currentUser(c).id)))
      .returning({ id: charts.id });
    if (!row) throw new ApiError("not_found", "no_such_chart");
    return c.body(null, 204);
  });
