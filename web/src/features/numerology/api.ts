/**
 * The numerology pages' URL state and queries: one factory per resource, used by the routes'
 * loaders and the pages. Answers are typed by the API's contract (types only: the schemas stay
 * on the server). The search schemas load with the pages' chunks, not with the app.
 */
import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import type { LuckyAnswer, NumerologyAnswer, YearAnswer } from "@contract/numerology";
import { getJson } from "../../lib/api";
import type { Locale } from "../../i18n/locale";

export type { LuckyAnswer, NumerologyAnswer, YearAnswer };

export const systems = ["pythagorean", "chaldean"] as const;
export type NumerologySystem = (typeof systems)[number];

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
// The router parses query values as JSON where it can ("123" → 123): the name takes either.
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** /numerology's query: a reading is shared and reloaded by its URL. A bad value is dropped. */
export const numerologySearchSchema = v.object({
  name: optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(80))),
  date: optional(isoDate),
  system: optional(v.picklist(systems)),
  on: optional(isoDate),
});
export type NumerologySearch = v.InferOutput<typeof numerologySearchSchema>;
export type ReadingRequest = { name: string; date: string; system: NumerologySystem; on?: string };

export const readingRequest = (s: NumerologySearch): ReadingRequest | null =>
  s.name && s.name.trim() && s.date ? { name: s.name.trim(), date: s.date, system: s.system ?? "pythagorean", on: s.on } : null;

const staleTime = 3600_000;

export const numerologyQueryOptions = (r: ReadingRequest, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/numerology", r.name, r.date, r.system, r.on ?? "", lang],
    queryFn: ({ signal }) =>
      getJson<NumerologyAnswer>(`/api/numerology?${new URLSearchParams({ name: r.name, date: r.date, system: r.system, ...(r.on ? { on: r.on } : {}), lang })}`, { signal }),
    staleTime,
  });

export interface LuckyRequest {
  name?: string;
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  location?: string;
}

export const luckyQueryOptions = (r: LuckyRequest, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/numerology/lucky", r.name ?? "", r.date, r.time, r.latitude, r.longitude, lang],
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ date: r.date, time: r.time.slice(0, 5), latitude: String(r.latitude), longitude: String(r.longitude), lang });
      if (r.name?.trim()) q.set("name", r.name.trim());
      if (r.location) q.set("location", r.location.slice(0, 160));
      return getJson<LuckyAnswer>(`/api/numerology/lucky?${q}`, { signal });
    },
    staleTime,
  });

export const yearQueryOptions = (year: number, lang: Locale) =>
  queryOptions({
    queryKey: ["/api/numerology/year", year, lang],
    queryFn: ({ signal }) => getJson<YearAnswer>(`/api/numerology/year?${new URLSearchParams({ year: String(year), lang })}`, { signal }),
    staleTime: 6 * staleTime,
  });

/** The moolank of a birth date "YYYY-MM-DD": the day of the month reduced to 1–9 (the year page's box). */
export function moolankOf(date: string): number {
  let n = Number(date.slice(8, 10));
  while (n > 9) n = String(n).split("").reduce((a, d) => a + Number(d), 0);
  return n;
}
