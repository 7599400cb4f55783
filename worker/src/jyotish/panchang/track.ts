// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The Sun's and Moon's sidereal longitudes over a few days, sampled from the ephemeris every
 * half day and interpolated with four-point Lagrange cubics, so a day's dozens of transition
 * instants (tithi, nakshatra, yoga, karana, signs, padas) cost a handful of ephemeris calls.
 *
 * Accuracy: the Moon's longitude has a fourth derivative below 0.05°/day⁴, so the cubic's
 * error over 0.5-day steps stays under 1e-4° — under a second of the Moon's motion. Both
 * bodies always move forward, so every quantity tracked here (the longitudes, their sum and
 * difference) increases monotonically and each boundary is crossed exactly once.
 */
import type { Ayanamsa, Ephemeris, LuminaryFrame } from "@ephemeris";

/** Sampling step in days. */
export const TRACK_STEP_DAYS = 0.5;

export interface Track {
  /** First and last sampled instants (JD UT): interpolation is valid between them. */
  fromJd: number;
  toJd: number;
  /** Unwrapped (continuous, increasing) sidereal longitude of the Sun, degrees. */
  sun(jd: number): number;
  /** Unwrapped sidereal longitude of the Moon, degrees. */
  moon(jd: number): number;
}

/** Unwraps a sequence of longitudes in [0, 360) into a continuous, increasing one. */
function unwrap(values: number[]): number[] {
  const out: number[] = [];
  let turns = 0;
  for (let i = 0; i < values.length; i++) {
    if (i > 0 && values[i]! + turns * 360 < out[i - 1]! - 180) turns++;
    out.push(values[i]! + turns * 360);
  }
  return out;
}

function lagrange(times: number[], values: number[], step: number): (jd: number) => number {
  const t0 = times[0]!;
  const last = times.length - 1;
  return (jd: number) => {
    // Use the four nodes around jd: i-1, i, i+1, i+2 with jd in [t_i, t_i+1].
    const i = Math.min(Math.max(Math.floor((jd - t0) / step), 1), last - 2);
    let sum = 0;
    for (let a = i - 1; a <= i + 2; a++) {
      let w = 1;
      for (let b = i - 1; b <= i + 2; b++) if (b !== a) w *= (jd - times[b]!) / (times[a]! - times[b]!);
      sum += w * values[a]!;
    }
    return sum;
  };
}

/**
 * The longest span sampled, in days: a festival year with its margins is about 450 days and a
 * muhurat range at most 367 + 65. Two ephemeris calls per day, so a longer span is refused.
 */
export const TRACK_MAX_SPAN_DAYS = 800;

/** Samples the Sun and Moon from `fromJd` to at least `toJd` (at least four samples; a RangeError over TRACK_MAX_SPAN_DAYS). */
export function sampleTrack(eph: Ephemeris, fromJd: number, toJd: number, ayanamsa: Ayanamsa, position: LuminaryFrame): Track {
  if (!(toJd - fromJd <= TRACK_MAX_SPAN_DAYS)) throw new RangeError(`sampleTrack: span of ${toJd - fromJd} days is over ${TRACK_MAX_SPAN_DAYS}`);
  const n = Math.max(4, Math.ceil((toJd - fromJd) / TRACK_STEP_DAYS) + 1);
  const times: number[] = [];
  const sun: number[] = [];
  const moon: number[] = [];
  for (let k = 0; k < n; k++) {
    const t = fromJd + k * TRACK_STEP_DAYS;
    const l = eph.luminaries(t, ayanamsa, position);
    times.push(t);
    sun.push(l.sunDeg);
    moon.push(l.moonDeg);
  }
  return { fromJd, toJd: times[n - 1]!, sun: lagrange(times, unwrap(sun), TRACK_STEP_DAYS), moon: lagrange(times, unwrap(moon), TRACK_STEP_DAYS) };
}

/**
 * The instant in [a, b] at which the increasing function `f` reaches `target`, to about
 * 0.01 s (regula falsi with the Illinois modification; f is smooth and nearly linear here).
 * Requires f(a) ≤ target ≤ f(b).
 */
export function solveIncreasing(f: (jd: number) => number, target: number, a: number, b: number): number {
  let fa = f(a) - target;
  let fb = f(b) - target;
  if (fa >= 0) return a;
  if (fb <= 0) return b;
  let side = 0;
  for (let i = 0; i < 60 && b - a > 1e-7; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c) - target;
    if (fc === 0) return c;
    if (fc < 0) {
      a = c;
      fa = fc;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = c;
      fb = fc;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  return (a * fb - b * fa) / (fb - fa);
}

/** One interval during which a quantity sits in division `index` (0-based). */
export interface Span {
  index: number;
  /** Start and end (JD UT); null when they fall outside the sampled window. */
  start: number | null;
  end: number | null;
}

/**
 * The divisions of width `spanDeg` that an increasing angle `f` passes through between `from`
 * and `to`: each with its 0-based index (mod `count`) and its start and end, searched inside
 * [track.fromJd, track.toJd] (the caller samples enough margin around the day; a boundary
 * beyond the window is reported as null, e.g. the start of the Sun's current sign).
 */
export function spansBetween(track: Track, f: (jd: number) => number, spanDeg: number, count: number, from: number, to: number): Span[] {
  const spans: Span[] = [];
  // One turn per division between f(from) and f(to): the caller's window is a few days, so a
  // few dozen turns (a NaN bound runs none).
  const lo = f(track.fromJd);
  const hi = f(track.toJd);
  const boundary = (deg: number) => (deg < lo || deg > hi ? null : solveIncreasing(f, deg, track.fromJd, track.toJd));
  const last = Math.floor(f(to) / spanDeg);
  for (let k = Math.floor(f(from) / spanDeg); k <= last; k++) {
    const start = boundary(k * spanDeg);
    const end = boundary((k + 1) * spanDeg);
    // A day ending exactly on a boundary contributes no zero-length span.
    if (end !== null && end <= from) continue;
    if (start !== null && start >= to) continue;
    spans.push({ index: ((k % count) + count) % count, start, end });
  }
  return spans;
}

/** A span whose both ends are inside the window (the Moon-driven divisions always are). */
export interface ClosedSpan {
  index: number;
  start: number;
  end: number;
}

export function closedSpans(spans: Span[]): ClosedSpan[] {
  return spans.map((s) => {
    if (s.start === null || s.end === null) throw new Error("panchang: division boundary outside the sampled window");
    return { index: s.index, start: s.start, end: s.end };
  });
}
