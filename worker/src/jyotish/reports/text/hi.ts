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
