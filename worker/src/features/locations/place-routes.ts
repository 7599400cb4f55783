/**
 * The visitor's default place and the signed-in user's saved city (issue 19).
 *
 * - `GET /api/places/default?lang=`: the place the edge located the request in, matched to
 *   the gazetteer (New Delhi when unknown). Private to the visitor: never cached by a proxy.
 * - `GET /api/me/place`, `PUT /api/me/place`: the account's city, which pages use (after a
 *   choice made on the device itself) where they need a place and the URL names none.
 */
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { createDatabase } from "../../db/client";
import { userHomePlaces } from "../../db/schema";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";
import { defaultPlaceQuery, type HomePlaceAnswer, homePlaceBody } from "@contract/places";
import { currentUser, requireUser } from "../auth/middleware";
import { defaultPlaceFor, edgeLocation } from "./default-place";

export const placeRoutes = new Hono<AppEnv>().get("/default", validate("query", defaultPlaceQuery), async (c) => {
  const { lang } = c.req.valid("query");
  const answer = await defaultPlaceFor(() => createDatabase(c.env).$client, edgeLocation(c.req.raw), lang);
  c.header("Cache-Control", "private, max-age=3600");
  c.header("Vary", "Accept-Encoding");
  return c.json(answer);
});

export const mePlaceRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => {
    const [row] = await createDatabase(c.env).select().from(userHomePlaces).where(eq(userHomePlaces.userId, currentUser(c).id));
    c.header("Cache-Control", "no-store");
    const place = row ? { name: row.name, latitude: row.latitude, longitude: row.longitude, timezone: row.timezone } : null;
    return c.json({ place } satisfies HomePlaceAnswer);
  })
  .put("/", requireUser, validate("json", homePlaceBody), async (c) => {
    const place = c.req.valid("json");
    const userId = currentUser(c).id;
    await createDatabase(c.env)
      .insert(userHomePlaces)
      .values({ userId, ...place })
      .onConflictDoUpdate({ target: userHomePlaces.userId, set: { ...place, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` } });
    c.header("Cache-Control", "no-store");
    return c.json({ place } satisfies HomePlaceAnswer);
  });
