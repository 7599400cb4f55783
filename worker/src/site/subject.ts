import { type GlossaryLocale, nakshatraNames, type NakshatraId, rashiSlugs, signNames, type SignId, tamilSignSlugs } from "@jyotish/glossary";
import type { Params, RouteMatch } from "./route-table";

/** Subject names kept out of this module's bundle (festival names): the Worker and the pages that need them register a lookup. */
type SubjectLookup = (params: Params, locale: GlossaryLocale) => string | undefined;
const lookups: SubjectLookup[] = [];
export function registerSubjectNames(lookup: SubjectLookup): void {
  if (!lookups.includes(lookup)) lookups.push(lookup);
}

/** The display name of a page's subject in its language (e.g. "/daily-horoscope/aries" → "मेष"). */
export function subjectName(match: RouteMatch, locale: GlossaryLocale): string | undefined {
  if (match.entry.subject !== undefined) return match.entry.subject;
  const { sign, tamilSign, rashi, slug } = match.params;
  for (const lookup of lookups) {
    const name = lookup(match.params, locale);
    if (name !== undefined) return name;
  }
  const bySlug = <K extends string>(table: Record<K, string>, value: string) =>
    (Object.entries(table) as [K, string][]).find(([, s]) => s === value)?.[0];
  const signId: SignId | undefined =
    (sign as SignId | undefined) ??
    (tamilSign ? bySlug(tamilSignSlugs, tamilSign) : undefined) ??
    (rashi ? bySlug(rashiSlugs, rashi) : undefined);
  if (signId && signNames[signId]) return signNames[signId][locale];
  if (match.entry.meta === "nakshatra" && slug) return nakshatraNames[slug as NakshatraId]?.[locale];
  return undefined;
}

