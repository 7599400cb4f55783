// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Digit sums, kept as data so a page can show the working ("1+9+9+0 = 19 → 1+9 = 10 → 1").
 *
 * Master numbers: 11, 22 and 33 are not reduced wherever a method keeps them (Hans Decoz,
 * "Do your own numerology report", decoz.com; the convention of modern Western numerology).
 * The personal cycles and the Indian moolank and bhagyank always come down to 1–9.
 */

export const masterNumbers = [11, 22, 33] as const;
export const isMaster = (n: number): boolean => (masterNumbers as readonly number[]).includes(n);

/** One addition of the working: `terms` added give `total`. */
export interface Sum {
  terms: number[];
  total: number;
}

/** A number brought down to its root, with every addition on the way. */
export interface Reduction {
  /** The additions, in order; empty when the start was already a root. */
  steps: Sum[];
  /** 1–9, or 11, 22, 33 when masters are kept. */
  value: number;
  /** The value is a master number that was kept. */
  master: boolean;
}

const digitsOf = (n: number): number[] => String(n).split("").map(Number);

/** Is `n` the end of a reduction? */
const isRoot = (n: number, keepMasters: boolean) => n <= 9 || (keepMasters && isMaster(n));

/**
 * Reduces `start` by adding its digits until a root remains. `first` is the addition the
 * caller made before (letters' values, or the reduced parts of a date) and opens the working.
 */
export function reduce(start: number, keepMasters: boolean, first?: number[]): Reduction {
  const steps: Sum[] = first && first.length > 1 ? [{ terms: first, total: start }] : [];
  let n = start;
  while (!isRoot(n, keepMasters)) {
    const terms = digitsOf(n);
    n = terms.reduce((a, b) => a + b, 0);
    steps.push({ terms, total: n });
  }
  return { steps, value: n, master: isMaster(n) && keepMasters };
}

/** Adds `terms` and reduces the total (the usual "sum then reduce"). */
export const sumAndReduce = (terms: number[], keepMasters: boolean): Reduction =>
  reduce(
    terms.reduce((a, b) => a + b, 0),
    keepMasters,
    terms,
  );

/** The working as one line in plain digits: "1+9+9+0 = 19 → 1+9 = 10 → 1". */
export function working(r: Reduction): string {
  if (r.steps.length === 0) return String(r.value);
  return r.steps.map((s) => `${s.terms.join("+")} = ${s.total}`).join(" → ");
}
