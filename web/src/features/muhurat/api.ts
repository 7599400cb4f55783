/** The muhurat search state (URL) and its query-options factory (spec §2.5 muhurat pages). */
import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import type { muhuratKinds } from "@site/route-table";
import type { Locale } from "../../i18n/locale";
import { getJson } from "../../lib/api";
import { addDays } from "../panchang/format";
import { type PlaceInUrl, todayIn } from "../panchang/api";

export type Kind = (typeof muhuratKinds)[number];

const opt = <T extends v.GenericSchema>(s: T) => v.fallback(v.optional(s), undefined);
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
export const muhuratSearchSchema = v.object({
  from: opt(isoDate),
  to: opt(isoDate),
  place: opt(v.pipe(v.string(), v.maxLength(160))),
  lat: opt(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  lon: opt(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  tz: opt(v.pipe(v.string(), v.maxLength(64))),
});
export type MuhuratSearch = v.InferOutput<typeof muhuratSearchSchema>;

export interface Answer {
  windows: {
    date: string;
    start: string;
    end: string;
    weekday: { name: string };
    tithi: { name: string };
    nakshatra: { name: string };
    lagnas: { name: string }[] | null;
    clear: string[];
  }[];
  excluded: { id: string; from: string; to: string }[];
  rule: { nakshatras: string[]; tithis: number[]; weekdays: number[]; lagnas: string[] | null; avoid: string[]; daytime: boolean; sources: string[] };
}

export const muhuratQueryOptions = (kind: Kind, r: { from: string; to: string; lat: number; lon: number; tz: string }, lang: Locale) =>
  queryOptions({
    queryKey: ["muhurat", kind, r.from, r.to, r.lat, r.lon, r.tz, lang],
    queryFn: () =>
      getJson<Answer>(`/api/muhurat?${new URLSearchParams({ kind, from: r.from, to: r.to, latitude: String(r.lat), longitude: String(r.lon), timezone: r.tz, lang })}`),
    staleTime: 24 * 3600_000,
  });


/** The place and date range a muhurat search asks for: Delhi and the next 90 days unless the URL says otherwise. */
export function resolveMuhuratRequest(search: MuhuratSearch, fallback: PlaceInUrl) {
  const hasPlace = search.lat !== undefined && search.lon !== undefined && search.tz !== undefined;
  const where = hasPlace ? { place: search.place ?? `${search.lat}, ${search.lon}`, lat: search.lat!, lon: search.lon!, tz: search.tz! } : fallback;
  const from = search.from ?? todayIn(where.tz);
  const to = search.to ?? addDays(from, 90);
  return { where, from, to };
}
