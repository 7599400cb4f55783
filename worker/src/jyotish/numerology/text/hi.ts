// SPDX-License-Identifier: AGPL-3.0-or-later
/** अंक ज्योतिष की व्याख्याएँ हिंदी में: हर अंक कैसे निकला और शुभ अंकों के नियम। */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { varaNames } from "../../terms/panchang";
import { signNames, type SignId } from "../../terms/signs";
import { colorNamesHi } from "../../horoscope/text/hi";
import type { Templates } from "../../text";
import type { NumerologyTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].hi;
const s = (id: SignId) => signNames[id].hi;
const scripts = { latin: "रोमन", devanagari: "देवनागरी", tamil: "तमिल", telugu: "तेलुगु" } as const;

export const numerologyHi: Templates<NumerologyTexts> = {
  "rule.system": (p) =>
    p.system === "pythagorean"
      ? "पाइथागोरस पद्धति: A से I तक 1 से 9, फिर J से गिनती दोबारा 1 से (आधुनिक पश्चिमी अंक ज्योतिष की तालिका, डेकोज़ 1994)।"
      : "कीरो की 'बुक ऑफ़ नंबर्स' (1926) वाली कैल्डियन तालिका: 1 A I J Q Y, 2 B K R, 3 C G L S, 4 D M T, 5 E H N X, 6 U V W, 7 O Z, 8 F P; किसी अक्षर का मान 9 नहीं।",
  "rule.transliteration": (p) =>
    p.script === "latin"
      ? "नाम वैसे ही गिना गया जैसा आपने रोमन अक्षरों में लिखा।"
      : `नाम ${scripts[p.script]} लिपि में था, इसलिए उसकी रोमन वर्तनी गिनी गई: ISO 15919 को सादे अक्षरों में (दीर्घ स्वर ह्रस्व जैसे, महाप्राण के साथ h, श और ष के लिए sh, तमिल ழ के लिए zh, हिंदी में शब्द के अंत का अ नहीं)।`,
  "rule.life-path": () => "जन्म का महीना, दिन और वर्ष अलग-अलग घटाए जाते हैं (11, 22, 33 वैसे ही रहते हैं), फिर जोड़कर दोबारा घटाए जाते हैं (डेकोज़ की विधि)।",
  "rule.destiny": () => "पूरे नाम के सभी अक्षरों का योग, एक अंक तक घटाया हुआ।",
  "rule.soul-urge": () => "नाम के स्वर A, E, I, O, U का योग; Y को हमेशा व्यंजन माना गया है।",
  "rule.personality": () => "नाम के व्यंजनों का योग, एक अंक तक घटाया हुआ।",
  "rule.birthday": () => "जन्म की तारीख़ (महीने का दिन), एक अंक तक घटाई हुई।",
  "rule.maturity": () => "जीवन पथ अंक और नामांक का योग, घटाया हुआ।",
  "rule.personal-year": (p) => `आपके जन्म का महीना और दिन, वर्ष ${p.year} के साथ, हर एक घटाकर जोड़ा गया और 1 से 9 तक लाया गया।`,
  "rule.personal-month": () => "व्यक्तिगत वर्ष में चालू महीने की संख्या जोड़कर 1 से 9 तक।",
  "rule.personal-day": () => "व्यक्तिगत माह में आज की तारीख़ जोड़कर 1 से 9 तक।",
  "rule.moolank": () => "मूलांक: जन्म की तारीख़ को 1 से 9 तक घटाकर, जैसे भारतीय अंक ज्योतिषी कीरो के 'बर्थ नंबर' के आधार पर गिनते हैं।",
  "rule.bhagyank": () => "भाग्यांक: पूरी जन्मतिथि के सभी अंकों का योग, 1 से 9 तक घटाया हुआ।",
  "rule.masters": () => "11, 22 और 33 मास्टर अंक हैं: जिस विधि में इन्हें रखा जाता है, वहाँ ये घटाए नहीं जाते।",
  "lucky.moolank": (p) => `${p.number}, आपका मूलांक, ${g(p.planet)} का अंक।`,
  "lucky.bhagyank": (p) => `${p.number}, आपका भाग्यांक, ${g(p.planet)} का अंक।`,
  "lucky.moon-lord": (p) => `${p.number}, आपकी चंद्र राशि ${s(p.sign)} के स्वामी ${g(p.planet)} का अंक।`,
  "lucky.planet-numbers": () => "भारतीय अंक ज्योतिष में कीरो के अनुसार हर अंक का एक ग्रह है: सूर्य 1, चंद्र 2, गुरु 3, राहु 4, बुध 5, शुक्र 6, केतु 7, शनि 8, मंगल 9।",
  "lucky.day": (p) =>
    p.like
      ? `${varaNames[p.weekday]!.hi}: ${g(p.planet)} किसी वार का स्वामी नहीं, वह ${g(p.like)} जैसा फल देता है ("शनिवत् राहु, कुजवत् केतु"), इसलिए उसका दिन ${g(p.like)} का दिन है।`
      : `${varaNames[p.weekday]!.hi}, ${g(p.planet)} का दिन।`,
  "lucky.colour": (p) => `${colorNamesHi[p.color]}, ${g(p.planet)} का रंग।`,
  "lucky.name": (p) =>
    p.lucky
      ? `कैल्डियन तालिका से आपके नाम का योग ${p.number} है, जो आपके शुभ अंकों में से है: नाम और जन्मांक में मेल है।`
      : `कैल्डियन तालिका से आपके नाम का योग ${p.number} है, जो आपके शुभ अंकों में नहीं; अंक ज्योतिषी इसे नाम और जन्मांक का मेल न होना मानते हैं।`,
  "year.universal": (p) => `वर्ष ${p.year} का सार्वभौमिक अंक ${p.number} है: वर्ष के अंकों का योग, घटाया हुआ।`,
  "year.cycle": (p) =>
    `हर मूलांक के लिए वर्ष का अंक = मूलांक + ${p.universal} (वर्ष ${p.year} का सार्वभौमिक अंक), 1 से 9 तक घटाया हुआ: भारतीय वार्षिक अंक राशिफल का नियम। पूरी जन्मतिथि से आपका ठीक व्यक्तिगत वर्ष अंक ज्योतिष पेज पर है।`,
};
