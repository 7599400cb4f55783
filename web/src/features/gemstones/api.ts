/**
 * The gemstone and remedy pages' data: `GET /api/gemstones` and `GET /api/gemstones/remedies`
 * for the birth in the URL (the kundli pages' search, so a chart's address opens both), in the
 * page's language.
 */
import { queryOptions } from "@tanstack/react-query";
import type { GemstonesAnswer, RemediesAnswer } from "@contract/gemstones";
import type { BirthSearch } from "../../components/kundli-search";
import { currentLocale } from "../../i18n/runtime";
import { getJson } from "../../lib/api";
import { birthParams } from "../kundli/api";

export type { GemstonesAnswer, RemediesAnswer };
export type Tool = "gemstones" | "remedies";

/** The API's query string for a birth (the names `GET /api/kundli` takes) in the page's language. */
export function toolUrl(tool: Tool, s: BirthSearch, lang: string = currentLocale()): string {
  const params = birthParams(s, lang);
  return `${tool === "gemstones" ? "/api/gemstones" : "/api/gemstones/remedies"}?${params}`;
}

export const gemstonesQueryOptions = (s: BirthSearch) =>
  queryOptions({ queryKey: [toolUrl("gemstones", s)], queryFn: () => getJson<GemstonesAnswer>(toolUrl("gemstones", s)), staleTime: 60 * 60 * 1000 });
export const remediesQueryOptions = (s: BirthSearch) =>
  queryOptions({ queryKey: [toolUrl("remedies", s)], queryFn: () => getJson<RemediesAnswer>(toolUrl("remedies", s)), staleTime: 60 * 60 * 1000 });
