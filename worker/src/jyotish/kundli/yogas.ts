// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A documented set of classical yogas (planetary combinations) found in a birth chart. Each
 * found yoga carries the rule applied, in English, with the placements that satisfied it.
 *
 * Conventions:
 * - Houses are whole-sign houses counted from the lagna (the ascendant's sign = 1st), or from
 *   the Moon's sign where a rule says "from the Moon", whatever house system the chart was cast
 *   with: the rules are read from signs, so `GrahaPlacement.house` is not used.
 * - Kendras are the 1st, 4th, 7th and 10th; trikonas the 1st, 5th and 9th (the 1st is both);
 *   dusthanas the 6th, 8th and 12th. House lords are the sign lords (`signLords`).
 * - Own sign = a sign the planet rules; exaltation and debilitation signs as in `dignityOf`
 *   (Brihat Parashara Hora Shastra ch. 3).
 * - "Association" of two lords: in the same sign, or exchanging signs (parivartana); for raj
 *   yoga also in mutual 7th (the full 7th-house aspect every graha casts).
 *
 * Sources (chapter numbers of R. Santhanam's translation of Brihat Parashara Hora Shastra, BPHS):
 * - Pancha Mahapurusha (Ruchaka, Bhadra, Hamsa, Malavya, Sasa): BPHS ch. 75.
 * - Gaja Kesari and Amala: BPHS ch. 36 (Gaja Kesari here in its common form, Jupiter in a kendra
 *   from the Moon).
 * - Adhi and Kemadruma (lunar yogas): BPHS ch. 37. Kemadruma is taken without its cancellations.
 * - Raj yoga (kendra and trikona lords associated): BPHS ch. 39.
 * - Dhana yoga (lords of the 2nd and 11th with lords of the 1st, 5th and 9th): BPHS ch. 41.
 * - Viparita raja yoga (dusthana lords in dusthanas; Harsha, Sarala, Vimala) and Neecha Bhanga
 *   raja yoga: Phaladeepika ch. 6 and ch. 7, as commonly applied.
 * - Budha-Aditya and Chandra-Mangala: the conjunctions as popularly read (Sun with Mercury, Moon
 *   with Mars), without further conditions.
 *
 * Pure: no I/O. Rahu and Ketu never rule a sign here and are not benefics.
 */
import { type GrahaId, type Term, signIds } from "../glossary";
import { yogaNames } from "../terms/yogas";
import { type BirthChart, dignityOf, houseFrom, signLords } from "./chart";
import { type Association, type KundliText, kundliText as t, type LordPair, type NeechaCanceller } from "./texts";

export type YogaNature = "auspicious" | "inauspicious";

export interface Yoga {
  /**
   * Identifies the yoga; a yoga that can occur more than once in a chart (raj, dhana, neecha
   * bhanga raja, viparita raja) gets `kind:planet` or `kind:planet-planet`, e.g.
   * `raj-yoga:venus-saturn`. The part before ":" is always a `YogaKind`.
   */
  id: string;
  /** The yoga's name in the four languages. */
  name: Term;
  /** The rule applied, with the placements that satisfy it: a code the API renders per language. */
  rule: KundliText;
  /** The grahas that form the yoga, in the order sun … ketu. */
  planets: GrahaId[];
  nature: YogaNature;
}

export const yogaKinds = [
  "ruchaka", "bhadra", "hamsa", "malavya", "sasa",
  "gaja-kesari", "budha-aditya", "chandra-mangala",
  "raj-yoga", "dhana-yoga", "neecha-bhanga-raja-yoga", "viparita-raja-yoga",
  "kemadruma", "adhi", "amala",
] as const;
export type YogaKind = (typeof yogaKinds)[number];

export { yogaNames } from "../terms/yogas";

/** The Pancha Mahapurusha yogas and their planets (BPHS ch. 75). */
export const mahapurushaPlanets: Readonly<Record<"ruchaka" | "bhadra" | "hamsa" | "malavya" | "sasa", GrahaId>> = {
  ruchaka: "mars",
  bhadra: "mercury",
  hamsa: "jupiter",
  malavya: "venus",
  sasa: "saturn",
};

const order: readonly GrahaId[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"];
const sevenPlanets: readonly GrahaId[] = order.slice(0, 7);
const kendras = [1, 4, 7, 10];
const trikonas = [1, 5, 9];
const dusthanas = [6, 8, 12];
const naturalBenefics: readonly GrahaId[] = ["mercury", "jupiter", "venus"];

const sign = (s: number) => signIds[s]!;
const sortGrahas = (ids: Iterable<GrahaId>): GrahaId[] => [...new Set(ids)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
const isOwn = (g: GrahaId, sign: number) => signLords[sign] === g;
const isExalted = (g: GrahaId, sign: number) => dignityOf(g, sign * 30) === "exalted";
const isDebilitated = (g: GrahaId, sign: number) => dignityOf(g, sign * 30) === "debilitated";

function make(kind: YogaKind, planets: Iterable<GrahaId>, rule: KundliText, nature: YogaNature = "auspicious", suffix = false): Yoga {
  const sorted = sortGrahas(planets);
  return { id: suffix ? `${kind}:${sorted.join("-")}` : kind, name: yogaNames[kind], rule, planets: sorted, nature };
}

/** The yogas of this module's set present in a birth chart. */
export function findYogas(chart: BirthChart): Yoga[] {
  const asc = chart.ascendant.signIndex;
  const signOf = {} as Record<GrahaId, number>;
  for (const p of chart.planets) signOf[p.id] = p.signIndex;
  for (const g of order) if (signOf[g] === undefined) throw new Error(`findYogas: chart has no ${g}`);
  const moon = signOf.moon;
  const house = (g: GrahaId) => houseFrom(asc, signOf[g]);
  const fromMoon = (g: GrahaId) => houseFrom(moon, signOf[g]);
  const lordOf = (h: number) => signLords[(asc + h - 1) % 12]!;
  const housesRuled = (g: GrahaId) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => lordOf(h) === g);
  const lordsOf = (hs: number[]) => new Set(hs.map(lordOf));
  const ruled = (g: GrahaId, within: number[]) => housesRuled(g).filter((h) => within.includes(h));
  const exchange = (a: GrahaId, b: GrahaId) => signLords[signOf[a]] === b && signLords[signOf[b]] === a;
  /** How two grahas are associated, or an empty list. */
  const association = (a: GrahaId, b: GrahaId, mutualSeventh: boolean): Association[] => {
    const ways: Association[] = [];
    if (signOf[a] === signOf[b]) ways.push("together");
    if (exchange(a, b)) ways.push("exchange");
    if (mutualSeventh && houseFrom(signOf[a], signOf[b]) === 7) ways.push("mutual-seventh");
    return ways;
  };
  const lordPair = (first: GrahaId, firstHouses: number[], second: GrahaId, secondHouses: number[], ways: Association[]): LordPair => ({
    first, firstHouses: ruled(first, firstHouses), firstSign: sign(signOf[first]),
    second, secondHouses: ruled(second, secondHouses), secondSign: sign(signOf[second]),
    ways,
  });
  const yogas: Yoga[] = [];

  // Pancha Mahapurusha: BPHS ch. 75.
  for (const [kind, g] of Object.entries(mahapurushaPlanets) as [keyof typeof mahapurushaPlanets, GrahaId][]) {
    const s = signOf[g];
    const dignity = isExalted(g, s) ? "exalted" : isOwn(g, s) ? "own" : null;
    if (dignity && kendras.includes(house(g))) {
      yogas.push(make(kind, [g], t("yoga.mahapurusha", { planet: g, sign: sign(s), dignity, house: house(g) })));
    }
  }

  // Gaja Kesari.
  if (kendras.includes(fromMoon("jupiter"))) {
    yogas.push(make("gaja-kesari", ["moon", "jupiter"], t("yoga.gaja-kesari", { jupiterSign: sign(signOf.jupiter), fromMoon: fromMoon("jupiter"), moonSign: sign(moon) })));
  }

  // Budha-Aditya.
  if (signOf.sun === signOf.mercury) {
    yogas.push(make("budha-aditya", ["sun", "mercury"], t("yoga.budha-aditya", { sign: sign(signOf.sun) })));
  }

  // Chandra-Mangala.
  if (moon === signOf.mars) {
    yogas.push(make("chandra-mangala", ["moon", "mars"], t("yoga.chandra-mangala", { sign: sign(moon) })));
  }

  // Raj yoga: BPHS ch. 39.
  const kendraLords = lordsOf(kendras);
  const trikonaLords = lordsOf(trikonas);
  for (let i = 0; i < sevenPlanets.length; i++) {
    for (let j = i + 1; j < sevenPlanets.length; j++) {
      const a = sevenPlanets[i]!;
      const b = sevenPlanets[j]!;
      const [k, tr] = kendraLords.has(a) && trikonaLords.has(b) ? [a, b] : kendraLords.has(b) && trikonaLords.has(a) ? [b, a] : [null, null];
      if (!k || !tr) continue;
      const how = association(a, b, true);
      if (how.length === 0) continue;
      yogas.push(make("raj-yoga", [a, b], t("yoga.raj-yoga", lordPair(k, kendras, tr, trikonas, how)), "auspicious", true));
    }
  }

  // Dhana yoga: BPHS ch. 41.
  const wealthLords = lordsOf([2, 11]);
  const fortuneLords = lordsOf([1, 5, 9]);
  for (let i = 0; i < sevenPlanets.length; i++) {
    for (let j = i + 1; j < sevenPlanets.length; j++) {
      const a = sevenPlanets[i]!;
      const b = sevenPlanets[j]!;
      const [w, f] = wealthLords.has(a) && fortuneLords.has(b) ? [a, b] : wealthLords.has(b) && fortuneLords.has(a) ? [b, a] : [null, null];
      if (!w || !f) continue;
      const how = association(a, b, false);
      if (how.length === 0) continue;
      yogas.push(make("dhana-yoga", [a, b], t("yoga.dhana-yoga", lordPair(w, [2, 11], f, [1, 5, 9], how)), "auspicious", true));
    }
  }

  // Neecha Bhanga raja yoga.
  for (const g of sevenPlanets) {
    const s = signOf[g];
    if (!isDebilitated(g, s)) continue;
    const reasons: NeechaCanceller[] = [];
    for (const [lord, of, lordSign] of [[signLords[s]!, "debilitation", s], [signLords[(s + 6) % 12]!, "exaltation", (s + 6) % 12]] as const) {
      if (lord === g) continue; // Mercury rules its own exaltation sign, Virgo: no planet cancels itself.
      const fromLagna = kendras.includes(house(lord)) ? house(lord) : undefined;
      // The Moon is always 1st from itself: it cancels only from the lagna.
      const fromTheMoon = lord !== "moon" && kendras.includes(fromMoon(lord)) ? fromMoon(lord) : undefined;
      if (fromLagna !== undefined || fromTheMoon !== undefined) {
        reasons.push({ lord, of, sign: sign(lordSign), ...(fromLagna !== undefined ? { fromLagna } : {}), ...(fromTheMoon !== undefined ? { fromMoon: fromTheMoon } : {}) });
      }
    }
    if (reasons.length) {
      yogas.push({
        ...make("neecha-bhanga-raja-yoga", [g, ...reasons.map((r) => r.lord)], t("yoga.neecha-bhanga-raja-yoga", { planet: g, sign: sign(s), cancellers: reasons })),
        id: `neecha-bhanga-raja-yoga:${g}`,
      });
    }
  }

  // Viparita raja yoga.
  const dusthanaLords = lordsOf(dusthanas);
  for (const g of sevenPlanets) {
    if (!dusthanaLords.has(g) || !dusthanas.includes(house(g))) continue;
    yogas.push(make("viparita-raja-yoga", [g], t("yoga.viparita-raja-yoga", { planet: g, houses: ruled(g, dusthanas), house: house(g), sign: sign(signOf[g]) }), "auspicious", true));
  }

  // Kemadruma: BPHS ch. 37.
  const aroundMoon = (["mars", "mercury", "jupiter", "venus", "saturn"] as const).filter((g) => [1, 2, 12].includes(fromMoon(g)));
  if (aroundMoon.length === 0) {
    yogas.push(make("kemadruma", ["moon"], t("yoga.kemadruma", { moonSign: sign(moon), before: sign((moon + 11) % 12), after: sign((moon + 1) % 12) }), "inauspicious"));
  }

  // Adhi yoga: BPHS ch. 37.
  if (naturalBenefics.every((g) => [6, 7, 8].includes(fromMoon(g)))) {
    yogas.push(make("adhi", ["moon", ...naturalBenefics], t("yoga.adhi", { moonSign: sign(moon), mercury: fromMoon("mercury"), jupiter: fromMoon("jupiter"), venus: fromMoon("venus") })));
  }

  // Amala: BPHS ch. 36.
  const tenth = naturalBenefics.filter((g) => house(g) === 10 || fromMoon(g) === 10);
  if (tenth.length) {
    const places = tenth.map((g) => ({ planet: g, sign: sign(signOf[g]), fromLagna: house(g) === 10, fromMoon: fromMoon(g) === 10 }));
    yogas.push(make("amala", tenth, t("yoga.amala", { places })));
  }

  return yogas;
}
