// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The four-language names (en, hi, ta, te) of the panchang elements: tithi, paksha, yoga,
 * karana, lunar month (masa), samvatsara, ritu, ayana, weekday (vara), choghadiya and the
 * named muhurtas. Same shape as ./glossary: id arrays `as const`, `Term` tables.
 *
 * Conventions:
 *  - English: the transliteration drikpanchang.com prints ("Pratipada", "Vishkambha", "Bava").
 *  - Hindi: as Hindi panchangs print (प्रतिपदा, शुक्ल, विष्कम्भ).
 *  - Tamil: as Tamil panchangams print (பிரதமை, வளர்பிறை/தேய்பிறை, விஷ்கம்பம், பவம்); lunar
 *    months are the Sanskrit masa names in Tamil script (சைத்ர, வைசாக), not the solar
 *    Tamil months (சித்திரை, வைகாசி).
 *  - Telugu: as Telugu panchangams print (పాడ్యమి, విదియ, చైత్రం, విష్కంభం).
 *  - Tithi numbers run 1–30 (1–15 Shukla, 15 = Purnima; 16–30 Krishna, 30 = Amavasya).
 *  - Karana numbers run 1–60 from the start of Shukla Pratipada: 1 = Kimstughna, 2–57 the
 *    seven movable karanas in turn (Bava … Vishti), 58 = Shakuni, 59 = Chatushpada, 60 = Naga.
 *  - Samvatsara: the 60-year Jovian cycle from Prabhava (index 0). South Indian (Shaka)
 *    naming: index = (Shaka + 11) mod 60 (Shaka 1943 = Plava); north Indian (Vikram)
 *    naming: index = (Vikram + 9) mod 60 (VS 2078 = Ananda).
 */
import type { Lang as GlossaryLocale, Term } from "./lang";

function checkInt(n: number, lo: number, hi: number, what: string): void {
  if (!Number.isInteger(n) || n < lo || n > hi) throw new RangeError(`${what} must be an integer ${lo}–${hi}, got ${n}`);
}

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new RangeError(`index ${i} out of range`);
  return v;
}

// ---------------------------------------------------------------- tithi and paksha

/** Tithi names within a paksha: index 0 = Pratipada … 13 = Chaturdashi, 14 = Purnima (Shukla 15). */
export const tithiNames: readonly Term[] = [
  { en: "Pratipada", hi: "प्रतिपदा", ta: "பிரதமை", te: "పాడ్యమి" },
  { en: "Dwitiya", hi: "द्वितीया", ta: "துவிதியை", te: "విదియ" },
  { en: "Tritiya", hi: "तृतीया", ta: "திருதியை", te: "తదియ" },
  { en: "Chaturthi", hi: "चतुर्थी", ta: "சதுர்த்தி", te: "చవితి" },
  { en: "Panchami", hi: "पंचमी", ta: "பஞ்சமி", te: "పంచమి" },
  { en: "Shashthi", hi: "षष्ठी", ta: "சஷ்டி", te: "షష్ఠి" },
  { en: "Saptami", hi: "सप्तमी", ta: "சப்தமி", te: "సప్తమి" },
  { en: "Ashtami", hi: "अष्टमी", ta: "அஷ்டமி", te: "అష్టమి" },
  { en: "Navami", hi: "नवमी", ta: "நவமி", te: "నవమి" },
  { en: "Dashami", hi: "दशमी", ta: "தசமி", te: "దశమి" },
  { en: "Ekadashi", hi: "एकादशी", ta: "ஏகாதசி", te: "ఏకాదశి" },
  { en: "Dwadashi", hi: "द्वादशी", ta: "துவாதசி", te: "ద్వాదశి" },
  { en: "Trayodashi", hi: "त्रयोदशी", ta: "திரயோதசி", te: "త్రయోదశి" },
  { en: "Chaturdashi", hi: "चतुर्दशी", ta: "சதுர்த்தசி", te: "చతుర్దశి" },
  { en: "Purnima", hi: "पूर्णिमा", ta: "பௌர்ணமி", te: "పౌర్ణమి" },
];

/** Krishna 15, the new moon. */
export const amavasyaName: Term = { en: "Amavasya", hi: "अमावस्या", ta: "அமாவாசை", te: "అమావాస్య" };

