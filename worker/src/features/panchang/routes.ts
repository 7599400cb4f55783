/**
 * `GET /api/panchang` — the full panchang of a date at a place — and `GET /api/panchang/today`
 * — the home page's block, in the shape of spec §3 (Delhi, IST unless a place is given).
 * Both are cached at the edge per place, day and options. Schemas: `@contract/panchang`.
 */
import { Hono } from "hono";
import { panchangQuery, panchangTodayQuery } from "@contract/panchang";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { validate } from "../../lib/validate";
import { panchangAnswer, panchangTodayAnswer, todayPlace } from "./service";

export const panchangRoutes = new Hono<AppEnv>()
  .get("/", validate("query", panchangQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/panchang", q, { maxAgeSeconds: 86_400 }, () => panchangAnswer(q));
  })
  .get("/today", validate("query", panchangTodayQuery), (c) => {
    const q = c.req.valid("query");
    const now = Date.now();
    const where = todayPlace(q, now);
    // The percentages move with the clock: a minute's cache keeps them honest.
    const minute = Math.floor(now / 60_000);
    return cachedJson(c, "/api/panchang/today", { ...q, ...where.place, date: where.date, minute }, { maxAgeSeconds: 60 }, () => panchangTodayAnswer(q, where, now));
  });
