/**
 * `GET /api/gemstones` (the gemstone reading of a birth chart: the lagna's functional benefics
 * and malefics by BPHS ch. 34, the stones they call for, substitutes, finger, metal, day and
 * cautions) and `GET /api/gemstones/remedies` (the weak grahas and the doshas of the chart with
 * their remedies). Both take the query of `GET /api/kundli`, so a chart's address serves all
 * three. The route rows are spread into `apiRoutes` (./routes).
 */
import * as v from "valibot";
import { grahaIds } from "@jyotish/terms/grahas";
import { signIds } from "@jyotish/terms/signs";
import type { Recommendation, RoleAnswer, StoneAnswer } from "@jyotish/gemstones";
import type { DoshaFound, WeakPlanet } from "@jyotish/remedies";
import type { Localized, Text } from "@jyotish/text";
import { AYANAMSAS, HOUSE_SYSTEMS } from "@ephemeris/zodiac";
import { domainValue } from "./common";
import { kundliQuery, nodeKinds, resolvedBirth } from "./kundli";
import type { RouteContract } from "./routes";

/** The query of both routes: that of `GET /api/kundli` (the birth, the chart options and `lang`). */
export const gemstonesQuery = kundliQuery;

const chartInput = v.object({
  input: v.object({ name: v.optional(v.string()), ...resolvedBirth.entries }),
  options: v.object({ ayanamsa: v.picklist(AYANAMSAS), node: v.picklist(nodeKinds), houseSystem: v.picklist(HOUSE_SYSTEMS) }),
  lagna: v.object({ signIndex: v.number(), sign: v.picklist(signIds), lord: v.picklist(grahaIds) }),
});
/** The rule followed, rendered in lang, with its code and parameters beside it (see `@jyotish/text`'s `localize`). */
const rule = { rule: v.string(), ruleCode: v.string(), ruleParams: domainValue<object>("The text's parameters") };

export const gemstonesAnswer = v.object({
  ...chartInput.entries,
  roles: v.array(domainValue<Localized<RoleAnswer>>("Each of the seven sign lords: houses ruled, functional nature (yogakaraka, benefic, neutral, malefic), maraka, the rule that decided (in lang) and its place in the chart")),
  recommendations: v.array(domainValue<Localized<Recommendation>>("A stone to wear: the graha, why (life, intellect, fortune, yogakaraka), its weaknesses in the chart, and the stone's name, substitutes, finger, metals, day, weight and the stones not to wear with it (in lang)")),
  avoid: v.array(domainValue<Localized<{ planet: string; gem: string; name: Text }>>("The stones of the functional malefics, not to be worn")),
  cautions: v.array(v.string()),
  cautionsTexts: v.array(domainValue<Text>("A caution's code and parameters")),
  ...rule,
});
export type GemstonesAnswer = v.InferOutput<typeof gemstonesAnswer>;
export type StoneInfo = Localized<StoneAnswer>;

export const remediesAnswer = v.object({
  ...chartInput.entries,
  weakPlanets: v.array(domainValue<Localized<WeakPlanet>>("A weak graha: why (in lang) and its remedies: beej mantra in the lang's script with an IAST transliteration, japa count, charity, fast, deity, conduct, and whether its stone suits the lagna")),
  doshas: v.array(domainValue<Localized<DoshaFound>>("A dosha present (manglik without cancellation, kaal sarp, pitra, sade sati or dhaiya now): why, its remedies and its grahas' remedies (in lang)")),
  none: v.optional(v.string()),
  noneCode: v.optional(v.string()),
  noneParams: v.optional(domainValue<object>("Empty")),
  ...rule,
});
export type RemediesAnswer = v.InferOutput<typeof remediesAnswer>;

export const routeRows: RouteContract[] = [
  {
    method: "GET",
    path: "/api/gemstones",
    tag: "gemstones",
    summary: "Gemstones for a birth chart: functional benefics and malefics of the lagna (BPHS ch. 34), life, intellect and fortune stones with substitutes, finger, metal, day and weight, and cautions; the query of GET /api/kundli; edge-cached",
    query: gemstonesQuery,
    answer: { schema: gemstonesAnswer },
  },
  {
    method: "GET",
    path: "/api/gemstones/remedies",
    tag: "gemstones",
    summary: "Remedies for a birth chart: each weak graha (debilitated, combust, in a dusthana, in an enemy's sign) and each dosha present (manglik, kaal sarp, pitra, sade sati or dhaiya now) with mantra, charity, fast, deity, conduct and stone; the query of GET /api/kundli; edge-cached for a day",
    query: gemstonesQuery,
    answer: { schema: remediesAnswer },
  },
];
