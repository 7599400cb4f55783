// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * `GET /api/muhurat?kind=&from=&to=[&latitude=&longitude=&timezone=][&lang=]` — the shubh
 * muhurat windows of an undertaking within a date range (at most 366 days, in 0001–2999: the
 * schema refuses more with a 400), each with the
 * values that passed and why, plus the avoided periods in the range. Without a place, New Delhi.
 * Schemas: `@contract/muhurat`; computation: `./service`.
 */
import { Hono } from "hono";
import { muhuratQuery } from "@contract/muhurat";
import type { AppEnv } from "../../env";
import { cachedJson } from "../../lib/edge-cache";
import { placeOf } from "../../lib/place";
import { validate } from "../../lib/validate";
import { muhuratAnswer } from "./service";

export const muhuratRoutes = new Hono<AppEnv>().get("/", validate("query", muhuratQuery), (c) => {
  const q = c.req.valid("query");
  const place = placeOf(q);
  return cachedJson(c, "/api/muhurat", { ...q, ...place }, { maxAgeSeconds: 30 * 86_400 }, () => muhuratAnswer(q, place));
});
