/**
 * Presence: the visitors of the last minutes, counted by a salted, daily-rotated hash of network
 * address and browser (`POST /api/presence` stores it; the home page's statistics count it).
 */
import { count, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { presence } from "../../db/schema";
import type { Env } from "../../env";

/** A visitor counts as online for this long after their last heartbeat. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** Heartbeats older than this are cleared now and then. */
export const PURGE_AFTER_MS = 60 * 60_000;

/** A salted SHA-256 of network address and browser, rotated daily: no cookie, nothing that identifies a person. */
export async function visitorKey(request: Request, env: Env, nowMs: number): Promise<string> {
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

