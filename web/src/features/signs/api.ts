/**
 * The sign pages' data: `GET /api/horoscope` (a sign's daily or yearly answer) and
 * `GET /api/transits` (a year's ingresses, stations and combustions), one query factory each,
 * used by the routes' loaders and the pages; and each language's texts about the signs.
 */
import { queryOptions } from "@tanstack/react-query";
import type { HoroscopeAnswer, HoroscopePeriod, TransitsAnswer } from "@contract/horoscope";
import type { SignId } from "@jyotish/terms/signs";
import type { Locale } from "../../i18n/locale";
import { getJson } from "../../lib/api";
import { todayIn } from "../panchang/api";
import type { SignContent } from "./content/types";

/** Horoscope dates are Indian dates: today in IST. */
export const todayInIndia = (now = new Date()): string => todayIn("Asia/Kolkata", now);

/** The current year in India. */
export const yearInIndia = (now = new Date()): number => Number(todayInIndia(now).slice(0, 4));

/** A sign's general horoscope for the period holding `date` (an IST date). Edge-cached until the period ends. */
export const horoscopeQueryOptions = (sign: SignId, period: HoroscopePeriod, date: string, lang: Locale) =>
  queryOptions({
    queryKey: ["horoscope", sign, period, date, "general", lang],
    queryFn: () => getJson<HoroscopeAnswer>(`/api/horoscope?${new URLSearchParams({ sign, period, date, lang })}`),
    staleTime: 30 * 60_000,
  });

/** A year's transits; with `sign`, each ingress carries what it means for that sign. */
export const transitsQueryOptions = (year: number, sign: SignId | undefined, lang: Locale) =>
  queryOptions({
    queryKey: ["transits", year, sign ?? null, lang],
    queryFn: () => getJson<TransitsAnswer>(`/api/transits?${new URLSearchParams({ year: String(year), ...(sign ? { sign } : {}), lang })}`),
    staleTime: 24 * 3600_000,
  });

/** Each language's sign texts, one chunk per language. */
const contentLoaders: Record<Locale, () => Promise<{ content: SignContent }>> = {
  en: () => import("./content/en"),
  hi: () => import("./content/hi"),
  ta: () => import("./content/ta"),
  te: () => import("./content/te"),
};
export const signContentQueryOptions = (lang: Locale) =>
  queryOptions({ queryKey: ["sign-content", lang], queryFn: async () => (await contentLoaders[lang]()).content, staleTime: Infinity });
