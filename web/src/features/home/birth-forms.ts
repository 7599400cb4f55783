/**
 * The home page's Generate Kundli and Kundli Matching forms (spec §3, §5, §7): validation
 * with the spec's messages, and the query strings they navigate with. Pure.
 */
import { m } from "../../paraglide/messages.js";

/** A place chosen from the suggestions; typed text without coordinates has none. */
export interface PlaceChoice {
  text: string;
  latitude?: number;
  longitude?: number;
  /** IANA time zone of the chosen place (from the gazetteer), when known. */
  timezone?: string;
}

export interface KundliFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: PlaceChoice;
  gender: "male" | "female";
}

export interface MatchingFormValues {
  boyName: string;
  boyBirthDate: string;
  boyBirthTime: string;
  boyBirthPlace: PlaceChoice;
  girlName: string;
  girlBirthDate: string;
  girlBirthTime: string;
  girlBirthPlace: PlaceChoice;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Coordinates count only when they came from a suggestion and are not zero (spec §5). */
export function hasCoordinates(place: PlaceChoice): place is PlaceChoice & { latitude: number; longitude: number } {
  return (
    typeof place.latitude === "number" &&
    typeof place.longitude === "number" &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude) &&
    place.latitude !== 0 &&
    place.longitude !== 0
  );
}

const blank = (s: string) => s.trim() === "";

export function validateKundli(v: KundliFormValues): FieldErrors<KundliFormValues> {
  const e: FieldErrors<KundliFormValues> = {};
  if (v.name.trim().length < 2) e.name = m.err_name_min();
  if (blank(v.birthDate)) e.birthDate = m.err_birth_date();
  if (blank(v.birthTime)) e.birthTime = m.err_birth_time();
  if (blank(v.birthPlace.text)) e.birthPlace = m.err_birth_place();
  return e;
}

export function validateMatching(v: MatchingFormValues): FieldErrors<MatchingFormValues> {
  const e: FieldErrors<MatchingFormValues> = {};
  if (v.boyName.trim().length < 2) e.boyName = m.err_boy_name();
  if (blank(v.boyBirthDate)) e.boyBirthDate = m.err_boy_birth_date();
  if (blank(v.boyBirthTime)) e.boyBirthTime = m.err_boy_birth_time();
  if (blank(v.boyBirthPlace.text)) e.boyBirthPlace = m.err_boy_birth_place();
  if (v.girlName.trim().length < 2) e.girlName = m.err_girl_name();
  if (blank(v.girlBirthDate)) e.girlBirthDate = m.err_girl_birth_date();
  if (blank(v.girlBirthTime)) e.girlBirthTime = m.err_girl_birth_time();
  if (blank(v.girlBirthPlace.text)) e.girlBirthPlace = m.err_girl_birth_place();
  return e;
}

/** /kundli query string (spec §7): name, date, time, location, gender, latitude, longitude. */
export function kundliSearch(v: KundliFormValues & { birthPlace: { latitude: number; longitude: number } }): string {
  return new URLSearchParams({
    name: v.name.trim(),
    date: v.birthDate,
    time: v.birthTime,
    location: v.birthPlace.text,
    gender: v.gender,
    latitude: String(v.birthPlace.latitude),
    longitude: String(v.birthPlace.longitude),
  }).toString();
}

/** /kundli-matching query string (spec §7). */
export function matchingSearch(v: MatchingFormValues): string {
  return new URLSearchParams({
    boyName: v.boyName.trim(),
    boyBirthDate: v.boyBirthDate,
    boyBirthTime: v.boyBirthTime,
    boyBirthPlace: v.boyBirthPlace.text,
    girlName: v.girlName.trim(),
    girlBirthDate: v.girlBirthDate,
    girlBirthTime: v.girlBirthTime,
    girlBirthPlace: v.girlBirthPlace.text,
    boyLatitude: String(v.boyBirthPlace.latitude),
    boyLongitude: String(v.boyBirthPlace.longitude),
    girlLatitude: String(v.girlBirthPlace.latitude),
    girlLongitude: String(v.girlBirthPlace.longitude),
  }).toString();
}
