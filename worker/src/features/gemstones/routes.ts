/**
 * `GET /api/gemstones` and `GET /api/gemstones/remedies`: a birth chart's gemstone reading and
 * its remedies, from the query of `GET /api/kundli` (so a chart's address serves both). Missing
 * or invalid fields answer 400 with the kundli form's messages. Schemas and route rows:
 * `@contract/gemstones`; computation: `./service`; `lang` picks the language of every text.
 */
import { Hono } from "hono";
import type { GemstonesAnswer, RemediesAnswer } from "@contract/gemstones";
import { localize } from "@jyotish/text/render";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { langParam } from "../../lib/lang";
import { kundliBodyFromQuery, parseKundliRequest } from "../kundli/service";
import { gemstonesOf, remediesOf } from "./service";

const DAY_SECONDS = 86_400;

export const gemstoneRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    const lang = langParam(c.req.query("lang"));
    const r = parseKundliRequest(kundliBodyFromQuery(c.req.query()), "query");
    // A birth's stones never change: a week at the edge (one entry per language).
    return cachedJson(c, "/api/gemstones", { ...c.req.query(), lang }, { maxAgeSeconds: 7 * DAY_SECONDS }, () => localize(gemstonesOf(r), lang) satisfies GemstonesAnswer);
  })
  .get("/remedies", (c) => {
    const lang = langParam(c.req.query("lang"));
    const r = parseKundliRequest(kundliBodyFromQuery(c.req.query()), "query");
    // Sade sati and dhaiya are today's: cache for the day, as the kundli's running dasha is.
    const now = Date.now();
    return cachedJson(c, "/api/gemstones/remedies", { ...c.req.query(), lang, day: new Date(now).toISOString().slice(0, 10) }, { maxAgeSeconds: DAY_SECONDS }, () =>
      localize(remediesOf(r, now), lang) satisfies RemediesAnswer,
    );
  });
