// SPDX-License-Identifier: AGPL-3.0-or-later
/** The Lal Kitab explanations in English: why a planet or house sleeps, why a rin is read. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import type { Templates } from "../../text";
import { lalKitabEn as c } from "../content/en";
import type { LalKitabTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].en;
const list = (xs: readonly (string | number)[], word = "and") => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${word} ${xs[xs.length - 1]}`);
const houses = (hs: readonly number[], word = "and") => `${hs.length > 1 ? "houses" : "house"} ${list(hs, word)}`;

export const lalKitabEnTemplates: Templates<LalKitabTexts> = {
  "lk.awake.aspect": (p) => `${g(p.planet)} in house ${p.house} aspects ${houses(p.aspects)}, and ${houses(p.occupied)} ${p.occupied.length > 1 ? "hold" : "holds"} a planet: it is awake.`,
  "lk.awake.pakka": (p) => `${g(p.planet)} sits in its ${p.kind === "pakka" ? "pakka ghar" : "house of exaltation"} (house ${p.house}), so it is taken as awake.`,
  "lk.asleep.no-aspect": (p) => `${g(p.planet)} is in house ${p.house}, which casts no aspect: it is asleep.`,
  "lk.asleep.empty": (p) => `${g(p.planet)} in house ${p.house} aspects ${houses(p.aspects)}, and no planet sits there: it is asleep.`,
  "lk.effect": (p) => c.effects[p.planet][p.house - 1]!,
  "lk.remedy": (p) => c.remedies[p.planet][p.house - 1]!,
  "lk.source.planet-house": (p) => `${c.book}: ${g(p.planet)} in house ${p.house}`,
  "lk.house.occupied": (p) => `House ${p.house} holds ${list(p.planets.map(g))}.`,
  "lk.house.asleep": (p) => `No planet sits in house ${p.house} and none aspects it: the house is asleep.`,
  "lk.house.aspected": (p) => `House ${p.house} is empty but aspected from ${houses(p.from)}: it is awake.`,
  "lk.rin.name": (p) => c.rins[p.rin].name,
  "lk.rin.rule": (p) => `${list(p.planets.map(g), "or")} in ${houses(p.houses, "or")}`,
  "lk.rin.present": (p) => `Present: ${list(p.found.map((f) => `${g(f.planet)} in house ${f.house}`))}.`,
  "lk.rin.absent": () => "Not present: none of its planets sits in its houses.",
  "lk.rin.remedy": (p) => c.rins[p.rin].remedy,
  "lk.rule": (p) => (p.rule === "sleep" ? `${c.rules.sleep} ${c.sleepRules[p.sleep]}` : c.rules[p.rule]),
  "lk.rule.source": (p) => `${c.book}: ${c.sources[p.rule]}`,
};
