import { m } from "../../paraglide/messages.js";

/** Specialty ids stored with each astrologer, and their labels in the page's language. */
const specialtyLabels: Record<string, () => string> = {
  vedic: m.specialty_vedic,
  kp: m.specialty_kp,
  nadi: m.specialty_nadi,
  "lal-kitab": m.specialty_lal_kitab,
  prashna: m.specialty_prashna,
  numerology: m.specialty_numerology,
  tarot: m.specialty_tarot,
  palmistry: m.specialty_palmistry,
  vastu: m.specialty_vastu,
  muhurat: m.specialty_muhurat,
  marriage: m.specialty_marriage,
  love: m.specialty_love,
  career: m.specialty_career,
  finance: m.specialty_finance,
  health: m.specialty_health,
  child: m.specialty_child,
  remedies: m.specialty_remedies,
};

/** The translated label of a specialty id; an id we have no label for shows as written. */
export function specialtyLabel(id: string): string {
  return specialtyLabels[id]?.() ?? id;
}
