import { rashiSlugs, type SignId, signIds } from "@jyotish/terms/signs";

/** The sign of a /rashi/{rashi} slug ("mesh" → "aries"). */
export const signOfRashi = (slug: string): SignId | undefined => signIds.find((s) => rashiSlugs[s] === slug);

export const transitGroupings = ["month", "graha"] as const;
export type TransitGrouping = (typeof transitGroupings)[number];

export interface TransitsSearch {
  /** The Moon sign whose effects are shown beside each ingress. */
  sign?: SignId;
  by: TransitGrouping;
}

/** The transit pages' URL state (`?sign=leo&by=graha`); unknown values fall back to none and by month. */
export function transitsSearch(raw: Record<string, unknown>): TransitsSearch {
  const sign = signIds.find((s) => s === raw.sign);
  const by = transitGroupings.find((g) => g === raw.by) ?? "month";
  return sign ? { sign, by } : { by };
}
