// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Doshas of a birth chart, each answer naming the rule that decided it.
 *
 * - Manglik (Kuja dosha): Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the
 *   lagna, the Moon and Venus ("south" school, which counts the 2nd; the "north" school drops
 *   it). Cancellations as B. V. Raman lists them: Mars in its own sign or exalted; Mars with or
 *   aspected by Jupiter (Jupiter's 5th, 7th and 9th aspects); Mars in the 2nd in Gemini or Virgo,
 *   in the 4th in Aries or Scorpio, in the 7th in Cancer or Capricorn, in the 8th in
 *   Sagittarius or Pisces, in the 12th in Taurus or Libra. A cancelled dosha is still reported,
 *   with its cancellations.
 * - Kaal sarp: the seven grahas all on one side of the Rahu–Ketu axis; named by Rahu's house
 *   (Anant … Sheshnag); "kaal-amrit" when they lie from Ketu to Rahu in the zodiac's order.
 * - Pitra dosha: the Sun with Rahu or Ketu in one sign, or Rahu or Ketu in the 9th house.
 */
import type { GrahaId } from "../glossary";
import { type BirthChart, type GrahaPlacement, houseFrom } from "./chart";
import { type KundliText, kundliText as t } from "./texts";

export type ManglikSchool = "south" | "north";
const manglikHouses: Record<ManglikSchool, readonly number[]> = { south: [1, 2, 4, 7, 8, 12], north: [1, 4, 7, 8, 12] };

const planet = (chart: BirthChart, id: GrahaId) => chart.planets.find((p) => p.id === id)!;

/** Why a manglik dosha is cancelled: an id, and the rule as a code the API renders per language. */
export interface ManglikCancellation {
  id: "own-sign" | "exalted" | "with-jupiter" | "jupiter-aspect" | "sign-exception";
  /** Jupiter's aspect (5, 7, 9) or Mars's house from the lagna, where the rule names one. */
  house?: number;
  rule: KundliText;
}

export interface Manglik {
  school: ManglikSchool;
  present: boolean;
  /** From which references Mars falls in a dosha house, and that house. */
  from: { reference: "lagna" | "moon" | "venus"; house: number }[];
  cancellations: ManglikCancellation[];
  /** Present and not cancelled. */
  effective: boolean;
}

export function manglik(chart: BirthChart, school: ManglikSchool = "south"): Manglik {
  const mars = planet(chart, "mars");
  const jupiter = planet(chart, "jupiter");
  const refs = { lagna: chart.ascendant.signIndex, moon: planet(chart, "moon").signIndex, venus: planet(chart, "venus").signIndex } as const;
  const from = (Object.keys(refs) as (keyof typeof refs)[])
    .map((reference) => ({ reference, house: houseFrom(refs[reference], mars.signIndex) }))
    .filter((r) => manglikHouses[school].includes(r.house));
  const cancellations: ManglikCancellation[] = [];
  if (mars.dignity === "own" || mars.dignity === "moolatrikona") cancellations.push({ id: "own-sign", rule: t("manglik.own-sign", {}) });
  if (mars.dignity === "exalted") cancellations.push({ id: "exalted", rule: t("manglik.exalted", {}) });
  const jupiterToMars = houseFrom(jupiter.signIndex, mars.signIndex);
  if (jupiterToMars === 1) cancellations.push({ id: "with-jupiter", rule: t("manglik.with-jupiter", {}) });
  else if ([5, 7, 9].includes(jupiterToMars)) cancellations.push({ id: "jupiter-aspect", house: jupiterToMars, rule: t("manglik.jupiter-aspect", { aspect: jupiterToMars }) });
  const lagnaHouse = houseFrom(refs.lagna, mars.signIndex);
  const signExceptions: Record<number, number[]> = { 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };
  if (signExceptions[lagnaHouse]?.includes(mars.signIndex)) {
    cancellations.push({ id: "sign-exception", house: lagnaHouse, rule: t("manglik.sign-exception", { house: lagnaHouse }) });
  }
  const present = from.length > 0;
  return { school, present, from, cancellations: present ? cancellations : [], effective: present && cancellations.length === 0 };
}

export const kaalSarpNames = [
  "anant", "kulik", "vasuki", "shankhpal", "padma", "mahapadma", "takshak", "karkotak", "shankhachud", "ghatak", "vishdhar", "sheshnag",
] as const;

export interface KaalSarp {
  present: boolean;
  /** Named by Rahu's house from the lagna. */
  type: (typeof kaalSarpNames)[number] | null;
  /** "kaal-sarp": grahas from Rahu onwards to Ketu in the zodiac's order; "kaal-amrit": from Ketu to Rahu. */
  direction: "kaal-sarp" | "kaal-amrit" | null;
}

export function kaalSarp(chart: BirthChart): KaalSarp {
  const rahu = planet(chart, "rahu").longitudeDeg;
  const seven = chart.planets.slice(0, 7);
  const ahead = (lon: number) => ((lon - rahu + 360) % 360) < 180;
  const onRahuSide = seven.every((p) => ahead(p.longitudeDeg));
  const onKetuSide = seven.every((p) => !ahead(p.longitudeDeg));
  if (!onRahuSide && !onKetuSide) return { present: false, type: null, direction: null };
  const rahuHouse = houseFrom(chart.ascendant.signIndex, planet(chart, "rahu").signIndex);
  return { present: true, type: kaalSarpNames[rahuHouse - 1]!, direction: onRahuSide ? "kaal-sarp" : "kaal-amrit" };
}

export interface PitraReason {
  id: "sun-with-node" | "node-in-9th";
  node: "rahu" | "ketu";
  rule: KundliText;
}

export interface PitraDosha {
  present: boolean;
  reasons: PitraReason[];
}

export function pitraDosha(chart: BirthChart): PitraDosha {
  const sun = planet(chart, "sun");
  const reasons: PitraReason[] = [];
  for (const node of ["rahu", "ketu"] as const) {
    const p: GrahaPlacement = planet(chart, node);
    if (p.signIndex === sun.signIndex) reasons.push({ id: "sun-with-node", node, rule: t("pitra.sun-with-node", { node }) });
    if (houseFrom(chart.ascendant.signIndex, p.signIndex) === 9) reasons.push({ id: "node-in-9th", node, rule: t("pitra.node-in-9th", { node }) });
  }
  return { present: reasons.length > 0, reasons };
}