export const pakshaIds = ["shukla", "krishna"] as const;
export type PakshaId = (typeof pakshaIds)[number];

/** The fortnights; Tamil panchangams print வளர்பிறை (waxing) / தேய்பிறை (waning). */
export const pakshaNames: Record<PakshaId, Term> = {
  shukla: { en: "Shukla", hi: "शुक्ल", ta: "வளர்பிறை", te: "శుక్ల" },
  krishna: { en: "Krishna", hi: "कृष्ण", ta: "தேய்பிறை", te: "కృష్ణ" },
};

/**
 * The tithi 1–30 as drikpanchang prints it: paksha + tithi ("Shukla Saptami",
 * "Krishna Pratipada"), bare "Purnima" for 15 and "Amavasya" for 30.
 */
export function tithiName(tithi: number, locale: GlossaryLocale): string {
  checkInt(tithi, 1, 30, "tithi");
  if (tithi === 15) return at(tithiNames, 14)[locale];
  if (tithi === 30) return amavasyaName[locale];
  const paksha = tithi <= 15 ? pakshaNames.shukla : pakshaNames.krishna;
  return `${paksha[locale]} ${at(tithiNames, (tithi - 1) % 15)[locale]}`;
}

// ---------------------------------------------------------------- yoga

/** The 27 yogas, index 0 = Vishkambha … 26 = Vaidhriti. */
export const yogaNames: readonly Term[] = [
  { en: "Vishkambha", hi: "विष्कम्भ", ta: "விஷ்கம்பம்", te: "విష్కంభం" },
  { en: "Priti", hi: "प्रीति", ta: "ப்ரீதி", te: "ప్రీతి" },
  { en: "Ayushman", hi: "आयुष्मान", ta: "ஆயுஷ்மான்", te: "ఆయుష్మాన్" },
  { en: "Saubhagya", hi: "सौभाग्य", ta: "சௌபாக்கியம்", te: "సౌభాగ్యం" },
  { en: "Shobhana", hi: "शोभन", ta: "சோபனம்", te: "శోభనం" },
  { en: "Atiganda", hi: "अतिगण्ड", ta: "அதிகண்டம்", te: "అతిగండం" },
  { en: "Sukarma", hi: "सुकर्मा", ta: "சுகர்மம்", te: "సుకర్మ" },
  { en: "Dhriti", hi: "धृति", ta: "திருதி", te: "ధృతి" },
  { en: "Shula", hi: "शूल", ta: "சூலம்", te: "శూలం" },
  { en: "Ganda", hi: "गण्ड", ta: "கண்டம்", te: "గండం" },
  { en: "Vriddhi", hi: "वृद्धि", ta: "விருத்தி", te: "వృద్ధి" },
  { en: "Dhruva", hi: "ध्रुव", ta: "துருவம்", te: "ధ్రువం" },
  { en: "Vyaghata", hi: "व्याघात", ta: "வியாகாதம்", te: "వ్యాఘాతం" },
  { en: "Harshana", hi: "हर्षण", ta: "ஹர்ஷணம்", te: "హర్షణం" },
  { en: "Vajra", hi: "वज्र", ta: "வஜ்ரம்", te: "వజ్రం" },
  { en: "Siddhi", hi: "सिद्धि", ta: "சித்தி", te: "సిద్ధి" },
  { en: "Vyatipata", hi: "व्यतीपात", ta: "வியதீபாதம்", te: "వ్యతీపాతం" },
  { en: "Variyana", hi: "वरीयान", ta: "வரீயான்", te: "వరీయాన్" },
  { en: "Parigha", hi: "परिघ", ta: "பரிகம்", te: "పరిఘం" },
  { en: "Shiva", hi: "शिव", ta: "சிவம்", te: "శివం" },
  { en: "Siddha", hi: "सिद्ध", ta: "சித்தம்", te: "సిద్ధం" },
  { en: "Sadhya", hi: "साध्य", ta: "சாத்தியம்", te: "సాధ్యం" },
  { en: "Shubha", hi: "शुभ", ta: "சுபம்", te: "శుభం" },
  { en: "Shukla", hi: "शुक्ल", ta: "சுப்பிரம்", te: "శుక్లం" },
  { en: "Brahma", hi: "ब्रह्म", ta: "பிராம்யம்", te: "బ్రహ్మం" },
  { en: "Indra", hi: "इन्द्र", ta: "ஐந்திரம்", te: "ఐంద్రం" },
  { en: "Vaidhriti", hi: "वैधृति", ta: "வைதிருதி", te: "వైధృతి" },
];

