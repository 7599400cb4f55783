// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The sky of a horoscope period: where each graha stands for most of it, whether it is
 * retrograde or combust, and what happens in it (sign changes, stations, combustion, eclipses
 * and, for days and weeks, the Moon's signs and nakshatras), with the instants found to a
 * second or so by bisection between samples.
 *
 * Positions are the Swiss Ephemeris' sidereal (Lahiri), apparent, with the mean node for Rahu
 * (Ketu opposite): the conventions of the kundli and of Drik Panchang's ingress times.
 * `position: "geometric"` gives Jagannatha Hora's (its ingresses come earlier by the light-time:
 * the Sun's by 8 minutes, Saturn's by about 80). Combustion uses the kundli's orbs (chart.ts,
 * Surya Siddhanta: Moon 12°, Mars 17°, Mercury 14° or 12° retrograde, Jupiter 11°, Venus 10° or
 * 8° retrograde, Saturn 15°); the Moon is not judged combust here (its nearness to the Sun is
 * the new moon, a tithi matter). Eclipses are those seen at least in part from New Delhi.
 */
import { type Ephemeris, NAKSHATRA_SPAN_DEG, type PositionType, signedDeltaDeg } from "@ephemeris";
import { julianDayFromEpochMs } from "@ephemeris";
import { combustionOrb } from "../kundli/chart";
import { eclipsesBetween } from "../festivals/eclipses";
import { grahaIds, type GrahaId } from "../terms/grahas";
import type { EclipseType, Period } from "./texts";

export interface GrahaInPeriod {
  /** The sidereal sign (0 = Aries) held for the longest part of the period. */
  sign: number;
  /** Retrograde, combust for most of the period. */
  retrograde: boolean;
  combust: boolean;
}

export type SkyEvent =
  | { jd: number; kind: "ingress"; planet: GrahaId; sign: number }
  | { jd: number; kind: "retrograde" | "direct"; planet: GrahaId; sign: number }
  | { jd: number; kind: "combust" | "combust-end"; planet: GrahaId; sign: number }
  | { jd: number; kind: "eclipse"; eclipse: "solar" | "lunar"; type: EclipseType; sign: number }
  | { jd: number; kind: "moon-sign"; sign: number }
  | { jd: number; kind: "nakshatra"; nakshatra: number };

export interface PeriodSky {
  planets: Record<GrahaId, GrahaInPeriod>;
  /** The Moon's nakshatra (1–27) for most of the period: the day's nakshatra of a daily horoscope. */
  moonNakshatra: number;
  events: SkyEvent[];
}

/** Samples per period: hourly for a day, every 3 hours for a week, 12 for a month, daily for a year. */
const STEP_HOURS: Record<Period, number> = { daily: 1, weekly: 3, monthly: 12, yearly: 24 };
/** Where eclipses are seen from: New Delhi. */
const INDIA = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const slowPlanets = ["mars", "mercury", "jupiter", "venus", "saturn"] as const;

interface Sample {
  jd: number;
  lon: number[];
  speed: number[];
}

const indexOf = Object.fromEntries(grahaIds.map((g, i) => [g, i])) as Record<GrahaId, number>;

function sample(eph: Ephemeris, jd: number, position: PositionType): Sample {
  const bodies = eph.positions(jd, { ayanamsa: "lahiri", position }).bodies;
  return { jd, lon: bodies.slice(0, 9).map((b) => b.longitudeDeg), speed: bodies.slice(0, 9).map((b) => b.speedDegPerDay) };
}

const signOf = (lon: number) => Math.floor(lon / 30) % 12;
const nakshatraOfLon = (lon: number) => (Math.floor(lon / NAKSHATRA_SPAN_DEG) % 27) + 1;

function isCombust(s: Sample, planet: (typeof slowPlanets)[number]): boolean {
  const i = indexOf[planet];
  const [direct, retro] = combustionOrb[planet]!;
  return Math.abs(signedDeltaDeg(s.lon[i]!, s.lon[0]!)) < (s.speed[i]! < 0 ? retro : direct);
}

