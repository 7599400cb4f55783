// SPDX-License-Identifier: AGPL-3.0-or-later
import type { Term } from "./lang";

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

