// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The gemstone reading of a birth chart: the lagna's functional benefics and malefics
 * (./functional, BPHS ch. 34), the stones they call for and the cautions.
 *
 * Recommendations, as gem-setting astrologers apply Parashara's rules:
 * - the life stone (jeevan ratna) of the lagna lord, the intellect stone of the 5th lord and the
 *   fortune stone (bhagya ratna) of the 9th lord: the three trikona lords, who are always
 *   benefic and, by the lagna's own logic, natural friends of one another;
 * - the yogakaraka's stone, which is the 5th or 9th lord's;
 * - each one marked "strengthen" when its graha is weak in the chart (./weakness).
 * Cautions: never the stone of a functional malefic; a debilitated graha's stone only after a
 * reading; Rahu's and Ketu's stones only with caution; the stones of natural enemies not
 * together (./stones).
 */
import { signLords } from "../kundli/chart";
import type { GrahaId } from "../terms/grahas";
import { type SignId, signIds } from "../terms/signs";
import { type FunctionalRole, functionalRoles, lordOfHouse } from "./functional";
import { type GemId, incompatibleWith, type Stone, stones } from "./stones";
import { type GemText, gemText as t } from "./texts";
import { type ChartFacts, weaknesses } from "./weakness";

export type { ChartFacts } from "./weakness";
export type Purpose = "life" | "intellect" | "fortune" | "yogakaraka";

export interface StoneAnswer {
  planet: GrahaId;
  gem: GemId;
  name: GemText;
  substitutes: GemText[];
  finger: GemText;
  metals: GemText;
  day: GemText;
  weight: GemText;
  /** The stones not to wear with it. */
  notWith: GemText[];
}

export interface RoleAnswer extends FunctionalRole {
  reason: GemText;
  sign: SignId;
  house: number;
}

export interface Recommendation {
  planet: GrahaId;
  purposes: Purpose[];
  reasons: GemText[];
  weaknesses: GemText[];
  /** Weak in the chart: the stone is worn to strengthen a benefic. */
  strengthen: boolean;
  stone: StoneAnswer;
}

export interface GemstoneReading {
  lagna: { signIndex: number; sign: SignId; lord: GrahaId };
  roles: RoleAnswer[];
  recommendations: Recommendation[];
  /** The stones not to wear: those of the functional malefics. */
  avoid: { planet: GrahaId; gem: GemId; name: GemText }[];
  cautions: GemText[];
  rule: GemText;
}

/** A stone's particulars as texts: its name, substitutes, finger, metals, day and weight. */
export function stoneAnswer(s: Stone): StoneAnswer {
  return {
    planet: s.planet,
    gem: s.gem,
    name: t("gem.name", { gem: s.gem }),
    substitutes: s.substitutes.map((substitute) => t("gem.substitute", { substitute })),
    finger: t("gem.finger", { finger: s.finger }),
    metals: t("gem.metals", { metals: s.metals }),
    day: t("gem.day", { planet: s.planet, weekday: s.weekday }),
    weight: t("gem.weight", { carats: s.minCarats }),
    notWith: incompatibleWith(s.planet).map((g) => t("gem.name", { gem: stones[g].gem })),
  };
}

/** The stones a lagna calls for, before a chart is known: lagna, 5th and 9th lords and the yogakaraka. */
export function stonesForLagna(lagnaSign: number): { planet: GrahaId; purposes: Purpose[] }[] {
  const out: { planet: GrahaId; purposes: Purpose[] }[] = [];
  const add = (planet: GrahaId, purpose: Purpose) => {
    const seen = out.find((r) => r.planet === planet);
    if (seen) seen.purposes.push(purpose);
    else out.push({ planet, purposes: [purpose] });
  };
  add(lordOfHouse(lagnaSign, 1), "life");
  add(lordOfHouse(lagnaSign, 5), "intellect");
  add(lordOfHouse(lagnaSign, 9), "fortune");
  for (const r of functionalRoles(lagnaSign)) if (r.nature === "yogakaraka") add(r.planet, "yogakaraka");
  return out;
}

const purposeText = (planet: GrahaId, purpose: Purpose, role: FunctionalRole): GemText =>
  purpose === "yogakaraka" ? t("gem.purpose.yogakaraka", { planet, houses: role.houses }) : t(`gem.purpose.${purpose}`, { planet });

/** The gemstone reading of a chart (pure). */
export function gemstoneReading(chart: ChartFacts): GemstoneReading {
  const lagnaSign = chart.ascendant.signIndex;
  const roles = functionalRoles(lagnaSign);
  const roleOf = (planet: GrahaId) => roles.find((r) => r.planet === planet)!;
  const placed = (planet: GrahaId) => chart.planets.find((p) => p.id === planet)!;
  const recommendations = stonesForLagna(lagnaSign).map(({ planet, purposes }): Recommendation => {
    const weak = weaknesses(chart, planet);
    return {
      planet,
      purposes,
      reasons: purposes.map((p) => purposeText(planet, p, roleOf(planet))),
      weaknesses: weak,
      strengthen: weak.length > 0,
      stone: stoneAnswer(stones[planet]),
    };
  });
  const malefics = roles.filter((r) => r.nature === "malefic");
  const cautions: GemText[] = [
    ...malefics.map((r) => t("gem.caution.malefic", { planet: r.planet, gem: stones[r.planet].gem, houses: r.houses })),
    ...recommendations.filter((r) => placed(r.planet).dignity === "debilitated").map((r) => t("gem.caution.debilitated", { planet: r.planet, gem: r.stone.gem })),
    t("gem.caution.nodes", { rahuHouse: placed("rahu").house, ketuHouse: placed("ketu").house }),
    t("gem.caution.pairs", {}),
    t("gem.caution.general", {}),
  ];
  return {
    lagna: { signIndex: lagnaSign, sign: signIds[lagnaSign]!, lord: signLords[lagnaSign]! },
    roles: roles.map((r) => ({
      ...r,
      reason: t(`gem.role.${r.rule}`, { planet: r.planet, houses: r.houses, maraka: r.maraka }),
      sign: signIds[placed(r.planet).signIndex]!,
      house: placed(r.planet).house,
    })),
    recommendations,
    avoid: malefics.map((r) => ({ planet: r.planet, gem: stones[r.planet].gem, name: t("gem.name", { gem: stones[r.planet].gem }) })),
    cautions,
    rule: t("gem.rule", {}),
  };
}
