// SPDX-License-Identifier: AGPL-3.0-or-later
/** జాతక వివరణలు తెలుగులో: దోషాల కారణాలు, యోగాల నియమాలు. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { KundliTexts, LordPair } from "../texts";

const g = (id: GrahaId) => grahaNames[id].te;
const s = (id: SignId) => `${signNames[id].te} రాశిలో`;
const lordOf = (houses: number[]) => `${houses.join(", ")}వ అధిపతి`;
const how = (p: LordPair) =>
  p.ways
    .map((w) =>
      w === "together"
        ? `${s(p.firstSign)} కలిసి`
        : `${w === "exchange" ? "పరివర్తన" : "పరస్పర సప్తమం"} (${g(p.first)} ${s(p.firstSign)}, ${g(p.second)} ${s(p.secondSign)})`,
    )
    .join("; ");
const pair = (p: LordPair) => `${g(p.first)} (${lordOf(p.firstHouses)}), ${g(p.second)} (${lordOf(p.secondHouses)}) ${how(p)}`;

export const kundliTe: Templates<KundliTexts> = {
  "manglik.own-sign": () => "కుజుడు స్వక్షేత్రంలో ఉన్నాడు",
  "manglik.exalted": () => "కుజుడు ఉచ్చలో ఉన్నాడు (మకరంలో)",
  "manglik.with-jupiter": () => "కుజునితో గురువు కలిసి ఉన్నాడు",
  "manglik.jupiter-aspect": (p) => `కుజునిపై గురువు ${p.aspect}వ దృష్టి ఉంది`,
  "manglik.sign-exception": (p) => `${p.house}వ స్థానంలో కుజుడు దోషం ఇవ్వని రాశిలో ఉన్నాడు`,
  "pitra.sun-with-node": (p) => `సూర్యునితో ${g(p.node)} కలయిక`,
  "pitra.node-in-9th": (p) => `${g(p.node)} 9వ స్థానంలో ఉన్నాడు`,
  "yoga.mahapurusha": (p) =>
    `${g(p.planet)} స్వక్షేత్రం లేదా ఉచ్చ రాశిలో, లగ్నం నుండి కేంద్రంలో (1, 4, 7, 10వ స్థానాలు): ${g(p.planet)} ${s(p.sign)} (${p.dignity === "own" ? "స్వక్షేత్రం" : "ఉచ్చ"}), ${p.house}వ స్థానం`,
  "yoga.gaja-kesari": (p) => `చంద్రుని నుండి కేంద్రంలో (1, 4, 7, 10) గురువు: ${s(p.moonSign)}ని చంద్రుని నుండి ${s(p.jupiterSign)}ని గురువు ${p.fromMoon}వ స్థానంలో`,
  "yoga.budha-aditya": (p) => `సూర్యుడు, బుధుడు ఒకే రాశిలో (ఈ ప్రాథమిక నియమంలో బుధుడు అస్తంగతుడు కాకూడదనే షరతు లేదు): ఇద్దరూ ${s(p.sign)}`,
  "yoga.chandra-mangala": (p) => `చంద్రుడు, కుజుడు ఒకే రాశిలో: ఇద్దరూ ${s(p.sign)}`,
  "yoga.raj-yoga": (p) => `కేంద్రాధిపతి (1, 4, 7, 10), త్రికోణాధిపతి (1, 5, 9), రెండు వేర్వేరు గ్రహాలు, ఒకే రాశిలో, పరస్పర సప్తమంలో లేదా పరివర్తనలో: ${pair(p)}`,
  "yoga.dhana-yoga": (p) => `2 లేదా 11వ అధిపతి, 1, 5 లేదా 9వ అధిపతి, రెండు వేర్వేరు గ్రహాలు, ఒకే రాశిలో లేదా పరివర్తనలో: ${pair(p)}`,
  "yoga.neecha-bhanga-raja-yoga": (p) =>
    `నీచ గ్రహం యొక్క నీచ రాశ్యధిపతి లేదా ఉచ్చ రాశ్యధిపతి లగ్నం లేదా చంద్రుని నుండి కేంద్రంలో (1, 4, 7, 10) (ఏ గ్రహమూ తన నీచభంగాన్ని తానే చేయదు; చంద్రుడు లగ్నం నుండి మాత్రమే): ${g(p.planet)} ${s(p.sign)} నీచ; ` +
    p.cancellers
      .map((c) => {
        const refs = [c.fromLagna ? `లగ్నం నుండి ${c.fromLagna}వ స్థానంలో` : null, c.fromMoon ? `చంద్రుని నుండి ${c.fromMoon}వ స్థానంలో` : null].filter(Boolean);
        return `${c.of === "debilitation" ? "నీచ" : "ఉచ్చ"} రాశి ${signNames[c.sign].te} అధిపతి ${g(c.lord)} ${refs.join(", ")}`;
      })
      .join("; "),
  "yoga.viparita-raja-yoga": (p) => `6, 8, 12వ స్థానాల అధిపతి 6, 8 లేదా 12వ స్థానంలో: ${g(p.planet)} (${lordOf(p.houses)}) ${p.house}వ స్థానంలో, ${s(p.sign)}`,
  "yoga.kemadruma": (p) =>
    `చంద్రునికి 2, 12వ స్థానాల్లో, చంద్రునితో సూర్యుడు, రాహువు, కేతువు తప్ప ఏ గ్రహమూ లేదు (భంగ నియమాలు చూడలేదు): చంద్రుడు ${s(p.moonSign)}; ${signNames[p.before].te}, ${signNames[p.moonSign].te}, ${signNames[p.after].te} రాశుల్లో గ్రహాలు లేవు`,
  "yoga.adhi": (p) =>
    `శుభ గ్రహాలు బుధుడు, గురువు, శుక్రుడు ఒక్కొక్కటీ చంద్రుని నుండి 6, 7 లేదా 8వ స్థానంలో: ${s(p.moonSign)}ని చంద్రుని నుండి బుధుడు ${p.mercury}వ, గురువు ${p.jupiter}వ, శుక్రుడు ${p.venus}వ స్థానంలో`,
  "yoga.amala": (p) =>
    `లగ్నం లేదా చంద్రుని నుండి 10వ స్థానంలో నైసర్గిక శుభ గ్రహం (గురువు, శుక్రుడు, బుధుడు): ` +
    p.places
      .map((x) => `${g(x.planet)} ${s(x.sign)}, ${[x.fromLagna ? "లగ్నం నుండి 10వ స్థానం" : null, x.fromMoon ? "చంద్రుని నుండి 10వ స్థానం" : null].filter(Boolean).join(", ")}`)
      .join("; "),
};
