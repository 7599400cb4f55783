/**
 * `POST /api/matching` (JSON body) and `GET /api/matching` (the spec's §7 matching query
 * string, for a shareable, cacheable URL): Ashtakoot guna milan, the ten poruthams and
 * manglik compatibility. Missing fields answer 400 in the error shape with the spec's §5
 * messages ("Boy's birth date is required" …). Schemas: `@contract/matching`; computation: `./service`.
 * `lang` (en, hi, ta, te) picks the language of the explanations; their codes sit beside them.
 */
import { Hono } from "hono";
import type { MatchingAnswer } from "@contract/matching";
import { localize } from "@jyotish/text/render";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { ApiError } from "../../lib/errors";
import { langParam } from "../../lib/lang";
import { computeMatching, matchingBodyFromQuery, parseMatchingRequest } from "./service";

export const matchingRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new ApiError("bad_request", "body_not_json");
    });
    const lang = langParam(c.req.query("lang"));
    const r = parseMatchingRequest(body);
    c.header("Cache-Control", "no-store");
    return c.json(localize(computeMatching(r, lang), lang) satisfies MatchingAnswer);
  })
  .get("/", (c) => {
    const lang = langParam(c.req.query("lang"));
    const r = parseMatchingRequest(matchingBodyFromQuery(c.req.query()));
    // A match never changes: cache it for a week (the key holds `lang`: one entry per language).
    return cachedJson(c, "/api/matching", { ...c.req.query(), lang }, { maxAgeSeconds: 7 * 86_400 }, () => localize(computeMatching(r, lang), lang) satisfies MatchingAnswer);
  });
