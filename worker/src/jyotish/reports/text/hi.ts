// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * सशुल्क रिपोर्टों का वाक्य-कोश, हिंदी में: हर खंड का शीर्षक और परिचय, लग्न, राशि और नक्षत्र के
 * स्वभाव, दशाएँ, कारक, वर्ग, उपाय (रत्न, मंत्र, व्रत, दान), अंक ज्योतिष और तथ्यों के उद्धरण।
 * हर कथन texts.ts में लिखे शास्त्रीय अर्थ पर, सीधे हिंदी में अपने शब्दों में लिखा गया है।
 */
import { type GrahaId, grahaNames } from "../../terms/grahas";
import { type NakshatraId, nakshatraNames } from "../../terms/nakshatras";
import { type SignId, signNames } from "../../terms/signs";
import { colorNamesHi } from "../../horoscope/text/hi";
import type { Dignity } from "../../kundli/chart";
import type { ReportKind, SectionId } from "../catalog";
import { type Fact, type House, type ReportLibrary, type SadeSatiPhase, type VargaId, reportDate } from "../texts";
import { lordInHouseHi, planetInHouseHi } from "./hi-grids";

const g = (id: GrahaId) => grahaNames[id].hi;
const s = (id: SignId) => signNames[id].hi;
const nk = (id: NakshatraId) => nakshatraNames[id].hi;
const d = (iso: string) => reportDate(iso, "hi");

