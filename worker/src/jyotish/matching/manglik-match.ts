// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Manglik compatibility of two charts. Each side's status comes from the kundli engine
 * (`manglik()`, houses and cancellations by school). Between the two:
 * - neither has an effective dosha (absent, or cancelled in the chart itself): compatible;
 * - both have it: the doshas cancel each other (the rule every school states);
 * - one has it: compatible only when the other chart balances it with Saturn, Rahu or Ketu in
 *   the 1st, 4th, 7th, 8th or 12th house from its lagna or Moon (the "equal affliction" rule
 *   of North Indian practice); otherwise a mismatch to be weighed with remedies.
 */
import type { GrahaId } from "../glossary";
import { type BirthChart, houseFrom } from "../kundli/chart";
import type { Manglik } from "../kundli/doshas";
import { type MatchingText, matchingText as t } from "./texts";

export interface ManglikSide {
  present: boolean;
  effective: boolean;
  from: Manglik["from"];
  cancellations: Manglik["cancellations"];
}
export interface ManglikMatchCancellation {
  id: "both-manglik" | "malefic-balance";
  side?: "boy" | "girl";
  planet?: GrahaId;
  house?: number;
  rule: MatchingText;
}
export interface ManglikMatch {
  school: Manglik["school"];
  boy: ManglikSide;
  girl: ManglikSide;
  status: "none" | "both" | "one-sided";
  compatible: boolean;
  cancellations: ManglikMatchCancellation[];
}

const side = (m: Manglik): ManglikSide => ({ present: m.present, effective: m.effective, from: m.from, cancellations: m.cancellations });
const balancingHouses = [1, 4, 7, 8, 12];

/** Saturn, Rahu or Ketu in a dosha house from the chart's lagna or Moon. */
function maleficBalance(chart: BirthChart): { planet: GrahaId; house: number } | null {
  const moon = chart.planets.find((p) => p.id === "moon")!.signIndex;
  for (const p of chart.planets) {
    if (p.id !== "saturn" && p.id !== "rahu" && p.id !== "ketu") continue;
    for (const from of [chart.ascendant.signIndex, moon]) {
      const house = houseFrom(from, p.signIndex);
      if (balancingHouses.includes(house)) return { planet: p.id, house };
    }
  }
  return null;
}

export function manglikMatch(boy: { chart: BirthChart; manglik: Manglik }, girl: { chart: BirthChart; manglik: Manglik }): ManglikMatch {
  const b = boy.manglik.effective;
  const g = girl.manglik.effective;
  const base = { school: boy.manglik.school, boy: side(boy.manglik), girl: side(girl.manglik) };
  if (!b && !g) return { ...base, status: "none", compatible: true, cancellations: [] };
  if (b && g) return { ...base, status: "both", compatible: true, cancellations: [{ id: "both-manglik", rule: t("manglik-match.both", {}) }] };
  const other: "boy" | "girl" = b ? "girl" : "boy";
  const balance = maleficBalance((b ? girl : boy).chart);
  const cancellations: ManglikMatchCancellation[] = balance
    ? [{ id: "malefic-balance", side: other, ...balance, rule: t("manglik-match.malefic-balance", { side: other, ...balance }) }]
    : [];
  return { ...base, status: "one-sided", compatible: balance !== null, cancellations };
}
