/**
 * `POST /api/matching` (JSON body) and `GET /api/matching` (the spec's §7 matching query
 * string, for a shareable, cacheable URL): Ashtakoot guna milan, the ten poruthams and
 * manglik compatibility. Missing fields answer 400 in the error shape with the spec's §5
 * messages ("Boy's birth date is required" …). Schemas: `@contract/matching`; computation: `./service`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { ApiError } from "../../lib/errors";
import { computeMatching, matchingBodyFromQuery, parseMatchingRequest } from "./service";

export const matchingRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new ApiError("bad_request", "body_not_json");
    });
    const r = parseMatchingRequest(body);
    c.header("Cache-Control", "no-store");
    return c.json(computeMatching(r));
  })
  .get("/", (c) => {
    const r = parseMatchingRequest(matchingBodyFromQuery(c.req.query()));
    // A match never changes: cache it for a week.
    return cachedJson(c, "/api/matching", c.req.query(), { maxAgeSeconds: 7 * 86_400 }, () => computeMatching(r));
  });
