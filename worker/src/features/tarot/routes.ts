/**
 * `GET /api/tarot/draw` and `GET /api/tarot/year`. Schemas: `@contract/tarot`. A seeded draw
 * and a year's cards never change (the seed fixes them), so they are edge-cached for a week (a
 * week, not a year, lets a release's new wording reach readers). A draw without a seed is a new
 * random reading: its seed is made here and it is never cached.
 */
import { Hono } from "hono";
import { drawQuery, yearQuery } from "@contract/tarot";
import { newSeed } from "@jyotish/tarot/random";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { validate } from "../../lib/validate";
import { tarotReading, tarotYear } from "./service";

const WEEK_SECONDS = 7 * 86_400;

export const tarotRoutes = new Hono<AppEnv>()
  .get("/draw", validate("query", drawQuery), (c) => {
    const q = c.req.valid("query");
    if (!q.seed) {
      c.header("Cache-Control", "no-store");
      return c.json(tarotReading(q.spread, newSeed(), q.lang));
    }
    const seed = q.seed;
    return cachedJson(c, "/api/tarot/draw", { spread: q.spread, seed, lang: q.lang }, { maxAgeSeconds: WEEK_SECONDS }, () => tarotReading(q.spread, seed, q.lang));
  })
  .get("/year", validate("query", yearQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/tarot/year", q, { maxAgeSeconds: WEEK_SECONDS }, () => tarotYear(q.year, q.lang));
  });
