// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Gochara: the results of the grahas' transits, counted from the Moon sign (Janma Rasi), as
 * Mantreswara's Phaladeepika ch. 26 gives them (V. Subrahmanya Sastri's translation, 2nd ed.,
 * 1950, pp. 286–295):
 *  - 26.1: of all the lagnas, transits are reckoned from the natal Moon sign;
 *  - 26.2: the houses (counted inclusively, the Moon sign being the 1st) in which each graha
 *    gives good results; Rahu and Ketu act "like the Sun". Prasna Marga 22.51 gives the nodes
 *    only 3, 6 and 11: the `nodes` option chooses;
 *  - 26.3–8: vedha, obstruction: a graha in a good house gives nothing good while another graha
 *    transits the paired "vedha" house, except between the Sun and Saturn and between the
 *    Moon and Mercury (father and son do not obstruct each other).
 * Vedha is given for the seven grahas only (26.3–8 name no node), and we read it so: Rahu and
 * Ketu are never obstructed and never obstruct. (Taking the Sun's pairs for the nodes would
 * obstruct every good node transit, since Rahu and Ketu always stand 7th from each other and
 * each of the Sun's pairs 3→9, 6→12, 10→4, 11→5 is such an opposition.)
 */
import type { GrahaId } from "../terms/grahas";
import type { House } from "./texts";

export type NodeRule = "phaladeepika" | "prasna-marga";

/** Phaladeepika 26.2: the favourable houses from the Moon. */
export const favourableHouses: Readonly<Record<Exclude<GrahaId, "rahu" | "ketu">, readonly House[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
};

/** Phaladeepika 26.3–8: favourable house → its vedha (obstructing) house. */
export const vedhaPairs: Readonly<Record<Exclude<GrahaId, "rahu" | "ketu">, Readonly<Partial<Record<House, House>>>>> = {
  sun: { 3: 9, 6: 12, 10: 4, 11: 5 },
  moon: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  mars: { 3: 12, 6: 9, 11: 5 },
  mercury: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  jupiter: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  venus: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 3, 12: 6 },
  saturn: { 3: 12, 6: 9, 11: 5 },
};

/** The pairs that never obstruct each other (Phaladeepika 26.3). */
const exempt: Readonly<Partial<Record<GrahaId, GrahaId>>> = { sun: "saturn", saturn: "sun", moon: "mercury", mercury: "moon" };
export const vedhaExempt = (a: GrahaId, b: GrahaId): boolean => exempt[a] === b;

const isNode = (planet: GrahaId): planet is "rahu" | "ketu" => planet === "rahu" || planet === "ketu";

/** The favourable houses of any graha under the chosen rule for the nodes. */
export function goodHouses(planet: GrahaId, nodes: NodeRule = "phaladeepika"): readonly House[] {
  if (isNode(planet)) return nodes === "phaladeepika" ? favourableHouses.sun : [3, 6, 11];
  return favourableHouses[planet];
}

/** The vedha house of a graha in a favourable house; null for the nodes and for other houses. */
export function vedhaHouseOf(planet: GrahaId, house: House): House | null {
  return isNode(planet) ? null : (vedhaPairs[planet][house] ?? null);
}

export interface GocharaVerdict {
  planet: GrahaId;
  house: House;
  verdict: "favourable" | "unfavourable" | "obstructed";
  /** The first graha (in the nine's order) in the vedha house that obstructs, when `obstructed`. */
  obstruction: { planet: GrahaId; house: House } | null;
  /** A graha in the vedha house that does not obstruct (the exempt partner), when nothing else does. */
  exemptPartner: { planet: GrahaId; house: House } | null;
  goodHouses: readonly House[];
}

/**
 * The verdict of every graha's transit, given each one's house from the Moon: favourable,
 * unfavourable, or obstructed (favourable, but another graha holds its vedha house).
 */
export function gocharaVerdicts(houses: Readonly<Record<GrahaId, House>>, nodes: NodeRule = "phaladeepika"): GocharaVerdict[] {
  const planets = Object.keys(houses) as GrahaId[];
  return planets.map((planet) => {
    const house = houses[planet];
    const good = goodHouses(planet, nodes);
    if (!good.includes(house)) return { planet, house, verdict: "unfavourable", obstruction: null, exemptPartner: null, goodHouses: good };
    const vedha = vedhaHouseOf(planet, house);
    const inVedha = vedha === null ? [] : planets.filter((p) => p !== planet && !isNode(p) && houses[p] === vedha);
    const blocker = inVedha.find((p) => !vedhaExempt(planet, p));
    if (blocker) return { planet, house, verdict: "obstructed", obstruction: { planet: blocker, house: vedha! }, exemptPartner: null, goodHouses: good };
    const partner = inVedha.find((p) => vedhaExempt(planet, p));
    return { planet, house, verdict: "favourable", obstruction: null, exemptPartner: partner ? { planet: partner, house: vedha! } : null, goodHouses: good };
  });
}
