// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The rising sign without an ephemeris call: Greenwich mean sidereal time (IAU 1982, Meeus
 * ch. 12), the mean obliquity (Meeus 22.2) and the ascendant formula (Meeus 14.2 with the
 * quadrant from atan2). Nutation is left out (at most 17″ of longitude, about a second of
 * rising time), so lagna edges agree with Swiss Ephemeris' houses to a few seconds; the
 * muhurat search needs thousands of them, which would cost a house calculation each.
 */
const RAD = Math.PI / 180;

/** Tropical ascendant in degrees [0, 360) at `jdUt` for a place. */
export function tropicalAscendantDeg(jdUt: number, latitudeDeg: number, longitudeDeg: number): number {
  const d = jdUt - 2451545.0;
  const t = d / 36525;
  const gmst = 280.46061837 + 360.98564736629 * d + 0.000387933 * t * t - (t * t * t) / 38710000;
  const ramc = (((gmst + longitudeDeg) % 360) + 360) % 360;
  const eps = (23.439291 - 0.0130042 * t) * RAD;
  const th = ramc * RAD;
  const asc = Math.atan2(Math.cos(th), -(Math.sin(th) * Math.cos(eps) + Math.tan(latitudeDeg * RAD) * Math.sin(eps))) / RAD;
  return ((asc % 360) + 360) % 360;
}

/** The longest interval `lagnaSigns` scans, in days: its callers ask for one Hindu day or less. */
export const LAGNA_MAX_SPAN_DAYS = 3;

/**
 * The sidereal signs rising through [from, to] with their edges (each found by bisection to
 * about a second): the ascendant always moves forward, through every sign once a day.
 * The scan takes (to − from) / 10 min steps, so a span over LAGNA_MAX_SPAN_DAYS (or not a
 * number) is refused with a RangeError instead of running for hours.
 */
export function lagnaSigns(from: number, to: number, latitudeDeg: number, longitudeDeg: number, ayanamsaDeg: number): { sign: number; start: number; end: number }[] {
  const sign = (jd: number) => Math.floor((((tropicalAscendantDeg(jd, latitudeDeg, longitudeDeg) - ayanamsaDeg) % 360) + 360) % 360 / 30);
  const out: { sign: number; start: number; end: number }[] = [];
  const step = 10 / 1440; // no sign rises in under ~40 min below 60° of latitude
  if (!(to - from <= LAGNA_MAX_SPAN_DAYS)) throw new RangeError(`lagnaSigns: span of ${to - from} days is over ${LAGNA_MAX_SPAN_DAYS}`);
  let start = from;
  let current = sign(from);
  // Each turn moves t forward: by a whole step, or to a sign's edge found inside it (at least
  // step / 1024 on), so a step in which two signs rise (above ~60° of latitude) reports both.
  for (let t = from; t < to; ) {
    const next = Math.min(t + step, to);
    if (sign(next) === current) {
      t = next;
      continue;
    }
    let a = t;
    let b = next;
    for (let i = 0; i < 10; i++) {
      const m = (a + b) / 2;
      if (sign(m) === current) a = m;
      else b = m;
    }
    out.push({ sign: current, start, end: b });
    start = b;
    current = sign(b);
    t = b;
  }
  out.push({ sign: current, start, end: to });
  return out;
}
