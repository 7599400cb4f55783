/**
 * The Lal Kitab page's state (the kundli pages' birth query plus the sleeping rule, all in the
 * URL so a reading is shareable) and the answer of `GET /api/lal-kitab`.
 */
import { queryOptions } from "@tanstack/react-query";
import type { LalKitabAnswer } from "@contract/lal-kitab";
import type { BirthSearch, KundliSearch } from "../../components/kundli-search";
import { currentLocale } from "../../i18n/runtime";
import { getJson } from "../../lib/api";
import { birthParams } from "../kundli/api";

/** The engine's `sleepRules` (`@jyotish/lal-kitab`), written here to keep the engine out of the bundle. */
export const sleepRules = ["strict", "pakka-awake"] as const;
export type SleepRule = (typeof sleepRules)[number];
export type LalKitabSearch = KundliSearch & { sleep?: SleepRule };

/** The API's query string for a birth, in the page's language. */
export function lalKitabUrl(s: BirthSearch & { sleep?: SleepRule }, lang: string = currentLocale()): string {
  const params = birthParams(s, lang, { houseSystem: false, more: { sleep: s.sleep } });
  return `/api/lal-kitab?${params}`;
}

export const lalKitabQueryOptions = (s: BirthSearch & { sleep?: SleepRule }) =>
  queryOptions({
    queryKey: [lalKitabUrl(s)],
    queryFn: () => getJson<LalKitabAnswer>(lalKitabUrl(s)),
    staleTime: 60 * 60 * 1000,
  });

export type { LalKitabAnswer };
