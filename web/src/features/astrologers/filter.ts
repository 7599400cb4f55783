import type { Astrologer } from "./queries";

export interface AstrologerFilter {
  /** Free text matched against the name and the translated specialty labels. */
  search: string;
  /** A specialty id, or "" for all. */
  specialty: string;
  onlineOnly: boolean;
}

/** Case-insensitive, canonically composed form for matching typed text (keeps Indic vowel signs). */
function fold(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

/**
 * The astrologers the listing shows for a filter. `specialtyLabel` gives the label in the
 * page's language, so a Hindi reader can search "विवाह" as well as "marriage".
 */
export function filterAstrologers(
  list: readonly Astrologer[],
  filter: AstrologerFilter,
  specialtyLabel: (id: string) => string,
): Astrologer[] {
  const terms = fold(filter.search).split(/\s+/).filter(Boolean);
  return list.filter((a) => {
    if (filter.onlineOnly && !a.isOnline) return false;
    if (filter.specialty && !a.specialties.includes(filter.specialty)) return false;
    if (terms.length === 0) return true;
    const haystack = fold([a.name, ...a.specialties, ...a.specialties.map(specialtyLabel)].join(" "));
    return terms.every((t) => haystack.includes(t));
  });
}

/** Every specialty offered by someone in the list, in first-seen order. */
export function specialtiesOf(list: readonly Astrologer[]): string[] {
  return [...new Set(list.flatMap((a) => a.specialties))];
}