// ---------------------------------------------------------------- karana

/** The 11 karanas: the seven movable ones (Bava … Vishti), then the four fixed ones. */
export const karanaIds = [
  "bava", "balava", "kaulava", "taitila", "garaja", "vanija", "vishti",
  "shakuni", "chatushpada", "naga", "kimstughna",
] as const;
export type KaranaId = (typeof karanaIds)[number];

/** Tamil panchangams print Vishti as பத்திரை (Bhadra). */
export const karanaNames: Record<KaranaId, Term> = {
  bava: { en: "Bava", hi: "बव", ta: "பவம்", te: "బవ" },
  balava: { en: "Balava", hi: "बालव", ta: "பாலவம்", te: "బాలవ" },
  kaulava: { en: "Kaulava", hi: "कौलव", ta: "கௌலவம்", te: "కౌలవ" },
  taitila: { en: "Taitila", hi: "तैतिल", ta: "தைதுலம்", te: "తైతుల" },
  garaja: { en: "Garaja", hi: "गर", ta: "கரசை", te: "గరజి" },
  vanija: { en: "Vanija", hi: "वणिज", ta: "வணிசை", te: "వణిజ" },
  vishti: { en: "Vishti", hi: "विष्टि", ta: "பத்திரை", te: "విష్టి" },
  shakuni: { en: "Shakuni", hi: "शकुनि", ta: "சகுனி", te: "శకుని" },
  chatushpada: { en: "Chatushpada", hi: "चतुष्पद", ta: "சதுஷ்பாதம்", te: "చతుష్పాత్" },
  naga: { en: "Naga", hi: "नाग", ta: "நாகவம்", te: "నాగవం" },
  kimstughna: { en: "Kimstughna", hi: "किंस्तुघ्न", ta: "கிம்ஸ்துக்னம்", te: "కింస్తుఘ్నం" },
};

/**
 * The karana of half-tithi 1–60 (1 = first half of Shukla Pratipada): 1 = Kimstughna,
 * 2–57 cycle Bava … Vishti, 58 = Shakuni, 59 = Chatushpada, 60 = Naga.
 */
export function karanaIdOf(karana: number): KaranaId {
  checkInt(karana, 1, 60, "karana");
  if (karana === 1) return "kimstughna";
  if (karana === 58) return "shakuni";
  if (karana === 59) return "chatushpada";
  if (karana === 60) return "naga";
  return at(karanaIds, (karana - 2) % 7);
}

// ---------------------------------------------------------------- masa

/** The 12 lunar months, index 0 = Chaitra … 11 = Phalguna. */
export const masaNames: readonly Term[] = [
  { en: "Chaitra", hi: "चैत्र", ta: "சைத்ர", te: "చైత్రం" },
  { en: "Vaishakha", hi: "वैशाख", ta: "வைசாக", te: "వైశాఖం" },
  { en: "Jyeshtha", hi: "ज्येष्ठ", ta: "ஜ்யேஷ்ட", te: "జ్యేష్ఠం" },
  { en: "Ashadha", hi: "आषाढ़", ta: "ஆஷாட", te: "ఆషాఢం" },
  { en: "Shravana", hi: "श्रावण", ta: "ஸ்ராவண", te: "శ్రావణం" },
  { en: "Bhadrapada", hi: "भाद्रपद", ta: "பாத்ரபத", te: "భాద్రపదం" },
  { en: "Ashwin", hi: "आश्विन", ta: "ஆஸ்வயுஜ", te: "ఆశ్వయుజం" },
  { en: "Kartika", hi: "कार्तिक", ta: "கார்த்திக", te: "కార్తీకం" },
  { en: "Margashirsha", hi: "मार्गशीर्ष", ta: "மார்கசீர்ஷ", te: "మార్గశిరం" },
  { en: "Pausha", hi: "पौष", ta: "பௌஷ", te: "పుష్యం" },
  { en: "Magha", hi: "माघ", ta: "மாக", te: "మాఘం" },
  { en: "Phalguna", hi: "फाल्गुन", ta: "பால்குன", te: "ఫాల్గుణం" },
];

