// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of the Lal Kitab explanations and their parameters (planet ids, house numbers, rin
 * ids). The sentences are in `text/<lang>.ts`; the 108 effects and 108 remedies and the rins'
 * names and remedies are per-language data in `content/<lang>.ts`, which the templates read.
 */
import type { GrahaId } from "../terms/grahas";
import { type Samples, text, type TextOf } from "../text";
import type { RinId, SleepRule } from "./index";

export type LkRuleId = "houses" | "pakka-ghar" | "dignity" | "aspects" | "sleep" | "sleeping-houses" | "rins" | "effects" | "remedies";

export interface LalKitabTexts {
  "lk.awake.aspect": { planet: GrahaId; house: number; aspects: readonly number[]; occupied: readonly number[] };
  "lk.awake.pakka": { planet: GrahaId; house: number; kind: "pakka" | "exalted" };
  "lk.asleep.no-aspect": { planet: GrahaId; house: number };
  "lk.asleep.empty": { planet: GrahaId; house: number; aspects: readonly number[] };
  "lk.effect": { planet: GrahaId; house: number };
  "lk.remedy": { planet: GrahaId; house: number };
  "lk.source.planet-house": { planet: GrahaId; house: number };
  "lk.house.occupied": { house: number; planets: readonly GrahaId[] };
  "lk.house.asleep": { house: number };
  "lk.house.aspected": { house: number; from: readonly number[] };
  "lk.rin.name": { rin: RinId };
  "lk.rin.rule": { rin: RinId; planets: readonly GrahaId[]; houses: readonly number[] };
  "lk.rin.present": { rin: RinId; found: readonly { planet: GrahaId; house: number }[] };
  "lk.rin.absent": { rin: RinId };
  "lk.rin.remedy": { rin: RinId };
  "lk.rule": { rule: LkRuleId; sleep: SleepRule };
  "lk.rule.source": { rule: LkRuleId };
}
export type LalKitabText = TextOf<LalKitabTexts>;
export const lalKitabText = text<LalKitabTexts>();

export const lalKitabSamples: Samples<LalKitabTexts> = {
  "lk.awake.aspect": { planet: "mars", house: 3, aspects: [9, 11], occupied: [11] },
  "lk.awake.pakka": { planet: "saturn", house: 8, kind: "pakka" },
  "lk.asleep.no-aspect": { planet: "venus", house: 12 },
  "lk.asleep.empty": { planet: "sun", house: 1, aspects: [7] },
  "lk.effect": { planet: "jupiter", house: 9 },
  "lk.remedy": { planet: "rahu", house: 4 },
  "lk.source.planet-house": { planet: "moon", house: 4 },
  "lk.house.occupied": { house: 5, planets: ["sun", "mercury"] },
  "lk.house.asleep": { house: 10 },
  "lk.house.aspected": { house: 9, from: [3, 5] },
  "lk.rin.name": { rin: "pitri" },
  "lk.rin.rule": { rin: "pitri", planets: ["venus", "mercury", "rahu"], houses: [2, 5, 9, 12] },
  "lk.rin.present": { rin: "stri", found: [{ planet: "sun", house: 7 }] },
  "lk.rin.absent": { rin: "matri" },
  "lk.rin.remedy": { rin: "zulm" },
  "lk.rule": { rule: "sleep", sleep: "pakka-awake" },
  "lk.rule.source": { rule: "aspects" },
};
