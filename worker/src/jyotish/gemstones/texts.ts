// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of the gemstone reading's explanations and their parameters (graha, sign, gem
 * ids, house numbers). The sentences are in `text/<lang>.ts`.
 */
import type { GrahaId } from "../terms/grahas";
import type { SignId } from "../terms/signs";
import { type Samples, text, type TextOf } from "../text";
import type { NatureRule } from "./functional";
import type { FingerId, GemId, MetalId, SubstituteId } from "./stones";

type Role = { planet: GrahaId; houses: number[]; maraka: boolean };

export type GemTexts = { [R in NatureRule as `gem.role.${R}`]: Role } & {
  "gem.name": { gem: GemId };
  "gem.substitute": { substitute: SubstituteId };
  "gem.finger": { finger: FingerId };
  "gem.metals": { metals: MetalId[] };
  "gem.day": { planet: GrahaId; weekday: number };
  "gem.weight": { carats: number };
  "gem.purpose.life": { planet: GrahaId };
  "gem.purpose.intellect": { planet: GrahaId };
  "gem.purpose.fortune": { planet: GrahaId };
  "gem.purpose.yogakaraka": { planet: GrahaId; houses: number[] };
  "gem.weak.debilitated": { planet: GrahaId; sign: SignId };
  "gem.weak.combust": { planet: GrahaId };
  "gem.weak.dusthana": { planet: GrahaId; house: number };
  "gem.weak.enemy": { planet: GrahaId; sign: SignId };
  "gem.caution.malefic": { planet: GrahaId; gem: GemId; houses: number[] };
  "gem.caution.debilitated": { planet: GrahaId; gem: GemId };
  "gem.caution.nodes": { rahuHouse: number; ketuHouse: number };
  "gem.caution.pairs": Record<string, never>;
  "gem.caution.general": Record<string, never>;
  "gem.rule": Record<string, never>;
};
export type GemText = TextOf<GemTexts>;
export const gemText = text<GemTexts>();

const role: Role = { planet: "saturn", houses: [9, 10], maraka: false };
export const gemSamples: Samples<GemTexts> = {
  "gem.role.lagna-lord": { planet: "venus", houses: [1, 6], maraka: false },
  "gem.role.yogakaraka": role,
  "gem.role.trikona": { planet: "jupiter", houses: [5, 8], maraka: false },
  "gem.role.trishadaya": { planet: "mercury", houses: [3, 6], maraka: false },
  "gem.role.eighth": { planet: "saturn", houses: [7, 8], maraka: true },
  "gem.role.luminary-eighth": { planet: "sun", houses: [8], maraka: false },
  "gem.role.kendradhipati": { planet: "jupiter", houses: [7, 10], maraka: true },
  "gem.role.malefic-kendra": { planet: "sun", houses: [4], maraka: false },
  "gem.role.second-twelfth": { planet: "venus", houses: [2, 7], maraka: true },
  "gem.name": { gem: "cats-eye" },
  "gem.substitute": { substitute: "lapis-lazuli" },
  "gem.finger": { finger: "ring" },
  "gem.metals": { metals: ["gold", "copper"] },
  "gem.day": { planet: "rahu", weekday: 6 },
  "gem.weight": { carats: 0.5 },
  "gem.purpose.life": { planet: "mars" },
  "gem.purpose.intellect": { planet: "sun" },
  "gem.purpose.fortune": { planet: "jupiter" },
  "gem.purpose.yogakaraka": { planet: "saturn", houses: [4, 5] },
  "gem.weak.debilitated": { planet: "jupiter", sign: "capricorn" },
  "gem.weak.combust": { planet: "mercury" },
  "gem.weak.dusthana": { planet: "venus", house: 8 },
  "gem.weak.enemy": { planet: "sun", sign: "libra" },
  "gem.caution.malefic": { planet: "mercury", gem: "emerald", houses: [3, 6] },
  "gem.caution.debilitated": { planet: "jupiter", gem: "yellow-sapphire" },
  "gem.caution.nodes": { rahuHouse: 3, ketuHouse: 9 },
  "gem.caution.pairs": {},
  "gem.caution.general": {},
  "gem.rule": {},
};
