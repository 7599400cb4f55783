/**
 * `/api/numerology`: Numerology (Pythagorean and Chaldean) and lucky numbers (issue 25). Schemas and route rows: `@contract/numerology`.
 * Every answer is public and edge-cached: a given input always gives the same answer; a reading
 * without `on` counts its personal cycles for today in India and is kept for an hour.
 */
import { Hono } from "hono";
import { luckyQuery, numerologyQuery, yearQuery } from "@contract/numerology";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { validate } from "../../lib/validate";
import { luckyReading, numerologyReading, todayInIndia, yearReading } from "./service";

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;

export const numerologyRoutes = new Hono<AppEnv>()
  .get("/", validate("query", numerologyQuery), (c) => {
    const q = c.req.valid("query");
    const on = q.on ?? todayInIndia(Date.now());
    return cachedJson(c, "/api/numerology", { ...q, on }, { maxAgeSeconds: q.on ? DAY_SECONDS : HOUR_SECONDS }, () => numerologyReading({ ...q, on }));
  })
  .get("/lucky", validate("query", luckyQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/numerology/lucky", q, { maxAgeSeconds: DAY_SECONDS }, () => luckyReading(q));
  })
  .get("/year", validate("query", yearQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/numerology/year", q, { maxAgeSeconds: DAY_SECONDS }, () => yearReading(q));
  });