/** Prefix of an intercalary (adhika) month. */
export const adhikaPrefix: Term = { en: "Adhika", hi: "अधिक", ta: "அதிக", te: "అధిక" };

/** The lunar month 1–12 (1 = Chaitra), with the adhika prefix when intercalary: "Adhika Shravana". */
export function masaName(masa: number, adhika: boolean, locale: GlossaryLocale): string {
  checkInt(masa, 1, 12, "masa");
  const name = at(masaNames, masa - 1)[locale];
  return adhika ? `${adhikaPrefix[locale]} ${name}` : name;
}

// ---------------------------------------------------------------- samvatsara

/** The 60 samvatsaras of the Jovian cycle, index 0 = Prabhava … 59 = Akshaya. */
export const samvatsaraNames: readonly Term[] = [
  { en: "Prabhava", hi: "प्रभव", ta: "பிரபவ", te: "ప్రభవ" },
  { en: "Vibhava", hi: "विभव", ta: "விபவ", te: "విభవ" },
  { en: "Shukla", hi: "शुक्ल", ta: "சுக்ல", te: "శుక్ల" },
  { en: "Pramoda", hi: "प्रमोद", ta: "பிரமோதூத", te: "ప్రమోదూత" },
  { en: "Prajapati", hi: "प्रजापति", ta: "பிரஜோத்பத்தி", te: "ప్రజోత్పత్తి" },
  { en: "Angira", hi: "अंगिरा", ta: "ஆங்கீரச", te: "ఆంగీరస" },
  { en: "Shrimukha", hi: "श्रीमुख", ta: "ஸ்ரீமுக", te: "శ్రీముఖ" },
  { en: "Bhava", hi: "भाव", ta: "பவ", te: "భావ" },
  { en: "Yuva", hi: "युवा", ta: "யுவ", te: "యువ" },
  { en: "Dhata", hi: "धाता", ta: "தாது", te: "ధాత" },
  { en: "Ishvara", hi: "ईश्वर", ta: "ஈஸ்வர", te: "ఈశ్వర" },
  { en: "Bahudhanya", hi: "बहुधान्य", ta: "வெகுதானிய", te: "బహుధాన్య" },
  { en: "Pramathi", hi: "प्रमाथी", ta: "பிரமாதி", te: "ప్రమాది" },
  { en: "Vikrama", hi: "विक्रम", ta: "விக்கிரம", te: "విక్రమ" },
  { en: "Vrisha", hi: "वृष", ta: "விஷு", te: "వృష" },
  { en: "Chitrabhanu", hi: "चित्रभानु", ta: "சித்திரபானு", te: "చిత్రభాను" },
  { en: "Subhanu", hi: "सुभानु", ta: "சுபானு", te: "స్వభాను" },
  { en: "Tarana", hi: "तारण", ta: "தாரண", te: "తారణ" },
  { en: "Parthiva", hi: "पार्थिव", ta: "பார்த்திப", te: "పార్థివ" },
  { en: "Vyaya", hi: "व्यय", ta: "விய", te: "వ్యయ" },
  { en: "Sarvajit", hi: "सर्वजित", ta: "சர்வஜித்", te: "సర్వజిత్" },
  { en: "Sarvadhari", hi: "सर्वधारी", ta: "சர்வதாரி", te: "సర్వధారి" },
  { en: "Virodhi", hi: "विरोधी", ta: "விரோதி", te: "విరోధి" },
  { en: "Vikriti", hi: "विकृति", ta: "விக்ருதி", te: "వికృతి" },
  { en: "Khara", hi: "खर", ta: "கர", te: "ఖర" },
  { en: "Nandana", hi: "नंदन", ta: "நந்தன", te: "నందన" },
  { en: "Vijaya", hi: "विजय", ta: "விஜய", te: "విజయ" },
  { en: "Jaya", hi: "जय", ta: "ஜய", te: "జయ" },
  { en: "Manmatha", hi: "मन्मथ", ta: "மன்மத", te: "మన్మథ" },
  { en: "Durmukha", hi: "दुर्मुख", ta: "துன்முகி", te: "దుర్ముఖి" },
  { en: "Hemalambi", hi: "हेमलम्बी", ta: "ஹேவிளம்பி", te: "హేవిళంబి" },
  { en: "Vilambi", hi: "विलम्बी", ta: "விளம்பி", te: "విళంబి" },
  { en: "Vikari", hi: "विकारी", ta: "விகாரி", te: "వికారి" },
  { en: "Sharvari", hi: "शार्वरी", ta: "சார்வரி", te: "శార్వరి" },
  { en: "Plava", hi: "प्लव", ta: "பிலவ", te: "ప్లవ" },
  { en: "Shubhakrit", hi: "शुभकृत", ta: "சுபகிருது", te: "శుభకృత్" },
  { en: "Shobhakrit", hi: "शोभकृत", ta: "சோபகிருது", te: "శోభకృత్" },
  { en: "Krodhi", hi: "क्रोधी", ta: "குரோதி", te: "క్రోధి" },
  { en: "Vishvavasu", hi: "विश्वावसु", ta: "விசுவாவசு", te: "విశ్వావసు" },
  { en: "Parabhava", hi: "पराभव", ta: "பராபவ", te: "పరాభవ" },
  { en: "Plavanga", hi: "प्लवंग", ta: "பிலவங்க", te: "ప్లవంగ" },
  { en: "Kilaka", hi: "कीलक", ta: "கீலக", te: "కీలక" },
  { en: "Saumya", hi: "सौम्य", ta: "சௌமிய", te: "సౌమ్య" },
  { en: "Sadharana", hi: "साधारण", ta: "சாதாரண", te: "సాధారణ" },
  { en: "Virodhikrit", hi: "विरोधकृत", ta: "விரோதகிருது", te: "విరోధికృత్" },
  { en: "Paridhavi", hi: "परिधावी", ta: "பரிதாபி", te: "పరీధావి" },
  { en: "Pramadi", hi: "प्रमादी", ta: "பிரமாதீச", te: "ప్రమాదీచ" },
  { en: "Ananda", hi: "आनंद", ta: "ஆனந்த", te: "ఆనంద" },
  { en: "Rakshasa", hi: "राक्षस", ta: "ராட்சச", te: "రాక్షస" },
  { en: "Nala", hi: "नल", ta: "நள", te: "నల" },
  { en: "Pingala", hi: "पिंगल", ta: "பிங்கள", te: "పింగళ" },
  { en: "Kalayukta", hi: "कालयुक्त", ta: "காளயுக்தி", te: "కాళయుక్తి" },
  { en: "Siddharthi", hi: "सिद्धार्थी", ta: "சித்தார்த்தி", te: "సిద్ధార్థి" },
  { en: "Raudra", hi: "रौद्र", ta: "ரௌத்திரி", te: "రౌద్రి" },
  { en: "Durmati", hi: "दुर्मति", ta: "துன்மதி", te: "దుర్మతి" },
  { en: "Dundubhi", hi: "दुन्दुभी", ta: "துந்துபி", te: "దుందుభి" },
  { en: "Rudhirodgari", hi: "रुधिरोद्गारी", ta: "ருத்ரோத்காரி", te: "రుధిరోద్గారి" },
  { en: "Raktaksha", hi: "रक्ताक्ष", ta: "ரக்தாட்சி", te: "రక్తాక్షి" },
  { en: "Krodhana", hi: "क्रोधन", ta: "குரோதன", te: "క్రోధన" },
  { en: "Akshaya", hi: "अक्षय", ta: "அட்சய", te: "అక్షయ" },
];

