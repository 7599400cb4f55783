/**
 * `POST /api/kundli` (JSON body) and `GET /api/kundli` (the same fields as a query string, so
 * every chart has a permanent, shareable, cacheable URL): the birth chart, its sixteen
 * vargas and the Vimshottari dasha. Missing or invalid fields answer 400 in the error shape
 * with the spec's §5 messages. Schemas: `@contract/kundli`; computation: `./service`.
 * `lang` (en, hi, ta, te) picks the language of the rules and reasons the answer explains.
 */
import { Hono } from "hono";
import type { KundliAnswer } from "@contract/kundli";
import { localize } from "@jyotish/text/render";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { ApiError } from "../../lib/errors";
import { langParam } from "../../lib/lang";
import { computeKundli, kundliBodyFromQuery, parseKundliRequest } from "./service";

export const kundliRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new ApiError("bad_request", "body_not_json");
    });
    const lang = langParam(c.req.query("lang"));
    const r = parseKundliRequest(body);
    c.header("Cache-Control", "no-store");
    return c.json(localize(computeKundli(r), lang) satisfies KundliAnswer);
  })
  .get("/", (c) => {
    const lang = langParam(c.req.query("lang"));
    const r = parseKundliRequest(kundliBodyFromQuery(c.req.query()), "query");
    // A chart never changes, but its "running" dasha does: cache for a day (one entry per language).
    return cachedJson(c, "/api/kundli", { ...c.req.query(), lang, day: new Date().toISOString().slice(0, 10) }, { maxAgeSeconds: 86_400 }, () => localize(computeKundli(r), lang) satisfies KundliAnswer);
  });
