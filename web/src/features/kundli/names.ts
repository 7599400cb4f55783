/**
 * Name lookups for the kundli pages in one language. The names themselves (signs, nakshatras,
 * grahas, the grahas' short chart labels, vargas, yoginis, kaal sarp types) are the domain's
 * terms table (`@jyotish/terms`), shared with the Worker.
 */
import {
  type GlossaryLocale,
  type GrahaId,
  grahaNames,
  nakshatraIds,
  nakshatraNames,
  signIds,
  signNames,
  type Term,
} from "@jyotish/glossary";
import type { kaalSarpNames } from "@jyotish/kundli/doshas";
import { ascendantShort, grahaShort, kaalSarpTypeNames, vargaNames, yoginiNames } from "@jyotish/terms/kundli";
import type { YoginiId } from "@jyotish/kundli/yogini";
import type { VargaId } from "./api";

export { ascendantShort, grahaShort, kaalSarpTypeNames, vargaNames, yoginiNames } from "@jyotish/terms/kundli";

/** Name lookups in one language (the page's, or the chart's own where a page fixes it). */
export function namesIn(locale: GlossaryLocale) {
  return {
    locale,
    sign: (index: number) => signNames[signIds[((index % 12) + 12) % 12]!][locale],
    graha: (id: GrahaId) => grahaNames[id][locale],
    grahaShort: (id: GrahaId) => grahaShort[id][locale],
    ascendant: ascendantShort[locale],
    nakshatra: (number: number) => nakshatraNames[nakshatraIds[number - 1]!][locale],
    nakshatraSlug: (number: number) => nakshatraIds[number - 1]!,
    varga: (id: VargaId) => vargaNames[id][locale],
    yogini: (id: YoginiId) => yoginiNames[id][locale],
    kaalSarp: (id: (typeof kaalSarpNames)[number]) => kaalSarpTypeNames[id][locale],
    term: (t: Term) => t[locale],
  };
}
export type Names = ReturnType<typeof namesIn>;

/** 23.4567 → 23°27′24″ (degrees within the sign). */
export function formatDms(deg: number): string {
  const totalSeconds = Math.round(deg * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const mi = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${d}°${String(mi).padStart(2, "0")}′${String(s).padStart(2, "0")}″`;
}
