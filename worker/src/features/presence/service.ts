/**
 * Presence: the visitors of the last minutes, for the home page's "users online"
 * (`POST /api/presence` stores a heartbeat; the home page's statistics count them).
 *
 * A visitor is a signed-in user, or else a network address — never a browser string, which a
 * client can vary at will (issue 18: 300 posts with varied User-Agents added 300). Each is kept
 * as a salted, daily-rotated hash: no cookie, nothing that identifies a person. One address
 * adds at most `MAX_VISITORS_PER_ADDRESS` visitors however many accounts sign in from it.
 */
import { and, count, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { presence } from "../../db/schema";
import type { Env } from "../../env";
import { sha256Hex } from "../../lib/hash";

/** A visitor counts as online for this long after their last heartbeat. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** Heartbeats older than this are cleared now and then. */
export const PURGE_AFTER_MS = 60 * 60_000;
/** Visitors one network address can add: a household or an office behind one address, not a script. */
export const MAX_VISITORS_PER_ADDRESS = 5;

/** A salted SHA-256 of `subject`, rotated daily: the same subject gives another hash tomorrow. */
export async function presenceHash(env: Env, nowMs: number, subject: string): Promise<string> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  return (await sha256Hex(`${env.PRESENCE_SALT ?? "jyotish-setu-presence"}|${day}|${subject}`)).slice(0, 32);
}

export interface Heartbeat {
  /** The hashed visitor: `user:<id>` when signed in, else `address:<address>`. */
  visitor: string;
  /** The hashed network address the heartbeat came from. */
  addressHash: string;
}

/**
 * Records a heartbeat: touches a known visitor, or adds a new one unless its address already
 * has `MAX_VISITORS_PER_ADDRESS` visitors online. Answers whether the visitor is counted.
 */
export async function recordHeartbeat(db: Database, beat: Heartbeat, nowMs: number): Promise<boolean> {
  const touched = await db.update(presence).set({ lastSeenMs: nowMs, addressHash: beat.addressHash }).where(eq(presence.visitor, beat.visitor)).returning({ visitor: presence.visitor });
  if (touched.length > 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(presence)
    .where(and(eq(presence.addressHash, beat.addressHash), gt(presence.lastSeenMs, nowMs - ONLINE_WINDOW_MS)));
  if ((row?.n ?? 0) >= MAX_VISITORS_PER_ADDRESS) return false;
  await db
    .insert(presence)
    .values({ visitor: beat.visitor, addressHash: beat.addressHash, lastSeenMs: nowMs })
    .onConflictDoUpdate({ target: presence.visitor, set: { lastSeenMs: nowMs } });
  return true;
}

/** Visitors with a heartbeat in the last five minutes. */
export async function usersOnline(db: Database, nowMs = Date.now()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(presence).where(gt(presence.lastSeenMs, nowMs - ONLINE_WINDOW_MS));
  return row?.n ?? 0;
}