/** The instant in (a, b] where `state` changes, by bisection to 15 seconds. */
function bisect<T>(eph: Ephemeris, position: PositionType, a: Sample, b: Sample, state: (s: Sample) => T): Sample {
  const before = state(a);
  let lo = a;
  let hi = b;
  while (hi.jd - lo.jd > 1 / 5_760) {
    const mid = sample(eph, (lo.jd + hi.jd) / 2, position);
    if (state(mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The period's sky, from `startMs` (inclusive) to `endMs` (exclusive). */
export function periodSky(eph: Ephemeris, period: Period, startMs: number, endMs: number, position: PositionType = "apparent"): PeriodSky {
  const startJd = julianDayFromEpochMs(startMs);
  const endJd = julianDayFromEpochMs(endMs);
  const step = STEP_HOURS[period] / 24;
  const samples: Sample[] = [];
  for (let jd = startJd; jd < endJd - 1e-9; jd += step) samples.push(sample(eph, jd, position));
  samples.push(sample(eph, endJd, position));
  const held = samples.slice(0, -1);

  const mostOf = <T extends number | boolean>(values: T[]): T => {
    const counts = new Map<T, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    let best = values[0]!;
    for (const v of values) if (counts.get(v)! > counts.get(best)!) best = v;
    return best;
  };
  const planets = Object.fromEntries(
    grahaIds.map((g) => {
      const i = indexOf[g];
      const combust = g === "moon" || g === "sun" || g === "rahu" || g === "ketu" ? false : mostOf(held.map((s) => isCombust(s, g)));
      const retrograde = g === "rahu" || g === "ketu" ? true : mostOf(held.map((s) => s.speed[i]! < 0));
      return [g, { sign: mostOf(held.map((s) => signOf(s.lon[i]!))), retrograde, combust }];
    }),
  ) as Record<GrahaId, GrahaInPeriod>;

  const events: SkyEvent[] = [];
  const withMoon = period === "daily" || period === "weekly";
  for (let k = 1; k < samples.length; k++) {
    const a = samples[k - 1]!;
    const b = samples[k]!;
    for (const g of grahaIds) {
      const i = indexOf[g];
      if (g === "moon") continue;
      if (signOf(a.lon[i]!) !== signOf(b.lon[i]!)) {
        const at = bisect(eph, position, a, b, (s) => signOf(s.lon[i]!));
        events.push({ jd: at.jd, kind: "ingress", planet: g, sign: signOf(at.lon[i]!) });
      }
    }
    for (const g of slowPlanets) {
      const i = indexOf[g];
      if (a.speed[i]! < 0 !== b.speed[i]! < 0) {
        const at = bisect(eph, position, a, b, (s) => s.speed[i]! < 0);
        events.push({ jd: at.jd, kind: at.speed[i]! < 0 ? "retrograde" : "direct", planet: g, sign: signOf(at.lon[i]!) });
      }
      if (isCombust(a, g) !== isCombust(b, g)) {
        const at = bisect(eph, position, a, b, (s) => isCombust(s, g));
        events.push({ jd: at.jd, kind: isCombust(at, g) ? "combust" : "combust-end", planet: g, sign: signOf(at.lon[indexOf[g]]!) });
      }
    }
    if (withMoon) {
      if (signOf(a.lon[1]!) !== signOf(b.lon[1]!)) {
        const at = bisect(eph, position, a, b, (s) => signOf(s.lon[1]!));
        events.push({ jd: at.jd, kind: "moon-sign", sign: signOf(at.lon[1]!) });
      }
      if (nakshatraOfLon(a.lon[1]!) !== nakshatraOfLon(b.lon[1]!)) {
        const at = bisect(eph, position, a, b, (s) => nakshatraOfLon(s.lon[1]!));
        events.push({ jd: at.jd, kind: "nakshatra", nakshatra: nakshatraOfLon(at.lon[1]!) });
      }
    }
  }
  for (const e of eclipsesBetween(eph, startJd, endJd, INDIA)) {
    const at = sample(eph, e.maximum, position);
    events.push({ jd: e.maximum, kind: "eclipse", eclipse: e.kind, type: e.type, sign: signOf(at.lon[e.kind === "solar" ? 0 : 1]!) });
  }
  events.sort((x, y) => x.jd - y.jd);
  return { planets, moonNakshatra: mostOf(held.map((s) => nakshatraOfLon(s.lon[1]!))), events: events.filter((e) => e.jd >= startJd && e.jd < endJd) };
}
