// SPDX-License-Identifier: AGPL-3.0-or-later
/** పండుగ రోజు నిర్ణయ వివరణలు తెలుగులో, పంచాంగం తిథి నిర్ణయం చెప్పే విధంగా. */
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { WindowId } from "../rules";
import { clockOf, type FestivalTexts, festivalNameIn, shortDateIn, tithiIn } from "../texts";

/** The windows, in the locative ("at sunrise"). */
const window: Record<WindowId, string> = {
  udaya: "సూర్యోదయ సమయంలో",
  arunodaya: "అరుణోదయంలో (సూర్యోదయానికి 96 నిమిషాల ముందు)",
  purvahna: "పూర్వాహ్ణంలో",
  madhyahna: "మధ్యాహ్నంలో",
  aparahna: "అపరాహ్ణంలో",
  dinamana: "పగటి సమయంలో",
  sunset: "సూర్యాస్తమయ సమయంలో",
  pradosha: "ప్రదోష కాలంలో",
  nishita: "నిశీథ కాలంలో (అర్ధరాత్రి)",
  moonrise: "చంద్రోదయ సమయంలో",
};
type FestivalTemplates = Templates<FestivalTexts>;
const t = (p: { tithi: Parameters<typeof tithiIn>[0] }) => tithiIn(p.tithi, "te");
const d = (iso: string) => shortDateIn(iso, "te");
const bothDays = (p: Parameters<FestivalTemplates["festival.both-days-first"]>[0]) => `${t(p)} ${d(p.dates[0])}, ${d(p.dates[1])} రెండు రోజులూ ${window[p.window]} ఉంది`;

export const festivalTe: FestivalTemplates = {
  "festival.only-day": (p) => `${t(p)} ${d(p.date)}న మాత్రమే ${window[p.window]} ఉంది.`,
  "festival.both-days-first": (p) => `${bothDays(p)}: మొదటి రోజు తీసుకుంటారు.`,
  "festival.both-days-second": (p) => `${bothDays(p)}: రెండవ రోజు తీసుకుంటారు.`,
  "festival.both-days-more": (p) => `${bothDays(p)}: తిథి ఎక్కువగా వ్యాపించిన రోజు తీసుకుంటారు.`,
  "festival.both-days-dwadashi-second": (p) => `${bothDays(p)}: మరుసటి సూర్యోదయానికి పారణకు ద్వాదశి ఉంటుంది కాబట్టి రెండవ రోజు తీసుకుంటారు.`,
  "festival.both-days-dwadashi-first": (p) => `${bothDays(p)}: రెండవ రోజు తర్వాతి సూర్యోదయానికి ముందే ద్వాదశి ముగుస్తుంది కాబట్టి మొదటి రోజు తీసుకుంటారు.`,
  "festival.neither-day-longer": (p) => `${t(p)} ఏ రోజూ ${window[p.window]} లేదు: తిథి ఎక్కువ సేపు ఉన్న రోజు తీసుకుంటారు.`,
  "festival.neither-day-next": (p) => `${t(p)} ఏ రోజూ ${window[p.window]} లేదు: వ్రతం మరుసటి రోజుకు మారుతుంది.`,
  "festival.neither-day-udaya": (p) => `భద్ర లేదా తిథి ముగింపు వల్ల ఏ రోజూ ${window[p.window]} నిర్బాధ సమయం లేదు: సూర్యోదయానికి ${t(p)} ఉన్న రోజు తీసుకుంటారు.`,
  "festival.ingress-hindu-day": (p) =>
    `సూర్యుడు ${d(p.at)}న ${clockOf(p.at)}కి ${signNames[p.sign].te} రాశిలో ప్రవేశిస్తాడు; ఇది ${d(p.date)}నాటి హిందూ దినం (సూర్యోదయం నుండి సూర్యోదయం) లోపలే.${p.punyaKaal ? ` పుణ్య కాలం ${d(p.punyaKaal)}న.` : ""}`,
  "festival.ingress-before-sunset": (p) => `సూర్యుడు ${d(p.at)}న ${clockOf(p.at)}కి, సూర్యాస్తమయానికి ముందు, ${signNames[p.sign].te} రాశిలో ప్రవేశిస్తాడు: మాసం అదే రోజు మొదలవుతుంది.`,
  "festival.ingress-after-sunset": (p) => `సూర్యుడు ${d(p.at)}న ${clockOf(p.at)}కి, సూర్యాస్తమయం తర్వాత, ${signNames[p.sign].te} రాశిలో ప్రవేశిస్తాడు: మాసం మరుసటి రోజు మొదలవుతుంది.`,
  "festival.nakshatra-next-day": (p) =>
    `${t(p)} ${d(p.date)}న ${window[p.window]} ఉంది, కానీ మరుసటి రోజు సూర్యోదయానికీ ${t(p)} ఉండి, దాని అపరాహ్ణంలో శ్రవణ నక్షత్రం ఉంది: ఆ రోజు తీసుకుంటారు.`,
  "festival.bhadra-next-day": (p) =>
    `${d(p.date)}న ${window[p.window]} మొత్తం భద్ర ఉంది; మరుసటి సూర్యోదయం తర్వాత కూడా ${t(p)} మూడున్నర జాములు ఉంటుంది: కాబట్టి దహనం మరుసటి రోజు ప్రదోషంలో జరుగుతుంది.`,
  "festival.nakshatra-at-sunrise": () => "మలయాళ చింగం మాసంలో, అత్తం తర్వాత పదో రోజు, సూర్యోదయానికి తిరువోణం (శ్రవణం) నక్షత్రం ఉంది.",
};
