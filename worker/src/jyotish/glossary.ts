/**
 * The four-language glossary of astrological terms (en, hi, ta, te). One spelling per term
 * across the codebase; every user-visible term comes from here. Tamil and Telugu use the
 * names their panchangams print (e.g. Tamil "கடகம்" for Cancer, Telugu "పుష్యమి" for Pushya).
 */
export type GlossaryLocale = "en" | "hi" | "ta" | "te";
export type Term = Record<GlossaryLocale, string>;

/** Sign ids in zodiac order, 0 = Aries. */
export const signIds = [
  "aries", "taurus", "gemini", "cancer", "leo", "virgo",
  "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces",
] as const;
export type SignId = (typeof signIds)[number];

export const signNames: Record<SignId, Term> = {
  aries: { en: "Aries", hi: "मेष", ta: "மேஷம்", te: "మేషం" },
  taurus: { en: "Taurus", hi: "वृषभ", ta: "ரிஷபம்", te: "వృషభం" },
  gemini: { en: "Gemini", hi: "मिथुन", ta: "மிதுனம்", te: "మిథునం" },
  cancer: { en: "Cancer", hi: "कर्क", ta: "கடகம்", te: "కర్కాటకం" },
  leo: { en: "Leo", hi: "सिंह", ta: "சிம்மம்", te: "సింహం" },
  virgo: { en: "Virgo", hi: "कन्या", ta: "கன்னி", te: "కన్య" },
  libra: { en: "Libra", hi: "तुला", ta: "துலாம்", te: "తుల" },
  scorpio: { en: "Scorpio", hi: "वृश्चिक", ta: "விருச்சிகம்", te: "వృశ్చికం" },
  sagittarius: { en: "Sagittarius", hi: "धनु", ta: "தனுசு", te: "ధనుస్సు" },
  capricorn: { en: "Capricorn", hi: "मकर", ta: "மகரம்", te: "మకరం" },
  aquarius: { en: "Aquarius", hi: "कुंभ", ta: "கும்பம்", te: "కుంభం" },
  pisces: { en: "Pisces", hi: "मीन", ta: "மீனம்", te: "మీనం" },
};

/** Vedic (rashi) names in Latin letters, as used in /rashi/{rashi} URLs. */
export const rashiSlugs: Record<SignId, string> = {
  aries: "mesh", taurus: "vrishabh", gemini: "mithun", cancer: "kark", leo: "simha", virgo: "kanya",
  libra: "tula", scorpio: "vrishchik", sagittarius: "dhanu", capricorn: "makar", aquarius: "kumbh", pisces: "meen",
};

/** Tamil sign names in Latin letters, the /tamil horoscope URLs of spec §2.2. */
export const tamilSignSlugs: Record<SignId, string> = {
  aries: "mesham", taurus: "rishabam", gemini: "mithunam", cancer: "karkatakam", leo: "simham", virgo: "kanyaa",
  libra: "tulaam", scorpio: "vrischikam", sagittarius: "dhanusu", capricorn: "makaram", aquarius: "kumbham", pisces: "meenam",
};

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

/** The nine grahas. */
export const grahaIds = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type GrahaId = (typeof grahaIds)[number];

export const grahaNames: Record<GrahaId, Term> = {
  sun: { en: "Sun", hi: "सूर्य", ta: "சூரியன்", te: "సూర్యుడు" },
  moon: { en: "Moon", hi: "चंद्र", ta: "சந்திரன்", te: "చంద్రుడు" },
  mars: { en: "Mars", hi: "मंगल", ta: "செவ்வாய்", te: "కుజుడు" },
  mercury: { en: "Mercury", hi: "बुध", ta: "புதன்", te: "బుధుడు" },
  jupiter: { en: "Jupiter", hi: "गुरु", ta: "குரு", te: "గురువు" },
  venus: { en: "Venus", hi: "शुक्र", ta: "சுக்கிரன்", te: "శుక్రుడు" },
  saturn: { en: "Saturn", hi: "शनि", ta: "சனி", te: "శని" },
  rahu: { en: "Rahu", hi: "राहु", ta: "ராகு", te: "రాహువు" },
  ketu: { en: "Ketu", hi: "केतु", ta: "கேது", te: "కేతువు" },
};

/** English ordinal of a positive integer: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
}

/** "rakshasa" → "Rakshasa": an engine id as the first word of an English sentence. */
export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
