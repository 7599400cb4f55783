/**
 * `POST /api/matching` and `GET /api/matching`: two partners — each birth data (both charts are
 * cast) or the Moon's nakshatra and pada ("match by star") — and the Ashtakoot, porutham and
 * manglik answer.
 */
import * as v from "valibot";
import { nakshatraIds } from "@jyotish/glossary";
import type { Manglik } from "@jyotish/kundli/doshas";
import type { Ashtakoot } from "@jyotish/matching/ashtakoot";
import type { ManglikMatch } from "@jyotish/matching/manglik-match";
import type { Porutham } from "@jyotish/matching/porutham";
import type { MatchVerdict } from "@jyotish/matching/verdict";
import { AYANAMSAS } from "@ephemeris/zodiac";
import type { Localized } from "@jyotish/text";
import { choice, domainValue, langParam } from "./common";
import { ayanamsaOption, birthEntries, resolvedBirth } from "./kundli";
import { text } from "./messages";

export type Side = "boy" | "girl";

/** The engine's `matchingSchools` and `poruthamVariants` (a unit test checks them). */
export const matchingSchools = ["north", "pyjhora"] as const;
export const poruthamVariants = ["tamil", "kerala", "pyjhora"] as const;
export const manglikSchools = ["south", "north"] as const;
/** The engine's `matchingRegions`: which tradition leads the overall reading (default: by the request's `lang`). */
export const matchingRegions = ["north", "south"] as const;

/** A partner given by birth data, with the spec's §5 messages for that partner. */
export const birthSide = (side: Side) =>
  v.strictObject(
    birthEntries(side),
    text("unknown_field"),
  );

/** A partner given by the Moon's nakshatra (1–27 or an id) and pada. */
export const starSide = (side: Side) =>
  v.strictObject(
    {
      name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2, text("required", { field: `${side}.name` })), v.maxLength(80, text("too_long", { field: "Name" })))),
      nakshatra: v.union(
        [v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(27)), v.picklist(nakshatraIds)],
        text("nakshatra_format"),
      ),
      pada: v.pipe(v.number(text("pada_range")), v.integer(text("pada_range")), v.minValue(1, text("pada_range")), v.maxValue(4, text("pada_range"))),
    },
    text("unknown_field"),
  );

export const matchingOptionEntries = {
  school: v.optional(choice(matchingSchools, "school")),
  poruthamVariant: v.optional(choice(poruthamVariants, "poruthamVariant")),
  ayanamsa: v.optional(ayanamsaOption),
  manglikSchool: v.optional(v.picklist(manglikSchools, text("either", { field: "manglikSchool", a: "south", b: "north" }))),
  region: v.optional(v.picklist(matchingRegions, text("either", { field: "region", a: "north", b: "south" }))),
};
export const matchingOptions = v.optional(v.strictObject(matchingOptionEntries, text("unknown_option")), {});

/**
 * The body of `POST /api/matching`. The Worker parses each side by what it holds (a nakshatra →
 * star, otherwise birth) so that every issue of both sides is reported at once.
 */
export const matchingBody = v.strictObject(
  {
    boy: v.union([starSide("boy"), birthSide("boy")]),
    girl: v.union([starSide("girl"), birthSide("girl")]),
    options: matchingOptions,
  },
  text("unknown_field"),
);

/** The spec's §7 matching query string: per partner birth fields or the star, then the flat options. */
const partnerQuery = (p: Side) => ({
  [`${p}Name`]: v.optional(v.string()),
  [`${p}BirthDate`]: v.optional(v.string()),
  [`${p}BirthTime`]: v.optional(v.string()),
  [`${p}BirthPlace`]: v.optional(v.string()),
  [`${p}Latitude`]: v.optional(v.string()),
  [`${p}Longitude`]: v.optional(v.string()),
  [`${p}Timezone`]: v.optional(v.string()),
  [`${p}Nakshatra`]: v.optional(v.string()),
  [`${p}Pada`]: v.optional(v.string()),
});
export const matchingQuery = v.strictObject({ ...partnerQuery("boy"), ...partnerQuery("girl"), ...matchingOptionEntries, lang: langParam });
/** `POST /api/matching`'s query string: the language of the explanations. */
export const langQuery = v.object({ lang: langParam });
/** The query keys of one partner, without the partner prefix. */
export const partnerQueryFields = ["Name", "BirthDate", "BirthTime", "BirthPlace", "Latitude", "Longitude", "Timezone", "Nakshatra", "Pada"] as const;

const partnerAnswer = v.object({
  name: v.optional(v.string()),
  /** "chart" when cast from birth data, "star" when given as nakshatra and pada. */
  from: v.picklist(["chart", "star"]),
  input: v.optional(resolvedBirth),
  moonSign: v.number(),
  moonLongitudeDeg: v.number(),
  nakshatra: v.number(),
  pada: v.number(),
  manglik: v.nullable(domainValue<Localized<Manglik>>("Manglik dosha of this partner's chart (texts in the request's lang)")),
  /** The D1 chart: ascendant sign and each graha's sign, degree and retrogression (null by star). */
  chart: v.nullable(
    v.object({
      ascendant: v.number(),
      planets: v.record(v.string(), v.object({ signIndex: v.number(), degInSign: v.number(), retrograde: v.boolean() })),
    }),
  ),
});
export type PartnerAnswer = v.InferOutput<typeof partnerAnswer>;

/** The answer of `/api/matching`. */
export const matchingAnswer = v.object({
  boy: partnerAnswer,
  girl: partnerAnswer,
  ashtakoot: domainValue<Localized<Ashtakoot>>("Ashtakoot guna milan: total of 36, the eight kootas, doshas with cancellations, verdict; explanations in the request's lang with explanationCode and explanationParams"),
  porutham: domainValue<Localized<Porutham>>("The ten poruthams with vetoes (rajju, vedha) and verdict; explanations in the request's lang"),
  manglik: v.nullable(domainValue<Localized<ManglikMatch>>("Manglik compatibility of the two charts (null by star); texts in the request's lang")),
  verdict: domainValue<Localized<MatchVerdict>>(
    "The one overall reading: code (excellent, good, acceptable, caution, not-recommended), the leading school for the region, each side's grade, the headline and the reasons in the request's lang (reasonsTexts: their codes and parameters)",
  ),
  options: v.object({
    school: v.picklist(matchingSchools),
    poruthamVariant: v.picklist(poruthamVariants),
    ayanamsa: v.picklist(AYANAMSAS),
    manglikSchool: v.picklist(manglikSchools),
    region: v.picklist(matchingRegions),
    node: v.literal("mean"),
    zodiac: v.literal("sidereal"),
  }),
});
export type MatchingAnswer = v.InferOutput<typeof matchingAnswer>;
