// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Functional benefics and malefics of a lagna: what each of the seven grahas becomes for a
 * native of that ascendant by the houses it rules (Brihat Parashara Hora Shastra ch. 34,
 * "Yogakaraka"; the same rules open Laghu Parashari). The rules, in the order they decide:
 *
 * 1. The lagna lord is auspicious: the 1st is both a kendra and a trikona (its 6th or 8th
 *    co-lordship is noted, not counted against it).
 * 2. A graha that rules a kendra (4, 7, 10) and a trikona (5, 9) is the yogakaraka.
 * 3. The lords of the trikonas (5, 9) are auspicious whatever else they rule.
 * 4. The lords of the 3rd, 6th and 11th are inauspicious.
 * 5. The 8th lord is inauspicious (12th from the 9th), except the Sun and the Moon, which
 *    BPHS 34 frees from the blemish of 8th lordship.
 * 6. Kendradhipati: a natural benefic (Jupiter, Venus, Mercury, Moon) ruling only kendras loses
 *    its beneficence; a natural malefic ruling a kendra loses its maleficence: both neutral.
 * 7. The lords of the 2nd and 12th are neutral: they give the results of their other sign and
 *    their company.
 * Lords of the 2nd and 7th are also marakas (BPHS 44), noted beside their nature.
 * Rahu and Ketu rule no sign here: they act through the lord of the sign they occupy.
 */
import { signLords } from "../kundli/chart";
import type { GrahaId } from "../terms/grahas";

export const functionalNatures = ["yogakaraka", "benefic", "neutral", "malefic"] as const;
export type FunctionalNature = (typeof functionalNatures)[number];
/** Which of the rules above decided a graha's nature. */
export type NatureRule = "lagna-lord" | "yogakaraka" | "trikona" | "trishadaya" | "eighth" | "luminary-eighth" | "kendradhipati" | "malefic-kendra" | "second-twelfth";

/** The seven grahas that rule signs, in weekday order. */
export const signLordIds = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const;
export type SignLordId = (typeof signLordIds)[number];
const naturalBenefics: readonly GrahaId[] = ["jupiter", "venus", "mercury", "moon"];

export interface FunctionalRole {
  planet: SignLordId;
  /** The houses (1–12) it rules from the lagna, ascending. */
  houses: number[];
  nature: FunctionalNature;
  rule: NatureRule;
  /** Lord of the 2nd or the 7th. */
  maraka: boolean;
}

/** The lord of house `house` (1–12) for a lagna sign (0 = Aries). */
export const lordOfHouse = (lagnaSign: number, house: number): GrahaId => signLords[(lagnaSign + house - 1) % 12]!;

/** The houses a graha rules from a lagna. */
export function housesRuled(lagnaSign: number, planet: GrahaId): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (lordOfHouse(lagnaSign, h) === planet) out.push(h);
  return out;
}

const has = (houses: number[], ...any: number[]) => houses.some((h) => any.includes(h));

/** A graha's functional nature for a lagna (sign index 0 = Aries), by the rules above. */
export function functionalRole(lagnaSign: number, planet: SignLordId): FunctionalRole {
  const houses = housesRuled(lagnaSign, planet);
  const maraka = has(houses, 2, 7);
  const role = (nature: FunctionalNature, rule: NatureRule): FunctionalRole => ({ planet, houses, nature, rule, maraka });
  if (has(houses, 1)) return role("benefic", "lagna-lord");
  if (has(houses, 4, 7, 10) && has(houses, 5, 9)) return role("yogakaraka", "yogakaraka");
  if (has(houses, 5, 9)) return role("benefic", "trikona");
  if (has(houses, 3, 6, 11)) return role("malefic", "trishadaya");
  if (has(houses, 8)) return planet === "sun" || planet === "moon" ? role("neutral", "luminary-eighth") : role("malefic", "eighth");
  if (has(houses, 4, 7, 10) && houses.every((h) => [4, 7, 10].includes(h))) return role("neutral", naturalBenefics.includes(planet) ? "kendradhipati" : "malefic-kendra");
  return role("neutral", "second-twelfth");
}

/** The seven sign lords' natures for a lagna, in weekday order. */
export const functionalRoles = (lagnaSign: number): FunctionalRole[] => signLordIds.map((p) => functionalRole(lagnaSign, p));
