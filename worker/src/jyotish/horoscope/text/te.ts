// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * రాశి ఫలాల వాక్యాలు తెలుగులో: గోచార ఫలాలు వాక్య గ్రంథం (te-statements.ts) నుంచి, వాటి చుట్టూ
 * ఉండే వాక్యాలు ఇక్కడ — వేధ, వక్రం, మౌఢ్యం, చంద్రుని స్థానమార్పు, తారాబలం, ఏలినాటి శని,
 * అర్ధాష్టమ/అష్టమ శని, అష్టకవర్గు బిందువులు, "ఎందుకు" ప్యానెల్‌లో చూపే నియమాలు, కాలంలోని
 * గ్రహ సంఘటనలు, అదృష్ట రంగు, సంఖ్య, లెక్కింపు పద్ధతి.
 */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { nakshatraNames, type NakshatraId } from "../../terms/nakshatras";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { teOrdinal as ord } from "../../text/ordinals";
import type { ColorId, EclipseType, HoroscopeTexts, TaraNumber } from "../texts";
import { statementsTe } from "./te-statements";

/** A graha in the cases these sentences need: nominative, genitive ("of"), dative ("to"), and the stem of compounds (శుక్ర మౌఢ్యం). */
const forms: Record<GrahaId, { of: string; to: string; stem: string }> = {
  sun: { of: "సూర్యుని", to: "సూర్యునికి", stem: "సూర్య" },
  moon: { of: "చంద్రుని", to: "చంద్రునికి", stem: "చంద్ర" },
  mars: { of: "కుజుని", to: "కుజునికి", stem: "కుజ" },
  mercury: { of: "బుధుని", to: "బుధునికి", stem: "బుధ" },
  jupiter: { of: "గురువు", to: "గురువుకు", stem: "గురు" },
  venus: { of: "శుక్రుని", to: "శుక్రునికి", stem: "శుక్ర" },
  saturn: { of: "శని", to: "శనికి", stem: "శని" },
  rahu: { of: "రాహువు", to: "రాహువుకు", stem: "రాహు" },
  ketu: { of: "కేతువు", to: "కేతువుకు", stem: "కేతు" },
};
const g = (id: GrahaId): string => grahaNames[id].te;
const of = (id: GrahaId): string => forms[id].of;
const to = (id: GrahaId): string => forms[id].to;
/** A sign with "in" / "into": మేషంలో, కన్యలోకి (the locative joins the name as it stands). */
const inSign = (id: SignId): string => `${signNames[id].te}లో`;
const intoSign = (id: SignId): string => `${signNames[id].te}లోకి`;
const nak = (id: NakshatraId): string => nakshatraNames[id].te;
/** "మీ రాశి నుంచి 5వ స్థానం" */
const fromYou = (house: number): string => `మీ రాశి నుంచి ${ord(house)} స్థానం`;

export const colorNamesTe: Record<ColorId, string> = {
  saffron: "కాషాయం",
  white: "తెలుపు",
  red: "ఎరుపు",
  green: "ఆకుపచ్చ",
  yellow: "పసుపు",
  pink: "గులాబీ",
  blue: "నీలం",
};

/** The Moon's good houses (Phaladeepika 26.2), for the daily shift sentence. */
const moonGood = new Set([1, 3, 6, 7, 10, 11]);

const taras: Record<TaraNumber, { name: string; meaning: string; reading: string }> = {
  1: {
    name: "జన్మ తార",
    meaning: "జన్మ నక్షత్రమే",
    reading: "శుభాశుభాలు కలగలిసిన సున్నితమైన రోజు; ఆరోగ్యం పట్ల శ్రద్ధ పెట్టి మామూలు పనులకే పరిమితమవండి, పెద్ద కొత్త పనులు మొదలుపెట్టకండి",
  },
  2: { name: "సంపత్ తార", meaning: "సంపద", reading: "ధన వ్యవహారాలకు, కొనుగోళ్లకు, కొత్త ప్రయత్నాలకు అనుకూలమైన రోజు" },
  3: { name: "విపత్ తార", meaning: "ఆపద", reading: "ప్రతికూలమైన రోజు; రిస్కులు మానుకుని, ప్రయాణాల్లో జాగ్రత్తగా ఉండి, ముఖ్యమైన ప్రారంభాలు వాయిదా వేయండి" },
  4: { name: "క్షేమ తార", meaning: "క్షేమం", reading: "ఆరోగ్యానికి, సౌఖ్యానికి, నిలకడైన పురోగతికి అనుకూలమైన రోజు" },
  5: { name: "ప్రత్యక్ (ప్రత్యరి) తార", meaning: "అడ్డంకులు", reading: "పనులకు ఎదురుగాలి వీచే ప్రతికూలమైన రోజు; ఓర్పుగా ఉండి ఘర్షణలకు దూరంగా ఉండండి" },
  6: { name: "సాధన తార", meaning: "సాధన", reading: "లక్ష్యాల దిశగా కృషి చేయడానికి, మొదలుపెట్టిన పనులు పూర్తి చేయడానికి అనుకూలమైన రోజు" },
  7: {
    name: "నైధన (వధ) తార",
    meaning: "అత్యంత ప్రతికూలం",
    reading: "తారల్లో అత్యంత ప్రతికూలమైనది; నిదానంగా ఉండి, రిస్కులు మానుకుని, ముఖ్య నిర్ణయాలను మరో రోజుకు వాయిదా వేయండి",
  },
  8: { name: "మిత్ర తార", meaning: "మిత్రుడు", reading: "సమావేశాలకు, సహకారానికి, ఇతరుల సహాయం పొందడానికి అనుకూలమైన రోజు" },
  9: { name: "పరమ మిత్ర తార", meaning: "పరమ మిత్రుడు", reading: "ముఖ్యమైన పనులకు, మంచి సహవాసానికి, అండదండలకు చాలా అనుకూలమైన రోజు" },
};

