// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * राशिफल के वाक्य हिंदी में: गोचर फल (hi-statements.ts से), वेध, वक्री, अस्त, तारा बल, साढ़ेसाती,
 * ढैय्या, अष्टकवर्ग, नियमों के कारण (फलदीपिका अध्याय 26), घटनाएँ, शुभ रंग-अंक और गणना की पद्धति।
 */
import { type GrahaId, grahaNames } from "../../terms/grahas";
import { type NakshatraId, nakshatraNames } from "../../terms/nakshatras";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { ColorId, EclipseType, HoroscopeTexts, Period, TaraNumber } from "../texts";
import { statementsHi } from "./hi-statements";

const g = (id: GrahaId) => grahaNames[id].hi;
const s = (id: SignId) => signNames[id].hi;
const nk = (id: NakshatraId) => nakshatraNames[id].hi;

/** भावों की क्रमसंख्या शब्दों में, जैसे राशिफल के स्तंभ लिखते हैं: "m" पहला…, "o" (परसर्ग से पहले) पहले…। */
const ordStem = ["पहल", "दूसर", "तीसर", "चौथ", "पाँचव", "छठ", "सातव", "आठव", "नौव", "दसव", "ग्यारहव", "बारहव"] as const;
const ord = (n: number, form: "m" | "o" = "o"): string => {
  const stem = ordStem[n - 1];
  if (!stem) return form === "o" ? `${n}वें` : `${n}वाँ`;
  const nasal = n >= 5 && n !== 6;
  return stem + (form === "o" ? (nasal ? "ें" : "े") : nasal ? "ाँ" : "ा");
};
/** "तीसरे, छठे और ग्यारहवें" */
const list = (houses: readonly number[]): string => {
  const words = houses.map((h) => ord(h));
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} और ${words.at(-1)}` : (words[0] ?? "");
};
/** चंद्र राशि से गिना भाव, घटनाओं के शीर्षक में। */
const place = (h: number) => (h === 1 ? "यानी आपकी अपनी राशि में" : `आपकी राशि से ${ord(h)} भाव में`);

export const colorNamesHi: Record<ColorId, string> = {
  saffron: "केसरिया",
  white: "सफ़ेद",
  red: "लाल",
  green: "हरा",
  yellow: "पीला",
  pink: "गुलाबी",
  blue: "नीला",
};

/** वार और उसका स्वामी ग्रह (राहु-केतु किसी वार के स्वामी नहीं)। */
const weekdayOf: Record<GrahaId, string> = {
  sun: "रविवार",
  moon: "सोमवार",
  mars: "मंगलवार",
  mercury: "बुधवार",
  jupiter: "गुरुवार",
  venus: "शुक्रवार",
  saturn: "शनिवार",
  rahu: "राहु का वार",
  ketu: "केतु का वार",
};

/** अंक ज्योतिष में ग्रहों के अंक। */
const grahaNumber: Record<GrahaId, number> = { sun: 1, moon: 2, jupiter: 3, rahu: 4, mercury: 5, venus: 6, ketu: 7, saturn: 8, mars: 9 };

const taraName: Record<TaraNumber, string> = {
  1: "जन्म",
  2: "संपत",
  3: "विपत",
  4: "क्षेम",
  5: "प्रत्यक",
  6: "साधना",
  7: "नैधन",
  8: "मित्र",
  9: "परम मित्र",
};
const taraMeaning: Record<TaraNumber, string> = {
  1: "यह मिला-जुला और संवेदनशील योग है; मन जल्दी विचलित हो सकता है, इसलिए नए जोखिम टालें और सेहत का ध्यान रखें",
  2: "यह शुभ है, धन और लाभ के काम बनते हैं",
  3: "यह अशुभ है, कामों में अड़चनें आ सकती हैं; नया काम शुरू करने से बचें",
  4: "यह शुभ है, सुख-शांति और कुशल-क्षेम बना रहता है",
  5: "यह अशुभ है, विरोध और रुकावटें मिल सकती हैं; विवाद से दूर रहें",
  6: "यह शुभ है, प्रयास सिद्ध होते हैं और काम बनते हैं",
  7: "यह सबसे कठिन तारा है; बड़े फ़ैसले, यात्रा और जोखिम टालें",
  8: "यह शुभ है, मित्रों और सहयोगियों का साथ मिलता है",
  9: "यह अत्यंत शुभ है, हर ओर से सहयोग और सफलता मिलती है",
};

const eclipseType: Record<EclipseType, string> = {
  total: "पूर्ण",
  annular: "वलयाकार",
  hybrid: "संकर",
  partial: "आंशिक",
  penumbral: "उपच्छाया",
};

const convention: Record<Period, string> = {
  daily: "दैनिक राशिफल में हर ग्रह उसी राशि में गिना गया है जिसमें वह दिन का अधिकांश समय रहता है।",
  weekly: "साप्ताहिक राशिफल सोमवार से रविवार तक का है।",
  monthly: "मासिक राशिफल कैलेंडर महीने का है।",
  yearly: "वार्षिक राशिफल धीमे ग्रहों (गुरु, शनि, राहु और केतु) के गोचर को महीने-दर-महीने पढ़ता है।",
};

export const horoscopeHi: Templates<HoroscopeTexts> = {
  transit: (p) => statementsHi[p.planet][p.house - 1]![p.area],
  vedha: (p) =>
    `लेकिन चंद्र राशि से ${ord(p.byHouse)} भाव में बैठा ${g(p.by)} इस पर वेध डाल रहा है, इसलिए ${g(p.planet)} के शुभ फल अभी रुके रहेंगे।`,
  retrograde: (p) =>
    `${g(p.planet)} वक्री है, इसलिए ${ord(p.house)} भाव से जुड़े इसके फल देर से मिलेंगे, या पुराने अधूरे मामले फिर सामने आ सकते हैं।`,
  combust: (p) => `${g(p.planet)} सूर्य के बहुत निकट होने से अस्त है, इसलिए इसका प्रभाव फिलहाल कमज़ोर रहेगा।`,
  "moon-shift": (p) =>
    `दिन में आगे चलकर चंद्र आपकी राशि से ${ord(p.house)} भाव में पहुँच जाएगा, इसलिए दिन के दूसरे हिस्से का फल उसी भाव से देखें।`,
  tara: (p) =>
    `चंद्र ${nk(p.day)} नक्षत्र में है, जो ${nk(p.nakshatra)} नक्षत्र में जन्मे लोगों के लिए ${taraName[p.tara]} तारा (${p.tara}) बनाता है: ${taraMeaning[p.tara]}।`,
  "sade-sati": (p) =>
    p.phase === "rising"
      ? "शनि आपकी चंद्र राशि से बारहवें भाव में है: साढ़ेसाती का पहला (आरंभिक) चरण चल रहा है। खर्च और मन की बेचैनी पर नियंत्रण रखें।"
      : p.phase === "peak"
        ? "शनि आपकी चंद्र राशि पर ही है: साढ़ेसाती का दूसरा और सबसे भारी चरण चल रहा है। धैर्य, अनुशासन और ईमानदार मेहनत से काम लें।"
        : "शनि आपकी चंद्र राशि से दूसरे भाव में है: साढ़ेसाती का अंतिम (उतरता) चरण चल रहा है। दबाव धीरे-धीरे घटेगा, पर धन और परिवार के मामलों में संयम रखें।",
  dhaiya: (p) =>
    p.house === 4
      ? "शनि आपकी चंद्र राशि से चौथे भाव में है: यह कंटक शनि की ढैय्या है, जो घर, माँ और मन की शांति की परीक्षा लेती है। घरेलू मामलों में धैर्य रखें।"
      : "शनि आपकी चंद्र राशि से आठवें भाव में है: यह अष्टम शनि की ढैय्या है। सेहत, जोखिम भरे कामों और पुराने मामलों में सावधानी रखें।",
  bindus: (p) =>
    `आपकी अपनी कुंडली के अष्टकवर्ग में ${g(p.planet)} जिस राशि से गुजर रहा है, उसे 8 में से ${p.bindus} बिंदु मिले हैं: ` +
    (p.bindus >= 4
      ? "यह गोचर आपके लिए बलवान है, इसके अच्छे फल बढ़ेंगे और कठिन फल हल्के पड़ेंगे।"
      : "यह गोचर आपके लिए कमज़ोर है, इसके शुभ फल कम और कठिनाइयाँ कुछ ज़्यादा महसूस हो सकती हैं।"),

  "rule.favourable": (p) =>
    `फलदीपिका 26.2: चंद्र राशि से गिनने पर ${g(p.planet)} ${list(p.houses)} भाव में शुभ फल देता है; अभी यह ${ord(p.house)} भाव में है, इसलिए यह गोचर अनुकूल है।`,
  "rule.unfavourable": (p) =>
    `फलदीपिका 26.2: चंद्र राशि से गिनने पर ${g(p.planet)} केवल ${list(p.houses)} भाव में शुभ फल देता है; अभी यह ${ord(p.house)} भाव में है, इसलिए यह गोचर प्रतिकूल है।`,
  "rule.vedha": (p) =>
    `फलदीपिका 26.3–8: ${ord(p.house)} भाव में ${g(p.planet)} का वेध स्थान ${ord(p.byHouse, "m")} भाव है; वहाँ ${g(p.by)} होने से वेध लगता है और शुभ फल रुक जाता है।`,
  "rule.vedha-exempt": (p) => {
    const pair = p.planet === "sun" || p.planet === "saturn" ? "सूर्य और शनि" : "चंद्र और बुध";
    return `फलदीपिका 26.3: ${g(p.by)} ${ord(p.byHouse)} भाव में, यानी ${ord(p.house)} भाव के ${g(p.planet)} के वेध स्थान पर है, फिर भी वेध नहीं लगता, क्योंकि ${pair} एक-दूसरे का वेध नहीं करते।`;
  },

  "year.ingress": (p) => `${g(p.planet)} का ${s(p.sign)} राशि में प्रवेश`,
  "year.retrograde": (p) => `${g(p.planet)} ${s(p.sign)} राशि में वक्री`,
  "year.direct": (p) => `${g(p.planet)} ${s(p.sign)} राशि में मार्गी`,
  "year.eclipse": (p) => `${eclipseType[p.type]} ${p.kind === "solar" ? "सूर्य" : "चंद्र"} ग्रहण ${s(p.sign)} राशि में`,
  "event.ingress": (p) => `${g(p.planet)} का ${s(p.sign)} राशि में प्रवेश, ${place(p.house)}`,
  "event.retrograde": (p) => `${g(p.planet)} ${s(p.sign)} राशि में वक्री, ${place(p.house)}`,
  "event.direct": (p) => `${g(p.planet)} ${s(p.sign)} राशि में मार्गी, ${place(p.house)}`,
  "event.combust": (p) => `${g(p.planet)} ${s(p.sign)} राशि में अस्त`,
  "event.combust-end": (p) => `${g(p.planet)} का ${s(p.sign)} राशि में उदय (अस्त से बाहर)`,
  "event.eclipse": (p) =>
    `${eclipseType[p.type]} ${p.kind === "solar" ? "सूर्य" : "चंद्र"} ग्रहण ${s(p.sign)} राशि में, ${place(p.house)}`,
  "event.moon-sign": (p) => `चंद्र का ${s(p.sign)} राशि में प्रवेश, ${place(p.house)}`,
  "event.nakshatra": (p) => `चंद्र का ${nk(p.nakshatra)} नक्षत्र में प्रवेश`,

  "lucky.rule": (p) => {
    const wl = g(p.weekdayLord);
    const sl = g(p.signLord);
    const color = colorNamesHi[p.color];
    const day = `अवधि का पहला दिन ${weekdayOf[p.weekdayLord]} है`;
    const colorWhy =
      p.weekdayLord === p.signLord
        ? `${day}; उसका स्वामी ${wl} स्वयं आपकी राशि का स्वामी है, इसलिए उसी का रंग`
        : p.colorOf === p.weekdayLord
          ? `${day}; उसका स्वामी ${wl} आपकी राशि के स्वामी ${sl} का मित्र है, इसलिए ${wl} का रंग`
          : `${day}; उसका स्वामी ${wl} आपकी राशि के स्वामी ${sl} का मित्र नहीं है, इसलिए राशि-स्वामी ${sl} का अपना रंग`;
    const a = grahaNumber[p.weekdayLord];
    const b = grahaNumber[p.signLord];
    const sum = a + b;
    const numberWhy =
      (p.weekdayLord === p.signLord ? `वार और राशि दोनों का स्वामी ${wl}, जिसका अंक ${a}` : `${wl} का अंक ${a} और ${sl} का अंक ${b}`) +
      `; ${a} + ${b} = ${sum}` +
      (sum > 9 ? `, और ${sum} का मूलांक ${p.number}` : "");
    return `शुभ रंग ${color}: ${colorWhy}। शुभ अंक ${p.number}: ${numberWhy}।`;
  },
  convention: (p) =>
    `यह राशिफल आपकी चंद्र राशि से पढ़ा गया है, जैसी वैदिक ज्योतिष की परंपरा है (फलदीपिका 26.1); ग्रहों की स्थिति निरयन (लाहिड़ी अयनांश) से और समय भारतीय मानक समय (IST) में है। ${convention[p.period]}`,
};
