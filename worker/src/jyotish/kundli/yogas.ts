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
import { type GrahaId, type Term, signIds, signNames, grahaNames, ordinal } from "../glossary";
import { type BirthChart, dignityOf, houseFrom, signLords } from "./chart";

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
  /** The rule applied, in English, with the placements that satisfy it. */
  rule: string;
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

/** Names as Hindi, Tamil and Telugu jyotisha texts print them. */
export const yogaNames: Record<YogaKind, Term> = {
  ruchaka: { en: "Ruchaka Yoga", hi: "रुचक योग", ta: "ருசக யோகம்", te: "రుచక యోగం" },
  bhadra: { en: "Bhadra Yoga", hi: "भद्र योग", ta: "பத்ர யோகம்", te: "భద్ర యోగం" },
  hamsa: { en: "Hamsa Yoga", hi: "हंस योग", ta: "ஹம்ச யோகம்", te: "హంస యోగం" },
  malavya: { en: "Malavya Yoga", hi: "मालव्य योग", ta: "மாளவ்ய யோகம்", te: "మాలవ్య యోగం" },
  sasa: { en: "Sasa Yoga", hi: "शश योग", ta: "சச யோகம்", te: "శశ యోగం" },
  "gaja-kesari": { en: "Gaja Kesari Yoga", hi: "गजकेसरी योग", ta: "கஜகேசரி யோகம்", te: "గజకేసరి యోగం" },
  "budha-aditya": { en: "Budha-Aditya Yoga", hi: "बुधादित्य योग", ta: "புதாதித்ய யோகம்", te: "బుధాదిత్య యోగం" },
  "chandra-mangala": { en: "Chandra-Mangala Yoga", hi: "चंद्र-मंगल योग", ta: "சந்திர மங்கள யோகம்", te: "చంద్ర మంగళ యోగం" },
  "raj-yoga": { en: "Raj Yoga", hi: "राजयोग", ta: "ராஜ யோகம்", te: "రాజయోగం" },
  "dhana-yoga": { en: "Dhana Yoga", hi: "धन योग", ta: "தன யோகம்", te: "ధన యోగం" },
  "neecha-bhanga-raja-yoga": { en: "Neecha Bhanga Raja Yoga", hi: "नीचभंग राजयोग", ta: "நீசபங்க ராஜ யோகம்", te: "నీచభంగ రాజయోగం" },
  "viparita-raja-yoga": { en: "Viparita Raja Yoga", hi: "विपरीत राजयोग", ta: "விபரீத ராஜ யோகம்", te: "విపరీత రాజయోగం" },
  kemadruma: { en: "Kemadruma Yoga", hi: "केमद्रुम योग", ta: "கேமத்ரும யோகம்", te: "కేమద్రుమ యోగం" },
  adhi: { en: "Adhi Yoga", hi: "अधि योग", ta: "அதி யோகம்", te: "అధి యోగం" },
  amala: { en: "Amala Yoga", hi: "अमला योग", ta: "அமலா யோகம்", te: "అమల యోగం" },
};

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

