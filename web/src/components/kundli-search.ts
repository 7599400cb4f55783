/**
 * The kundli pages' URL state: the spec's navigation query (§7: name, date, time, location,
 * gender, latitude, longitude) and the options. Route files validate their search with it, so
 * it is part of the initial bundle: the choice lists are written here (a test checks them
 * against the engine's) rather than imported with the engine's modules.
 */
import * as v from "valibot";
import { AYANAMSAS, HOUSE_SYSTEMS } from "@ephemeris/zodiac";

export const chartStyles = ["north", "south", "east"] as const;
export type ChartStyle = (typeof chartStyles)[number];
export const houseSystems = HOUSE_SYSTEMS;
export type HouseSystem = (typeof houseSystems)[number];
export const nodeKinds = ["mean", "true"] as const;
/** The engine's `dashaYearOptions`. */
export const dashaYearOptions = [365.25, 365.2422, 365.256364, 360] as const;
/** The engine's `vargaIds`: the sixteen Parashara vargas. */
export const vargaIds = ["D1", "D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24", "D27", "D30", "D40", "D45", "D60"] as const;
export type VargaId = (typeof vargaIds)[number];

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

