import { Hono } from "hono";
import { epochMsFromJulianDay } from "@ephemeris";
import type { AppEnv } from "../../env";
import { moonNakshatra } from "@jyotish/moon-today";
import { nakshatraGuidance, nakshatraNature } from "@jyotish/nakshatra-guidance";
import { ephemeris } from "../../lib/ephemeris";
import { isoInZone } from "../../lib/timezone";
import { validate } from "../../lib/validate";
import { type TodayAnswer, todayQuery } from "@contract/site";

/**
 * `GET /api/today`: today's prediction of the home page — the Moon's nakshatra now, when it
 * began and ends, and the traditional guidance for a day under that nakshatra (Lahiri).
 */
export const todayRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", todayQuery),
  (c) => {
    const { lang, timezone } = c.req.valid("query");
    const eph = ephemeris();
    const nowMs = Date.now();
    const moon = moonNakshatra(eph, eph.julianDayUt(nowMs));
    c.header("Cache-Control", "public, max-age=300");
    return c.json({
      at: isoInZone(nowMs, timezone),
      timezone,
      moon: {
        signIndex: moon.signIndex,
        degInSign: moon.degInSign,
        nakshatra: moon.nakshatra,
        startsAt: isoInZone(epochMsFromJulianDay(moon.startsJdUt), timezone),
        endsAt: isoInZone(epochMsFromJulianDay(moon.endsJdUt), timezone),
      },
      guidance: { nature: nakshatraNature[moon.nakshatra.id], text: nakshatraGuidance[moon.nakshatra.id][lang] },
      options: { ayanamsa: moon.ayanamsa, position: "apparent" },
    } satisfies TodayAnswer);
  },
);
