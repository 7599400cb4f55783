// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The shape of one language's Lal Kitab texts: an effect and a remedy (upay) for each planet in
 * each of the twelve houses, the rins' names and remedies, and the rules with their sources.
 * Written for this site in each language (summaries of the tradition, never copied text).
 */
import type { GrahaId } from "../../terms/grahas";
import type { RinId, SleepRule } from "../index";
import type { LkRuleId } from "../texts";

/** Twelve texts, house 1 first. */
export type ByHouse = readonly [string, string, string, string, string, string, string, string, string, string, string, string];

export interface LalKitabContent {
  /** "Lal Kitab (1952), Pt. Roop Chand Joshi" in the language. */
  book: string;
  /** The effect of a planet in each house: one or two sentences. */
  effects: Readonly<Record<GrahaId, ByHouse>>;
  /** One traditional remedy for a planet in each house: one sentence. */
  remedies: Readonly<Record<GrahaId, ByHouse>>;
  rins: Readonly<Record<RinId, { name: string; remedy: string }>>;
  rules: Readonly<Record<LkRuleId, string>>;
  sleepRules: Readonly<Record<SleepRule, string>>;
  sources: Readonly<Record<LkRuleId, string>>;
}
