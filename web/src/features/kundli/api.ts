/**
 * The kundli pages' state (the birth details and the "how computed" options, all in the URL
 * so every chart has a permanent, shareable address) and the answer of `GET /api/kundli`.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AYANAMSAS } from "@ephemeris/zodiac";
import type { GrahaId } from "@jyotish/glossary";
import type { DashaPeriodAnswer, KundliAnswer } from "@contract/kundli";
import { currentLocale } from "../../i18n/runtime";
import { getJson } from "../../lib/api";
import type { BirthSearch } from "../../components/kundli-search";

export { chartStyles, dashaYearOptions, hasBirthData, houseSystems, kundliSearchSchema, nodeKinds, vargaIds } from "../../components/kundli-search";
export type { BirthSearch, ChartStyle, HouseSystem, KundliSearch, VargaId } from "../../components/kundli-search";
export type Ayanamsa = (typeof AYANAMSAS)[number];

/**
 * A birth's fields as `GET /api/kundli` and the tools built on it (gemstones, remedies, Lal
 * Kitab) take them, in the page's language: the name (when it is one), date, time, place and
 * the chart options; `gender` and `houseSystem` for the APIs that take them, and `more`.
 */
export function birthParams(s: BirthSearch, lang: string, fields: { gender?: boolean; houseSystem?: boolean; more?: Record<string, string | number | undefined> } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => value !== undefined && value !== "" && params.set(key, String(value));
  put("name", s.name && s.name.trim().length >= 2 ? s.name.trim() : undefined);
  if (fields.gender) put("gender", s.gender);
  put("date", s.date);
  put("time", s.time);
  put("location", s.location);
  put("latitude", s.latitude);
  put("longitude", s.longitude);
  put("ayanamsa", s.ayanamsa);
  put("node", s.node);
  if (fields.houseSystem ?? true) put("houseSystem", s.house);
  for (const [key, value] of Object.entries(fields.more ?? {})) put(key, value);
  if (lang !== "en") put("lang", lang);
  return params;
}

/** The API's query string for a birth, with the page's language for the yogas' rules and the doshas' reasons. */
export function kundliUrl(s: BirthSearch, lang: string = currentLocale()): string {
  return `/api/kundli?${birthParams(s, lang, { gender: true, more: { dashaYearDays: s.year } })}`;
}

export const kundliQueryOptions = (s: BirthSearch) =>
  queryOptions({
    queryKey: [kundliUrl(s)],
    queryFn: () => getJson<KundliAnswer>(kundliUrl(s)),
    staleTime: 60 * 60 * 1000,
  });

/** The answer of `GET /api/kundli` and its parts, from the API's contract. */
export type { KundliAnswer };
export type Placement = KundliAnswer["ascendant"];
export type NakshatraPlace = Placement["nakshatra"];
export type Planet = KundliAnswer["planets"][number];
export type Period = DashaPeriodAnswer;
export type YoginiPeriod = KundliAnswer["dasha"]["yogini"]["periods"][number];
export type Span = { start: string; end: string };

/** A graha's placement in the answer. */
export const planetOf = (data: KundliAnswer, id: GrahaId): Planet => data.planets.find((p) => p.id === id)!;

/** Retrograde as charts mark it (℞): Rahu and Ketu always move backwards, so they go unmarked. */
export const markedRetrograde = (p: Pick<Planet, "id" | "retrograde">): boolean => p.retrograde && p.id !== "rahu" && p.id !== "ketu";
