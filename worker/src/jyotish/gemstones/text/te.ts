// SPDX-License-Identifier: AGPL-3.0-or-later
/** రత్న సూచనల వివరణలు తెలుగులో. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { varaNames } from "../../terms/panchang";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { fingerNames, gemNames, metalNames, substituteNames } from "../names";
import type { GemTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].te;
const s = (id: SignId) => signNames[id].te;
const nodeLike: Partial<Record<GrahaId, GrahaId>> = { rahu: "saturn", ketu: "mars" };
const lordOf = (houses: number[]) => (houses.length === 1 ? `${houses[0]}వ స్థానాధిపతి` : `${houses.join(", ")}వ స్థానాల అధిపతి`);
const who = (p: { planet: GrahaId; houses: number[] }) => `${g(p.planet)} (${lordOf(p.houses)})`;
const maraka = (p: { houses: number[]; maraka: boolean }) => (p.maraka ? `; ${p.houses.includes(2) ? 2 : 7}వ స్థానాధిపతిగా ఇది మారకుడు కూడా` : "");

export const gemTe: Templates<GemTexts> = {
  "gem.role.lagna-lord": (p) => `${who(p)}: లగ్నాధిపతి ఇంకే స్థానాన్ని పాలించినా ఎప్పుడూ శుభుడే${maraka(p)}`,
  "gem.role.yogakaraka": (p) => `${who(p)}: ఒక కేంద్రాన్నీ ఒక త్రికోణాన్నీ కలిపి పాలించడం వల్ల ఇది యోగకారకుడు, ఈ లగ్నానికి అత్యంత శుభ గ్రహం${maraka(p)}`,
  "gem.role.trikona": (p) => `${who(p)}: త్రికోణ (5, 9) అధిపతి ఇంకేది పాలించినా శుభుడే${maraka(p)}`,
  "gem.role.trishadaya": (p) => `${who(p)}: 3, 6, 11వ స్థానాధిపతులు అశుభ ఫలితాలు ఇస్తారు${maraka(p)}`,
  "gem.role.eighth": (p) => `${who(p)}: 8వ అధిపతి, 9వ స్థానానికి 12వది కావడం వల్ల, అశుభుడు${maraka(p)}`,
  "gem.role.luminary-eighth": (p) => `${who(p)}: సూర్య చంద్రులకు అష్టమాధిపత్య దోషం లేదు; కాబట్టి సముడు${maraka(p)}`,
  "gem.role.kendradhipati": (p) => `${who(p)}: కేంద్రాలను మాత్రమే పాలించే సహజ శుభుడు తన శుభత్వాన్ని కోల్పోతాడు (కేంద్రాధిపత్య దోషం); కాబట్టి సముడు${maraka(p)}`,
  "gem.role.malefic-kendra": (p) => `${who(p)}: కేంద్రాన్ని పాలించే సహజ పాపి తన పాపత్వాన్ని వదులుకుంటాడు; కాబట్టి సముడు${maraka(p)}`,
  "gem.role.second-twelfth": (p) => `${who(p)}: 2, 12వ స్థానాధిపతులు సములు; తమతో కలిసిన గ్రహాల ఫలితాలను ఇస్తారు${maraka(p)}`,
  "gem.name": (p) => gemNames[p.gem].te,
  "gem.substitute": (p) => substituteNames[p.substitute].te,
  "gem.finger": (p) => `కుడి చేతి ${fingerNames[p.finger].te}`,
  "gem.metals": (p) => p.metals.map((m) => metalNames[m].te).join(" లేదా "),
  "gem.day": (p) => `${varaNames[p.weekday]!.te}, సూర్యోదయం తర్వాత మొదటి గంటలో (${nodeLike[p.planet] ? `${g(p.planet)} ${g(nodeLike[p.planet]!)} వలె ఫలితాలు ఇస్తాడు; ఆ రోజు ఆయనది` : `ఆ రోజు అధిపతి ${g(p.planet)} హోర`})`,
  "gem.weight": (p) => `కనీసం ${p.carats} క్యారెట్లు (రత్న నిపుణుల సాధారణ సలహా)`,
  "gem.purpose.life": (p) => `జీవ రత్నం: ${g(p.planet)} లగ్నాధిపతి, శరీరానికీ ప్రాణశక్తికీ అధిపతి`,
  "gem.purpose.intellect": (p) => `బుద్ధి రత్నం: ${g(p.planet)} 5వ స్థానాధిపతి, విద్య, వివేకం, సంతానానికి అధిపతి`,
  "gem.purpose.fortune": (p) => `భాగ్య రత్నం: ${g(p.planet)} 9వ స్థానాధిపతి, భాగ్యం, ధర్మానికి అధిపతి`,
  "gem.purpose.yogakaraka": (p) => `యోగకారకుడు: ${g(p.planet)} ${lordOf(p.houses)}, ఒక కేంద్రం, ఒక త్రికోణం`,
  "gem.weak.debilitated": (p) => `${g(p.planet)} ${s(p.sign)}లో నీచలో ఉన్నాడు`,
  "gem.weak.combust": (p) => `${g(p.planet)} అస్తంగతుడు (సూర్యునికి చాలా దగ్గరగా)`,
  "gem.weak.dusthana": (p) => `${g(p.planet)} ${p.house}వ స్థానంలో ఉన్నాడు, అది దుస్థానం`,
  "gem.weak.enemy": (p) => `${g(p.planet)} ${s(p.sign)}లో, శత్రు రాశిలో ఉన్నాడు`,
  "gem.caution.malefic": (p) =>
    `${gemNames[p.gem].te} (${g(p.planet)}) ధరించవద్దు: ${g(p.planet)} ${lordOf(p.houses)}, ఈ లగ్నానికి అశుభుడు; దాని రత్నం అది చెడగొట్టే వాటినే బలపరుస్తుంది.`,
  "gem.caution.debilitated": (p) => `ఈ జాతకంలో ${g(p.planet)} నీచలో ఉన్నాడు: నీచ గ్రహ రత్నాన్ని (${gemNames[p.gem].te}) చాలామంది జ్యోతిష్కులు పూర్తి జాతకం చూసిన తర్వాతే సూచిస్తారు; ముందుగా సంప్రదించండి.`,
  "gem.caution.nodes": (p) =>
    `గోమేధికం (రాహువు, మీ ${p.rahuHouse}వ స్థానంలో), వైఢూర్యం (కేతువు, మీ ${p.ketuHouse}వ స్థానంలో) పూర్తి జాతక పరిశీలన తర్వాత, జాగ్రత్తగా మాత్రమే ధరించాలి: ఛాయా గ్రహాలు తాము ఉన్న రాశి అధిపతి ద్వారా పనిచేస్తాయి; మంచిని పెంచినంత సులువుగా చెడునూ పెంచగలవు.`,
  "gem.caution.pairs": () =>
    "సహజ శత్రువులైన గ్రహాల రత్నాలను కలిపి ధరించరు (బృహత్ పరాశర హోరా శాస్త్రం, అధ్యాయం 3): కెంపుతో నీలం లేదా వజ్రం వద్దు; ముత్యంతో వజ్రం, పచ్చ లేదా నీలం వద్దు; పగడంతో పచ్చ లేదా నీలం వద్దు; పుష్యరాగంతో వజ్రం లేదా పచ్చ వద్దు; గోమేధికం, వైఢూర్యం కెంపుతో గానీ ముత్యంతో గానీ వద్దు.",
  "gem.caution.general": () =>
    "రత్నం సహజమైనదిగా, కృత్రిమ చికిత్స లేనిదిగా, చర్మాన్ని తాకేలా ఉండాలి; ముందు కొన్ని రోజులు పరీక్షగా ధరించండి. రత్నాలు సంప్రదాయ పరిహారం మాత్రమే; వైద్య, న్యాయ, ఆర్థిక సలహాకు ప్రత్యామ్నాయం కాదు.",
  "gem.rule": () =>
    "నియమం: బృహత్ పరాశర హోరా శాస్త్రం, అధ్యాయం 34 (యోగకారకులు). త్రికోణ (1, 5, 9) అధిపతులు శుభులు; 3, 6, 11వ అధిపతులు అశుభులు; 8వ అధిపతి సూర్యుడు, చంద్రుడు లేదా లగ్నాధిపతి కాకపోతే అశుభుడు; కేంద్రాలను మాత్రమే పాలించే సహజ శుభుడు సముడవుతాడు (కేంద్రాధిపత్య దోషం), కేంద్రాన్ని పాలించే సహజ పాపి పాపత్వాన్ని కోల్పోతాడు; కేంద్ర త్రికోణాలు రెండింటినీ పాలించేవాడు యోగకారకుడు; 2, 12వ అధిపతులు సములు; 2, 7వ అధిపతులు మారకులు. రత్నాలు లగ్నాధిపతి (జీవం), 5వ అధిపతి (బుద్ధి), 9వ అధిపతి (భాగ్యం), యోగకారకుడికి; రత్నం, వేలు, లోహం, బరువు నవరత్న సంప్రదాయం ప్రకారం.",
};
