/**
 * `POST /api/presence`: the page's heartbeat, once a minute while a tab is visible. It keeps
 * one row per visitor — a salted SHA-256 of network address and browser, rotated daily, so no
 * cookie and nothing that identifies a person is stored — for the home page's "users online".
 */
import { lt } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { createDatabase } from "../../db/client";
import { presence } from "../../db/schema";
import { PURGE_AFTER_MS, visitorKey } from "./service";

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
