import { Hono } from "hono";
import type { AppEnv } from "../../env";

/**
 * `GET /api/source`: where users get this program's source, as the AGPL (section 13)
 * requires of a network service. Redirects to `SOURCE_URL` when the deployment sets it.
 */
export const sourceRoutes = new Hono<AppEnv>().get("/", (c) => {
  if (c.env.SOURCE_URL && /^https:\/\//.test(c.env.SOURCE_URL)) return c.redirect(c.env.SOURCE_URL, 302);
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(
    [
      "This service is free software: GNU Affero General Public License, version 3 or later.",
      "It computes with the Swiss Ephemeris (AGPL edition).",
      "The operator of this deployment has not set SOURCE_URL; ask them for the corresponding source,",
      "which the licence entitles you to receive.",
      "",
    ].join("\n"),
  );
});