const mod60 = (n: number): number => ((n % 60) + 60) % 60;

/** South Indian (Shaka) naming: index into samvatsaraNames = (Shaka + 11) mod 60; Shaka 1943 → Plava. */
export function samvatsaraIndexForShaka(shakaYear: number): number {
  checkInt(shakaYear, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "Shaka year");
  return mod60(shakaYear + 11);
}

/** North Indian (Vikram) naming: index into samvatsaraNames = (Vikram + 9) mod 60; VS 2078 → Ananda. */
export function samvatsaraIndexForVikram(vikramYear: number): number {
  checkInt(vikramYear, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "Vikram year");
  return mod60(vikramYear + 9);
}

// ---------------------------------------------------------------- ritu and ayana

/** The six seasons, index 0 = Vasanta. */
export const rituNames: readonly Term[] = [
  { en: "Vasanta", hi: "वसन्त", ta: "வசந்தம்", te: "వసంతం" },
  { en: "Grishma", hi: "ग्रीष्म", ta: "கிரீஷ்மம்", te: "గ్రీష్మం" },
  { en: "Varsha", hi: "वर्षा", ta: "வர்ஷம்", te: "వర్షం" },
  { en: "Sharad", hi: "शरद", ta: "சரத்", te: "శరత్" },
  { en: "Hemanta", hi: "हेमन्त", ta: "ஹேமந்தம்", te: "హేమంతం" },
  { en: "Shishira", hi: "शिशिर", ta: "சிசிரம்", te: "శిశిరం" },
];

