// SPDX-License-Identifier: AGPL-3.0-or-later
/** कुंडली की व्याख्याएँ हिंदी में: दोषों के कारण और योगों के नियम, जैसे ज्योतिषी लिखते हैं। */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { hiOrdinal as ord } from "../../text/ordinals";
import type { KundliTexts, LordPair } from "../texts";

const g = (id: GrahaId) => grahaNames[id].hi;
const s = (id: SignId) => signNames[id].hi;
/** Jupiter's special aspects as the texts name them: पंचम, सप्तम, नवम दृष्टि. */
const aspectName: Record<number, string> = { 5: "पंचम", 7: "सप्तम", 9: "नवम" };
const lordOf = (houses: number[]) => `${houses.map((h) => ord(h, "o")).join(" और ")} भाव का स्वामी`;
const how = (p: LordPair) =>
  p.ways
    .map((w) =>
      w === "together"
        ? `${s(p.firstSign)} राशि में साथ`
        : `${w === "exchange" ? "राशि परिवर्तन" : "परस्पर सप्तम"} (${g(p.first)} ${s(p.firstSign)} में, ${g(p.second)} ${s(p.secondSign)} में)`,
    )
    .join("; ");
const pair = (p: LordPair) => `${g(p.first)} (${lordOf(p.firstHouses)}) और ${g(p.second)} (${lordOf(p.secondHouses)}) ${how(p)}`;

