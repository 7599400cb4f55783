/**
 * `/api/lal-kitab`: The Lal Kitab chart, its planets' effects, debts and remedies (issue 25). Schemas and route rows: `@contract/lal-kitab`.
 *
 * `GET /api/lal-kitab?date=&time=&latitude=&longitude=&timezone=&name=&lang=` (and `ayanamsa`,
 * `node`, `sleep`): a birth's reading never changes, so it is edge-cached per URL (one entry per
 * language). Bad input answers 400 in the error shape with the kundli form's messages.
 */
import { Hono } from "hono";
import type { LalKitabAnswer } from "@contract/lal-kitab";
import { localize } from "@jyotish/text/render";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { langParam } from "../../lib/lang";
import { computeLalKitab, parseLalKitabQuery } from "./service";

export const lalKitabRoutes = new Hono<AppEnv>().get("/", (c) => {
  const lang = langParam(c.req.query("lang"));
  const r = parseLalKitabQuery(c.req.query());
  return cachedJson(c, "/api/lal-kitab", { ...c.req.query(), lang }, { maxAgeSeconds: 7 * 86_400 }, () => localize(computeLalKitab(r), lang) satisfies LalKitabAnswer);
});
