// SPDX-License-Identifier: AGPL-3.0-or-later
/** పొంతనల వివరణలు తెలుగులో: వరుడు, వధువు అని, జ్యోతిష్కులు వివాహ పొంతన రాసే విధంగా. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { attributeNames, kootaNames, poruthamNames, rajjuNames, relationNames } from "../../terms/matching";
import type { Templates } from "../../text";
import type { MatchingTexts } from "../texts";

const a = (id: string) => attributeNames[id]?.te ?? id;
const g = (id: GrahaId) => grahaNames[id].te;
const r = (id: keyof typeof rajjuNames) => rajjuNames[id].te;
/** The dative of each graha's name ("సూర్యునికి శని శత్రువు"). */
const to: Record<GrahaId, string> = {
  sun: "సూర్యునికి", moon: "చంద్రునికి", mars: "కుజునికి", mercury: "బుధునికి", jupiter: "గురువుకు",
  venus: "శుక్రునికి", saturn: "శనికి", rahu: "రాహువుకు", ketu: "కేతువుకు",
};
const ord = (n: number) => `${n}వది`;
const bhakootName = (x: number, y: number) => ({ 2: "ద్విర్ద్వాదశం", 5: "నవపంచమం", 6: "షష్టాష్టకం" } as Record<number, string>)[Math.min(x, y)] ?? `${x}/${y}`;
const side = (s: "boy" | "girl") => (s === "boy" ? "వరుని" : "వధువు");
const taraRule = (p: { boy: string; girl: string }) =>
  `వధువు నక్షత్రం నుండి లెక్కిస్తే వరుని నక్షత్రం ${a(p.boy)} తార; వరుని నక్షత్రం నుండి లెక్కిస్తే వధువు నక్షత్రం ${a(p.girl)} తార.`;

const doshaTe = { nadi: "నాడీ దోషం", bhakoot: "భకూట దోషం", gana: "గణ దోషం" } as const;
const doshasTe = (ids: (keyof typeof doshaTe)[]) => ids.map((id) => doshaTe[id]).join(", ");
const poruthamsTe = (ids: string[]) => ids.map((id) => poruthamNames[id as keyof typeof poruthamNames].te).join(", ");
const chosenTe = (from: "language" | "option", usual: string) => (from === "option" ? "మీరు ఎంచుకున్నట్లు, ఈ" : usual);

