/**
 * The Moon's nakshatra at an instant and when it entered and leaves it: the "today" line of
 * a panchang. Sidereal (Lahiri by default) apparent longitudes; the boundaries are found by
 * Newton steps on the Moon's longitude (it moves 11.8°–15.4° a day), to about a second.
 */
import { degInSign, type Ephemeris, signedDeltaDeg, NAKSHATRA_SPAN_DEG, nakshatraOf, type Ayanamsa, signIndex } from "@ephemeris";
import { nakshatraIds, type NakshatraId } from "./glossary";

export interface MoonNakshatra {
  jdUt: number;
  ayanamsa: Ayanamsa;
  longitudeDeg: number;
  signIndex: number;
  degInSign: number;
  nakshatra: { id: NakshatraId; number: number; pada: number; lord: string };
  /** Julian days (UT) when the Moon entered and will leave this nakshatra. */
  startsJdUt: number;
  endsJdUt: number;
}

/** The instant near `jdUt` at which the Moon's sidereal longitude equals `targetDeg`. */
export function moonCrossing(eph: Ephemeris, jdUt: number, targetDeg: number, ayanamsa: Ayanamsa): number {
  let t = jdUt;
  // At most 8 Newton steps (the guaranteed end); the Moon's 12–15°/day makes three enough.
  for (let i = 0; i < 8; i++) {
    const l = eph.luminaries(t, ayanamsa);
    const d = signedDeltaDeg(targetDeg, l.moonDeg);
    if (Math.abs(d) < 1e-5) break;
    t += d / l.moonSpeedDegPerDay;
  }
  return t;
}

export function moonNakshatra(eph: Ephemeris, jdUt: number, ayanamsa: Ayanamsa = "lahiri"): MoonNakshatra {
  const moon = eph.positions(jdUt, { ayanamsa }).bodies[1]!;
  const n = nakshatraOf(moon.longitudeDeg);
  const start = (n.number - 1) * NAKSHATRA_SPAN_DEG;
  const end = (n.number * NAKSHATRA_SPAN_DEG) % 360;
  const elapsedDeg = moon.longitudeDeg - start;
  return {
    jdUt,
    ayanamsa,
    longitudeDeg: moon.longitudeDeg,
    signIndex: signIndex(moon.longitudeDeg),
    degInSign: degInSign(moon.longitudeDeg),
    nakshatra: { id: nakshatraIds[n.number - 1]!, number: n.number, pada: n.pada, lord: n.lord },
    startsJdUt: moonCrossing(eph, jdUt - elapsedDeg / moon.speedDegPerDay, start, ayanamsa),
    endsJdUt: moonCrossing(eph, jdUt + (NAKSHATRA_SPAN_DEG - elapsedDeg) / moon.speedDegPerDay, end, ayanamsa),
  };
}
