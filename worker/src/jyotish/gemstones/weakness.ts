// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * When a graha is weak in a chart, for the gem that strengthens it and the remedies that
 * pacify it. The rule (BPHS ch. 3 for dignity; the combustion orbs of Surya Siddhanta; the
 * dusthanas 6, 8, 12 of BPHS ch. 11–12), in this order:
 * - debilitated (in its fall sign);
 * - combust (within its orb of the Sun);
 * - in the 6th, 8th or 12th house from the lagna — except a natural malefic (Sun, Mars,
 *   Saturn, Rahu, Ketu) in the 6th, an upachaya where malefics do well;
 * - in the sign of a natural enemy.
 * Defeat in planetary war (graha yuddha) is not judged: it needs the grahas' latitudes, which
 * the chart does not carry.
 */
import type { Dignity } from "../kundli/chart";
import type { GrahaId } from "../terms/grahas";
import { signIds } from "../terms/signs";
import { type GemText, gemText as t } from "./texts";

/** What the gem and remedy engines need of a chart (the kundli's D1, `@jyotish/kundli/chart`). */
export interface ChartFacts {
  ascendant: { signIndex: number };
  planets: { id: GrahaId; signIndex: number; house: number; dignity: Dignity | null; combust: boolean }[];
}

const naturalMalefics: readonly GrahaId[] = ["sun", "mars", "saturn", "rahu", "ketu"];

/** Why `planet` is weak in `chart`: none, one or several reasons, in the order above. */
export function weaknesses(chart: ChartFacts, planet: GrahaId): GemText[] {
  const p = chart.planets.find((x) => x.id === planet)!;
  const sign = signIds[p.signIndex]!;
  const out: GemText[] = [];
  if (p.dignity === "debilitated") out.push(t("gem.weak.debilitated", { planet, sign }));
  if (p.combust) out.push(t("gem.weak.combust", { planet }));
  if ([8, 12].includes(p.house) || (p.house === 6 && !naturalMalefics.includes(planet))) out.push(t("gem.weak.dusthana", { planet, house: p.house }));
  if (p.dignity === "enemy") out.push(t("gem.weak.enemy", { planet, sign }));
  return out;
}
