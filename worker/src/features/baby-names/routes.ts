/**
 * `/api/baby-names`: Baby names by the birth nakshatra's syllables (issue 25). Schemas and route rows: `@contract/baby-names`.
 * Both answers depend only on the query and the release's data, so they are edge-cached for a day.
 */
import { Hono } from "hono";
import { babyNamesQuery, syllablesQuery } from "@contract/baby-names";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { validate } from "../../lib/validate";
import { findBabyNames, syllableTable } from "./service";

const DAY_SECONDS = 86_400;

export const babyNameRoutes = new Hono<AppEnv>()
  .get("/", validate("query", babyNamesQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/baby-names", { ...q }, { maxAgeSeconds: DAY_SECONDS }, () => findBabyNames(q));
  })
  .get("/syllables", validate("query", syllablesQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/baby-names/syllables", q, { maxAgeSeconds: DAY_SECONDS }, () => syllableTable(q.lang));
  });
