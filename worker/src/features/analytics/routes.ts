import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";
import { type GaConfigAnswer, gaConfigQuery } from "@contract/site";
import { parseMeasurementIds, siteForRequest } from "@site/sites";
import { loadSites } from "@site/site-list";
import { createDatabase } from "../../db/client";

/**
 * `GET /api/analytics/ga-config` (spec §7): the analytics property of the request's host.
 * `measurementId` is null when analytics is not configured for that site (the client then
 * loads no tag). On a development host `?site=<id>` picks the site to emulate.
 */
export const analyticsRoutes = new Hono<AppEnv>().get(
  "/ga-config",
  validate("query", gaConfigQuery),
  async (c) => {
    const sites = await loadSites(() => createDatabase(c.env));
    const site = siteForRequest(sites, new URL(c.req.url), c.req.raw.headers, parseMeasurementIds(c.env.GA_MEASUREMENT_IDS));
    c.header("Cache-Control", "public, max-age=300");
    c.header("Vary", "Host");
    return c.json({ success: true, data: { measurementId: site.measurementId, domain: site.hosts[0] ?? site.canonicalHost, description: site.domainDescription } } satisfies GaConfigAnswer);
  },
);
