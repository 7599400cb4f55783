/**
 * The saved charts of a user, in the database (issue 19, item 3). Every query is filtered by the
 * owner, so another user's chart id is found exactly like an id that does not exist (null).
 * Saving is idempotent: the name and birth data form a key unique per user (`birthKey`), and a
 * second save of the same chart (a double click, a retried request) finds the first one.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import { type ChartBody, CHARTS_PAGE_SIZE, MAX_CHARTS_PER_USER, type SavedChart } from "@contract/charts";
import type { Database } from "../../db/client";
import { type ChartRow, charts } from "../../db/schema";
import { ApiError } from "../../lib/errors";

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

/** One page of the user's charts, newest first, and how many they keep. */
export async function listCharts(db: Database, userId: string, page: number): Promise<{ charts: SavedChart[]; total: number }> {
  const owner = eq(charts.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(charts).where(owner).orderBy(desc(charts.createdAt), desc(charts.id)).limit(CHARTS_PAGE_SIZE).offset((page - 1) * CHARTS_PAGE_SIZE),
    db.select({ n: count() }).from(charts).where(owner),
  ]);
  return { charts: rows.map(savedChart), total: total?.n ?? 0 };
}

/** Saves a chart, or finds the same chart saved before (`created: false`); 409 past the limit. */
export async function saveChart(db: Database, userId: string, body: ChartBody): Promise<{ chart: SavedChart; created: boolean }> {
  const values = columns(body);
  const same = and(eq(charts.userId, userId), eq(charts.birthKey, values.birthKey));
  const [existing] = await db.select().from(charts).where(same).limit(1);
  if (existing) return { chart: savedChart(existing), created: false };
  const [kept] = await db.select({ n: count() }).from(charts).where(eq(charts.userId, userId));
  if ((kept?.n ?? 0) >= MAX_CHARTS_PER_USER) throw new ApiError("conflict", { code: "chart_limit", params: { max: MAX_CHARTS_PER_USER } }, { max: MAX_CHARTS_PER_USER });
  const at = now();
  const [row] = await db
    .insert(charts)
    .values({ id: crypto.randomUUID(), userId, ...values, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [charts.userId, charts.birthKey] })
    .returning();
  if (row) return { chart: savedChart(row), created: true };
  // The same chart was saved by a concurrent request between the look-up and the insert.
  const [first] = await db.select().from(charts).where(same).limit(1);
  if (!first) throw new ApiError("conflict", "chart_exists");
  return { chart: savedChart(first), created: false };
}

/** One of the user's charts, or null. */
export async function findChart(db: Database, userId: string, id: string): Promise<SavedChart | null> {
  const [row] = await db
    .select()
    .from(charts)
    .where(and(eq(charts.id, id), eq(charts.userId, userId)))
    .limit(1);
  return row ? savedChart(row) : null;
}

/** Replaces one of the user's charts; null when it is not theirs; 409 when it would repeat another. */
export async function replaceChart(db: Database, userId: string, id: string, body: ChartBody): Promise<SavedChart | null> {
  const values = columns(body);
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
  return row ? savedChart(row) : null;
}

/** Deletes one of the user's charts; false when it is not theirs. */
export async function deleteChart(db: Database, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .delete(charts)
    .where(and(eq(charts.id, id), eq(charts.userId, userId)))
    .returning({ id: charts.id });
  return Boolean(row);
}
