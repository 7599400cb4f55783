// SPDX-License-Identifier: AGPL-3.0-or-later
/** रत्न परामर्श की व्याख्याएँ हिंदी में। */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { varaNames } from "../../terms/panchang";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { hiOrdinal as ord } from "../../text/ordinals";
import { fingerNames, gemNames, metalNames, substituteNames } from "../names";
import type { GemTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].hi;
const s = (id: SignId) => signNames[id].hi;
const nodeLike: Partial<Record<GrahaId, GrahaId>> = { rahu: "saturn", ketu: "mars" };
const lordOf = (houses: number[]) => `${houses.map((h) => ord(h, "o")).join(" और ")} भाव का स्वामी`;
const who = (p: { planet: GrahaId; houses: number[] }) => `${g(p.planet)} (${lordOf(p.houses)})`;
const maraka = (p: { houses: number[]; maraka: boolean }) => (p.maraka ? `; ${p.houses.includes(2) ? "द्वितीय" : "सप्तम"} भाव का स्वामी होने से यह मारक भी है` : "");

export const gemHi: Templates<GemTexts> = {
  "gem.role.lagna-lord": (p) => `${who(p)}: लग्नेश सदा शुभ होता है, चाहे वह किसी और भाव का भी स्वामी हो${maraka(p)}`,
  "gem.role.yogakaraka": (p) => `${who(p)}: एक साथ केंद्र और त्रिकोण का स्वामी होने से यह योगकारक है, इस लग्न का सबसे शुभ ग्रह${maraka(p)}`,
  "gem.role.trikona": (p) => `${who(p)}: त्रिकोण (पंचम या नवम) का स्वामी शुभ होता है, चाहे वह किसी और भाव का भी स्वामी हो${maraka(p)}`,
  "gem.role.trishadaya": (p) => `${who(p)}: तीसरे, छठे और ग्यारहवें भाव के स्वामी अकारक (अशुभ फल देने वाले) होते हैं${maraka(p)}`,
  "gem.role.eighth": (p) => `${who(p)}: अष्टमेश नवम से बारहवाँ होने के कारण अशुभ होता है${maraka(p)}`,
  "gem.role.luminary-eighth": (p) => `${who(p)}: सूर्य और चंद्र को अष्टमेश होने का दोष नहीं लगता, इसलिए यह सम है${maraka(p)}`,
  "gem.role.kendradhipati": (p) => `${who(p)}: केवल केंद्रों का स्वामी नैसर्गिक शुभ ग्रह अपनी शुभता खो देता है (केंद्राधिपति दोष), इसलिए यह सम है${maraka(p)}`,
  "gem.role.malefic-kendra": (p) => `${who(p)}: केंद्र का स्वामी नैसर्गिक पाप ग्रह अपना पाप स्वभाव छोड़ देता है, इसलिए यह सम है${maraka(p)}`,
  "gem.role.second-twelfth": (p) => `${who(p)}: दूसरे और बारहवें भाव के स्वामी सम होते हैं और साथ बैठे ग्रहों के अनुसार फल देते हैं${maraka(p)}`,
  "gem.name": (p) => gemNames[p.gem].hi,
  "gem.substitute": (p) => substituteNames[p.substitute].hi,
  "gem.finger": (p) => `दाहिने हाथ की ${fingerNames[p.finger].hi}`,
  "gem.metals": (p) => p.metals.map((m) => metalNames[m].hi).join(" या "),
  "gem.day": (p) => `${varaNames[p.weekday]!.hi}, सूर्योदय के बाद पहले घंटे में (${nodeLike[p.planet] ? `${g(p.planet)} ${g(nodeLike[p.planet]!)} की तरह फल देता है, और यह दिन उसी का है` : `दिन के स्वामी ${g(p.planet)} की अपनी होरा`})`,
  "gem.weight": (p) => `कम से कम ${p.carats} कैरेट (रत्न जानकारों की सामान्य सलाह)`,
  "gem.purpose.life": (p) => `जीवन रत्न: ${g(p.planet)} लग्नेश है, शरीर और प्राणशक्ति का स्वामी`,
  "gem.purpose.intellect": (p) => `विद्या रत्न: ${g(p.planet)} पंचमेश है, विद्या, विवेक और संतान का स्वामी`,
  "gem.purpose.fortune": (p) => `भाग्य रत्न: ${g(p.planet)} नवमेश है, भाग्य और धर्म का स्वामी`,
  "gem.purpose.yogakaraka": (p) => `योगकारक: ${g(p.planet)} ${lordOf(p.houses)} है, एक केंद्र और एक त्रिकोण`,
  "gem.weak.debilitated": (p) => `${g(p.planet)} ${s(p.sign)} में नीच का है`,
  "gem.weak.combust": (p) => `${g(p.planet)} अस्त है (सूर्य के बहुत पास)`,
  "gem.weak.dusthana": (p) => `${g(p.planet)} ${ord(p.house, "o")} भाव में है, जो दुःस्थान है`,
  "gem.weak.enemy": (p) => `${g(p.planet)} ${s(p.sign)} में, शत्रु की राशि में है`,
  "gem.caution.malefic": (p) =>
    `${gemNames[p.gem].hi} (${g(p.planet)}) न पहनें: ${g(p.planet)} ${lordOf(p.houses)} होकर इस लग्न के लिए अकारक है; इसका रत्न उसी को बल देगा जिसे यह बिगाड़ता है।`,
  "gem.caution.debilitated": (p) => `इस कुंडली में ${g(p.planet)} नीच का है: नीच ग्रह का रत्न (${gemNames[p.gem].hi}) अधिकांश ज्योतिषी पूरी कुंडली देखकर ही देते हैं, इसलिए पहले परामर्श कर लें।`,
  "gem.caution.nodes": (p) =>
    `गोमेद (राहु, आपके ${ord(p.rahuHouse, "o")} भाव में) और लहसुनिया (केतु, आपके ${ord(p.ketuHouse, "o")} भाव में) पूरी कुंडली के विचार के बाद ही, सावधानी से पहनें: छाया ग्रह अपनी राशि के स्वामी के माध्यम से फल देते हैं और लाभ जितनी ही आसानी से हानि भी बढ़ा सकते हैं।`,
  "gem.caution.pairs": () =>
    "नैसर्गिक शत्रु ग्रहों के रत्न साथ नहीं पहने जाते (बृहत् पराशर होरा शास्त्र, अध्याय 3): माणिक के साथ नीलम या हीरा नहीं; मोती के साथ हीरा, पन्ना या नीलम नहीं; मूँगे के साथ पन्ना या नीलम नहीं; पुखराज के साथ हीरा या पन्ना नहीं; और गोमेद या लहसुनिया माणिक या मोती के साथ नहीं।",
  "gem.caution.general": () =>
    "रत्न प्राकृतिक हो, उपचारित न हो और त्वचा को छूता रहे; पहले कुछ दिन परख के लिए पहनें। रत्न एक पारंपरिक उपाय है, चिकित्सा, कानूनी या आर्थिक सलाह का विकल्प नहीं।",
  "gem.rule": () =>
    "नियम: बृहत् पराशर होरा शास्त्र, अध्याय 34 (योगकारक)। त्रिकोण (1, 5, 9) के स्वामी शुभ; तीसरे, छठे और ग्यारहवें के स्वामी अशुभ; अष्टमेश अशुभ, जब तक वह सूर्य, चंद्र या लग्नेश न हो; केवल केंद्रों का स्वामी नैसर्गिक शुभ ग्रह सम हो जाता है (केंद्राधिपति दोष) और केंद्र का स्वामी पाप ग्रह अपना पाप स्वभाव छोड़ देता है; केंद्र और त्रिकोण दोनों का स्वामी योगकारक; दूसरे और बारहवें के स्वामी सम; दूसरे और सातवें के स्वामी मारक। रत्न लग्नेश (जीवन), पंचमेश (विद्या), नवमेश (भाग्य) और योगकारक के लिए; रत्न, उँगली, धातु और वज़न नवरत्न परंपरा के अनुसार।",
};
