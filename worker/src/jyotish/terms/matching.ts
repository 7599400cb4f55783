// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Matching's technical terms in the four languages: the attributes the kootas read (varna,
 * vashya, tara, yoni, gana, nadi, rajju), the relations of sign lords, and the kootas' and
 * poruthams' own names — Sanskrit words written in each script, with the Tamil and Telugu
 * names those traditions use.
 */
import type { KootaId } from "../matching/ashtakoot";
import type { PoruthamId } from "../matching/porutham";
import type { Term } from "./lang";

export const kootaNames: Record<KootaId, Term> = {
  varna: { en: "Varna", hi: "वर्ण", ta: "வர்ணம்", te: "వర్ణం" },
  vashya: { en: "Vashya", hi: "वश्य", ta: "வசியம்", te: "వశ్యం" },
  tara: { en: "Tara", hi: "तारा", ta: "தாரை", te: "తార" },
  yoni: { en: "Yoni", hi: "योनि", ta: "யோனி", te: "యోని" },
  "graha-maitri": { en: "Graha Maitri", hi: "ग्रह मैत्री", ta: "கிரக மைத்ரி", te: "గ్రహ మైత్రి" },
  gana: { en: "Gana", hi: "गण", ta: "கணம்", te: "గణం" },
  bhakoot: { en: "Bhakoot", hi: "भकूट", ta: "பகூடம்", te: "భకూటం" },
  nadi: { en: "Nadi", hi: "नाड़ी", ta: "நாடி", te: "నాడి" },
};

export const poruthamNames: Record<PoruthamId, Term> = {
  dina: { en: "Dina", hi: "दिन", ta: "தினப் பொருத்தம்", te: "దిన పొంతన" },
  gana: { en: "Gana", hi: "गण", ta: "கணப் பொருத்தம்", te: "గణ పొంతన" },
  mahendra: { en: "Mahendra", hi: "माहेन्द्र", ta: "மகேந்திரப் பொருத்தம்", te: "మాహేంద్ర పొంతన" },
  "stree-deergha": { en: "Stree Deergha", hi: "स्त्री दीर्घ", ta: "ஸ்திரீ தீர்க்கம்", te: "స్త్రీ దీర్ఘం" },
  yoni: { en: "Yoni", hi: "योनि", ta: "யோனிப் பொருத்தம்", te: "యోని పొంతన" },
  rasi: { en: "Rasi", hi: "राशि", ta: "ராசிப் பொருத்தம்", te: "రాశి పొంతన" },
  "rasi-adhipathi": { en: "Rasi Adhipathi", hi: "राशि अधिपति", ta: "ராசி அதிபதிப் பொருத்தம்", te: "రాశ్యధిపతి పొంతన" },
  vasya: { en: "Vasya", hi: "वश्य", ta: "வசியப் பொருத்தம்", te: "వశ్య పొంతన" },
  rajju: { en: "Rajju", hi: "रज्जु", ta: "ரஜ்ஜுப் பொருத்தம்", te: "రజ్జు పొంతన" },
  vedha: { en: "Vedha", hi: "वेध", ta: "வேதைப் பொருத்தம்", te: "వేధ పొంతన" },
};

