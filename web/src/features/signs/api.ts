/**
 * The sign pages' own data: each language's texts about the signs. Their horoscopes and transits
 * come through the horoscope pages' query factories (`../horoscope/api`), so a rashi page starts
 * from the answer the edge embedded in its first HTML and shares its cache with the sign pages.
 */
import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "../../i18n/locale";
import { istToday } from "../horoscope/period";
import type { SignContent } from "./content/types";

/** The current year in India. */
export const yearInIndia = (now = new Date()): number => Number(istToday(now).slice(0, 4));

/** Each language's sign texts, one chunk per language. */
const contentLoaders: Record<Locale, () => Promise<{ content: SignContent }>> = {
  en: () => import("./content/en"),
  hi: () => import("./content/hi"),
  ta: () => import("./content/ta"),
  te: () => import("./content/te"),
};
export const signContentQueryOptions = (lang: Locale) =>
  queryOptions({ queryKey: ["sign-content", lang], queryFn: async () => (await contentLoaders[lang]()).content, staleTime: Infinity });
