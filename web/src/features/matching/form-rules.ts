/**
 * The Kundli Matching form (spec §3, §5, §7): validation with the spec's messages, and the
 * /kundli-matching query string it navigates with. Pure.
 */
import { m } from "../../paraglide/messages.js";
import { blank, type FieldErrors } from "../../components/birth-forms";
import type { PlaceChoice } from "../../components/PlaceSearch";

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