/** Attribute ids of `Koota.boy` / `Koota.girl` (graha ids and sign indexes come from the glossary). */
export const attributeNames: Record<string, Term> = {
  brahmin: { en: "Brahmin", hi: "ब्राह्मण", ta: "பிராமணர்", te: "బ్రాహ్మణ" },
  kshatriya: { en: "Kshatriya", hi: "क्षत्रिय", ta: "க்ஷத்திரியர்", te: "క్షత్రియ" },
  vaishya: { en: "Vaishya", hi: "वैश्य", ta: "வைசியர்", te: "వైశ్య" },
  shudra: { en: "Shudra", hi: "शूद्र", ta: "சூத்திரர்", te: "శూద్ర" },
  chatushpada: { en: "Chatushpada (quadruped)", hi: "चतुष्पद", ta: "சதுஷ்பாதம்", te: "చతుష్పాద" },
  manava: { en: "Manava (human)", hi: "मानव", ta: "மானவம்", te: "మానవ" },
  jalachara: { en: "Jalachara (water)", hi: "जलचर", ta: "ஜலசரம்", te: "జలచర" },
  vanachara: { en: "Vanachara (wild)", hi: "वनचर", ta: "வனசரம்", te: "వనచర" },
  keeta: { en: "Keeta (insect)", hi: "कीट", ta: "கீடம்", te: "కీటక" },
  janma: { en: "Janma", hi: "जन्म", ta: "ஜன்ம", te: "జన్మ" },
  sampat: { en: "Sampat", hi: "सम्पत्", ta: "சம்பத்", te: "సంపత్" },
  vipat: { en: "Vipat", hi: "विपत्", ta: "விபத்", te: "విపత్" },
  kshema: { en: "Kshema", hi: "क्षेम", ta: "க்ஷேம", te: "క్షేమ" },
  pratyari: { en: "Pratyari", hi: "प्रत्यरि", ta: "பிரத்யக்", te: "ప్రత్యక్" },
  sadhana: { en: "Sadhana", hi: "साधक", ta: "சாதக", te: "సాధన" },
  vadha: { en: "Vadha", hi: "वध", ta: "வதை", te: "వధ" },
  mitra: { en: "Mitra", hi: "मित्र", ta: "மித்ர", te: "మిత్ర" },
  "ati-mitra": { en: "Ati-mitra", hi: "अति मित्र", ta: "பரம மித்ர", te: "పరమ మిత్ర" },
  horse: { en: "Horse", hi: "अश्व", ta: "குதிரை", te: "గుర్రం" },
  elephant: { en: "Elephant", hi: "गज", ta: "யானை", te: "ఏనుగు" },
  sheep: { en: "Sheep", hi: "मेष (भेड़)", ta: "ஆடு", te: "మేక" },
  serpent: { en: "Serpent", hi: "सर्प", ta: "பாம்பு", te: "సర్పం" },
  dog: { en: "Dog", hi: "श्वान", ta: "நாய்", te: "శునకం" },
  cat: { en: "Cat", hi: "मार्जार", ta: "பூனை", te: "పిల్లి" },
  rat: { en: "Rat", hi: "मूषक", ta: "எலி", te: "ఎలుక" },
  cow: { en: "Cow", hi: "गौ", ta: "பசு", te: "ఆవు" },
  buffalo: { en: "Buffalo", hi: "महिष", ta: "எருமை", te: "గేదె" },
  tiger: { en: "Tiger", hi: "व्याघ्र", ta: "புலி", te: "పులి" },
  deer: { en: "Deer", hi: "मृग", ta: "மான்", te: "జింక" },
  monkey: { en: "Monkey", hi: "वानर", ta: "குரங்கு", te: "కోతి" },
  mongoose: { en: "Mongoose", hi: "नकुल", ta: "கீரி", te: "ముంగిస" },
  lion: { en: "Lion", hi: "सिंह", ta: "சிங்கம்", te: "సింహం" },
  deva: { en: "Deva", hi: "देव", ta: "தேவ", te: "దేవ" },
  manushya: { en: "Manushya", hi: "मनुष्य", ta: "மனுஷ்ய", te: "మనుష్య" },
  rakshasa: { en: "Rakshasa", hi: "राक्षस", ta: "ராட்சச", te: "రాక్షస" },
  adi: { en: "Adi (Vata)", hi: "आदि", ta: "ஆதி", te: "ఆది" },
  madhya: { en: "Madhya (Pitta)", hi: "मध्य", ta: "மத்திய", te: "మధ్య" },
  antya: { en: "Antya (Kapha)", hi: "अन्त्य", ta: "அந்திய", te: "అంత్య" },
};

/** The parts of the body the rajjus stand for (feet, waist, navel, neck, head). */
export const rajjuNames: Record<"pada" | "kati" | "nabhi" | "kantha" | "shira", Term> = {
  pada: { en: "Pada (feet)", hi: "पाद", ta: "பாத", te: "పాద" },
  kati: { en: "Kati (waist)", hi: "कटि", ta: "கடி", te: "కటి" },
  nabhi: { en: "Nabhi (navel)", hi: "नाभि", ta: "நாபி", te: "నాభి" },
  kantha: { en: "Kantha (neck)", hi: "कंठ", ta: "கண்ட", te: "కంఠ" },
  shira: { en: "Shira (head)", hi: "शिर", ta: "சிரோ", te: "శిరో" },
};

/** How one graha regards another (natural relationship). */
export const relationNames: Record<"friend" | "neutral" | "enemy", Term> = {
  friend: { en: "a friend", hi: "मित्र", ta: "நட்பு", te: "మిత్రుడు" },
  neutral: { en: "neutral", hi: "सम", ta: "சமம்", te: "సముడు" },
  enemy: { en: "an enemy", hi: "शत्रु", ta: "பகை", te: "శత్రువు" },
};
