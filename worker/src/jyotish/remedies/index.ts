// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Remedies (upaya) from a birth chart: each weak graha (../gemstones/weakness: debilitated,
 * combust, in a dusthana, in an enemy's sign) and each dosha present (manglik without
 * cancellation, kaal sarp, pitra, and Saturn's sade sati or dhaiya running now), with what
 * tradition prescribes for it: the graha's beej mantra and japa count, charity (dana) on its
 * weekday, fasting (vrata) on that day, worship of its deity, conduct, and whether its stone
 * suits this lagna (../gemstones/functional).
 *
 * Sources: the graha-shanti (remedial) chapters at the close of Brihat Parashara Hora Shastra
 * prescribe japa, dana and worship of each graha; the mantras, counts, dana items and deities
 * are those of the common navagraha-shanti practice; the doshas' remedies are customary.
 */
import type { KaalSarp, Manglik, PitraDosha } from "../kundli/doshas";
import type { SadeSatiPhase } from "../kundli/sade-sati";
import { functionalRole, signLordIds, type SignLordId } from "../gemstones/functional";
import { stones } from "../gemstones/stones";
import type { GemText } from "../gemstones/texts";
import { type ChartFacts, weaknesses } from "../gemstones/weakness";
import { grahaIds, type GrahaId } from "../terms/grahas";
import { beejMantras } from "./mantras";
import { type DoshaId, doshaRemedyCount, type RemediesText, remediesText as t } from "./texts";

export { doshaIds, type DoshaId } from "./texts";

export interface PlanetRemedies {
  planet: GrahaId;
  /** The beej mantra in the reader's script. */
  mantra: RemediesText;
  transliteration: string;
  japa: RemediesText;
  charity: RemediesText;
  fast: RemediesText;
  deity: RemediesText;
  conduct: RemediesText;
  gem: RemediesText;
  /** Whether its stone may be worn for this lagna (the gemstones page says more). */
  gemAdvised: boolean;
}

export interface WeakPlanet {
  planet: GrahaId;
  reasons: GemText[];
  remedies: PlanetRemedies;
}

export interface DoshaFound {
  id: DoshaId;
  why: RemediesText;
  remedies: RemediesText[];
  /** The grahas whose mantras the dosha's remedies use. */
  planets: PlanetRemedies[];
}

export interface RemedyInput {
  chart: ChartFacts;
  doshas: { manglik: Manglik; kaalSarp: KaalSarp; pitra: PitraDosha };
  /** Saturn over the natal Moon now: the sade sati phase or the dhaiya running, if any. */
  saturnNow: { sadeSati: SadeSatiPhase | null; dhaiya: "kantaka" | "ashtama" | null };
}

export interface RemedyReading {
  weakPlanets: WeakPlanet[];
  doshas: DoshaFound[];
  /** Said when nothing was found. */
  none?: RemediesText;
  rule: RemediesText;
}

/** The remedies of one graha for a lagna. */
export function planetRemedies(planet: GrahaId, lagnaSign: number): PlanetRemedies {
  const gem = stones[planet].gem;
  const lord = (signLordIds as readonly string[]).includes(planet) ? functionalRole(lagnaSign, planet as SignLordId) : null;
  const verdict = !lord ? "node" : lord.nature === "malefic" ? "avoid" : lord.nature === "neutral" ? "neutral" : "advised";
  return {
    planet,
    mantra: t("rem.mantra", { planet }),
    transliteration: beejMantras[planet].iast,
    japa: t("rem.japa", { planet, count: beejMantras[planet].japaCount }),
    charity: t("rem.charity", { planet }),
    fast: t("rem.fast", { planet }),
    deity: t("rem.deity", { planet }),
    conduct: t("rem.conduct", { planet }),
    gem: t(`rem.gem.${verdict}`, { planet, gem }),
    gemAdvised: verdict === "advised",
  };
}

const doshaRemedies = (dosha: DoshaId) => Array.from({ length: doshaRemedyCount[dosha] }, (_, n) => t("rem.dosha.remedy", { dosha, n }));

/** The remedies a chart calls for (pure). */
export function remedyReading({ chart, doshas, saturnNow }: RemedyInput): RemedyReading {
  const lagna = chart.ascendant.signIndex;
  const weakPlanets = grahaIds
    .map((planet) => ({ planet, reasons: weaknesses(chart, planet) }))
    .filter((w) => w.reasons.length > 0)
    .map((w) => ({ ...w, remedies: planetRemedies(w.planet, lagna) }));
  const found: DoshaFound[] = [];
  const add = (id: DoshaId, why: RemediesText, planets: GrahaId[]) => found.push({ id, why, remedies: doshaRemedies(id), planets: planets.map((p) => planetRemedies(p, lagna)) });
  if (doshas.manglik.effective) add("manglik", t("rem.why.manglik", { from: doshas.manglik.from }), ["mars"]);
  if (doshas.kaalSarp.present && doshas.kaalSarp.type && doshas.kaalSarp.direction) add("kaal-sarp", t("rem.why.kaal-sarp", { type: doshas.kaalSarp.type, direction: doshas.kaalSarp.direction }), ["rahu", "ketu"]);
  if (doshas.pitra.present) add("pitra", t("rem.why.pitra", { reasons: doshas.pitra.reasons.map((r) => ({ id: r.id, node: r.node })) }), ["sun"]);
  if (saturnNow.sadeSati) add("sade-sati", t("rem.why.sade-sati", { phase: saturnNow.sadeSati }), ["saturn"]);
  else if (saturnNow.dhaiya) add("dhaiya", t("rem.why.dhaiya", { kind: saturnNow.dhaiya }), ["saturn"]);
  return {
    weakPlanets,
    doshas: found,
    ...(weakPlanets.length === 0 && found.length === 0 ? { none: t("rem.none", {}) } : {}),
    rule: t("rem.rule", {}),
  };
}
