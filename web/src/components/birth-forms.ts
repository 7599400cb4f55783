/**
 * The Generate Kundli form (spec §3, §5, §7): validation with the spec's messages, and the
 * query string it navigates with. Pure. (The matching form's rules: features/matching/form-rules.ts.)
 */
import { m } from "../paraglide/messages.js";
import type { PlaceChoice } from "./PlaceSearch";

export { hasCoordinates, type PlaceChoice } from "./PlaceSearch";

export interface KundliFormValues {
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: PlaceChoice;
  gender: "male" | "female";
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** A required text field left empty (spaces count as empty). */
export const blank = (s: string) => s.trim() === "";

export function validateKundli(v: KundliFormValues): FieldErrors<KundliFormValues> {
  const e: FieldErrors<KundliFormValues> = {};
  if (v.name.trim().length < 2) e.name = m.err_name_min();
  if (blank(v.birthDate)) e.birthDate = m.err_birth_date();
  if (blank(v.birthTime)) e.birthTime = m.err_birth_time();
  if (blank(v.birthPlace.text)) e.birthPlace = m.err_birth_place();
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
