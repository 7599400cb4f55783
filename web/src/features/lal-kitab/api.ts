/**
 * The Lal Kitab page's state (the kundli pages' birth query plus the sleeping rule, all in the
 * URL so a reading is shareable) and the answer of `GET /api/lal-kitab`.
 */
import { queryOptions } from "@tanstack/react-query";
import type { LalKitabAnswer } from "@contract/lal-kitab";
import type { BirthSearch, KundliSearch } from "../../components/kundli-search";
import { currentLocale } from "../../i18n/runtime";
import { getJson } from "../../lib/api";

/** The engine's `sleepRules` (`@jyotish/lal-kitab`), written here to keep the engine out of the bundle. */
export const sleepRules = ["strict", "pakka-awake"] as const;
export type SleepRule = (typeof sleepRules)[number];
export type LalKitabSearch = KundliSearch & { sleep?: SleepRule };

/** The API's query string for a birth, in the page's language. */
export function lalKitabUrl(s: BirthSearch & { sleep?: SleepRule }, lang: string = currentLocale()): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => value !== undefined && value !== "" && params.set(key, String(value));
  put("name", s.name && s.name.trim().length >= 2 ? s.name.trim() : undefined);
  put("date", s.date);
  put("time", s.time);
  put("location", s.location);
  put("latitude", s.latitude);
  put("longitude", s.longitude);
  put("ayanamsa", s.ayanamsa);
  put("node", s.node);
  put("sleep", s.sleep);
  if (lang !== "en") put("lang", lang);
  return `/api/lal-kitab?${params}`;
}

export const lalKitabQueryOptions = (s: BirthSearch & { sleep?: SleepRule }) =>
  queryOptions({
    queryKey: [lalKitabUrl(s)],
    queryFn: () => getJson<LalKitabAnswer>(lalKitabUrl(s)),
    staleTime: 60 * 60 * 1000,
  });

export type { LalKitabAnswer };
