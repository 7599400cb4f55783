// SPDX-License-Identifier: AGPL-3.0-or-later
/** The kundli's terms: the grahas' short chart labels, the vargas, the yoginis and the kaal sarp types (Sanskrit names, written in each script). */
import type { kaalSarpNames } from "../kundli/doshas";
import type { VargaId } from "../kundli/vargas";
import type { YoginiId } from "../kundli/yogini";
import type { GrahaId } from "./grahas";
import type { Term } from "./lang";

/** Two-letter chart labels as printed charts use them. */
export const grahaShort: Record<GrahaId, Term> = {
  sun: { en: "Su", hi: "सू", ta: "சூ", te: "సూ" },
  moon: { en: "Mo", hi: "चं", ta: "சந்", te: "చం" },
  mars: { en: "Ma", hi: "मं", ta: "செ", te: "కు" },
  mercury: { en: "Me", hi: "बु", ta: "பு", te: "బు" },
  jupiter: { en: "Ju", hi: "गु", ta: "கு", te: "గు" },
  venus: { en: "Ve", hi: "शु", ta: "சுக்", te: "శు" },
  saturn: { en: "Sa", hi: "श", ta: "சனி", te: "శ" },
  rahu: { en: "Ra", hi: "रा", ta: "ரா", te: "రా" },
  ketu: { en: "Ke", hi: "के", ta: "கே", te: "కే" },
};

/** The ascendant's mark in a chart: "Asc", ल (लग्न), ல (லக்னம்), ల (లగ్నం). */
export const ascendantShort: Term = { en: "Asc", hi: "ल", ta: "ல", te: "ల" };

/** The sixteen Parashara vargas and the part of life each is read for (BPHS ch. 6–7). */
export const vargaNames: Record<VargaId, Term> = {
  D1: { en: "Rashi (D1)", hi: "राशि (D1)", ta: "ராசி (D1)", te: "రాశి (D1)" },
  D2: { en: "Hora (D2)", hi: "होरा (D2)", ta: "ஹோரை (D2)", te: "హోర (D2)" },
  D3: { en: "Drekkana (D3)", hi: "द्रेष्काण (D3)", ta: "திரேக்காணம் (D3)", te: "ద్రేక్కాణం (D3)" },
  D4: { en: "Chaturthamsha (D4)", hi: "चतुर्थांश (D4)", ta: "சதுர்த்தாம்சம் (D4)", te: "చతుర్థాంశ (D4)" },
  D7: { en: "Saptamsha (D7)", hi: "सप्तमांश (D7)", ta: "சப்தாம்சம் (D7)", te: "సప్తాంశ (D7)" },
  D9: { en: "Navamsha (D9)", hi: "नवमांश (D9)", ta: "நவாம்சம் (D9)", te: "నవాంశ (D9)" },
  D10: { en: "Dashamsha (D10)", hi: "दशमांश (D10)", ta: "தசாம்சம் (D10)", te: "దశాంశ (D10)" },
  D12: { en: "Dwadashamsha (D12)", hi: "द्वादशांश (D12)", ta: "துவாதசாம்சம் (D12)", te: "ద్వాదశాంశ (D12)" },
  D16: { en: "Shodashamsha (D16)", hi: "षोडशांश (D16)", ta: "சோடசாம்சம் (D16)", te: "షోడశాంశ (D16)" },
  D20: { en: "Vimshamsha (D20)", hi: "विंशांश (D20)", ta: "விம்சாம்சம் (D20)", te: "వింశాంశ (D20)" },
  D24: { en: "Chaturvimshamsha (D24)", hi: "चतुर्विंशांश (D24)", ta: "சதுர்விம்சாம்சம் (D24)", te: "చతుర్వింశాంశ (D24)" },
  D27: { en: "Bhamsha (D27)", hi: "भांश (D27)", ta: "பாம்சம் (D27)", te: "భాంశ (D27)" },
  D30: { en: "Trimshamsha (D30)", hi: "त्रिंशांश (D30)", ta: "திரிம்சாம்சம் (D30)", te: "త్రింశాంశ (D30)" },
  D40: { en: "Khavedamsha (D40)", hi: "खवेदांश (D40)", ta: "கவேதாம்சம் (D40)", te: "ఖవేదాంశ (D40)" },
  D45: { en: "Akshavedamsha (D45)", hi: "अक्षवेदांश (D45)", ta: "அக்ஷவேதாம்சம் (D45)", te: "అక్షవేదాంశ (D45)" },
  D60: { en: "Shashtiamsha (D60)", hi: "षष्ट्यंश (D60)", ta: "ஷஷ்டியாம்சம் (D60)", te: "షష్ట్యంశ (D60)" },
};

export const yoginiNames: Record<YoginiId, Term> = {
  mangala: { en: "Mangala", hi: "मंगला", ta: "மங்களா", te: "మంగళ" },
  pingala: { en: "Pingala", hi: "पिंगला", ta: "பிங்களா", te: "పింగళ" },
  dhanya: { en: "Dhanya", hi: "धान्या", ta: "தான்யா", te: "ధాన్య" },
  bhramari: { en: "Bhramari", hi: "भ्रामरी", ta: "பிராமரி", te: "భ్రామరి" },
  bhadrika: { en: "Bhadrika", hi: "भद्रिका", ta: "பத்ரிகா", te: "భద్రిక" },
  ulka: { en: "Ulka", hi: "उल्का", ta: "உல்கா", te: "ఉల్క" },
  siddha: { en: "Siddha", hi: "सिद्धा", ta: "சித்தா", te: "సిద్ధ" },
  sankata: { en: "Sankata", hi: "संकटा", ta: "சங்கடா", te: "సంకట" },
};

export const kaalSarpTypeNames: Record<(typeof kaalSarpNames)[number], Term> = {
  anant: { en: "Anant", hi: "अनंत", ta: "அனந்த", te: "అనంత" },
  kulik: { en: "Kulik", hi: "कुलिक", ta: "குளிக", te: "కులిక" },
  vasuki: { en: "Vasuki", hi: "वासुकि", ta: "வாசுகி", te: "వాసుకి" },
  shankhpal: { en: "Shankhpal", hi: "शंखपाल", ta: "சங்கபால", te: "శంఖపాల" },
  padma: { en: "Padma", hi: "पद्म", ta: "பத்ம", te: "పద్మ" },
  mahapadma: { en: "Mahapadma", hi: "महापद्म", ta: "மகாபத்ம", te: "మహాపద్మ" },
  takshak: { en: "Takshak", hi: "तक्षक", ta: "தட்சக", te: "తక్షక" },
  karkotak: { en: "Karkotak", hi: "कर्कोटक", ta: "கார்கோடக", te: "కర్కోటక" },
  shankhachud: { en: "Shankhachud", hi: "शंखचूड़", ta: "சங்கசூட", te: "శంఖచూడ" },
  ghatak: { en: "Ghatak", hi: "घातक", ta: "காதக", te: "ఘాతక" },
  vishdhar: { en: "Vishdhar", hi: "विषधर", ta: "விஷதர", te: "విషధర" },
  sheshnag: { en: "Sheshnag", hi: "शेषनाग", ta: "சேஷநாக", te: "శేషనాగ" },
};

