// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of numerology's explanations (how each number is found, the lucky-number rules)
 * and their parameters. The sentences are in `text/<lang>.ts`.
 */
import type { GrahaId } from "../terms/grahas";
import type { SignId } from "../terms/signs";
import type { ColorId } from "../horoscope/texts";
import { type Samples, text, type TextOf } from "../text";
import type { NumerologySystem } from "./reading";
import type { Script } from "./transliterate";

type None = Record<string, never>;

export interface NumerologyTexts {
  "rule.system": { system: NumerologySystem };
  "rule.transliteration": { script: Script };
  "rule.life-path": None;
  "rule.destiny": None;
  "rule.soul-urge": None;
  "rule.personality": None;
  "rule.birthday": None;
  "rule.maturity": None;
  "rule.personal-year": { year: number };
  "rule.personal-month": None;
  "rule.personal-day": None;
  "rule.moolank": None;
  "rule.bhagyank": None;
  "rule.masters": None;
  /** A lucky number, where it comes from and its planet. */
  "lucky.moolank": { number: number; planet: GrahaId };
  "lucky.bhagyank": { number: number; planet: GrahaId };
  "lucky.moon-lord": { sign: SignId; planet: GrahaId; number: number };
  /** The planets' numbers: Sun 1 … Mars 9. */
  "lucky.planet-numbers": None;
  /** A lucky day: the weekday the planet rules (Rahu and Ketu: the day of the planet they act like). */
  "lucky.day": { planet: GrahaId; weekday: number; like: GrahaId | null };
  "lucky.colour": { planet: GrahaId; color: ColorId };
  /** The name's Chaldean number and whether it is one of the lucky numbers. */
  "lucky.name": { number: number; lucky: boolean };
  "year.universal": { year: number; number: number };
  "year.cycle": { year: number; universal: number };
}
export type NumerologyText = TextOf<NumerologyTexts>;
export const numerologyText = text<NumerologyTexts>();

export const numerologySamples: Samples<NumerologyTexts> = {
  "rule.system": { system: "chaldean" },
  "rule.transliteration": { script: "tamil" },
  "rule.life-path": {},
  "rule.destiny": {},
  "rule.soul-urge": {},
  "rule.personality": {},
  "rule.birthday": {},
  "rule.maturity": {},
  "rule.personal-year": { year: 2026 },
  "rule.personal-month": {},
  "rule.personal-day": {},
  "rule.moolank": {},
  "rule.bhagyank": {},
  "rule.masters": {},
  "lucky.moolank": { number: 5, planet: "mercury" },
  "lucky.bhagyank": { number: 8, planet: "saturn" },
  "lucky.moon-lord": { sign: "cancer", planet: "moon", number: 2 },
  "lucky.planet-numbers": {},
  "lucky.day": { planet: "rahu", weekday: 6, like: "saturn" },
  "lucky.colour": { planet: "jupiter", color: "yellow" },
  "lucky.name": { number: 6, lucky: false },
  "year.universal": { year: 2026, number: 1 },
  "year.cycle": { year: 2026, universal: 1 },
};
