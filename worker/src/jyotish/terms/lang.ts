// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The four languages of the product and a term written in each. Tamil and Telugu use the
 * names their panchangams print (e.g. Tamil "கடகம்" for Cancer, Telugu "పుష్యమి" for Pushya).
 */
export const langs = ["en", "hi", "ta", "te"] as const;
export type Lang = (typeof langs)[number];
export type Term = Record<Lang, string>;

export const isLang = (s: unknown): s is Lang => typeof s === "string" && (langs as readonly string[]).includes(s);
