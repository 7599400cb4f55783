/**
 * The kundli pages' state (the birth details and the "how computed" options, all in the URL
 * so every chart has a permanent, shareable address) and the answer of `GET /api/kundli`.
 */
import { queryOptions } from "@tanstack/react-query";
import * as v from "valibot";
import { AYANAMSAS } from "../../../../wasm-ephemeris/zodiac";
import type { GrahaId } from "../../../../worker/src/jyotish/glossary";
import type { Dignity } from "../../../../worker/src/jyotish/kundli/chart";
import { dashaYearOptions } from "../../../../worker/src/jyotish/kundli/dasha";
import type { KaalSarp, Manglik, PitraDosha } from "../../../../worker/src/jyotish/kundli/doshas";
import type { Ashtakavarga } from "../../../../worker/src/jyotish/kundli/ashtakavarga";
import type { KpLords } from "../../../../worker/src/jyotish/kundli/kp";
import type { YoginiId } from "../../../../worker/src/jyotish/kundli/yogini";
import type { Yoga } from "../../../../worker/src/jyotish/kundli/yogas";
import { vargaIds } from "../../../../worker/src/jyotish/kundli/vargas";
import { getJson } from "../../lib/api";

export const chartStyles = ["north", "south", "east"] as const;
export type ChartStyle = (typeof chartStyles)[number];
export const houseSystems = ["whole-sign", "placidus", "sripati", "porphyry", "kp"] as const;
export type HouseSystem = (typeof houseSystems)[number];
export const nodeKinds = ["mean", "true"] as const;
export { dashaYearOptions, vargaIds };
export type VargaId = (typeof vargaIds)[number];
export type Ayanamsa = (typeof AYANAMSAS)[number];

// The router parses query values as JSON where it can ("123" → 123): text fields take either.
const text = (max: number) => v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.maxLength(max));
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const finite = (min: number, max: number) => v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.finite(), v.minValue(min), v.maxValue(max));

/**
 * The spec's navigation query (§7: name, date, time, location, gender, latitude, longitude)
 * plus the options. A bad value falls back to "absent" instead of breaking the page.
 */
export const kundliSearchSchema = v.object({
  name: optional(text(80)),
  date: optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  time: optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/))),
  location: optional(text(160)),
  gender: optional(v.picklist(["male", "female"])),
  latitude: optional(finite(-90, 90)),
  longitude: optional(finite(-180, 180)),
  ayanamsa: optional(v.picklist(AYANAMSAS)),
  node: optional(v.picklist(nodeKinds)),
  house: optional(v.picklist(houseSystems)),
  year: optional(v.picklist(dashaYearOptions)),
  style: optional(v.picklist(chartStyles)),
  varga: optional(v.picklist(vargaIds)),
});
export type KundliSearch = v.InferOutput<typeof kundliSearchSchema>;
export type BirthSearch = KundliSearch & { date: string; time: string; latitude: number; longitude: number };

/** Enough to cast a chart: date, time and a place with coordinates (spec §5: not zero). */
export function hasBirthData(s: KundliSearch): s is BirthSearch {
  return s.date !== undefined && s.time !== undefined && !!s.latitude && !!s.longitude;
}

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
    datesAtOffset: string;
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
