/**
 * `GET /api/horoscope`, `GET /api/horoscope/personal` and `GET /api/transits`. Schemas:
 * `@contract/horoscope`. The public answers are edge-cached: an answer for "the current period"
 * (no `date`) until that period ends in IST, one for a given date for a day (it never changes,
 * but a day lets a new release's wording reach readers). The personal one is never cached.
 */
import { Hono } from "hono";
import { horoscopeQuery, personalHoroscopeQuery, transitsQuery } from "@contract/horoscope";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";
import { personalHoroscope, secondsUntilEnd, signHoroscope, spanOf, transitsOfYear } from "./service";

const DAY_SECONDS = 86_400;

export const horoscopeRoutes = new Hono<AppEnv>()
  .get("/", validate("query", horoscopeQuery), (c) => {
    const q = c.req.valid("query");
    const nowMs = Date.now();
    const { date, span } = spanOf(q.period, q.date, nowMs);
    const maxAgeSeconds = q.date ? DAY_SECONDS : Math.min(DAY_SECONDS, secondsUntilEnd(span, nowMs));
    return cachedJson(c, "/api/horoscope", { ...q, date, requested: q.date ? "date" : "current" }, { maxAgeSeconds }, () => signHoroscope(q, date, span));
  })
  .get("/personal", requireUser, validate("query", personalHoroscopeQuery), async (c) => {
    const answer = await personalHoroscope(createDatabase(c.env), currentUser(c).id, c.req.valid("query"), Date.now());
    c.header("Cache-Control", "private, no-store");
    return c.json(answer);
  });

export const transitRoutes = new Hono<AppEnv>().get("/", validate("query", transitsQuery), (c) => {
  const q = c.req.valid("query");
  return cachedJson(c, "/api/transits", q, { maxAgeSeconds: DAY_SECONDS }, () => transitsOfYear(q));
});
