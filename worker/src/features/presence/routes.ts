/**
 * `POST /api/presence`: the page's heartbeat, once a minute while a tab is visible, for the
 * home page's "users online". Only this site's own pages may beat (a cross-origin write is
 * refused with 403), each address at most `presenceLimit` times per window (429), and one
 * address adds at most a few visitors to the count (service.ts).
 */
import { lt } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { createDatabase } from "../../db/client";
import { presence } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { clientAddress, enforceRateLimits, type RateLimitRule } from "../../lib/rate-limit";
import { crossOriginWrite, identify } from "../auth/middleware";
import { PURGE_AFTER_MS, presenceHash, recordHeartbeat } from "./service";

/** Heartbeats per address: a minute's beat from a few tabs, with room to spare. */
export const presenceLimit = { limit: 30, windowMs: 5 * 60_000 } as const satisfies RateLimitRule;

export const presenceRoutes = new Hono<AppEnv>().post("/", async (c) => {
  if (crossOriginWrite(c)) throw new ApiError("forbidden", "cross_origin_write");
  const address = clientAddress(c.req.raw);
  await enforceRateLimits(c, [{ key: `presence:ip:${address}`, rule: presenceLimit }]);
  const now = Date.now();
  const db = createDatabase(c.env);
  const user = await identify(c);
  const [visitor, addressHash] = await Promise.all([
    presenceHash(c.env, now, user ? `user|${user.id}` : `address|${address}`),
    presenceHash(c.env, now, `address|${address}`),
  ]);
  await recordHeartbeat(db, { visitor, addressHash }, now);
  // Keep the table small: about one heartbeat in fifty also clears visitors gone for an hour.
  if (Math.random() < 0.02) await db.delete(presence).where(lt(presence.lastSeenMs, now - PURGE_AFTER_MS));
  c.header("Cache-Control", "no-store");
  return c.body(null, 204);
});
