/**
 * `/api/baby-names`: Baby names by the birth nakshatra's syllables (issue 25). The route rows are spread into `apiRoutes` (./routes).
 *
 * The syllables are the namakshara table of the Avakahada chakra (108 padas,
 * worker/src/jyotish/baby-names/syllables.ts); names are matched to them in a normalised Latin
 * form whose rule every answer states (worker/src/jyotish/baby-names/match.ts).
 */
import * as v from "valibot";
import { nakshatraIds } from "@jyotish/terms/nakshatras";
import { signIds } from "@jyotish/terms/signs";
import { syllableKeyOf } from "@jyotish/baby-names/search";
import { text } from "./messages";
import { choice, langParam, strictQuery } from "./common";
import { signParam } from "./horoscope";
import type { RouteContract } from "./routes";

export const babyGenders = ["girl", "boy", "unisex"] as const;
export type BabyGender = (typeof babyGenders)[number];
export const nameLengths = ["short", "medium", "long"] as const;
/** Names in one page of the answer. */
export const BABY_NAMES_PAGE_SIZE = 30;

/** A small whole number in a query string, `min`…`max`. */
const wholeNumber = (field: string, min: number, max: number) =>
  v.pipe(
    v.string(text("required", { field })),
    v.regex(/^\d{1,4}$/, text("one_of", { field, options: `${min}–${max}` })),
    v.transform(Number),
    v.minValue(min, text("at_least", { field, min })),
    v.maxValue(max, text("at_most", { field, max })),
  );

export const babyNamesQuery = v.pipe(
  strictQuery({
    nakshatra: v.optional(choice(nakshatraIds, "nakshatra")),
    /** With `nakshatra`: its quarter 1–4; without it, the nakshatra's four syllables. */
    pada: v.optional(wholeNumber("pada", 1, 4)),
    /** A syllable typed in Latin letters (1–4) or as the table writes it in any of its scripts. */
    syllable: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(12, text("max_chars", { field: "syllable", max: 12 })),
        v.check((s) => syllableKeyOf(s) !== undefined, text("one_of", { field: "syllable", options: "a syllable of the table (चू, சூ, చూ, chu) or 1–4 Latin letters" })),
        v.description("a syllable of the table in any script (चू, சூ, చూ, chu) or 1–4 Latin letters"),
      ),
    ),
    rashi: v.optional(signParam),
    gender: v.optional(choice(babyGenders, "gender")),
    length: v.optional(choice(nameLengths, "length")),
    minLetters: v.optional(wholeNumber("minLetters", 1, 30)),
    maxLetters: v.optional(wholeNumber("maxLetters", 1, 30)),
    /** The Pythagorean name number 1–9. */
    number: v.optional(wholeNumber("number", 1, 9)),
    page: v.optional(wholeNumber("page", 1, 1000), "1"),
    lang: langParam,
  }),
  v.forward(
    v.check((q) => q.pada === undefined || q.nakshatra !== undefined, text("required", { field: "nakshatra" })),
    ["nakshatra"],
  ),
  v.forward(
    v.check((q) => q.minLetters === undefined || q.maxLetters === undefined || q.minLetters <= q.maxLetters, text("at_most", { field: "minLetters", max: "maxLetters" })),
    ["minLetters"],
  ),
);
export type BabyNamesQuery = v.InferOutput<typeof babyNamesQuery>;

export const syllablesQuery = strictQuery({ lang: langParam });

/** One syllable of the table with its pada and rashi, names in the request's language. */
export const syllableRow = v.object({
  nakshatra: v.picklist(nakshatraIds),
  nakshatraName: v.string(),
  pada: v.number(),
  sign: v.picklist(signIds),
  signName: v.string(),
  /** Devanagari, Latin, Tamil and Telugu forms. */
  hi: v.string(),
  latin: v.string(),
  ta: v.string(),
  te: v.string(),
  /** The normalised Latin form names are matched in. */
  key: v.string(),
});
export type SyllableRow = v.InferOutput<typeof syllableRow>;

export const babyNameRow = v.object({
  latin: v.string(),
  hi: v.string(),
  ta: v.string(),
  te: v.string(),
  gender: v.picklist(babyGenders),
  /** In the request's language. */
  meaning: v.string(),
  /** Pythagorean name number 1–9. */
  number: v.number(),
  letters: v.number(),
});
export type BabyNameRow = v.InferOutput<typeof babyNameRow>;

export const babyNameRules = v.object({ source: v.string(), match: v.string(), number: v.string(), length: v.string() });

export const babyNamesAnswer = v.object({
  /** The syllables the request stands for (empty: no syllable chosen, every name listed). */
  syllables: v.array(syllableRow),
  /** Their match keys, deduplicated (a typed syllable outside the table is a key of its own). */
  keys: v.array(v.string()),
  rules: babyNameRules,
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  pages: v.number(),
  names: v.array(babyNameRow),
});
export type BabyNamesAnswer = v.InferOutput<typeof babyNamesAnswer>;

export const syllablesAnswer = v.object({ rules: babyNameRules, syllables: v.array(syllableRow) });
export type SyllablesAnswer = v.InferOutput<typeof syllablesAnswer>;

export const routeRows: RouteContract[] = [
  {
    method: "GET",
    path: "/api/baby-names",
    tag: "baby-names",
    summary: "Names starting with the syllables of a nakshatra pada, a nakshatra, a rashi or a typed syllable (the 108-akshara table), filtered by gender, length and name number, a page at a time",
    query: babyNamesQuery,
    answer: { schema: babyNamesAnswer },
  },
  {
    method: "GET",
    path: "/api/baby-names/syllables",
    tag: "baby-names",
    summary: "The 108-akshara namakshara table: each nakshatra pada's starting syllable in four scripts, with its rashi and source",
    query: syllablesQuery,
    answer: { schema: syllablesAnswer },
  },
];