export const ayanaIds = ["uttarayana", "dakshinayana"] as const;
export type AyanaId = (typeof ayanaIds)[number];

export const ayanaNames: Record<AyanaId, Term> = {
  uttarayana: { en: "Uttarayana", hi: "उत्तरायण", ta: "உத்தராயணம்", te: "ఉత్తరాయణం" },
  dakshinayana: { en: "Dakshinayana", hi: "दक्षिणायन", ta: "தட்சிணாயனம்", te: "దక్షిణాయనం" },
};

// ---------------------------------------------------------------- vara

/** Weekdays, index 0 = Sunday: English weekday names; hi/ta/te the native weekday names. */
export const varaNames: readonly Term[] = [
  { en: "Sunday", hi: "रविवार", ta: "ஞாயிறு", te: "ఆదివారం" },
  { en: "Monday", hi: "सोमवार", ta: "திங்கள்", te: "సోమవారం" },
  { en: "Tuesday", hi: "मंगलवार", ta: "செவ்வாய்", te: "మంగళవారం" },
  { en: "Wednesday", hi: "बुधवार", ta: "புதன்", te: "బుధవారం" },
  { en: "Thursday", hi: "गुरुवार", ta: "வியாழன்", te: "గురువారం" },
  { en: "Friday", hi: "शुक्रवार", ta: "வெள்ளி", te: "శుక్రవారం" },
  { en: "Saturday", hi: "शनिवार", ta: "சனி", te: "శనివారం" },
];

/** Weekdays, index 0 = Sunday, with the Vedic vara names in English ("Ravivara"). */
export const varaVedicNames: readonly Term[] = [
  { en: "Ravivara", hi: "रविवार", ta: "ஞாயிறு", te: "ఆదివారం" },
  { en: "Somavara", hi: "सोमवार", ta: "திங்கள்", te: "సోమవారం" },
  { en: "Mangalavara", hi: "मंगलवार", ta: "செவ்வாய்", te: "మంగళవారం" },
  { en: "Budhavara", hi: "बुधवार", ta: "புதன்", te: "బుధవారం" },
  { en: "Guruvara", hi: "गुरुवार", ta: "வியாழன்", te: "గురువారం" },
  { en: "Shukravara", hi: "शुक्रवार", ta: "வெள்ளி", te: "శుక్రవారం" },
  { en: "Shanivara", hi: "शनिवार", ta: "சனி", te: "శనివారం" },
];

// ---------------------------------------------------------------- choghadiya

export const choghadiyaIds = ["udveg", "char", "labh", "amrit", "kaal", "shubh", "rog"] as const;
export type ChoghadiyaId = (typeof choghadiyaIds)[number];

export const choghadiyaNames: Record<ChoghadiyaId, Term> = {
  udveg: { en: "Udveg", hi: "उद्वेग", ta: "உத்வேகம்", te: "ఉద్వేగం" },
  char: { en: "Char", hi: "चर", ta: "சரம்", te: "చరం" },
  labh: { en: "Labh", hi: "लाभ", ta: "லாபம்", te: "లాభం" },
  amrit: { en: "Amrit", hi: "अमृत", ta: "அமிர்தம்", te: "అమృతం" },
  kaal: { en: "Kaal", hi: "काल", ta: "காலம்", te: "కాలం" },
  shubh: { en: "Shubh", hi: "शुभ", ta: "சுபம்", te: "శుభం" },
  rog: { en: "Rog", hi: "रोग", ta: "ரோகம்", te: "రోగం" },
};

