// SPDX-License-Identifier: AGPL-3.0-or-later
import type { Term } from "./lang";

/** Nakshatra ids in order, 1 = Ashwini (index 0) … 27 = Revati. */
export const nakshatraIds = [
  "ashwini", "bharani", "krittika", "rohini", "mrigashira", "ardra", "punarvasu", "pushya", "ashlesha",
  "magha", "purva-phalguni", "uttara-phalguni", "hasta", "chitra", "swati", "vishakha", "anuradha", "jyeshtha",
  "mula", "purva-ashadha", "uttara-ashadha", "shravana", "dhanishta", "shatabhisha", "purva-bhadrapada", "uttara-bhadrapada", "revati",
] as const;
export type NakshatraId = (typeof nakshatraIds)[number];

export const nakshatraNames: Record<NakshatraId, Term> = {
  ashwini: { en: "Ashwini", hi: "अश्विनी", ta: "அஸ்வினி", te: "అశ్విని" },
  bharani: { en: "Bharani", hi: "भरणी", ta: "பரணி", te: "భరణి" },
  krittika: { en: "Krittika", hi: "कृत्तिका", ta: "கார்த்திகை", te: "కృత్తిక" },
  rohini: { en: "Rohini", hi: "रोहिणी", ta: "ரோகிணி", te: "రోహిణి" },
  mrigashira: { en: "Mrigashira", hi: "मृगशिरा", ta: "மிருகசீரிடம்", te: "మృగశిర" },
  ardra: { en: "Ardra", hi: "आर्द्रा", ta: "திருவாதிரை", te: "ఆరుద్ర" },
  punarvasu: { en: "Punarvasu", hi: "पुनर्वसु", ta: "புனர்பூசம்", te: "పునర్వసు" },
  pushya: { en: "Pushya", hi: "पुष्य", ta: "பூசம்", te: "పుష్యమి" },
  ashlesha: { en: "Ashlesha", hi: "आश्लेषा", ta: "ஆயில்யம்", te: "ఆశ్లేష" },
  magha: { en: "Magha", hi: "मघा", ta: "மகம்", te: "మఖ" },
  "purva-phalguni": { en: "Purva Phalguni", hi: "पूर्वा फाल्गुनी", ta: "பூரம்", te: "పుబ్బ" },
  "uttara-phalguni": { en: "Uttara Phalguni", hi: "उत्तरा फाल्गुनी", ta: "உத்திரம்", te: "ఉత్తర" },
  hasta: { en: "Hasta", hi: "हस्त", ta: "அஸ்தம்", te: "హస్త" },
  chitra: { en: "Chitra", hi: "चित्रा", ta: "சித்திரை", te: "చిత్త" },
  swati: { en: "Swati", hi: "स्वाति", ta: "சுவாதி", te: "స్వాతి" },
  vishakha: { en: "Vishakha", hi: "विशाखा", ta: "விசாகம்", te: "విశాఖ" },
  anuradha: { en: "Anuradha", hi: "अनुराधा", ta: "அனுஷம்", te: "అనూరాధ" },
  jyeshtha: { en: "Jyeshtha", hi: "ज्येष्ठा", ta: "கேட்டை", te: "జ్యేష్ఠ" },
  mula: { en: "Mula", hi: "मूल", ta: "மூலம்", te: "మూల" },
  "purva-ashadha": { en: "Purva Ashadha", hi: "पूर्वाषाढ़ा", ta: "பூராடம்", te: "పూర్వాషాఢ" },
  "uttara-ashadha": { en: "Uttara Ashadha", hi: "उत्तराषाढ़ा", ta: "உத்திராடம்", te: "ఉత్తరాషాఢ" },
  shravana: { en: "Shravana", hi: "श्रवण", ta: "திருவோணம்", te: "శ్రవణం" },
  dhanishta: { en: "Dhanishta", hi: "धनिष्ठा", ta: "அவிட்டம்", te: "ధనిష్ఠ" },
  shatabhisha: { en: "Shatabhisha", hi: "शतभिषा", ta: "சதயம்", te: "శతభిషం" },
  "purva-bhadrapada": { en: "Purva Bhadrapada", hi: "पूर्वा भाद्रपद", ta: "பூரட்டாதி", te: "పూర్వాభాద్ర" },
  "uttara-bhadrapada": { en: "Uttara Bhadrapada", hi: "उत्तरा भाद्रपद", ta: "உத்திரட்டாதி", te: "ఉత్తరాభాద్ర" },
  revati: { en: "Revati", hi: "रेवती", ta: "ரேவதி", te: "రేవతి" },
};

