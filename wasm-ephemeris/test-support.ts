// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Shared helpers for the wasm-ephemeris tests (not a test file itself).

/** Deterministic PRNG (mulberry32) so every run draws the same instants. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smallest signed difference a − b of two angles in degrees, in (−180, 180]. */
export function angleDiffDeg(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
}

/** Tracks the largest absolute error seen and where it happened. */
export class MaxError {
  max = 0;
  where = "";
  count = 0;
  add(error: number, where: () => string): void {
    this.count++;
    const e = Math.abs(error);
    if (!(e <= this.max)) {
      // NaN also lands here, so it is never hidden.
      this.max = Number.isNaN(e) ? Infinity : e;
      this.where = where();
    }
  }
  toString(): string {
    return `max ${this.max.toExponential(2)} over ${this.count} values (worst: ${this.where})`;
  }
}

/** Julian day (UT) of an ISO-like local date-time at a fixed UTC offset, read as proleptic Gregorian. */
export function parseLocal(localIso: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const m = /^(-?\d+)-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d(?:\.\d+)?))?)?$/.exec(localIso);
  if (!m) throw new Error(`bad local date-time ${localIso}`);
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
  };
}
