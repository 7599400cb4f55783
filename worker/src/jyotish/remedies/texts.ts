// SPDX-License-Identifier: AGPL-3.0-or-later
/** The codes of the remedies' explanations and their parameters; the sentences are in `text/<lang>.ts`. */
import type { KaalSarp } from "../kundli/doshas";
import type { SadeSatiPhase } from "../kundli/sade-sati";
import type { GemId } from "../gemstones/stones";
import type { GrahaId } from "../terms/grahas";
import { type Samples, text, type TextOf } from "../text";

export const doshaIds = ["manglik", "kaal-sarp", "pitra", "sade-sati", "dhaiya"] as const;
export type DoshaId = (typeof doshaIds)[number];
/** How many remedies each dosha lists (`rem.dosha.remedy` n = 0 … count − 1). */
export const doshaRemedyCount: Record<DoshaId, number> = { manglik: 3, "kaal-sarp": 3, pitra: 3, "sade-sati": 3, dhaiya: 3 };

export interface RemediesTexts {
  "rem.mantra": { planet: GrahaId };
  "rem.japa": { planet: GrahaId; count: number };
  "rem.charity": { planet: GrahaId };
  "rem.fast": { planet: GrahaId };
  "rem.deity": { planet: GrahaId };
  "rem.conduct": { planet: GrahaId };
  "rem.gem.advised": { planet: GrahaId; gem: GemId };
  "rem.gem.neutral": { planet: GrahaId; gem: GemId };
  "rem.gem.avoid": { planet: GrahaId; gem: GemId };
  "rem.gem.node": { planet: GrahaId; gem: GemId };
  "rem.why.manglik": { from: { reference: "lagna" | "moon" | "venus"; house: number }[] };
  "rem.why.kaal-sarp": { type: NonNullable<KaalSarp["type"]>; direction: NonNullable<KaalSarp["direction"]> };
  "rem.why.pitra": { reasons: { id: "sun-with-node" | "node-in-9th"; node: "rahu" | "ketu" }[] };
  "rem.why.sade-sati": { phase: SadeSatiPhase };
  "rem.why.dhaiya": { kind: "kantaka" | "ashtama" };
  "rem.dosha.remedy": { dosha: DoshaId; n: number };
  "rem.none": Record<string, never>;
  "rem.rule": Record<string, never>;
}
export type RemediesText = TextOf<RemediesTexts>;
export const remediesText = text<RemediesTexts>();

export const remediesSamples: Samples<RemediesTexts> = {
  "rem.mantra": { planet: "saturn" },
  "rem.japa": { planet: "saturn", count: 23000 },
  "rem.charity": { planet: "rahu" },
  "rem.fast": { planet: "ketu" },
  "rem.deity": { planet: "mars" },
  "rem.conduct": { planet: "venus" },
  "rem.gem.advised": { planet: "jupiter", gem: "yellow-sapphire" },
  "rem.gem.neutral": { planet: "moon", gem: "pearl" },
  "rem.gem.avoid": { planet: "mercury", gem: "emerald" },
  "rem.gem.node": { planet: "rahu", gem: "hessonite" },
  "rem.why.manglik": { from: [{ reference: "lagna", house: 7 }, { reference: "moon", house: 12 }] },
  "rem.why.kaal-sarp": { type: "takshak", direction: "kaal-amrit" },
  "rem.why.pitra": { reasons: [{ id: "sun-with-node", node: "rahu" }, { id: "node-in-9th", node: "ketu" }] },
  "rem.why.sade-sati": { phase: "peak" },
  "rem.why.dhaiya": { kind: "ashtama" },
  "rem.dosha.remedy": { dosha: "pitra", n: 2 },
  "rem.none": {},
  "rem.rule": {},
};
