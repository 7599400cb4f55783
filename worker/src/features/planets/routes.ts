import { Hono } from "hono";
import { etag } from "hono/etag";
import * as v from "valibot";
import { AYANAMSAS } from "@ephemeris";
import type { AppEnv } from "../../env";
import { isoInstant } from "../../lib/datetime";
import { ephemeris } from "../../lib/ephemeris";
import { booleanString, coordinateDeg, strictQuery, validate } from "../../lib/validate";
import { toPlanetsAnswer } from "./planets";


/** `GET /api/planets` query. latitude and longitude go together (for the ascendant and houses). */
export const planetsQuery = v.pipe(
  strictQuery({
    datetime: v.pipe(v.string("datetime is required"), v.maxLength(40), isoInstant),
    latitude: v.optional(coordinateDeg(-90, 90, "latitude")),
    longitude: v.optional(coordinateDeg(-180, 180, "longitude")),
    ayanamsa: v.optional(v.picklist(AYANAMSAS), "lahiri"),
    node: v.optional(v.picklist(["mean", "true"]), "mean"),
    zodiac: v.optional(v.picklist(["sidereal", "tropical"]), "sidereal"),
    houses: v.optional(v.picklist(["whole-sign", "placidus", "sripati", "porphyry", "kp"]), "whole-sign"),
    position: v.optional(v.picklist(["apparent", "geometric"]), "apparent"),
    outer: v.optional(booleanString, "false"),
  }),
  v.check((q) => (q.latitude === undefined) === (q.longitude === undefined), "latitude and longitude must be given together"),
);

/**
 * Planetary positions at one instant: the nine grahas (Uranus, Neptune, Pluto with
 * outer=true), the ayanamsa, and with a place the ascendant and house cusps. Every
 * answer names the options that produced it. Deterministic, so cacheable for a long time.
 */
export const planetRoutes = new Hono<AppEnv>().get("/", etag(), validate("query", planetsQuery), (c) => {
  const q = c.req.valid("query");
  const eph = ephemeris();
  const jdUt = eph.julianDayUt(q.datetime);
  const result = eph.positions(
    jdUt,
    { zodiac: q.zodiac, ayanamsa: q.ayanamsa, node: q.node, houseSystem: q.houses, position: q.position, includeOuterPlanets: q.outer },
    q.latitude === undefined || q.longitude === undefined ? undefined : { latitudeDeg: q.latitude, longitudeDeg: q.longitude },
  );
  c.header("Cache-Control", "public, max-age=86400, stale-while-revalidate=604800");
  return c.json(toPlanetsAnswer(c.req.query("datetime")!, result));
});