export const qualityIds = ["good", "bad", "neutral"] as const;
export type Quality = (typeof qualityIds)[number];

export const choghadiyaQuality: Record<ChoghadiyaId, Quality> = {
  udveg: "bad",
  char: "neutral",
  labh: "good",
  amrit: "good",
  kaal: "bad",
  shubh: "good",
  rog: "bad",
};

export const qualityNames: Record<Quality, Term> = {
  good: { en: "Good", hi: "शुभ", ta: "நல்லது", te: "మంచిది" },
  bad: { en: "Bad", hi: "अशुभ", ta: "கெட்டது", te: "చెడ్డది" },
  neutral: { en: "Neutral", hi: "सामान्य", ta: "சாதாரணம்", te: "సాధారణం" },
};

// ---------------------------------------------------------------- muhurtas

export const muhurtaIds = [
  "rahuKaal", "yamaganda", "gulika", "durMuhurtam", "varjyam", "abhijitMuhurta", "brahmaMuhurta", "amritKalam",
] as const;
export type MuhurtaId = (typeof muhurtaIds)[number];

export const muhurtaNames: Record<MuhurtaId, Term> = {
  rahuKaal: { en: "Rahu Kaal", hi: "राहुकाल", ta: "இராகு காலம்", te: "రాహుకాలం" },
  yamaganda: { en: "Yamaganda", hi: "यमगण्ड", ta: "எமகண்டம்", te: "యమగండం" },
  gulika: { en: "Gulika Kaal", hi: "गुलिक काल", ta: "குளிகை", te: "గుళిక కాలం" },
  durMuhurtam: { en: "Dur Muhurtam", hi: "दुर्मुहूर्त", ta: "துர்முகூர்த்தம்", te: "దుర్ముహూర్తం" },
  varjyam: { en: "Varjyam", hi: "वर्ज्य", ta: "தியாஜ்யம்", te: "వర్జ్యం" },
  abhijitMuhurta: { en: "Abhijit Muhurta", hi: "अभिजित मुहूर्त", ta: "அபிஜித் முகூர்த்தம்", te: "అభిజిత్ ముహూర్తం" },
  brahmaMuhurta: { en: "Brahma Muhurta", hi: "ब्रह्म मुहूर्त", ta: "பிரம்ம முகூர்த்தம்", te: "బ్రహ్మ ముహూర్తం" },
  amritKalam: { en: "Amrit Kalam", hi: "अमृत काल", ta: "அமிர்த காலம்", te: "అమృత కాలం" },
};

// ---------------------------------------------------------------- Tamil solar months

/**
 * The Tamil solar months, index 0 = Chithirai (Sun in Mesha) … 11 = Panguni (Sun in Meena):
 * the months of Tamil calendars and panchangams, named in each script as Tamil speakers say
 * them (not the Sanskrit masa names above).
 */
export const tamilMonthNames: readonly Term[] = [
  { en: "Chithirai", hi: "चित्तिरै", ta: "சித்திரை", te: "చిత్తిరై" },
  { en: "Vaikasi", hi: "वैकासी", ta: "வைகாசி", te: "వైకాసి" },
  { en: "Aani", hi: "आनी", ta: "ஆனி", te: "ఆని" },
  { en: "Aadi", hi: "आडी", ta: "ஆடி", te: "ఆడి" },
  { en: "Avani", hi: "आवणी", ta: "ஆவணி", te: "ఆవణి" },
  { en: "Purattasi", hi: "पुरट्टासी", ta: "புரட்டாசி", te: "పురట్టాసి" },
  { en: "Aippasi", hi: "ऐप्पसी", ta: "ஐப்பசி", te: "ఐప్పసి" },
  { en: "Karthigai", hi: "कार्तिगै", ta: "கார்த்திகை", te: "కార్తిగై" },
  { en: "Margazhi", hi: "मार्गऴि", ta: "மார்கழி", te: "మార్గళి" },
  { en: "Thai", hi: "तै", ta: "தை", te: "తై" },
  { en: "Masi", hi: "मासी", ta: "மாசி", te: "మాసి" },
  { en: "Panguni", hi: "पंगुनी", ta: "பங்குனி", te: "పంగుని" },
];
