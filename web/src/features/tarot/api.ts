/**
 * The tarot queries (one factory per resource, for the loaders and the pages) and the reading's
 * URL state. Answers are typed by `@contract/tarot` (types only: its schemas stay on the server).
 */
import { queryOptions } from "@tanstack/react-query";
import type { DrawAnswer, SpreadId, YearAnswer } from "@contract/tarot";
import { getJson } from "../../lib/api";
import type { Locale } from "../../i18n/locale";

export type { DrawAnswer, SpreadId, YearAnswer };
export { newSeed } from "@jyotish/tarot/random";

export const spreadChoices = ["single", "three", "celtic-cross"] as const satisfies readonly SpreadId[];

/** A seeded reading never changes: cached for the session. */
export const drawQueryOptions = (spread: SpreadId, seed: string, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/tarot/draw", spread, seed, lang],
    queryFn: ({ signal }) => getJson<DrawAnswer>(`/api/tarot/draw?${new URLSearchParams({ spread, seed, lang })}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const tarotYearQueryOptions = (year: number, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/tarot/year", year, lang],
    queryFn: ({ signal }) => getJson<YearAnswer>(`/api/tarot/year?${new URLSearchParams({ year: String(year), lang })}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `?spread=…&seed=…` (32 hex digits): a shared reading; anything else is ignored. */
export function readingSearch(search: Record<string, unknown>): { spread?: SpreadId; seed?: string } {
  const { spread, seed } = search;
  return {
    spread: spreadChoices.find((s) => s === spread),
    seed: typeof seed === "string" && /^[0-9a-f]{32}$/.test(seed) ? seed : undefined,
  };
}
