import { Hono } from "hono";
import { etag } from "hono/etag";
import { type PlanetsAnswer, planetsQuery } from "@contract/planets";
import type { AppEnv } from "../../env";
import { ephemeris } from "../../lib/ephemeris";
import { validate } from "../../lib/validate";
import { toPlanetsAnswer } from "./planets";

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
  const answer: PlanetsAnswer = toPlanetsAnswer(c.req.query("datetime")!, result);
  return c.json(answer);
});