export const kundliHi: Templates<KundliTexts> = {
  "manglik.own-sign": () => "मंगल अपनी राशि में है",
  "manglik.exalted": () => "मंगल उच्च का है (मकर में)",
  "manglik.with-jupiter": () => "मंगल के साथ गुरु बैठा है",
  "manglik.jupiter-aspect": (p) => `मंगल पर गुरु की ${aspectName[p.aspect] ?? ord(p.aspect, "f")} दृष्टि है`,
  "manglik.sign-exception": (p) => `${ord(p.house, "o")} भाव में मंगल ऐसी राशि में है जहाँ यह दोष नहीं लगता`,
  "pitra.sun-with-node": (p) => `सूर्य की ${g(p.node)} से युति है`,
  "pitra.node-in-9th": (p) => `${g(p.node)} नवम भाव में है`,
  "yoga.mahapurusha": (p) =>
    `${g(p.planet)} अपनी या उच्च राशि में होकर लग्न से केंद्र (प्रथम, चतुर्थ, सप्तम या दशम भाव) में: ${g(p.planet)} ${s(p.sign)} में (${p.dignity === "own" ? "स्वराशि" : "उच्च"}), ${ord(p.house, "o")} भाव में`,
  "yoga.gaja-kesari": (p) => `चंद्र से केंद्र (प्रथम, चतुर्थ, सप्तम या दशम) में गुरु: ${s(p.moonSign)} के चंद्र से ${s(p.jupiterSign)} का गुरु ${ord(p.fromMoon)} है`,
  "yoga.budha-aditya": (p) => `सूर्य और बुध एक ही राशि में (इस मूल नियम में बुध का अस्त न होना ज़रूरी नहीं): दोनों ${s(p.sign)} में`,
  "yoga.chandra-mangala": (p) => `चंद्र और मंगल एक ही राशि में: दोनों ${s(p.sign)} में`,
  "yoga.raj-yoga": (p) => `केंद्र (प्रथम, चतुर्थ, सप्तम, दशम) का स्वामी और त्रिकोण (प्रथम, पंचम, नवम) का स्वामी, दो अलग ग्रह, एक राशि में, परस्पर सप्तम या राशि परिवर्तन में: ${pair(p)}`,
  "yoga.dhana-yoga": (p) => `द्वितीय या एकादश का स्वामी और प्रथम, पंचम या नवम का स्वामी, दो अलग ग्रह, एक राशि में या राशि परिवर्तन में: ${pair(p)}`,
  "yoga.neecha-bhanga-raja-yoga": (p) =>
    `नीच ग्रह की नीच राशि या उच्च राशि का स्वामी लग्न या चंद्र से केंद्र (प्रथम, चतुर्थ, सप्तम, दशम) में (कोई ग्रह अपना नीचभंग स्वयं नहीं करता; चंद्र केवल लग्न से गिना जाता है): ${g(p.planet)} ${s(p.sign)} में नीच का; ` +
    p.cancellers
      .map((c) => {
        const refs = [c.fromLagna ? `लग्न से ${ord(c.fromLagna)}` : null, c.fromMoon ? `चंद्र से ${ord(c.fromMoon)}` : null].filter(Boolean);
        return `${c.of === "debilitation" ? "नीच" : "उच्च"} राशि ${s(c.sign)} का स्वामी ${g(c.lord)} ${refs.join(" और ")} है`;
      })
      .join("; "),
  "yoga.viparita-raja-yoga": (p) => `षष्ठ, अष्टम या द्वादश भाव का स्वामी षष्ठ, अष्टम या द्वादश भाव में: ${g(p.planet)} (${lordOf(p.houses)}) ${ord(p.house, "o")} भाव में, ${s(p.sign)} राशि में`,
  "yoga.kemadruma": (p) =>
    `चंद्र से दूसरे और बारहवें भाव में और चंद्र के साथ सूर्य, राहु, केतु के सिवा कोई ग्रह नहीं (भंग के नियम नहीं लगाए गए): चंद्र ${s(p.moonSign)} में; ${s(p.before)}, ${s(p.moonSign)} और ${s(p.after)} में कोई ग्रह नहीं`,
  "yoga.adhi": (p) =>
    `शुभ ग्रह बुध, गुरु और शुक्र, हर एक चंद्र से छठे, सातवें या आठवें भाव में: ${s(p.moonSign)} के चंद्र से बुध ${ord(p.mercury)}, गुरु ${ord(p.jupiter)}, शुक्र ${ord(p.venus)}`,
  "yoga.amala": (p) =>
    `लग्न या चंद्र से दशम भाव में नैसर्गिक शुभ ग्रह (गुरु, शुक्र या बुध): ` +
    p.places.map((x) => `${g(x.planet)} ${s(x.sign)} में, ${[x.fromLagna ? "लग्न से दसवाँ" : null, x.fromMoon ? "चंद्र से दसवाँ" : null].filter(Boolean).join(" और ")}`).join("; "),
  "varga.D1": () => "राशि स्वयं",
  "varga.D2": () => "पराशर: विषम राशियों में पहले सूर्य की होरा (सिंह), फिर चंद्र की (कर्क); सम राशियों में पहले चंद्र की, फिर सूर्य की",
  "varga.D3": () => "पराशर: वही राशि, उससे पाँचवीं और नौवीं",
  "varga.D4": () => "वही राशि, उससे चौथी, सातवीं और दसवीं",
  "varga.D7": () => "विषम राशियों में उसी राशि से, सम राशियों में उससे सातवीं से गिनती",
  "varga.D9": () => "अग्नि राशियाँ मेष से, पृथ्वी राशियाँ मकर से, वायु राशियाँ तुला से, जल राशियाँ कर्क से",
  "varga.D10": () => "विषम राशियों में उसी राशि से, सम राशियों में उससे नौवीं से गिनती",
  "varga.D12": () => "उसी राशि से गिनती",
  "varga.D16": () => "चर राशियाँ मेष से, स्थिर सिंह से, द्विस्वभाव धनु से",
  "varga.D20": () => "चर राशियाँ मेष से, स्थिर धनु से, द्विस्वभाव सिंह से",
  "varga.D24": () => "विषम राशियाँ सिंह से, सम राशियाँ कर्क से",
  "varga.D27": () => "अग्नि राशियाँ मेष से, पृथ्वी कर्क से, वायु तुला से, जल मकर से",
  "varga.D30": () => "पराशर: विषम राशियों में 5° मंगल (मेष), 5° शनि (कुंभ), 8° गुरु (धनु), 7° बुध (मिथुन), 5° शुक्र (तुला); सम राशियों में उलटे क्रम से (वृषभ, कन्या, मीन, मकर, वृश्चिक)",
  "varga.D40": () => "विषम राशियाँ मेष से, सम राशियाँ तुला से",
  "varga.D45": () => "चर राशियाँ मेष से, स्थिर सिंह से, द्विस्वभाव धनु से",
  "varga.D60": () => "उसी राशि से गिनती",
};
