/**
 * The Lal Kitab answer for a birth: the sidereal chart (D1 signs only) from the ephemeris, read
 * by the pure Lal Kitab engine (`@jyotish/lal-kitab`).
 */
import { type LalKitabBody, lalKitabBody } from "@contract/lal-kitab";
import type { GrahaId } from "@jyotish/glossary";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart } from "@jyotish/kundli/chart";
import { lalKitabChart } from "@jyotish/lal-kitab";
import { ephemeris } from "../../lib/ephemeris";
import { parseOrThrow } from "../../lib/validate";
import { resolvedBirth, withZone } from "../kundli/service";

export type LalKitabRequest = ReturnType<typeof withZone<LalKitabBody>>;

/** Query strings carry text: the numbers are converted before the body is validated (400 with the kundli form's messages). */
export function parseLalKitabQuery(query: Record<string, string>): LalKitabRequest {
  const { latitude, longitude, utcOffsetHours, lang: _lang, ...rest } = query;
  const num = (s: string | undefined) => (s === undefined || s.trim() === "" ? s : Number(s));
  const body = { ...rest, latitude: num(latitude), longitude: num(longitude), ...(utcOffsetHours !== undefined ? { utcOffsetHours: num(utcOffsetHours) } : {}) };
  return withZone(parseOrThrow(lalKitabBody, body, "query"));
}

/** The reading (its texts still codes: the route renders them in the request's language). */
export function computeLalKitab(r: LalKitabRequest) {
  const instant = birthInstant(r);
  const options = { ayanamsa: r.ayanamsa ?? "lahiri", node: r.node ?? "mean", sleep: r.sleep ?? "strict" } as const;
  // Lal Kitab reads signs only: whole-sign houses are the cheapest the chart offers.
  const chart = birthChart(ephemeris(), instant.jdUt, { latitudeDeg: r.latitude, longitudeDeg: r.longitude }, { ayanamsa: options.ayanamsa, node: options.node, houseSystem: "whole-sign" });
  const signs = Object.fromEntries(chart.planets.map((p) => [p.id, p.signIndex])) as Record<GrahaId, number>;
  const lk = lalKitabChart(signs, { sleep: options.sleep });
  return {
    input: { ...(r.name ? { name: r.name } : {}), ...resolvedBirth(r, instant) },
    options: { ...options, zodiac: "sidereal" as const, houses: "fixed-from-aries" as const },
    lagnaSignIndex: chart.ascendant.signIndex,
    houses: lk.houses,
    planets: lk.planets.map((p) => {
      const at = chart.planets.find((c) => c.id === p.id)!;
      return { ...p, signIndex: at.signIndex, degInSign: at.degInSign, retrograde: at.retrograde };
    }),
    sleepingPlanets: lk.sleepingPlanets,
    sleepingHouses: lk.sleepingHouses,
    rins: lk.rins,
    rules: lk.rules,
  };
}
