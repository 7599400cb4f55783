/**
 * The matching page's URL state: the spec's matching query (§7: boyName, boyBirthDate,
 * boyBirthTime, boyBirthPlace, girlName …, boyLatitude, boyLongitude, girlLatitude,
 * girlLongitude), or each partner's star and pada ("match by star"), and the options; and the
 * love page's two signs. The pages validate their own query with these, in their own chunks.
 * The choice lists are written here, not imported, so the matching page loads without the
 * engine (a test checks them against the engine's).
 */
import * as v from "valibot";
import { AYANAMSAS } from "@ephemeris/zodiac";
import { signIds } from "@jyotish/glossary";
import { chartStyles } from "../../components/kundli-search";

/** The engine's `matchingSchools` and `poruthamVariants`. */
export const matchingSchools = ["north", "pyjhora"] as const;
export const poruthamVariants = ["tamil", "kerala", "pyjhora"] as const;
/** The engine's `matchingRegions`: which tradition leads the overall reading (unset: by the page's language). */
export const matchingRegions = ["north", "south"] as const;
export type MatchingSchool = (typeof matchingSchools)[number];
export type PoruthamVariant = (typeof poruthamVariants)[number];

const text = (max: number) => v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.maxLength(max));
const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const number = (min: number, max: number) => v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]), v.number(), v.finite(), v.minValue(min), v.maxValue(max));
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/));
const integer = (min: number, max: number) => v.pipe(number(min, max), v.integer());

export const matchingSearchSchema = v.object({
  boyName: optional(text(80)),
  boyBirthDate: optional(date),
  boyBirthTime: optional(time),
  boyBirthPlace: optional(text(160)),
  boyLatitude: optional(number(-90, 90)),
  boyLongitude: optional(number(-180, 180)),
  boyNakshatra: optional(integer(1, 27)),
  boyPada: optional(integer(1, 4)),
  girlName: optional(text(80)),
  girlBirthDate: optional(date),
  girlBirthTime: optional(time),
  girlBirthPlace: optional(text(160)),
  girlLatitude: optional(number(-90, 90)),
  girlLongitude: optional(number(-180, 180)),
  girlNakshatra: optional(integer(1, 27)),
  girlPada: optional(integer(1, 4)),
  school: optional(v.picklist(matchingSchools)),
  poruthamVariant: optional(v.picklist(poruthamVariants)),
  ayanamsa: optional(v.picklist(AYANAMSAS)),
  region: optional(v.picklist(matchingRegions)),
  style: optional(v.picklist(chartStyles)),
});
export type MatchingSearch = v.InferOutput<typeof matchingSearchSchema>;

/** A partner is complete with a birth (date, time, a place with coordinates) or with a star and pada. */
export function partnerReady(s: MatchingSearch, p: "boy" | "girl"): boolean {
  const star = p === "boy" ? s.boyNakshatra !== undefined && s.boyPada !== undefined : s.girlNakshatra !== undefined && s.girlPada !== undefined;
  const birth =
    p === "boy"
      ? s.boyBirthDate !== undefined && s.boyBirthTime !== undefined && !!s.boyLatitude && !!s.boyLongitude
      : s.girlBirthDate !== undefined && s.girlBirthTime !== undefined && !!s.girlLatitude && !!s.girlLongitude;
  return star || birth;
}
export const hasMatchData = (s: MatchingSearch) => partnerReady(s, "boy") && partnerReady(s, "girl");

export const loveSearchSchema = v.object({ man: optional(v.picklist(signIds)), woman: optional(v.picklist(signIds)) });
export type LoveSearch = v.InferOutput<typeof loveSearchSchema>;
