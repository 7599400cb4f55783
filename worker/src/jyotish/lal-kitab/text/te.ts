// SPDX-License-Identifier: AGPL-3.0-or-later
/** లాల్ కితాబ్ వివరణలు తెలుగులో: గ్రహం లేదా ఇల్లు ఎందుకు నిద్రిస్తోంది, ఋణం ఎందుకు ఉంది. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import type { Templates } from "../../text";
import { lalKitabTe as c } from "../content/te";
import type { LalKitabTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].te;
/** One house or several: ఇంటిని, ఇళ్లను. */
const seen = (hs: readonly number[]) => (hs.length > 1 ? "ఇళ్లను" : "ఇంటిని");
const list = (xs: readonly (string | number)[], word = "మరియు") => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} ${word} ${xs[xs.length - 1]}`);

export const lalKitabTeTemplates: Templates<LalKitabTexts> = {
  "lk.awake.aspect": (p) => `${p.house}వ ఇంట్లో ఉన్న ${g(p.planet)} ${list(p.aspects)} ${seen(p.aspects)} చూస్తుంది; ${list(p.occupied)} ఇంట్లో గ్రహం ఉంది: ఇది మేల్కొని ఉంది.`,
  "lk.awake.pakka": (p) => `${g(p.planet)} తన ${p.kind === "pakka" ? "పక్కా ఇంట్లో" : "ఉచ్చ ఇంట్లో"} (${p.house}వ ఇల్లు) ఉంది, కాబట్టి మేల్కొని ఉన్నట్లు పరిగణిస్తారు.`,
  "lk.asleep.no-aspect": (p) => `${g(p.planet)} ${p.house}వ ఇంట్లో ఉంది; ఆ ఇంటికి దృష్టి లేదు: ఇది నిద్రిస్తోంది.`,
  "lk.asleep.empty": (p) => `${p.house}వ ఇంట్లో ఉన్న ${g(p.planet)} ${list(p.aspects)} ${seen(p.aspects)} చూస్తుంది; అక్కడ ఏ గ్రహమూ లేదు: ఇది నిద్రిస్తోంది.`,
  "lk.effect": (p) => c.effects[p.planet][p.house - 1]!,
  "lk.remedy": (p) => c.remedies[p.planet][p.house - 1]!,
  "lk.source.planet-house": (p) => `${c.book}: ${p.house}వ ఇంట్లో ${g(p.planet)}`,
  "lk.house.occupied": (p) => `${p.house}వ ఇంట్లో ${list(p.planets.map(g))} ఉన్నారు.`,
  "lk.house.asleep": (p) => `${p.house}వ ఇంట్లో గ్రహం లేదు, ఏ దృష్టీ లేదు: ఈ ఇల్లు నిద్రిస్తోంది.`,
  "lk.house.aspected": (p) => `${p.house}వ ఇల్లు ఖాళీ, కానీ ${list(p.from)} ఇంటి నుంచి దృష్టి ఉంది: ఇది మేల్కొని ఉంది.`,
  "lk.rin.name": (p) => c.rins[p.rin].name,
  "lk.rin.rule": (p) => `${list(p.planets.map(g), "లేదా")} ${list(p.houses, "లేదా")} ఇంట్లో`,
  "lk.rin.present": (p) => `ఉంది: ${list(p.found.map((f) => `${f.house}వ ఇంట్లో ${g(f.planet)}`))}.`,
  "lk.rin.absent": () => "లేదు: దీని గ్రహాలేవీ దీని ఇళ్లలో లేవు.",
  "lk.rin.remedy": (p) => c.rins[p.rin].remedy,
  "lk.rule": (p) => (p.rule === "sleep" ? `${c.rules.sleep} ${c.sleepRules[p.sleep]}` : c.rules[p.rule]),
  "lk.rule.source": (p) => `${c.book}: ${c.sources[p.rule]}`,
};