export const matchingTe: Templates<MatchingTexts> = {
  "koota.varna.ok": (p) => `వరుని వర్ణం (${a(p.boy)}) వధువు వర్ణానికి (${a(p.girl)}) సమానం లేదా ఉన్నతం.`,
  "koota.varna.low": (p) => `వధువు వర్ణం (${a(p.girl)}) వరుని వర్ణం (${a(p.boy)}) కంటే ఉన్నతం; వర్ణ గుణం లభించదు.`,
  "koota.vashya.same": (p) => `ఇద్దరూ ${a(p.vashya)} వశ్యం: పరస్పర ఆకర్షణ, ప్రభావం ఉంటాయి.`,
  "koota.vashya.mixed": (p) => `వరుడు ${a(p.boy)}, వధువు ${a(p.girl)}: 2కి ${p.score} గుణాలు.`,
  "koota.tara.north": (p) => `${taraRule(p)} విపత్, ప్రత్యక్, వధ తారలకు గుణాలు లేవు; మిగతా తారలకు ఒక్కో వైపు 1.5 గుణాలు.`,
  "koota.tara.pyjhora": (p) => `${taraRule(p)} PyJHora పద్ధతిలో విపత్, ప్రత్యక్ లేదా వధ తారపై పడే ప్రతి వైపుకు 1.5 గుణాలు.`,
  "koota.yoni.same": (p) => `ఇద్దరిదీ ఒకే యోని (${a(p.yoni)}): పూర్తి అనుకూలత.`,
  "koota.yoni.enemies": (p) => `${a(p.boy)}, ${a(p.girl)} యోనులు బద్ధ శత్రువులు.`,
  "koota.yoni.mixed": (p) => `వరుని ${a(p.boy)} యోని, వధువు ${a(p.girl)} యోని: 4కి ${p.score} గుణాలు.`,
  "koota.graha-maitri.same-lord": (p) => `ఇద్దరి చంద్ర రాశులకూ అధిపతి ${g(p.lord)}.`,
  "koota.graha-maitri.mixed": (p) =>
    `${to[p.boy]} ${g(p.girl)} ${relationNames[p.boyView].te}; ${to[p.girl]} ${g(p.boy)} ${relationNames[p.girlView].te}.`,
  "koota.gana.same": (p) => `ఇద్దరిదీ ${a(p.gana)} గణం.`,
  "koota.gana.mixed": (p) => `వరుడు ${a(p.boy)} గణం, వధువు ${a(p.girl)} గణం: 6కి ${p.score} గుణాలు.`,
  "koota.bhakoot.ok": (p) => `చంద్ర రాశులు పరస్పరం ${p.girlFromBoy}/${p.boyFromGirl} స్థానాల్లో ఉన్నాయి: శుభ స్థితి.`,
  "koota.bhakoot.dosha": (p) => `చంద్ర రాశులు పరస్పరం ${p.girlFromBoy}/${p.boyFromGirl} (${bhakootName(p.girlFromBoy, p.boyFromGirl)}) స్థానాల్లో ఉన్నాయి: భకూట దోషం.`,
  "koota.nadi.different": (p) => `నాడులు వేరు (${a(p.boy)}, ${a(p.girl)}).`,
  "koota.nadi.same": (p) => `ఇద్దరిదీ ${a(p.nadi)} నాడి: నాడీ దోషం.`,
  "cancel.nadi.same-sign": () => "చంద్ర రాశి ఒకటే, నక్షత్రాలు వేరు",
  "cancel.nadi.same-star-different-sign": () => "నక్షత్రం ఒకటే, చంద్ర రాశులు వేరు",
  "cancel.nadi.same-star-different-pada": () => "నక్షత్రం, రాశి ఒకటే, పాదాలు వేరు",
  "cancel.bhakoot.same-lord": (p) => `రెండు చంద్ర రాశులకూ అధిపతి ${g(p.lord)}`,
  "cancel.bhakoot.friendly-lords": (p) => `రాశ్యధిపతులు ${g(p.boy)}, ${g(p.girl)} నైసర్గిక మిత్రులు`,
  "cancel.gana.friendly-lords": () => "చంద్ర రాశ్యధిపతులు ఒక్కరే లేదా నైసర్గిక మిత్రులు",
  "cancel.gana.star-distance": (p) => `వరుని నక్షత్రం నుండి వధువు నక్షత్రం ${ord(p.distance)} (14వ దాని తర్వాత)`,
  "porutham.dina": (p) => `వధువు నక్షత్రం నుండి వరుని నక్షత్రం ${ord(p.count)}.`,
  "porutham.dina.same-star": () => "ఇద్దరిదీ ఒకే నక్షత్రం.",
  "porutham.gana.agree": (p) => `వరుడు ${a(p.boy)} గణం, వధువు ${a(p.girl)} గణం: పొంతన కుదురుతుంది.`,
  "porutham.gana.far": (p) => `${a(p.boy)}, ${a(p.girl)} గణాలు; కానీ వరుని నక్షత్రం నుండి వధువు నక్షత్రం ${ord(p.distance)} (14వ దాని తర్వాత), కాబట్టి పొంతన ఉంది.`,
  "porutham.gana.disagree": (p) => `వరుడు ${a(p.boy)} గణం, వధువు ${a(p.girl)} గణం: పొంతన కుదరదు.`,
  "porutham.mahendra": (p) => `వధువు నక్షత్రం నుండి వరుని నక్షత్రం ${ord(p.count)}; మాహేంద్రానికి 4, 7, 10 … 25వది కావాలి.`,
  "porutham.stree-deergha": (p) => `వధువు నక్షత్రం నుండి వరుని నక్షత్రం ${ord(p.count)}; స్త్రీ దీర్ఘానికి ${p.limit} కంటే ఎక్కువ కావాలి.`,
  "porutham.yoni.enemies": (p) => `${a(p.boy)}, ${a(p.girl)} యోనులు బద్ధ శత్రువులు.`,
  "porutham.yoni.ok": (p) => `వరుని ${a(p.boy)} యోని, వధువు ${a(p.girl)} యోని శత్రువులు కావు.`,
  "porutham.rasi": (p) => `వధువు రాశి నుండి వరుని రాశి ${ord(p.count)}.`,
  "porutham.rasi-adhipathi.ok": (p) => `${g(p.boy)}, ${g(p.girl)} పరస్పరం శత్రువులు కారు.`,
  "porutham.rasi-adhipathi.enemies": (p) => `${g(p.boy)}, ${g(p.girl)} పరస్పరం శత్రువులు.`,
  "porutham.vasya.ok": () => "ఒక చంద్ర రాశి మరొకదానికి వశ్యం.",
  "porutham.vasya.none": () => "ఏ చంద్ర రాశీ మరొకదానికి వశ్యం కాదు.",
  "porutham.rajju.different": (p) => `రజ్జులు వేరు (${r(p.boy)}, ${r(p.girl)}).`,
  "porutham.rajju.opposite": (p) => `ఇద్దరిదీ ${r(p.rajju)} రజ్జు; కానీ ఒకటి ఆరోహణ, మరొకటి అవరోహణ.`,
  "porutham.rajju.same": (p) => `రెండు నక్షత్రాలూ ${r(p.rajju)} రజ్జులోనే ఉన్నాయి.`,
  "porutham.vedha.ok": () => "నక్షత్రాలు ఒకదానికొకటి వేధ కావు.",
  "porutham.vedha.pair": () => "రెండు నక్షత్రాలు వేధ జంట.",
  "porutham.pyjhora.dina": (p) => `PyJHora వరుని నక్షత్రం నుండి లెక్కిస్తుంది: వధువు నక్షత్రం ${ord(p.count)}.`,
  "porutham.pyjhora.gana": (p) => `PyJHora జాబితాల ప్రకారం వరుడు ${a(p.boy)} గణం, వధువు ${a(p.girl)} గణం.`,
  "porutham.pyjhora.mahendra": (p) => `వధువు నక్షత్రం నుండి వరుని నక్షత్రం ${ord(p.count)}.`,
  "porutham.pyjhora.stree-deergha": (p) => `వధువు నక్షత్రం నుండి వరుని నక్షత్రం ${ord(p.count)}; PyJHora‌లో 7 కంటే ఎక్కువ కావాలి.`,
  "porutham.pyjhora.yoni": (p) => `వరుని ${a(p.boy)} యోని, వధువు ${a(p.girl)} యోని.`,
  "porutham.pyjhora.rasi": (p) => `వధువు రాశి నుండి వరుని రాశి ${ord(p.count)}; PyJHora‌లో 6వ దాని తర్వాత కావాలి.`,
  "porutham.pyjhora.rasi-adhipathi": (p) => `PyJHora పట్టిక ప్రకారం వధువు రాశ్యధిపతి ${g(p.girl)}, వరుని రాశ్యధిపతి ${g(p.boy)}.`,
  "porutham.pyjhora.vasya.ok": () => "వరుని చంద్ర రాశి వధువు రాశికి వశ్యం.",
  "porutham.pyjhora.vasya.none": () => "వరుని చంద్ర రాశి వధువు రాశికి వశ్యం కాదు.",
  "porutham.pyjhora.rajju": (p) => `వరుని ${r(p.boy)} రజ్జు, వధువు ${r(p.girl)} రజ్జు (PyJHora ఆరోహణ జాబితా ప్రకారం).`,
  "porutham.pyjhora.vedha.ok": () => "నక్షత్ర సంఖ్యల మొత్తం 19, 28, 37 కాదు.",
  "porutham.pyjhora.vedha.sum": (p) => `నక్షత్ర సంఖ్యల మొత్తం ${p.sum}: వేధ.`,
  "manglik-match.both": () => "వధూవరులిద్దరికీ కుజ దోషం ఉంది: దోషాలు పరస్పరం రద్దవుతాయి",
  "manglik-match.malefic-balance": (p) => `${side(p.side)} జాతకంలో ${g(p.planet)} ${p.house}వ స్థానంలో ఉండి దోషాన్ని సమతుల్యం చేస్తోంది`,
  "verdict.excellent": () => "అద్భుతమైన పొంతన",
  "verdict.good": () => "మంచి పొంతన",
  "verdict.acceptable": () => "ఆమోదయోగ్యమైన పొంతన",
  "verdict.caution": () => "జాగ్రత్తగా ఆలోచించి నిర్ణయించండి",
  "verdict.not-recommended": () => "ఈ పొంతన సూచించదగినది కాదు",
  "verdict.koota.meets": (p) =>
    p.cancelled.length === 0
      ? `అష్టకూట గుణ మిలనంలో 36కి ${p.total} గుణాలు: ఉత్తర భారత సంప్రదాయం కోరే కనీసం ${p.minimum} గుణాలు ఉన్నాయి.`
      : p.total < p.minimum
        ? `అష్టకూట గుణ మిలనంలో 36కి ${p.total} గుణాలే, సాధారణ కనీసం ${p.minimum} కంటే తక్కువ; కానీ శాస్త్రీయ మినహాయింపుల వల్ల ${doshasTe(p.cancelled)} రద్దవడంతో ప్రభావిత స్కోరు ${p.effective} అవుతుంది.`
        : `అష్టకూట గుణ మిలనంలో 36కి ${p.total} గుణాలు; ${doshasTe(p.cancelled)} రద్దవడంతో ఇది ${p.effective}గా లెక్కకు వస్తుంది, కనీసం ${p.minimum} కంటే ఎక్కువ.`,
  "verdict.koota.below": (p) =>
    p.cancelled.length === 0
      ? `అష్టకూట గుణ మిలనంలో 36కి ${p.total} గుణాలే: ఉత్తర భారత సంప్రదాయం కోరే ${p.minimum} కంటే తక్కువ.`
      : `అష్టకూట గుణ మిలనంలో 36కి ${p.total} గుణాలు; ${doshasTe(p.cancelled)} రద్దైన తర్వాత కూడా ${p.effective} మాత్రమే, సాధారణ కనీసం ${p.minimum} కంటే తక్కువ.`,
  "verdict.koota.dosha-stands": (p) =>
    `అష్టకూట గుణ మిలనంలో 36కి ${p.total} గుణాలు, కానీ ${doshasTe(p.doshas)} అలాగే ${p.doshas.length > 1 ? "ఉన్నాయి" : "ఉంది"}: ఏ శాస్త్రీయ మినహాయింపూ వర్తించదు; మొత్తం గుణాలు ఎన్ని ఉన్నా ఇది పొంతనకు ప్రతికూలం.`,
  "verdict.porutham.meets": (p) =>
    p.failed.length === 0
      ? `పది పొంతనల్లో ${p.count} కుదిరాయి; రజ్జు, వేధ సహా ముఖ్యమైన పొంతనలన్నీ ఉన్నాయి.`
      : `పది పొంతనల్లో ${p.count} కుదిరాయి, రజ్జు, వేధ కూడా; ముఖ్యమైనవాటిలో ${poruthamsTe(p.failed)} మాత్రమే కుదరలేదు.`,
  "verdict.porutham.few": (p) => `పది పొంతనల్లో ${p.count} మాత్రమే కుదిరాయి; దక్షిణాది సంప్రదాయం కనీసం ${p.minimum} కోరుతుంది.`,
  "verdict.porutham.essentials-fail": (p) => `పది పొంతనల్లో ${p.count} కుదిరాయి, కానీ దక్షిణాది సంప్రదాయం తప్పనిసరిగా భావించే ${poruthamsTe(p.failed)} కుదరలేదు.`,
  "verdict.porutham.veto": (p) =>
    `పది పొంతనల్లో ${p.count} కుదిరినా, ${poruthamsTe(p.vetoes)} కుదరలేదు: తమిళ, కేరళ సంప్రదాయంలో ఇదొక్కటే చాలు — ఎన్ని కుదిరినా ఈ పొంతనను అంగీకరించరు.`,
  "verdict.manglik.mismatch": (p) => `${side(p.side)} జాతకంలో కుజ దోషం ఉంది, మరొకరి జాతకం దానిని సమతుల్యం చేయదు: పరిహారాల గురించి జ్యోతిష్యులతో చర్చించవలసిన విషయం.`,
  "verdict.manglik.balanced": (p) => `${side(p.side)} జాతకంలో కుజ దోషం ఉంది, కానీ మరొకరి జాతకం ఆ దోషాన్ని సమతుల్యం చేస్తుంది.`,
  "verdict.manglik.both": () => "వధూవరులిద్దరికీ కుజ దోషం ఉంది కాబట్టి దోషాలు పరస్పరం రద్దవుతాయి.",
  "verdict.region": (p) =>
    p.region === "north"
      ? `${chosenTe(p.from, "ఈ")} అంచనా ఉత్తర భారత సంప్రదాయాన్ని అనుసరిస్తుంది: 36 గుణాల అష్టకూట స్కోరు ప్రధానం; పొంతనలు రెండో అభిప్రాయం.`
      : `${chosenTe(p.from, "చాలా తెలుగు, తమిళ కుటుంబాలలాగే, ఈ")} అంచనా దక్షిణాది సంప్రదాయాన్ని అనుసరిస్తుంది: ముందుగా పొంతనలు, వాటిలోనూ రజ్జు, వేధ ముందు; అష్టకూట స్కోరు రెండో అభిప్రాయం.`,
};
