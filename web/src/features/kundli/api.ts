/**
 * The kundli pages' state (the birth details and the "how computed" options, all in the URL
 * so every chart has a permanent, shareable address) and the answer of `GET /api/kundli`.
 */
import { queryOptions } from "@tanstack/react-query";
import type { AYANAMSAS } from "@ephemeris/zodiac";
import type { GrahaId } from "@jyotish/glossary";
import type { Dignity } from "@jyotish/kundli/chart";
import type { KaalSarp, Manglik, PitraDosha } from "@jyotish/kundli/doshas";
import type { Ashtakavarga } from "@jyotish/kundli/ashtakavarga";
import type { KpLords } from "@jyotish/kundli/kp";
import type { YoginiId } from "@jyotish/kundli/yogini";
import type { Yoga } from "@jyotish/kundli/yogas";
import { getJson } from "../../lib/api";
import type { BirthSearch, HouseSystem, VargaId } from "../../components/kundli-search";

export { chartStyles, dashaYearOptions, hasBirthData, houseSystems, kundliSearchSchema, nodeKinds, vargaIds } from "../../components/kundli-search";
export type { BirthSearch, ChartStyle, HouseSystem, KundliSearch, VargaId } from "../../components/kundli-search";
export type Ayanamsa = (typeof AYANAMSAS)[number];

export function kundliUrl(s: BirthSearch): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => value !== undefined && value !== "" && params.set(key, String(value));
  put("name", s.name && s.name.trim().length >= 2 ? s.name.trim() : undefined);
  put("gender", s.gender);
  put("date", s.date);
  put("time", s.time);
  put("location", s.location);
  put("latitude", s.latitude);
  put("longitude", s.longitude);
  put("ayanamsa", s.ayanamsa);
  put("node", s.node);
  put("houseSystem", s.house);
  put("dashaYearDays", s.year);
  return `/api/kundli?${params}`;
}

export const kundliQueryOptions = (s: BirthSearch) =>
  queryOptions({
    queryKey: [kundliUrl(s)],
    queryFn: () => getJson<KundliAnswer>(kundliUrl(s)),
    staleTime: 60 * 60 * 1000,
  });

export interface NakshatraPlace {
  number: number;
  pada: number;
  lord: GrahaId;
}
export interface Placement {
  longitudeDeg: number;
  signIndex: number;
  degInSign: number;
  nakshatra: NakshatraPlace;
}
export interface Planet extends Placement {
  id: GrahaId;
  house: number;
  retrograde: boolean;
  combust: boolean;
  dignity: Dignity | null;
  speedDegPerDay?: number;
}
export interface Period {
  lord: GrahaId;
  start: string;
  end: string;
  sub?: Period[];
}
export interface YoginiPeriod {
  yogini: YoginiId;
  lord: GrahaId;
  start: string;
  end: string;
  sub?: YoginiPeriod[];
}
export interface Span {
  start: string;
  end: string;
}

export interface KundliAnswer {
  input: {
    name?: string;
    gender?: "male" | "female";
    location?: string;
    date: string;
    time: string;
    latitude: number;
    longitude: number;
    timezone: string | null;
    utc: string;
    utcOffset: string;
    offsetSource: "timezone" | "coordinates" | "explicit-offset";
  };
  options: { ayanamsa: Ayanamsa; node: string; houseSystem: HouseSystem; houseSystemUsed: string; dashaYearDays: number };
  warning?: string;
  ayanamsaDeg: number;
  ascendant: Placement;
  planets: Planet[];
  houses: { system: string; cuspsDeg: number[] };
  vargas: Record<VargaId, { name: string; method: string; ascendant: number; planets: Record<GrahaId, number> }>;
  dasha: {
    vimshottari: {
      yearDays: number;
      balanceAtBirth: { lord: GrahaId; years: number; months: number; days: number };
      running: Period[];
      periods: Period[];
    };
    yogini: { yearDays: number; balanceAtBirth: { yogini: YoginiId; lord: GrahaId; days: number }; periods: YoginiPeriod[] };
  };
  ashtakavarga: Ashtakavarga;
  yogas: Yoga[];
  doshas: { manglik: Manglik; manglikNorth: Manglik; kaalSarp: KaalSarp; pitra: PitraDosha };
  sadeSati: {
    periods: (Span & { phases: (Span & { phase: "rising" | "peak" | "setting" })[] })[];
    dhaiya: (Span & { kind: "kantaka" | "ashtama" })[];
    coveredUntil: string;
  } | null;
  kp: { planets: Record<GrahaId, KpLords>; cusps: (KpLords & { house: number; longitudeDeg: number })[] };
  panchangAtBirth: { tithi: number; karana: number; yoga: number; nakshatra: NakshatraPlace; paksha: "shukla" | "krishna" };
}

/** A graha's placement in the answer. */
export const planetOf = (data: KundliAnswer, id: GrahaId): Planet => data.planets.find((p) => p.id === id)!;

/** Retrograde as charts mark it (℞): Rahu and Ketu always move backwards, so they go unmarked. */
export const markedRetrograde = (p: Pick<Planet, "id" | "retrograde">): boolean => p.retrograde && p.id !== "rahu" && p.id !== "ketu";