const eclipseTypes: Record<EclipseType, string> = {
  total: "సంపూర్ణ",
  annular: "కంకణాకార",
  hybrid: "సంకర (హైబ్రిడ్)",
  partial: "పాక్షిక",
  penumbral: "ఉపచ్ఛాయ",
};

/** The lords' numbers for the lucky number (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9). */
const numbers: Record<GrahaId, number> = { sun: 1, moon: 2, jupiter: 3, rahu: 4, mercury: 5, venus: 6, ketu: 7, saturn: 8, mars: 9 };
const weekdays: Partial<Record<GrahaId, string>> = {
  sun: "ఆదివారం",
  moon: "సోమవారం",
  mars: "మంగళవారం",
  mercury: "బుధవారం",
  jupiter: "గురువారం",
  venus: "శుక్రవారం",
  saturn: "శనివారం",
};

export const horoscopeTe: Templates<HoroscopeTexts> = {
  transit: (p) => statementsTe[p.planet][p.house - 1]![p.area],
  vedha: (p) =>
    `అయితే మీ రాశి నుంచి ${ord(p.byHouse)} స్థానంలో ఉన్న ${g(p.by)} దీనికి వేధ (అడ్డు) కలిగిస్తున్నాడు, కాబట్టి ${of(p.planet)} శుభ ఫలితాలు ప్రస్తుతానికి పూర్తిగా అందవు.`,
  retrograde: (p) =>
    `${g(p.planet)} మీ రాశి నుంచి ${ord(p.house)} స్థానంలో వక్రగతిలో ఉన్నాడు; అందువల్ల ఫలితాలు ఆలస్యంగా అందుతాయి, లేదా పాత విషయాలు మళ్లీ ముందుకు వస్తాయి.`,
  combust: (p) => `${g(p.planet)} సూర్యునికి అతి దగ్గరగా ఉండి మౌఢ్యంలో (అస్తంగతుడై) ఉన్నాడు, కాబట్టి ${of(p.planet)} ఫలితాలు మామూలు కన్నా బలహీనంగా ఉంటాయి.`,
  "moon-shift": (p) =>
    p.house === 8
      ? "రోజు మధ్యలో చంద్రుడు మీ రాశి నుంచి 8వ స్థానంలోకి (చంద్రాష్టమం) మారతాడు, కాబట్టి రోజు మిగిలిన భాగంలో అదనపు జాగ్రత్త అవసరం."
      : `రోజు మధ్యలో చంద్రుడు మీ రాశి నుంచి ${ord(p.house)} స్థానంలోకి మారతాడు, ${moonGood.has(p.house) ? "ఇది మరింత అనుకూలమైన స్థానం" : "ఇది అంత అనుకూలం కాని స్థానం"}; రోజు మిగిలిన భాగం ఫలితాలను అక్కడి నుంచే చూడాలి.`,
  tara: (p) => {
    const t = taras[p.tara];
    return `${nak(p.nakshatra)} నక్షత్రంలో పుట్టినవారికి దిన నక్షత్రం ${nak(p.day)} ${ord(p.tara)} తార, అంటే ${t.name} (${t.meaning}): ${t.reading}.`;
  },
  "sade-sati": (p) =>
    p.phase === "rising"
      ? "ఏలినాటి శని ప్రారంభ దశ: శని మీ చంద్ర రాశి నుంచి 12వ స్థానంలో (వ్యయంలో) ఉన్నాడు; ఖర్చులు, మనసులో అశాంతి పెరగవచ్చు, జాగ్రత్తగా ప్రణాళిక వేసి పొదుపుగా ఖర్చు చేయండి."
      : p.phase === "peak"
        ? "ఏలినాటి శని మధ్య దశ (జన్మ శని): శని మీ చంద్ర రాశిలోనే ఉన్నాడు, ఇది అత్యంత బరువైన భాగం; ఓర్పు, క్రమశిక్షణ, నిజాయతీ గల శ్రమ మిమ్మల్ని గట్టెక్కిస్తాయి."
        : "ఏలినాటి శని చివరి దశ: శని మీ చంద్ర రాశి నుంచి 2వ స్థానంలో ఉన్నాడు; ఒత్తిడి క్రమంగా తగ్గుతోంది, అయినా కుటుంబం, డబ్బు విషయాల్లో జాగ్రత్త అవసరం.",
  dhaiya: (p) =>
    p.house === 4
      ? "శని మీ చంద్ర రాశి నుంచి 4వ స్థానంలో ఉన్నాడు, ఇది అర్ధాష్టమ శని (కంటక శని): ఇల్లు, ఆస్తి, మనశ్శాంతి విషయాల్లో ఓర్పు అవసరం."
      : "శని మీ చంద్ర రాశి నుంచి 8వ స్థానంలో ఉన్నాడు, ఇది అష్టమ శని: ఆరోగ్యం, పనుల్లో జాప్యాలు, దాగిన ఇబ్బందుల విషయంలో అప్రమత్తంగా ఉండండి.",
  bindus: (p) => {
    const count = p.bindus === 0 ? "8 బిందువుల్లో ఒక్కటీ లేదు" : p.bindus === 1 ? "8 బిందువుల్లో 1 మాత్రమే ఉంది" : `8 బిందువుల్లో ${p.bindus} ఉన్నాయి`;
    const reading =
      p.bindus >= 4
        ? "ఇది బలమైన సంఖ్య, కాబట్టి ఈ గోచారం మీకు శుభాన్ని ఎక్కువగా, కీడును తక్కువగా ఇస్తుంది"
        : "ఇది బలహీనమైన సంఖ్య, కాబట్టి ఈ గోచారం మీకు శుభాన్ని తక్కువగా, ఒత్తిడిని ఎక్కువగా ఇస్తుంది";
    return `మీ సొంత జాతకంలోని అష్టకవర్గులో, ${g(p.planet)} ఇప్పుడు సంచరిస్తున్న రాశికి ${count}; ${reading}.`;
  },

  "rule.favourable": (p) =>
    `ఫలదీపిక 26.2: చంద్ర రాశి నుంచి ${p.houses.join(", ")} స్థానాల్లో ${g(p.planet)} శుభ ఫలితాలు ఇస్తాడు; ఇప్పుడు ${ord(p.house)} స్థానంలో ఉన్నాడు, కాబట్టి ఈ గోచారం అనుకూలం.`,
  "rule.unfavourable": (p) =>
    `ఫలదీపిక 26.2: చంద్ర రాశి నుంచి ${p.houses.join(", ")} స్థానాల్లో మాత్రమే ${g(p.planet)} శుభ ఫలితాలు ఇస్తాడు; ఇప్పుడు ${ord(p.house)} స్థానంలో ఉన్నాడు, కాబట్టి ఈ గోచారం ప్రతికూలం.`,
  "rule.vedha": (p) =>
    `ఫలదీపిక 26.3–8: చంద్ర రాశి నుంచి ${ord(p.house)} స్థానంలో ఉన్న ${of(p.planet)} శుభ ఫలానికి ${ord(p.byHouse)} స్థానం వేధ స్థానం; అక్కడ ${g(p.by)} ఉన్నందున వేధ కలిగి ఆ శుభ ఫలం నిలిచిపోతుంది.`,
  "rule.vedha-exempt": (p) => {
    const pair = p.planet === "sun" || p.planet === "saturn" ? "సూర్యుడు, శని" : "చంద్రుడు, బుధుడు";
    return `ఫలదీపిక 26.3: చంద్ర రాశి నుంచి ${ord(p.house)} స్థానంలో ఉన్న ${of(p.planet)} శుభ ఫలానికి ${ord(p.byHouse)} స్థానం వేధ స్థానం, కానీ అక్కడ ${g(p.by)} మాత్రమే ఉన్నాడు; ${pair} ఒకరికొకరు వేధ కలిగించరు, కాబట్టి ఇక్కడ వేధ లేదు.`;
  },

  "event.ingress": (p) => `${g(p.planet)} ${intoSign(p.sign)} ప్రవేశం (${fromYou(p.house)})`,
  "event.retrograde": (p) => `${inSign(p.sign)} ${forms[p.planet].stem} వక్రం ప్రారంభం (${fromYou(p.house)})`,
  "event.direct": (p) => `${inSign(p.sign)} ${forms[p.planet].stem} వక్రత్యాగం, ఋజుగతి ప్రారంభం (${fromYou(p.house)})`,
  "event.combust": (p) => `${inSign(p.sign)} ${forms[p.planet].stem} మౌఢ్యం ప్రారంభం`,
  "event.combust-end": (p) => `${inSign(p.sign)} ${forms[p.planet].stem} మౌఢ్యం ముగింపు`,
  "event.eclipse": (p) => `${inSign(p.sign)} ${eclipseTypes[p.type]} ${p.kind === "solar" ? "సూర్య" : "చంద్ర"} గ్రహణం (${fromYou(p.house)})`,
  "event.moon-sign": (p) => `చంద్రుడు ${intoSign(p.sign)} ప్రవేశం (${fromYou(p.house)}${p.house === 8 ? ", చంద్రాష్టమం" : ""})`,
  "event.nakshatra": (p) => `చంద్రుడు ${nak(p.nakshatra)} నక్షత్రంలోకి ప్రవేశం`,

  "year.ingress": (p) => `${g(p.planet)} ${intoSign(p.sign)} ప్రవేశం`,
  "year.retrograde": (p) => `${inSign(p.sign)} ${forms[p.planet].stem} వక్రం ప్రారంభం`,
  "year.direct": (p) => `${inSign(p.sign)} ${forms[p.planet].stem} వక్రత్యాగం, ఋజుగతి ప్రారంభం`,
  "year.eclipse": (p) => `${inSign(p.sign)} ${eclipseTypes[p.type]} ${p.kind === "solar" ? "సూర్య" : "చంద్ర"} గ్రహణం`,

  "lucky.rule": (p) => {
    const color = colorNamesTe[p.color];
    const day = weekdays[p.weekdayLord] ?? g(p.weekdayLord);
    const why =
      p.weekdayLord === p.signLord
        ? `ఈ ఫలాలు మొదలయ్యే రోజు (${day}) అధిపతీ, మీ రాశ్యధిపతీ ఒక్కరే, ${g(p.signLord)}; ఇది ${of(p.signLord)} రంగు`
        : p.colorOf === p.signLord
          ? `ఇది మీ రాశ్యధిపతి ${of(p.signLord)} సొంత రంగు, ఎందుకంటే ఈ ఫలాలు మొదలయ్యే రోజు (${day}) అధిపతి ${g(p.weekdayLord)} ${to(p.signLord)} మిత్రుడు కాదు`
          : `ఇది ఈ ఫలాలు మొదలయ్యే రోజు (${day}) అధిపతి ${of(p.weekdayLord)} రంగు, ${g(p.weekdayLord)} మీ రాశ్యధిపతి ${to(p.signLord)} మిత్రుడు`;
    const a = numbers[p.weekdayLord];
    const b = numbers[p.signLord];
    const sum = a + b;
    const digits = sum > 9 ? `${sum}, ${String(sum).split("").join(" + ")} = ${p.number}` : `${p.number}`;
    const from =
      p.weekdayLord === p.signLord
        ? `${of(p.signLord)} సంఖ్య ${a}, దాన్ని రెండుసార్లు కలిపితే ${digits}`
        : `${of(p.weekdayLord)} సంఖ్య ${a}, ${of(p.signLord)} సంఖ్య ${b}; రెండూ కలిపితే ${digits}`;
    return `అదృష్ట రంగు ${color}: ${why}. అదృష్ట సంఖ్య ${p.number}: ${from}.`;
  },
  convention: (p) => {
    const base =
      "ఈ ఫలాలు వైదిక జ్యోతిష సంప్రదాయం ప్రకారం మీ చంద్ర రాశి (జన్మ రాశి) నుంచి లెక్కించినవి (ఫలదీపిక 26.1); గ్రహ స్థానాలు నిరయన లాహిరి అయనాంశ ప్రకారం, సమయాలు భారత కాలమానం (IST) ప్రకారం";
    switch (p.period) {
      case "daily":
        return `${base}; ప్రతి గ్రహాన్నీ ఆ రోజులో ఎక్కువ భాగం అది ఉండే రాశిలోనే తీసుకున్నాం.`;
      case "weekly":
        return `${base}; వారం అంటే సోమవారం నుంచి ఆదివారం వరకు.`;
      case "monthly":
        return `${base}; నెల అంటే క్యాలెండర్ నెల (ఒకటో తేదీ నుంచి చివరి తేదీ వరకు).`;
      case "yearly":
        return `${base}; వార్షిక ఫలాలు మందగతి గ్రహాలైన గురువు, శని, రాహువు, కేతువుల సంచారాన్ని నెల నెలా అనుసరిస్తాయి.`;
    }
  },
};
