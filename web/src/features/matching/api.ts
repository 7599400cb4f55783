/** `GET /api/matching` for the matching page's URL state, and the answer's type. */
import { queryOptions } from "@tanstack/react-query";
import type { MatchingAnswer, PartnerAnswer } from "@contract/matching";
import { currentLocale } from "../../i18n/runtime";
import { getJson } from "../../lib/api";
import type { MatchingSearch } from "./search";

export type { MatchingAnswer, PartnerAnswer };

/** The API's query string: the spec's matching fields (or each partner's star), the options and the page's language (for the explanations). */
export function matchingUrl(s: MatchingSearch, lang: string = currentLocale()): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => value !== undefined && value !== "" && params.set(key, String(value));
  for (const p of ["boy", "girl"] as const) {
    const name = s[`${p}Name`];
    put(`${p}Name`, name && name.trim().length >= 2 ? name.trim() : undefined);
    if (s[`${p}Nakshatra`] !== undefined && s[`${p}Pada`] !== undefined && s[`${p}BirthDate`] === undefined) {
      put(`${p}Nakshatra`, s[`${p}Nakshatra`]);
      put(`${p}Pada`, s[`${p}Pada`]);
    } else {
      put(`${p}BirthDate`, s[`${p}BirthDate`]);
      put(`${p}BirthTime`, s[`${p}BirthTime`]);
      put(`${p}BirthPlace`, s[`${p}BirthPlace`]);
      put(`${p}Latitude`, s[`${p}Latitude`]);
      put(`${p}Longitude`, s[`${p}Longitude`]);
    }
  }
  put("school", s.school);
  put("poruthamVariant", s.poruthamVariant);
  put("ayanamsa", s.ayanamsa);
  put("region", s.region);
  if (lang !== "en") put("lang", lang);
  return `/api/matching?${params}`;
}

export const matchingQueryOptions = (s: MatchingSearch) =>
  queryOptions({ queryKey: [matchingUrl(s)], queryFn: () => getJson<MatchingAnswer>(matchingUrl(s)), staleTime: 60 * 60 * 1000 });
