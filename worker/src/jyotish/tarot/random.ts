// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The randomness of a tarot draw, made reproducible: a 128-bit seed (32 hex digits) feeds the
 * sfc32 generator, whose 32-bit outputs are turned into unbiased integers by rejection sampling
 * and drive a Fisher–Yates shuffle. The same seed always gives the same reading, so a reading
 * is shared by its seed.
 *
 * - sfc32 ("Small Fast Counting", 32-bit): Chris Doty-Humphrey's generator from the PractRand
 *   suite (http://pracrand.sourceforge.net/), as written in JavaScript by bryc
 *   (https://github.com/bryc/code/blob/master/jshash/PRNGs.md). It passes PractRand and
 *   TestU01 BigCrush; it is not a cryptographic generator, and need not be: the seed is.
 * - Fisher–Yates, in Durstenfeld's in-place form (Knuth, TAOCP vol. 2, §3.4.2, Algorithm P).
 * - Unbiased integers below n: reject the top `2^32 mod n` outputs (the "threshold" method
 *   of Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1), 2019, §2),
 *   so every value keeps exactly the same number of 32-bit preimages — no modulo bias.
 */

/** A generator of uniformly distributed unsigned 32-bit integers. */
export type Uint32Source = () => number;

/** A seed: 32 lowercase hex digits (128 bits). */
export const seedPattern = /^[0-9a-f]{32}$/;

export const isSeed = (s: string): boolean => seedPattern.test(s);

/** The four 32-bit words of a seed, most significant first. */
export function seedWords(seed: string): [number, number, number, number] {
  if (!isSeed(seed)) throw new RangeError(`not a 128-bit hex seed: ${seed}`);
  const word = (i: number) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16) >>> 0;
  return [word(0), word(1), word(2), word(3)];
}

/** sfc32 seeded with the seed's four words; the first 15 outputs are dropped to mix the state (bryc's advice for sfc32). */
export function sfc32(seed: string): Uint32Source {
  let [a, b, c, d] = seedWords(seed);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

/**
 * A uniform integer in [0, n), n ≤ 2^32: outputs below `2^32 mod n` are rejected, leaving
 * `floor(2^32 / n) · n` accepted values, each residue equally often.
 */
export function uniformBelow(random: Uint32Source, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`bad range: ${n}`);
  const threshold = 2 ** 32 % n;
  for (;;) {
    const x = random();
    if (x >= threshold) return x % n;
  }
}

/** A shuffled copy of `items` (Fisher–Yates, each of the n! orders equally likely). */
export function shuffle<T>(items: readonly T[], random: Uint32Source, below: (random: Uint32Source, n: number) => number = uniformBelow): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * cyrb53-style string hash widened to 128 bits ("cyrb128", bryc, same page as sfc32): four
 * 32-bit lanes of Math.imul mixing. Used to derive fixed seeds from text (the year cards), not
 * for secrecy. Returns 32 hex digits.
 */
export function seedFromText(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, "0")).join("");
}

/** A fresh seed from the platform's cryptographic generator (`crypto.getRandomValues`, in the Worker and the browser). */
export function newSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
