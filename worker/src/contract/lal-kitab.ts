/**
 * `/api/lal-kitab`: The Lal Kitab chart, its planets' effects, debts and remedies (issue 25). The route rows are spread into `apiRoutes` (./routes).
 *
 * The birth fields are the kundli form's (`birthEntries`, with the same 4xx messages); the options
 * are the chart's ayanamsa and nodes and Lal Kitab's sleeping rule. `lang` picks the language of
 * every text of the answer (effects, remedies, reasons, rules and their sources).
 */
import * as v from "valibot";
import { AYANAMSAS } from "@ephemeris/zodiac";
import { grahaIds } from "@jyotish/glossary";
import { rinIds, sleepRules } from "@jyotish/lal-kitab";
import { langParam } from "./common";
import { ayanamsaOption, birthEntries, nodeKinds, resolvedBirth } from "./kundli";
import { text } from "./messages";
import type { RouteContract } from "./routes";

const sleepOption = v.picklist(sleepRules, text("either", { field: "sleep", a: sleepRules[0], b: sleepRules[1] }));

/** A Lal Kitab request: one birth and the options, every number already a number. */
export const lalKitabBody = v.strictObject(
  {
    ...birthEntries("birth"),
    ayanamsa: v.optional(ayanamsaOption),
    node: v.optional(v.picklist(nodeKinds, text("either", { field: "node", a: "mean", b: "true" }))),
    sleep: v.optional(sleepOption),
  },
  text("unknown_field"),
);
export type LalKitabBody = v.InferOutput<typeof lalKitabBody>;

/** The query of `GET /api/lal-kitab`: the body's fields as text (the Worker turns numbers into numbers, then validates the body). */
export const lalKitabQuery = v.object({
  ...v.omit(lalKitabBody, ["latitude", "longitude", "utcOffsetHours"]).entries,
  latitude: v.pipe(v.string(), v.description("Decimal degrees, north positive (-90 to 90)")),
  longitude: v.pipe(v.string(), v.description("Decimal degrees, east positive (-180 to 180)")),
  utcOffsetHours: v.optional(v.pipe(v.string(), v.description("Hours east of UTC (-14 to 14), instead of a zone"))),
  lang: langParam,
});

const grahaId = v.picklist(grahaIds);
const houseList = v.array(v.number());

export const lalKitabAnswer = v.object({
  input: v.object({ name: v.optional(v.string()), ...resolvedBirth.entries }),
  options: v.object({
    ayanamsa: v.picklist(AYANAMSAS),
    node: v.picklist(nodeKinds),
    sleep: v.picklist(sleepRules),
    zodiac: v.literal("sidereal"),
    houses: v.pipe(v.literal("fixed-from-aries"), v.description("Lal Kitab: Aries is house 1 … Pisces house 12, whatever the lagna")),
  }),
  /** The birth lagna's sign (0 = Aries), for reference: Lal Kitab does not count houses from it. */
  lagnaSignIndex: v.number(),
  houses: v.array(
    v.object({ house: v.number(), signIndex: v.number(), planets: v.array(grahaId), aspectedFrom: houseList, asleep: v.boolean(), why: v.string() }),
  ),
  planets: v.array(
    v.object({
      id: grahaId,
      signIndex: v.number(),
      degInSign: v.number(),
      retrograde: v.boolean(),
      house: v.number(),
      pakkaGhar: houseList,
      inPakkaGhar: v.boolean(),
      dignity: v.nullable(v.picklist(["exalted", "debilitated"])),
      aspects: houseList,
      asleep: v.boolean(),
      why: v.pipe(v.string(), v.description("Why the planet is asleep or awake, in the request's lang")),
      effect: v.pipe(v.string(), v.description("Its Lal Kitab effect in its house")),
      remedy: v.pipe(v.string(), v.description("One traditional remedy (upay) for it in its house")),
      source: v.pipe(v.string(), v.description("Where the reading comes from")),
    }),
  ),
  sleepingPlanets: v.array(grahaId),
  sleepingHouses: houseList,
  rins: v.array(
    v.object({
      id: v.picklist(rinIds),
      name: v.string(),
      present: v.boolean(),
      found: v.array(v.object({ planet: grahaId, house: v.number() })),
      rule: v.pipe(v.string(), v.description("The debt's condition: which planets in which houses")),
      reason: v.string(),
      remedy: v.string(),
    }),
  ),
  rules: v.array(v.object({ id: v.string(), text: v.string(), source: v.string() })),
});
export type LalKitabAnswer = v.InferOutput<typeof lalKitabAnswer>;

export const routeRows: RouteContract[] = [
  {
    method: "GET",
    path: "/api/lal-kitab",
    tag: "lal-kitab",
    summary: "The Lal Kitab chart of a birth (houses fixed from Aries): each planet's house, effect and remedy, sleeping planets and houses, and the rins, with the rules and sources; edge-cached",
    query: lalKitabQuery,
    answer: { schema: lalKitabAnswer },
  },
];
