// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The explanations the baby-name answers carry, in each language: where the syllable table
 * comes from and how a name is matched to a syllable, counted and numbered (the rules of
 * ./syllables, ./match and ./search).
 */
import type { Lang } from "@jyotish/terms/lang";

export interface BabyNameTexts {
  /** The source of the 108-syllable table. */
  source: string;
  /** How a name is matched to a syllable. */
  matchRule: string;
  /** How the name number is found. */
  numberRule: string;
  /** What short, medium and long mean. */
  lengthRule: string;
}

export const babyNameTexts: Record<Lang, BabyNameTexts> = {
  en: {
    source:
      "The starting syllables are the namakshara table of the Avakahada chakra, as the muhurta texts (Muhurta Chintamani among them) and Hindi panchangs give it: four syllables for each nakshatra, one for each pada. A pada's rashi follows from its place: nine padas of 3°20' make each sign, from Ashwini 1 in Aries.",
    matchRule:
      "A name fits a syllable when it begins with the same sound. Names are compared in Latin letters: long and short vowels count as one (aa as a, ee as i, oo as u), chh as ch, th as t and dh as d, x as ksh, w as v; a syllable ending in a does not fit a name going on with i or u (ai, au). Names starting with a cluster (Kr, Shr, Pr) fit only syllables of that cluster.",
    numberRule: "The name number adds the Pythagorean values of the Latin spelling (a=1 … i=9, j=1 … r=9, s=1 … z=8) and reduces the sum to one digit.",
    lengthRule: "Length counts the letters of the Latin spelling: short up to 4, medium 5 to 7, long 8 or more.",
  },
  hi: {
    source:
      "नाम के आरंभिक अक्षर अवकहड़ा चक्र की नामाक्षर तालिका से हैं, जैसी मुहूर्त ग्रंथ (मुहूर्त चिंतामणि आदि) और हिंदी पंचांग देते हैं: हर नक्षत्र के चार अक्षर, हर चरण का एक। चरण की राशि उसके स्थान से आती है: 3°20' के नौ चरण एक राशि बनाते हैं, मेष में अश्विनी के पहले चरण से।",
    matchRule:
      "नाम उस अक्षर का माना जाता है जिसकी ध्वनि से वह शुरू होता है। नामों की तुलना रोमन अक्षरों में होती है: ह्रस्व और दीर्घ स्वर एक माने जाते हैं (aa = a, ee = i, oo = u), chh = ch, th = t, dh = d, x = ksh, w = v; a पर खत्म होने वाला अक्षर उस नाम से नहीं मिलता जिसमें आगे i या u हो (ai, au)। संयुक्ताक्षर से शुरू होने वाले नाम (Kr, Shr, Pr) केवल उसी संयुक्ताक्षर के अक्षर से मिलते हैं।",
    numberRule: "नामांक: नाम की रोमन वर्तनी के पाइथागोरियन मान (a=1 … i=9, j=1 … r=9, s=1 … z=8) जोड़कर योग को एक अंक तक घटाया जाता है।",
    lengthRule: "लंबाई रोमन वर्तनी के अक्षरों से गिनी जाती है: छोटा 4 तक, मध्यम 5 से 7, लंबा 8 या अधिक।",
  },
  ta: {
    source:
      "பெயரின் முதல் எழுத்துகள் அவகஹடா சக்கரத்தின் நாமாக்ஷர அட்டவணையிலிருந்து, முகூர்த்த நூல்களும் (முகூர்த்த சிந்தாமணி முதலியன) பஞ்சாங்கங்களும் தருவது போல: ஒவ்வொரு நட்சத்திரத்துக்கும் நான்கு எழுத்துகள், ஒவ்வொரு பாதத்துக்கும் ஒன்று. பாதத்தின் ராசி அதன் இடத்தைப் பொறுத்தது: 3°20' அளவுள்ள ஒன்பது பாதங்கள் ஒரு ராசி, மேஷத்தில் அஸ்வினி முதல் பாதத்திலிருந்து.",
    matchRule:
      "ஒரு பெயர் எந்த ஒலியில் தொடங்குகிறதோ அந்த எழுத்துக்கு உரியது. பெயர்கள் ஆங்கில எழுத்துகளில் ஒப்பிடப்படுகின்றன: குறில், நெடில் ஒன்றாகக் கொள்ளப்படும் (aa = a, ee = i, oo = u), chh = ch, th = t, dh = d, x = ksh, w = v; a-வில் முடியும் எழுத்து, அடுத்து i அல்லது u வரும் பெயருக்குப் பொருந்தாது (ai, au). கூட்டெழுத்தில் தொடங்கும் பெயர்கள் (Kr, Shr, Pr) அதே கூட்டெழுத்துக்கே பொருந்தும்.",
    numberRule: "பெயர் எண்: பெயரின் ஆங்கில எழுத்துகளின் பைதாகரஸ் மதிப்புகளைக் (a=1 … i=9, j=1 … r=9, s=1 … z=8) கூட்டி, ஓர் இலக்கம் வரும் வரை சுருக்குவது.",
    lengthRule: "நீளம் ஆங்கில எழுத்துகளின் எண்ணிக்கை: குறுகியது 4 வரை, நடுத்தரம் 5 முதல் 7, நீளமானது 8 அல்லது அதற்கு மேல்.",
  },
  te: {
    source:
      "పేరు మొదటి అక్షరాలు అవకహడా చక్రంలోని నామాక్షర పట్టిక నుండి, ముహూర్త గ్రంథాలు (ముహూర్త చింతామణి మొదలైనవి), పంచాంగాలు ఇచ్చినట్లు: ప్రతి నక్షత్రానికి నాలుగు అక్షరాలు, ప్రతి పాదానికి ఒకటి. పాదం రాశి దాని స్థానం బట్టి: 3°20' గల తొమ్మిది పాదాలు ఒక రాశి, మేషంలో అశ్విని మొదటి పాదం నుండి.",
    matchRule:
      "పేరు ఏ ధ్వనితో మొదలవుతుందో ఆ అక్షరానికి చెందుతుంది. పేర్లను ఆంగ్ల అక్షరాల్లో పోలుస్తాం: హ్రస్వ, దీర్ఘ అచ్చులు ఒకటే (aa = a, ee = i, oo = u), chh = ch, th = t, dh = d, x = ksh, w = v; a తో ముగిసే అక్షరం, తర్వాత i లేదా u వచ్చే పేరుకు సరిపోదు (ai, au). సంయుక్తాక్షరంతో మొదలయ్యే పేర్లు (Kr, Shr, Pr) అదే సంయుక్తాక్షరానికి మాత్రమే సరిపోతాయి.",
    numberRule: "నామ సంఖ్య: పేరు ఆంగ్ల అక్షరాల పైథాగరియన్ విలువలు (a=1 … i=9, j=1 … r=9, s=1 … z=8) కూడి, ఒక అంకె వచ్చే వరకు తగ్గించడం.",
    lengthRule: "పొడవు ఆంగ్ల అక్షరాల లెక్క: చిన్నది 4 వరకు, మధ్యస్థం 5 నుండి 7, పొడవైనది 8 లేదా ఎక్కువ.",
  },
};
