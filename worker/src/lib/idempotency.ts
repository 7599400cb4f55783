/**
 * `Idempotency-Key` for the routes that spend or move money (issue 20): the same key from the
 * same user returns the first successful answer and runs nothing again; a request still running
 * with that key answers 409; the same key with another method, path or body answers 409 too (the
 * IETF draft "The Idempotency-Key HTTP Header Field" suggests 409 and 422 for these cases).
 *
 * Only successful (2xx) answers are kept. An error moved no money (the routes are written so),
 * so a retry with the same key may run again: after a top-up, "not enough balance" must not be
 * replayed forever. Where a handler moves money and could fail after that, it derives the
 * movement's ledger key from the idempotency key, so the rerun finds the movement already made.
 *
 * Without the header the route runs as usual. Keys are stored in libSQL per user for a day.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { idempotencyKeyPattern } from "@contract/wallet";
import { createDatabase } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv } from "../env";
import { currentUser } from "../features/auth/middleware";
import { ApiError } from "./errors";
import { sha256Hex } from "./hash";

/** A pending key older than this belongs to a request that died (isolate gone): a retry may take it over. */
export const STALE_PENDING_MS = 60_000;
/** How long a key is remembered (Stripe's choice too): a retry comes within minutes, a day is ample. */
export const KEY_RETENTION_MS = 24 * 60 * 60_000;

/** The request's `Idempotency-Key`, checked; undefined without one. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header("Idempotency-Key");
  if (key === undefined) return undefined;
  if (!idempotencyKeyPattern.test(key)) {
    throw new ApiError("validation_failed", "idempotency_key_format", [
      { path: "header.Idempotency-Key", code: "idempotency_key_format", message: "idempotency_key_format" },
    ]);
  }
  return key;
}

/** Must run after `requireUser`. */
export const idempotent: MiddlewareHandler<AppEnv> = createMiddleware<AppEnv>(async (c, next) => {
  const key = idempotencyKeyOf(c);
  if (key === undefined) return next();
  const userId = currentUser(c).id;
  const db = createDatabase(c.env);
  const route = `${c.req.method} ${c.req.path}`;
  const requestHash = await sha256Hex(`${route}\n${await c.req.raw.clone().text()}`);
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  // The user's keys older than a day are forgotten as new ones arrive, so the table stays small.
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_RETENTION_MS).toISOString())));
  const claimed = await db.insert(idempotencyKeys).values({ userId, key, route, requestHash, state: "pending" }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    if (row && row.requestHash !== requestHash) throw new ApiError("conflict", "idempotency_key_reused");
    if (row?.state === "done" && row.status !== null && row.body !== null) {
      return new Response(row.body, { status: row.status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", "Idempotent-Replayed": "true" } });
    }
    // Pending: another request with this key is running — unless it died long ago; then take it over.
    const staleBefore = new Date(Date.now() - STALE_PENDING_MS).toISOString();
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date().toISOString() })
      .where(and(mine, eq(idempotencyKeys.state, "pending"), lt(idempotencyKeys.createdAt, staleBefore)))
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new ApiError("conflict", "idempotency_in_progress");
  }

  try {
    await next();
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.state, "pending")));
    throw error;
  }
  // Hono's compose catches a handler's throw and sets c.error / c.res instead of rethrowing.
  if (c.error || c.res.status < 200 || c.res.status >= 300) {
    await db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.state, "pending")));
    return;
  }
  const body = await c.res.clone().text();
  await db
    .update(idempotencyKeys)
    .set({ state: "done", status: c.res.status, body })
    .where(and(mine, sql`${idempotencyKeys.state} = 'pending'`));
});
