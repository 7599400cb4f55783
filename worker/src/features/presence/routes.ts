/**
 * `POST /api/presence`: the page's heartbeat, once a minute while a tab is visible. It keeps
 * one row per visitor — a salted SHA-256 of network address and browser, rotated daily, so no
 * cookie and nothing that identifies a person is stored — for the home page's "users online".
 */
import { count, gt, lt } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv, Env } from "../../env";
import { createDatabase, type Database } from "../../db/client";
import { presence } from "../../db/schema";

/** A visitor counts as online for this long after their last heartbeat. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
const PURGE_AFTER_MS = 60 * 60_000;

async function visitorKey(request: Request, env: Env, nowMs: number): Promise<string> {
  const ip = request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "local";
  const agent = request.headers.get("User-Agent")?.slice(0, 256) ?? "";
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const data = new TextEncoder().encode(`${env.PRESENCE_SALT ?? "jyotish-setu-presence"}|${day}|${ip}|${agent}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Visitors with a heartbeat in the last five minutes. */
export async function usersOnline(db: Database, nowMs = Date.now()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(presence).where(gt(presence.lastSeenMs, nowMs - ONLINE_WINDOW_MS));
  return row?.n ?? 0;
}

export const presenceRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const now = Date.now();
  const db = createDatabase(c.env);
  const visitor = await visitorKey(c.req.raw, c.env, now);
  await db.insert(presence).values({ visitor, lastSeenMs: now }).onConflictDoUpdate({ target: presence.visitor, set: { lastSeenMs: now } });
  // Keep the table small: about one heartbeat in fifty also clears visitors gone for an hour.
  if (Math.random() < 0.02) await db.delete(presence).where(lt(presence.lastSeenMs, now - PURGE_AFTER_MS));
  c.header("Cache-Control", "no-store");
  return c.body(null, 204);
});
