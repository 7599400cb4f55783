/**
 * The baby-naming page's URL state (`?nakshatra=rohini&pada=1&gender=girl&page=2`): parsed
 * leniently (an unknown value is dropped, not an error), and turned into the API's query.
 */
import { type NakshatraId, nakshatraIds } from "@jyotish/terms/nakshatras";
import { type SignId, signIds } from "@jyotish/terms/signs";

export const babyGenders = ["girl", "boy", "unisex"] as const;
export type BabyGender = (typeof babyGenders)[number];
export const nameLengths = ["short", "medium", "long"] as const;
export type NameLength = (typeof nameLengths)[number];
export const padaChoices = [1, 2, 3, 4] as const;
export const nameNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export interface BabyNamesSearch {
  nakshatra?: NakshatraId;
  pada?: number;
  rashi?: SignId;
  gender?: BabyGender;
  length?: NameLength;
  number?: number;
  /** A typed syllable (Latin, or as the table writes it). */
  syllable?: string;
  page?: number;
}

const pick = <T extends string>(options: readonly T[], value: unknown): T | undefined => options.find((o) => o === value);
const whole = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export function babyNamesSearch(raw: Record<string, unknown>): BabyNamesSearch {
  const nakshatra = pick(nakshatraIds, raw.nakshatra);
  const syllable = typeof raw.syllable === "string" && raw.syllable.trim() !== "" ? raw.syllable.trim().slice(0, 12) : undefined;
  const search: BabyNamesSearch = {
    nakshatra,
    pada: nakshatra ? whole(raw.pada, 1, 4) : undefined,
    rashi: pick(signIds, raw.rashi),
    gender: pick(babyGenders, raw.gender),
    length: pick(nameLengths, raw.length),
    number: whole(raw.number, 1, 9),
    syllable,
    page: whole(raw.page, 2, 1000),
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as BabyNamesSearch;
}

/** The `/api/baby-names` query string of a search, in a fixed order (one cache entry per search). */
export function babyNamesParams(search: BabyNamesSearch, lang: string): string {
  const params = new URLSearchParams();
  for (const key of ["nakshatra", "pada", "rashi", "gender", "length", "number", "syllable", "page"] as const) {
    const value = search[key];
    if (value !== undefined) params.set(key, String(value));
  }
  params.set("lang", lang);
  return params.toString();
}
