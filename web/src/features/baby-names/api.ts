/** The baby-naming page's two answers: the names of a search and the 108-syllable table. */
import { queryOptions } from "@tanstack/react-query";
import type { BabyNamesAnswer, SyllablesAnswer } from "@contract/baby-names";
import { getJson } from "../../lib/api";
import type { Locale } from "../../i18n/locale";
import { babyNamesParams, type BabyNamesSearch } from "./search";

export const babyNamesQueryOptions = (search: BabyNamesSearch, lang: Locale) => {
  const params = babyNamesParams(search, lang);
  return queryOptions({
    queryKey: ["/api/baby-names", params],
    queryFn: ({ signal }) => getJson<BabyNamesAnswer>(`/api/baby-names?${params}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
};

export const syllableTableQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ["/api/baby-names/syllables", lang],
    queryFn: ({ signal }) => getJson<SyllablesAnswer>(`/api/baby-names/syllables?lang=${lang}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