/** भावों की क्रमसंख्या शब्दों में: "m" पहला…, "o" (परसर्ग से पहले) पहले…, "f" पहली…। */
const ordStem = ["पहल", "दूसर", "तीसर", "चौथ", "पाँचव", "छठ", "सातव", "आठव", "नौव", "दसव", "ग्यारहव", "बारहव"] as const;
const ord = (n: number, form: "m" | "o" | "f" = "o"): string => {
  const stem = ordStem[n - 1];
  if (!stem) return form === "o" ? `${n}वें` : form === "f" ? `${n}वीं` : `${n}वाँ`;
  const nasal = n >= 5 && n !== 6;
  const end = form === "o" ? "े" : form === "f" ? "ी" : "ा";
  return stem + (nasal ? (form === "f" ? "ीं" : form === "o" ? "ें" : "ाँ") : end);
};
/** "सूर्य, मंगल और गुरु" */
const join = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} और ${items.at(-1)}` : (items[0] ?? "");
const gl = (ids: readonly GrahaId[]) => join(ids.map(g));
/** एक ग्रह हो तो एकवचन, कई हों तो बहुवचन क्रिया। */
const isAre = (ids: readonly unknown[], one: string, many: string) => (ids.length > 1 ? many : one);

const houseTheme: Record<House, string> = {
  1: "व्यक्तित्व और शरीर",
  2: "धन, वाणी और परिवार",
  3: "साहस और भाई-बहन",
  4: "घर, माता और सुख",
  5: "बुद्धि और संतान",
  6: "शत्रु, रोग और सेवा",
  7: "विवाह और साझेदारी",
  8: "आयु और रहस्य",
  9: "भाग्य और धर्म",
  10: "कर्म और प्रतिष्ठा",
  11: "आय और लाभ",
  12: "व्यय और मोक्ष",
};

const dignityName: Record<Dignity, string> = {
  exalted: "उच्च",
  debilitated: "नीच",
  moolatrikona: "मूलत्रिकोण",
  own: "स्वराशि",
  friend: "मित्र राशि",
  neutral: "सम राशि",
  enemy: "शत्रु राशि",
};

const vargaName: Record<VargaId, string> = {
  D2: "होरा (D2)",
  D3: "द्रेष्काण (D3)",
  D4: "चतुर्थांश (D4)",
  D7: "सप्तांश (D7)",
  D9: "नवांश (D9)",
  D10: "दशांश (D10)",
  D12: "द्वादशांश (D12)",
  D16: "षोडशांश (D16)",
  D20: "विंशांश (D20)",
  D24: "चतुर्विंशांश (D24)",
};
/** हर वर्ग किन विषयों को दिखाता है (बृहत् पाराशर होरा शास्त्र अध्याय 6–7)। */
const vargaMatter: Record<VargaId, string> = {
  D2: "धन और संपत्ति",
  D3: "भाई-बहन और पराक्रम",
  D4: "घर, भूमि और भाग्य",
  D7: "संतान",
  D9: "विवाह, धर्म और ग्रहों का भीतरी बल",
  D10: "करियर और समाज में पद",
  D12: "माता-पिता",
  D16: "वाहन और सुख-साधन",
  D20: "उपासना और आध्यात्मिक साधना",
  D24: "विद्या और शिक्षा",
};

const weekdayName = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"] as const;

const phaseName: Record<SadeSatiPhase, string> = {
  rising: "पहला (आरंभिक) चरण",
  peak: "दूसरा (मध्य) चरण",
  setting: "तीसरा (उतरता) चरण",
};

const doshaName = { manglik: "मांगलिक दोष", "kaal-sarp": "कालसर्प दोष", pitra: "पितृ दोष" } as const;
const elementName = { fire: "अग्नि", earth: "पृथ्वी", air: "वायु", water: "जल" } as const;
const kindName: Record<ReportKind, string> = {
  life: "संपूर्ण जीवन रिपोर्ट",
  career: "करियर रिपोर्ट",
  marriage: "विवाह रिपोर्ट",
  child: "बाल कुंडली रिपोर्ट",
  yearly: "वार्षिक रिपोर्ट",
};

const isIso = (x: string) => /^\d{4}-\d{2}-\d{2}/.test(x);

function fact(f: Fact): string {
  switch (f.kind) {
    case "placement": {
      const bits = [`${g(f.planet)} लग्न से ${ord(f.house)} भाव में`, `${s(f.sign)} राशि`];
      if (f.dignity) bits.push(dignityName[f.dignity]);
      if (f.retrograde && f.planet !== "rahu" && f.planet !== "ketu") bits.push("वक्री");
      if (f.combust) bits.push("अस्त");
      return bits.join(", ");
    }
    case "lord":
      return `${ord(f.of)} भाव का स्वामी ${g(f.planet)}, ${ord(f.house)} भाव में (${s(f.sign)} राशि)`;
    case "sign":
      return `${f.role === "lagna" ? "लग्न" : f.role === "moon" ? "चंद्र राशि" : "सूर्य राशि"}: ${s(f.sign)}`;
    case "nakshatra":
      return `जन्म नक्षत्र ${nk(f.nakshatra)}, ${ord(f.pada, "m")} चरण`;
    case "occupants":
      return f.planets.length ? `${ord(f.house)} भाव में ${gl(f.planets)}` : `${ord(f.house, "m")} भाव ग्रहों से खाली`;
    case "dasha":
      return `${g(f.maha)} की महादशा${f.antar ? `, ${g(f.antar)} की अंतर्दशा` : ""}, ${d(f.from)} – ${d(f.to)}`;
    case "bindus":
      return `सर्वाष्टकवर्ग: ${ord(f.house)} भाव में ${f.bindus} बिंदु`;
    case "yoga":
      return `योग: ${f.name}`;
    case "dosha":
      return `${doshaName[f.dosha]}: ${!f.present ? "नहीं है" : f.cancelled ? "है, पर भंग हो जाता है" : "है"}`;
    case "sade-sati":
      return f.phase ? `साढ़ेसाती का ${phaseName[f.phase]}, ${d(f.from)} – ${d(f.to)}` : `अगली साढ़ेसाती, ${d(f.from)} – ${d(f.to)}`;
    case "varga": {
      const bits = [`${vargaName[f.varga]} में ${g(f.planet)} ${s(f.sign)} राशि में`];
      if (f.dignity) bits.push(dignityName[f.dignity]);
      if (f.vargottama) bits.push("वर्गोत्तम");
      return bits.join(", ");
    }
    case "transit":
      return `गोचर: ${g(f.planet)} ${s(f.sign)} राशि में, चंद्र राशि से ${ord(f.fromMoon)} भाव में`;
    case "number":
      if (f.which === "root") return `मूलांक ${f.value} (जन्म की तारीख ${isIso(f.from) ? Number(f.from.slice(8, 10)) : f.from})`;
      return `भाग्यांक ${f.value} (पूरी जन्मतिथि ${isIso(f.from) ? d(f.from) : f.from} से)`;
    case "match":
      return `अष्टकूट मिलान: ${f.max} में से ${f.points} गुण`;
    case "element":
      return `${elementName[f.element]} तत्व: लग्न, चंद्र, सूर्य और ग्रहों में से ${f.count} इस तत्व की राशियों में`;
  }
}

const houseIntro: Record<House, string> = {
  1: "यह खंड पहले भाव, यानी लग्न के स्वामी की स्थिति और लग्न में बैठे ग्रहों को पढ़ता है, जो शरीर, स्वास्थ्य और व्यक्तित्व बताते हैं।",
  2: "यह खंड दूसरे भाव के स्वामी और इस भाव के ग्रहों से आपकी कमाई, बचत, वाणी और परिवार को पढ़ता है।",
  3: "यह खंड तीसरे भाव के स्वामी और उसमें बैठे ग्रहों से आपका साहस, प्रयास, संचार और भाई-बहनों का सुख देखता है।",
  4: "यह खंड चौथे भाव के स्वामी और उसके ग्रहों से घर, माता, वाहन, संपत्ति और मन की शांति पढ़ता है।",
  5: "यह खंड पाँचवें भाव के स्वामी और उसके ग्रहों से बुद्धि, शिक्षा, प्रेम, संतान और पूर्व-पुण्य पढ़ता है।",
  6: "यह खंड छठे भाव के स्वामी और उसके ग्रहों से प्रतिस्पर्धा, शत्रु, रोग, कर्ज़ और नौकरी-सेवा पढ़ता है।",
  7: "यह खंड सातवें भाव के स्वामी और उसके ग्रहों से विवाह, जीवनसाथी, साझेदारी और व्यापार पढ़ता है।",
  8: "यह खंड आठवें भाव के स्वामी और उसके ग्रहों से आयु, अचानक बदलाव, विरासत और गुप्त विद्याएँ पढ़ता है।",
  9: "यह खंड नवें भाव के स्वामी और उसके ग्रहों से भाग्य, धर्म, पिता, गुरु और लंबी यात्राएँ पढ़ता है।",
  10: "यह खंड दसवें भाव के स्वामी और उस भाव के ग्रहों से करियर, पद, कर्म और समाज में प्रतिष्ठा पढ़ता है।",
  11: "यह खंड ग्यारहवें भाव के स्वामी और उसके ग्रहों से आय, लाभ, मित्र, बड़े भाई-बहन और इच्छापूर्ति पढ़ता है।",
  12: "यह खंड बारहवें भाव के स्वामी और उसके ग्रहों से खर्च, विदेश, नींद, एकांत और मोक्ष पढ़ता है।",
};
const houseSection = (h: House) => ({ title: `${ord(h, "m")} भाव: ${houseTheme[h]}`.replace(/^./, (c) => c), intro: houseIntro[h] });
const planetSection = (id: GrahaId, extra: string) => ({
  title: `आपकी कुंडली में ${g(id)}`,
  intro: `यह खंड ${g(id)} को पढ़ता है: लग्न से उसका भाव, उसकी राशि और गरिमा${extra}।`,
});
const monthSection = (n: number) => ({
  title: `महीना ${n}`,
  intro: `आने वाले बारह महीनों में से ${ord(n, "m")} महीना: उसकी तारीखें, उस समय के मुख्य गोचर और चल रही दशा।`,
});
const dashaYears = (a: number, b: number) => ({
  title: `दशाएँ: वर्ष ${a}–${b}`,
  intro: `यह खंड आज से ${a === 1 ? "पहले" : `${a}वें`} से ${b}वें वर्ष तक आने वाली महादशाएँ और अंतर्दशाएँ, उनकी तारीखों के साथ, पढ़ता है।`,
});
const vargaSection = (v: VargaId) => ({
  title: vargaName[v],
  intro: `यह खंड ${vargaName[v]} वर्ग कुंडली का लग्न और उसमें ग्रहों का बल पढ़ता है; यह वर्ग ${vargaMatter[v]} का सूक्ष्म चित्र है।`,
});

const sections: Record<SectionId, { title: string; intro: string }> = {
  overview: { title: "आपकी कुंडली एक नज़र में", intro: "जन्म की तारीख, समय और स्थान, और उनसे बने लग्न, चंद्र राशि, सूर्य राशि और जन्म नक्षत्र, जिन पर यह पूरी रिपोर्ट टिकी है।" },
  ascendant: { title: "आपका लग्न", intro: "जन्म के क्षण पूर्व दिशा में उदित राशि, यानी लग्न, आपके स्वभाव, शरीर और जीवन को देखने के ढंग को बताती है।" },
  "ascendant-lord": { title: "लग्नेश की स्थिति", intro: "यह खंड लग्न के स्वामी ग्रह को पढ़ता है: वह किस भाव और राशि में बैठा है, और इससे आपकी ऊर्जा जीवन के किस क्षेत्र की ओर बहती है।" },
  "moon-sign": { title: "चंद्र राशि: आपका मन", intro: "जन्म के समय चंद्र जिस राशि में था, वह आपकी भावनाएँ, मन की प्रकृति और सुरक्षा की ज़रूरतें बताती है।" },
  "birth-star": { title: "जन्म नक्षत्र", intro: "जन्म के समय चंद्र जिस नक्षत्र और चरण में था, उसके स्वभाव और गुण इस खंड में हैं; आपकी विंशोत्तरी दशा भी इसी से शुरू होती है।" },
  "sun-sign": { title: "सूर्य राशि: आत्मा और पिता", intro: "जन्म के समय सूर्य की राशि आपकी इच्छाशक्ति, आत्मसम्मान, अधिकार के प्रति रवैये और पिता से संबंध को बताती है।" },
  "planet-sun": planetSection("sun", ", जो आत्मविश्वास, पिता और सरकार से संबंध दिखाते हैं"),
  "planet-moon": planetSection("moon", ", और अस्त है या नहीं; चंद्र मन, माता और भावनाओं का कारक है"),
  "planet-mars": planetSection("mars", ", और वक्री या अस्त होना; मंगल साहस, ऊर्जा, भूमि और भाइयों का कारक है"),
  "planet-mercury": planetSection("mercury", ", और वक्री या अस्त होना; बुध बुद्धि, वाणी और व्यापार का कारक है"),
  "planet-jupiter": planetSection("jupiter", ", और वक्री या अस्त होना; गुरु ज्ञान, संतान और धर्म का कारक है"),
  "planet-venus": planetSection("venus", ", और वक्री या अस्त होना; शुक्र प्रेम, विवाह, कला और सुख का कारक है"),
  "planet-saturn": planetSection("saturn", ", और वक्री या अस्त होना; शनि कर्म, अनुशासन, धैर्य और आयु का कारक है"),
  "planet-rahu": planetSection("rahu", "; राहु महत्वाकांक्षा, विदेश और अनोखे रास्तों का सूचक है"),
  "planet-ketu": planetSection("ketu", "; केतु वैराग्य, अंतर्ज्ञान और आध्यात्मिक खोज का सूचक है"),
  "house-1": houseSection(1),
  "house-2": houseSection(2),
  "house-3": houseSection(3),
  "house-4": houseSection(4),
  "house-5": houseSection(5),
  "house-6": houseSection(6),
  "house-7": houseSection(7),
  "house-8": houseSection(8),
  "house-9": houseSection(9),
  "house-10": houseSection(10),
  "house-11": houseSection(11),
  "house-12": houseSection(12),
  dignities: { title: "ग्रहों का बल", intro: "कौन-से ग्रह उच्च, मूलत्रिकोण या अपनी राशि में होकर बलवान हैं और कौन-से नीच राशि में होकर कमज़ोर, यह खंड इसका लेखा-जोखा है।" },
  "retrograde-combust": { title: "वक्री और अस्त ग्रह", intro: "जन्म के समय जो ग्रह वक्री थे या सूर्य के बहुत निकट होकर अस्त थे, उनके फल कैसे बदलते हैं, यह खंड बताता है।" },
  ashtakavarga: { title: "अष्टकवर्ग: भावों का बल", intro: "सर्वाष्टकवर्ग में हर भाव को मिले बिंदुओं से यह खंड आपके सबसे बलवान और सबसे कमज़ोर भाव पहचानता है।" },
  yogas: { title: "आपकी कुंडली के योग", intro: "ग्रहों के विशेष मेल से बने शुभ और कठिन योग, हर एक उस नियम के साथ जिससे वह बनता है।" },
  manglik: { title: "मांगलिक दोष", intro: "लग्न, चंद्र और शुक्र से मंगल की स्थिति देखकर यह खंड बताता है कि मांगलिक दोष है या नहीं, भंग होता है या नहीं, और क्या उपाय हैं।" },
  "kaal-sarp": { title: "कालसर्प दोष", intro: "सभी ग्रह राहु और केतु के बीच एक ओर हैं या नहीं, यह देखकर यह खंड कालसर्प योग और उसके उपाय बताता है।" },
  pitra: { title: "पितृ दोष", intro: "सूर्य और नवें भाव पर राहु-केतु के प्रभाव से यह खंड पितृ दोष को पढ़ता है और पूर्वजों के सम्मान के उपाय बताता है।" },
  "sade-sati": { title: "शनि की साढ़ेसाती", intro: "शनि जब आपकी चंद्र राशि से बारहवें, पहले और दूसरे भाव से गुज़रता है, वह साढ़े सात साल का समय; यह खंड बताता है कि वह अभी चल रही है या कब आएगी।" },
  "dasha-balance": { title: "जन्म के समय की दशा", intro: "जन्म नक्षत्र से तय हुई विंशोत्तरी दशा: जन्म के समय किस ग्रह की महादशा चल रही थी और उसका कितना समय शेष था।" },
  "mahadasha-now": { title: "चल रही महादशा", intro: "अभी जिस ग्रह की महादशा चल रही है, वह किन भावों का स्वामी है और कहाँ बैठा है, और यह कालखंड आपके लिए क्या लाता है।" },
  "antardasha-now": { title: "चल रही अंतर्दशा", intro: "महादशा के भीतर अभी चल रही अंतर्दशा, उसके स्वामी ग्रह की भूमिका और उसकी अवधि।" },
  "dasha-years-1-5": dashaYears(1, 5),
  "dasha-years-6-10": dashaYears(6, 10),
  "dasha-years-11-15": dashaYears(11, 15),
  "dasha-years-16-20": dashaYears(16, 20),
  temperament: { title: "स्वभाव और तत्व", intro: "लग्न, चंद्र, सूर्य और ग्रहों की राशियों में अग्नि, पृथ्वी, वायु और जल तत्वों का संतुलन, और लग्न व चंद्र राशि का मेल।" },
  education: { title: "शिक्षा और विद्या", intro: "यह खंड शिक्षा के कारक बुध और गुरु, और चौथे व पाँचवें भाव से आपकी पढ़ाई और सीखने की क्षमता पढ़ता है।" },
  career: { title: "करियर और कर्म", intro: "यह खंड दसवें भाव, उसके स्वामी और करियर के कारक सूर्य व शनि से आपके काम और पद की दिशा पढ़ता है।" },
  "career-fields": { title: "आपके लिए उपयुक्त क्षेत्र", intro: "दसवें भाव के स्वामी और दसवें भाव को प्रभावित करने वाले ग्रहों से वे कार्यक्षेत्र, जो आपके स्वभाव से मेल खाते हैं।" },
  "career-timing": { title: "करियर में उन्नति का समय", intro: "अगले बीस वर्षों की दशाओं में वे कालखंड, जो दसवें भाव और करियर के मामलों को सक्रिय करते हैं।" },
  wealth: { title: "धन और बचत", intro: "दूसरे भाव, उसके स्वामी और धन के कारक गुरु से यह खंड आपकी कमाई, बचत और पारिवारिक संपत्ति पढ़ता है।" },
  gains: { title: "आय और लाभ", intro: "ग्यारहवें भाव, उसके स्वामी और लाभ के कारक से यह खंड आय के स्रोत और इच्छापूर्ति पढ़ता है।" },
  property: { title: "घर, भूमि और वाहन", intro: "चौथे भाव, उसके स्वामी और भूमि के कारक मंगल से यह खंड मकान, ज़मीन और वाहन के योग पढ़ता है।" },
  marriage: { title: "विवाह", intro: "सातवें भाव, उसके स्वामी और विवाह के कारक शुक्र से यह खंड आपके वैवाहिक जीवन और साझेदारी को पढ़ता है।" },
  spouse: { title: "जीवनसाथी का स्वभाव", intro: "सातवें भाव की राशि और उसमें बैठे ग्रहों से यह खंड बताता है कि आपका जीवनसाथी किस स्वभाव का हो सकता है।" },
  "marriage-timing": { title: "विवाह का समय", intro: "अगले बीस वर्षों की दशाओं में वे कालखंड, जो सातवें भाव और विवाह के कारकों को सक्रिय करते हैं।" },
  children: { title: "संतान", intro: "पाँचवें भाव, उसके स्वामी और संतान के कारक गुरु से यह खंड संतान सुख और बच्चों से संबंध पढ़ता है।" },
  health: { title: "स्वास्थ्य", intro: "लग्न, छठे भाव और जीवनशक्ति के कारक सूर्य से यह खंड आपकी शारीरिक ऊर्जा और ध्यान देने योग्य बातें पढ़ता है; यह चिकित्सा सलाह नहीं है।" },
  siblings: { title: "भाई-बहन", intro: "तीसरे और ग्यारहवें भाव और भाइयों के कारक मंगल से यह खंड भाई-बहनों से संबंध और सहयोग पढ़ता है।" },
  parents: { title: "माता-पिता", intro: "चौथे और नवें भाव और माता-पिता के कारक चंद्र व सूर्य से यह खंड माता-पिता का सुख और उनसे संबंध पढ़ता है।" },
  travel: { title: "यात्रा और विदेश", intro: "तीसरे, नवें और बारहवें भाव और उनके कारकों से यह खंड छोटी-बड़ी यात्राओं और विदेश से जुड़ाव के योग पढ़ता है।" },
  spirituality: { title: "आध्यात्मिक मार्ग", intro: "नवें और बारहवें भाव और धर्म-मोक्ष के कारकों से यह खंड आपकी आस्था, साधना और भीतरी खोज पढ़ता है।" },
  friendships: { title: "मित्र और सामाजिक जीवन", intro: "ग्यारहवें भाव और मित्रता के कारक से यह खंड आपके मित्रों, समूहों और सामाजिक संपर्कों को पढ़ता है।" },
  "varga-d2": vargaSection("D2"),
  "varga-d3": vargaSection("D3"),
  "varga-d4": vargaSection("D4"),
  "varga-d7": vargaSection("D7"),
  "varga-d9": vargaSection("D9"),
  "varga-d10": vargaSection("D10"),
  "varga-d12": vargaSection("D12"),
  "varga-d16": vargaSection("D16"),
  "varga-d20": vargaSection("D20"),
  "varga-d24": vargaSection("D24"),
  "transit-saturn": { title: "शनि का गोचर", intro: "अभी शनि आपकी चंद्र राशि से किस भाव में गुज़र रहा है, कब तक रहेगा, और इसका आप पर क्या असर है।" },
  "transit-jupiter": { title: "गुरु का गोचर", intro: "अभी गुरु आपकी चंद्र राशि से किस भाव में है, कब तक रहेगा, और यह किन मामलों को आगे बढ़ाता है।" },
  "transit-nodes": { title: "राहु-केतु का गोचर", intro: "राहु और केतु अभी आपकी चंद्र राशि से किन भावों में हैं, कब तक रहेंगे, और किन बातों में सावधानी चाहिए।" },
  "gemstone-primary": { title: "आपका मुख्य रत्न", intro: "लग्न के स्वामी का रत्न, जो आपके शरीर, आत्मविश्वास और पूरी कुंडली को बल देता है, और उसे पहनने की विधि।" },
  "gemstone-fortune": { title: "भाग्य और बुद्धि के रत्न", intro: "पाँचवें और नवें भाव के स्वामियों के रत्न, जो बुद्धि, संतान और भाग्य को बल देते हैं।" },
  "gemstone-caution": { title: "किन रत्नों से बचें", intro: "छठे, आठवें और बारहवें भाव के वे स्वामी, जो किसी त्रिकोण के स्वामी नहीं हैं; उनके रत्न बिना जाँच के न पहनें।" },
  mantras: { title: "आपके मंत्र", intro: "चल रही दशा के स्वामी और कमज़ोर ग्रहों के बीज मंत्र, जप की संख्या और विधि के साथ।" },
  "charity-fasting": { title: "दान और व्रत", intro: "जिन ग्रहों को बल या शांति चाहिए, उनके वार का व्रत और उनसे जुड़ी वस्तुओं का दान।" },
  "lucky-factors": { title: "शुभ अंक, वार और रंग", intro: "आपकी कुंडली के मुख्य ग्रह से निकले शुभ अंक, शुभ वार और शुभ रंग।" },
  "numerology-root": { title: "मूलांक", intro: "जन्म की तारीख के अंकों के योग से बना मूलांक, उसका स्वामी ग्रह और वह आपके स्वभाव के बारे में क्या कहता है।" },
  "numerology-destiny": { title: "भाग्यांक", intro: "पूरी जन्मतिथि के अंकों के योग से बना भाग्यांक, जो जीवन की दिशा और उद्देश्य बताता है।" },
  summary: { title: "सार", intro: "आपकी कुंडली की मुख्य शक्तियाँ, ध्यान देने योग्य बातें और अभी चल रहा समय, संक्षेप में।" },
  "partner-match": { title: "गुण मिलान", intro: "आपकी और आपके साथी की जन्म कुंडली से अष्टकूट गुण मिलान: कुल गुण और उनका अर्थ।" },
  "partner-manglik": { title: "दोनों का मांगलिक विचार", intro: "आपकी और आपके साथी की कुंडली में मांगलिक दोष की स्थिति, और दोनों के मेल से वह संतुलित होता है या नहीं।" },
  "year-dasha": { title: "इस वर्ष की दशाएँ", intro: "आने वाले बारह महीनों में चलने वाली अंतर्दशा और प्रत्यंतर दशाएँ, उनकी तारीखों के साथ।" },
  "month-1": monthSection(1),
  "month-2": monthSection(2),
  "month-3": monthSection(3),
  "month-4": monthSection(4),
  "month-5": monthSection(5),
  "month-6": monthSection(6),
  "month-7": monthSection(7),
  "month-8": monthSection(8),
  "month-9": monthSection(9),
  "month-10": monthSection(10),
  "month-11": monthSection(11),
  "month-12": monthSection(12),
};
