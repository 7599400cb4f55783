// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * `GET /api/festivals` — a year's festivals, vratas and eclipses at a place, each with the rule
 * that decided it — and `GET /api/festivals.ics`, the same as an iCalendar feed to subscribe
 * to. Without a place, New Delhi. Both are cached at the edge for a year per place and options
 * (the answer for a past or future year never changes). Schemas: `@contract/festivals`.
 */
import { Hono } from "hono";
import { festivalsIcsQuery, festivalsQuery } from "@contract/festivals";
import type { AppEnv } from "../../env";
import { cachedJson, cachedText } from "../../lib/edge-cache";
import { metaText } from "@site/meta";
import { placeOf } from "../../lib/place";
import { parseIsoDate } from "../../lib/datetime";
import { dateInZone } from "../../lib/timezone";
import { validate } from "../../lib/validate";
import { icsCalendar } from "./ics";
import { festivalYear } from "./service";

const YEAR_SECONDS = 365 * 86_400;

export const festivalRoutes = new Hono<AppEnv>()
  .get("/", validate("query", festivalsQuery), (c) => {
    const q = c.req.valid("query");
    return cachedJson(c, "/api/festivals", { ...q, ...placeOf(q) }, { maxAgeSeconds: YEAR_SECONDS }, () => festivalYear(q.year, q));
  });

/**
 * The iCalendar feed, mounted at `/api/festivals.ics`. Without `year`, this year and the next in
 * the place's zone, so a subscription stays current; cached for a day then.
 */
export const festivalIcsRoutes = new Hono<AppEnv>().get("/", validate("query", festivalsIcsQuery), (c) => {
  const q = c.req.valid("query");
  const place = placeOf(q);
  const thisYear = parseIsoDate(dateInZone(Date.now(), place.timezone)).year;
  const years = q.year !== undefined ? [q.year] : [thisYear, thisYear + 1];
  const host = new URL(c.req.url).host;
  return cachedText(
    c,
    "/api/festivals.ics",
    { ...q, ...place, years: years.join(",") },
    {
      maxAgeSeconds: q.year !== undefined ? YEAR_SECONDS : 86_400,
      contentType: "text/calendar; charset=utf-8",
      headers: { "Content-Disposition": `inline; filename="hindu-festivals-${years.join("-")}.ics"` },
    },
    () => {
      const events = years.flatMap((y) =>
        festivalYear(y, q).festivals.map((f) => ({
          uid: `${f.id}-${f.date}@${host}`,
          date: f.date,
          ...(f.endDate ? { lastDate: f.endDate } : {}),
          summary: f.name,
          description: [
            f.rule.tithi,
            f.start && f.end ? `${f.start.slice(11, 16)}–${f.end.slice(11, 16)} (${place.timezone})` : null,
            f.rule.explanation,
          ]
            .filter(Boolean)
            .join("\n"),
        })),
      );
      const stamp = new Date().toISOString().slice(0, 10).replaceAll("-", "") + "T000000Z";
      return icsCalendar(metaText(q.lang, "hindu-festivals").heading, events, stamp);
    },
  );
});