const signName = (s: number) => signNames[signIds[s]!].en;
const grahaName = (g: GrahaId) => grahaNames[g].en;
const sortGrahas = (ids: Iterable<GrahaId>): GrahaId[] => [...new Set(ids)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
const isOwn = (g: GrahaId, sign: number) => signLords[sign] === g;
const isExalted = (g: GrahaId, sign: number) => dignityOf(g, sign * 30) === "exalted";
const isDebilitated = (g: GrahaId, sign: number) => dignityOf(g, sign * 30) === "debilitated";

function make(kind: YogaKind, planets: Iterable<GrahaId>, rule: string, nature: YogaNature = "auspicious", suffix = false): Yoga {
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
  const ruled = (g: GrahaId, within?: number[]) => {
    const hs = housesRuled(g).filter((h) => !within || within.includes(h));
    return `lord of the ${hs.map(ordinal).join(" and ")}`;
  };
  const exchange = (a: GrahaId, b: GrahaId) => signLords[signOf[a]] === b && signLords[signOf[b]] === a;
  /** How two grahas are associated, in words, or null. */
  const association = (a: GrahaId, b: GrahaId, mutualSeventh: boolean): string | null => {
    const ways: string[] = [];
    if (signOf[a] === signOf[b]) ways.push(`together in ${signName(signOf[a])}`);
    if (exchange(a, b)) ways.push(`exchanging signs (${grahaName(a)} in ${signName(signOf[a])}, ${grahaName(b)} in ${signName(signOf[b])})`);
    if (mutualSeventh && houseFrom(signOf[a], signOf[b]) === 7) ways.push(`in mutual 7th (${grahaName(a)} in ${signName(signOf[a])}, ${grahaName(b)} in ${signName(signOf[b])})`);
    return ways.length ? ways.join("; ") : null;
  };
  const yogas: Yoga[] = [];

  // Pancha Mahapurusha: BPHS ch. 75.
  for (const [kind, g] of Object.entries(mahapurushaPlanets) as [keyof typeof mahapurushaPlanets, GrahaId][]) {
    const s = signOf[g];
    const dignity = isExalted(g, s) ? "exalted" : isOwn(g, s) ? "own sign" : null;
    if (dignity && kendras.includes(house(g))) {
      yogas.push(make(kind, [g], `${grahaName(g)} in its own or exaltation sign and in a kendra (1st, 4th, 7th or 10th house) from the lagna: ${grahaName(g)} in ${signName(s)} (${dignity}), the ${ordinal(house(g))} house`));
    }
  }

  // Gaja Kesari.
  if (kendras.includes(fromMoon("jupiter"))) {
    yogas.push(make("gaja-kesari", ["moon", "jupiter"], `Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon: Jupiter in ${signName(signOf.jupiter)} is ${ordinal(fromMoon("jupiter"))} from the Moon in ${signName(moon)}`));
  }

  // Budha-Aditya.
  if (signOf.sun === signOf.mercury) {
    yogas.push(make("budha-aditya", ["sun", "mercury"], `Sun and Mercury in the same sign (this basic rule does not require Mercury to be free of combustion): both in ${signName(signOf.sun)}`));
  }

  // Chandra-Mangala.
  if (moon === signOf.mars) {
    yogas.push(make("chandra-mangala", ["moon", "mars"], `Moon and Mars in the same sign: both in ${signName(moon)}`));
  }

  // Raj yoga: BPHS ch. 39.
  const kendraLords = lordsOf(kendras);
  const trikonaLords = lordsOf(trikonas);
  for (let i = 0; i < sevenPlanets.length; i++) {
    for (let j = i + 1; j < sevenPlanets.length; j++) {
      const a = sevenPlanets[i]!;
      const b = sevenPlanets[j]!;
      const [k, t] = kendraLords.has(a) && trikonaLords.has(b) ? [a, b] : kendraLords.has(b) && trikonaLords.has(a) ? [b, a] : [null, null];
      if (!k || !t) continue;
      const how = association(a, b, true);
      if (!how) continue;
      yogas.push(make("raj-yoga", [a, b], `The lord of a kendra (1st, 4th, 7th, 10th) and the lord of a trikona (1st, 5th, 9th), two different planets, in the same sign, in mutual 7th or exchanging signs: ${grahaName(k)} (${ruled(k, kendras)}) and ${grahaName(t)} (${ruled(t, trikonas)}) ${how}`, "auspicious", true));
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
      if (!how) continue;
      yogas.push(make("dhana-yoga", [a, b], `The lord of the 2nd or 11th and the lord of the 1st, 5th or 9th, two different planets, in the same sign or exchanging signs: ${grahaName(w)} (${ruled(w, [2, 11])}) and ${grahaName(f)} (${ruled(f, [1, 5, 9])}) ${how}`, "auspicious", true));
    }
  }

  // Neecha Bhanga raja yoga.
  for (const g of sevenPlanets) {
    const s = signOf[g];
    if (!isDebilitated(g, s)) continue;
    const reasons: string[] = [];
    const cancellers: GrahaId[] = [];
    for (const [lord, what] of [[signLords[s]!, `lord of its debilitation sign ${signName(s)}`], [signLords[(s + 6) % 12]!, `lord of its exaltation sign ${signName((s + 6) % 12)}`]] as const) {
      if (lord === g) continue; // Mercury rules its own exaltation sign, Virgo: no planet cancels itself.
      const refs: string[] = [];
      if (kendras.includes(house(lord))) refs.push(`${ordinal(house(lord))} from the lagna`);
      // The Moon is always 1st from itself: it cancels only from the lagna.
      if (lord !== "moon" && kendras.includes(fromMoon(lord))) refs.push(`${ordinal(fromMoon(lord))} from the Moon`);
      if (refs.length) {
        reasons.push(`${grahaName(lord)}, ${what}, is ${refs.join(" and ")}`);
        cancellers.push(lord);
      }
    }
    if (reasons.length) {
      yogas.push({
        ...make("neecha-bhanga-raja-yoga", [g, ...cancellers], `A debilitated planet whose debilitation sign's lord or exaltation sign's lord is in a kendra (1st, 4th, 7th, 10th) from the lagna or the Moon (a planet never cancels itself; the Moon counts from the lagna only): ${grahaName(g)} debilitated in ${signName(s)}; ${reasons.join("; ")}`),
        id: `neecha-bhanga-raja-yoga:${g}`,
      });
    }
  }

  // Viparita raja yoga.
  const dusthanaLords = lordsOf(dusthanas);
  for (const g of sevenPlanets) {
    if (!dusthanaLords.has(g) || !dusthanas.includes(house(g))) continue;
    yogas.push(make("viparita-raja-yoga", [g], `The lord of the 6th, 8th or 12th house placed in the 6th, 8th or 12th house: ${grahaName(g)} (${ruled(g, dusthanas)}) in the ${ordinal(house(g))} house, ${signName(signOf[g])}`, "auspicious", true));
  }

  // Kemadruma: BPHS ch. 37.
  const aroundMoon = (["mars", "mercury", "jupiter", "venus", "saturn"] as const).filter((g) => [1, 2, 12].includes(fromMoon(g)));
  if (aroundMoon.length === 0) {
    yogas.push(make("kemadruma", ["moon"], `No planet other than the Sun, Rahu and Ketu in the 2nd or 12th from the Moon, and none with the Moon (cancellations not applied): the Moon in ${signName(moon)}, nothing in ${signName((moon + 11) % 12)}, ${signName(moon)} or ${signName((moon + 1) % 12)}`, "inauspicious"));
  }

  // Adhi yoga: BPHS ch. 37.
  if (naturalBenefics.every((g) => [6, 7, 8].includes(fromMoon(g)))) {
    yogas.push(make("adhi", ["moon", ...naturalBenefics], `Each of the benefics Mercury, Jupiter and Venus in the 6th, 7th or 8th from the Moon: ${naturalBenefics.map((g) => `${grahaName(g)} ${ordinal(fromMoon(g))}`).join(", ")} from the Moon in ${signName(moon)}`));
  }

  // Amala: BPHS ch. 36.
  const tenth = naturalBenefics.filter((g) => house(g) === 10 || fromMoon(g) === 10);
  if (tenth.length) {
    const where = tenth.map((g) => `${grahaName(g)} in ${signName(signOf[g])}, ${[house(g) === 10 ? "10th from the lagna" : null, fromMoon(g) === 10 ? "10th from the Moon" : null].filter(Boolean).join(" and ")}`);
    yogas.push(make("amala", tenth, `A natural benefic (Jupiter, Venus or Mercury) in the 10th house from the lagna or from the Moon: ${where.join("; ")}`));
  }

  return yogas;
}
