/** The sign pages' URL state and the horoscope requests they make. */
import { rashiSlugs, type SignId, signIds } from "@jyotish/terms/signs";
import type { HoroscopeRequest } from "../horoscope/edge";
import { istToday } from "../horoscope/period";
import { signOf } from "../horoscope/signs";

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
  const sign = signOf(raw.sign);
  const by = transitGroupings.find((g) => g === raw.by) ?? "month";
  return sign ? { sign, by } : { by };
}

/** A rashi page's horoscope: the sign's general daily horoscope for today in India (the one the edge embeds in the page). */
export const todayRequest = (sign: SignId, now = new Date()): HoroscopeRequest => ({ sign, period: "daily", date: istToday(now), area: "general" });

/** A yearly edition's card: the sign's general horoscope for the year. */
export const yearRequest = (sign: SignId, year: number): HoroscopeRequest => ({ sign, period: "yearly", date: `${year}-01-01`, area: "general" });
