// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Mantras of the nine grahas and of the deities most households chant, as data: the Sanskrit in
 * Devanagari, its IAST transliteration, the Tamil-script form Tamil readers chant from (Grantha
 * letters ஜ ஷ ஸ ஹ ஶ as Tamil prayer books print them), the weekday tradition gives it, and
 * where it comes from. The Telugu form is the Devanagari letter for letter (`toTelugu`): the
 * two scripts spell Sanskrit alike. What each mantra means is written per language in
 * `./meanings/<lang>.ts`, originally for this project.
 *
 * Sources:
 *  - the graha beej mantras: the navagraha tantrik (beej) mantras as printed in the standard
 *    remedial manuals (e.g. Mantra Maharnava); the japa count of a full anushthana as tradition
 *    gives it: the graha's Vimshottari years × 1,000 (Sun 6 → 6,000 … Venus 20 → 20,000 in some
 *    manuals; others quote 7,000 for the Sun: the counts vary, so the page shows the common
 *    daily mala of 108 and names the convention for the full count);
 *  - the Gayatri mantra: Rig Veda 3.62.10 (with the vyahritis of the Taittiriya Aranyaka 10.27);
 *  - the Mahamrityunjaya mantra: Rig Veda 7.59.12;
 *  - Om Namah Shivaya: the Panchakshari of Sri Rudram, Krishna Yajurveda, Taittiriya Samhita 4.5.8;
 *  - Om Namo Bhagavate Vasudevaya: the dvadashakshari of the Bhagavata Purana (1.5.37, 4.8.54);
 *  - the Hare Krishna mahamantra: the Kali-Santarana Upanishad;
 *  - Shri Ram Jay Ram: Samarth Ramdas' trayodashakshari, as sung across India;
 *  - the deity beej mantras (Ganesha "gam", Lakshmi "shrim", Durga "dum", Saraswati "aim",
 *    Hanuman "ham"): the tantrik beejas as in the Sharada Tilaka tradition;
 *  - Om Sharavanabhavaya Namah: the shadakshari of Murugan, Kanda Purana tradition (Tamil Nadu);
 *  - Om Namo Venkateshaya: the Tirumala tradition (Andhra Pradesh).
 */
import type { GrahaId } from "../terms/grahas";
import type { Term } from "../terms/lang";

/** The works and traditions the mantras come from, named in each language. */
export const works = {
  "mantra-maharnava": { en: "Navagraha beej mantras, Mantra Maharnava", hi: "नवग्रह बीज मंत्र, मंत्र महार्णव", ta: "நவக்கிரக பீஜ மந்திரங்கள், மந்திர மகார்ணவம்", te: "నవగ్రహ బీజ మంత్రాలు, మంత్ర మహార్ణవం" },
  "rig-veda": { en: "Rig Veda", hi: "ऋग्वेद", ta: "ரிக் வேதம்", te: "ఋగ్వేదం" },
  "gayatri-vyahriti": { en: "Rig Veda 3.62.10, with the vyahritis of the Taittiriya Aranyaka (10.27)", hi: "ऋग्वेद 3.62.10, तैत्तिरीय आरण्यक (10.27) की व्याहृतियों सहित", ta: "ரிக் வேதம் 3.62.10, தைத்திரீய ஆரண்யகத்தின் (10.27) வியாஹ்ருதிகளுடன்", te: "ఋగ్వేదం 3.62.10, తైత్తిరీయ ఆరణ్యకం (10.27) వ్యాహృతులతో" },
  "sri-rudram": { en: "Sri Rudram, Krishna Yajurveda, Taittiriya Samhita", hi: "श्री रुद्रम्, कृष्ण यजुर्वेद, तैत्तिरीय संहिता", ta: "ஸ்ரீ ருத்ரம், கிருஷ்ண யஜுர் வேதம், தைத்திரீய சம்ஹிதை", te: "శ్రీ రుద్రం, కృష్ణ యజుర్వేదం, తైత్తిరీయ సంహిత" },
  "bhagavata-purana": { en: "Bhagavata Purana", hi: "भागवत पुराण", ta: "பாகவத புராணம்", te: "భాగవత పురాణం" },
  "ganapati-atharvashirsha": { en: "Ganapati Atharvashirsha", hi: "गणपति अथर्वशीर्ष", ta: "கணபதி அதர்வசீர்ஷம்", te: "గణపతి అథర్వశీర్షం" },
  "sharada-tilaka": { en: "Beej mantra of the Sharada Tilaka tradition", hi: "शारदा तिलक परंपरा का बीज मंत्र", ta: "சாரதா திலகம் மரபின் பீஜ மந்திரம்", te: "శారదా తిలకం సంప్రదాయ బీజ మంత్రం" },
  "hanuman-beej": { en: "Hanuman beej mantra, devotional tradition", hi: "हनुमान बीज मंत्र, भक्ति परंपरा", ta: "அனுமன் பீஜ மந்திரம், பக்தி மரபு", te: "హనుమాన్ బీజ మంత్రం, భక్తి సంప్రదాయం" },
  "samarth-ramdas": { en: "Samarth Ramdas' thirteen-syllable chant", hi: "समर्थ रामदास का त्रयोदशाक्षरी मंत्र", ta: "சமர்த்த ராமதாசரின் பதின்மூன்றெழுத்து மந்திரம்", te: "సమర్థ రామదాసు త్రయోదశాక్షరి మంత్రం" },
  "kali-santarana": { en: "Kali-Santarana Upanishad", hi: "कलि-संतरण उपनिषद", ta: "கலி சந்தரண உபநிஷத்", te: "కలి సంతరణ ఉపనిషత్తు" },
  "kanda-purana": { en: "Kanda Purana tradition (Tamil Nadu)", hi: "कंद पुराण परंपरा (तमिलनाडु)", ta: "கந்த புராண மரபு", te: "స్కంద పురాణ సంప్రదాయం (తమిళనాడు)" },
  tirumala: { en: "Tirumala tradition", hi: "तिरुमला परंपरा", ta: "திருமலை மரபு", te: "తిరుమల సంప్రదాయం" },
} satisfies Record<string, Term>;
export type WorkId = keyof typeof works;

export const deityIds = ["ganesha", "shiva", "mahamrityunjaya", "gayatri", "vishnu", "lakshmi", "durga", "saraswati", "hanuman", "rama", "krishna", "murugan", "venkateswara"] as const;
export type DeityId = (typeof deityIds)[number];
export type MantraId = GrahaId | DeityId;

/** 0 = Sunday … 6 = Saturday (`@jyotish/terms` `varaNames`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Mantra {
  id: MantraId;
  group: "graha" | "deity";
  /** Devanagari, as chanted. */
  sanskrit: string;
  /** IAST transliteration. */
  iast: string;
  /** Tamil script as Tamil prayer books print it. */
  tamil: string;
  /** The days tradition gives it (the graha's own weekday for a graha). */
  days: readonly Weekday[];
  /** Where it comes from: a work (named in each language by `works`) and the place in it. */
  source: { work: WorkId; ref?: string };
}

const graha = (id: GrahaId, sanskrit: string, iast: string, tamil: string, day: Weekday): Mantra => ({
  id,
  group: "graha",
  sanskrit,
  iast,
  tamil,
  days: [day],
  source: { work: "mantra-maharnava" },
});

export const mantras: readonly Mantra[] = [
  graha("sun", "ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः", "oṃ hrāṃ hrīṃ hrauṃ saḥ sūryāya namaḥ", "ஓம் ஹ்ராம் ஹ்ரீம் ஹ்ரௌம் ஸஃ ஸூர்யாய நமஃ", 0),
  graha("moon", "ॐ श्रां श्रीं श्रौं सः चन्द्रमसे नमः", "oṃ śrāṃ śrīṃ śrauṃ saḥ candramase namaḥ", "ஓம் ஶ்ராம் ஶ்ரீம் ஶ்ரௌம் ஸஃ சந்த்ரமஸே நமஃ", 1),
  graha("mars", "ॐ क्रां क्रीं क्रौं सः भौमाय नमः", "oṃ krāṃ krīṃ krauṃ saḥ bhaumāya namaḥ", "ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஃ பௌமாய நமஃ", 2),
  graha("mercury", "ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः", "oṃ brāṃ brīṃ brauṃ saḥ budhāya namaḥ", "ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஃ புதாய நமஃ", 3),
  graha("jupiter", "ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः", "oṃ grāṃ grīṃ grauṃ saḥ gurave namaḥ", "ஓம் க்ராம் க்ரீம் க்ரௌம் ஸஃ குரவே நமஃ", 4),
  graha("venus", "ॐ द्रां द्रीं द्रौं सः शुक्राय नमः", "oṃ drāṃ drīṃ drauṃ saḥ śukrāya namaḥ", "ஓம் த்ராம் த்ரீம் த்ரௌம் ஸஃ ஶுக்ராய நமஃ", 5),
  graha("saturn", "ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः", "oṃ prāṃ prīṃ prauṃ saḥ śanaiścarāya namaḥ", "ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஃ ஶனைஶ்சராய நமஃ", 6),
  graha("rahu", "ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः", "oṃ bhrāṃ bhrīṃ bhrauṃ saḥ rāhave namaḥ", "ஓம் ப்ராம் ப்ரீம் ப்ரௌம் ஸஃ ராஹவே நமஃ", 6),
  graha("ketu", "ॐ स्रां स्रीं स्रौं सः केतवे नमः", "oṃ srāṃ srīṃ srauṃ saḥ ketave namaḥ", "ஓம் ஸ்ராம் ஸ்ரீம் ஸ்ரௌம் ஸஃ கேதவே நமஃ", 2),
  {
    id: "ganesha",
    group: "deity",
    sanskrit: "ॐ गं गणपतये नमः",
    iast: "oṃ gaṃ gaṇapataye namaḥ",
    tamil: "ஓம் கம் கணபதயே நமஃ",
    days: [3],
    source: { work: "ganapati-atharvashirsha" },
  },
  {
    id: "shiva",
    group: "deity",
    sanskrit: "ॐ नमः शिवाय",
    iast: "oṃ namaḥ śivāya",
    tamil: "ஓம் நமஃ ஶிவாய",
    days: [1],
    source: { work: "sri-rudram", ref: "4.5.8" },
  },
  {
    id: "mahamrityunjaya",
    group: "deity",
    sanskrit: "ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम् । उर्वारुकमिव बन्धनान्मृत्योर्मुक्षीय माऽमृतात् ॥",
    iast: "oṃ tryambakaṃ yajāmahe sugandhiṃ puṣṭivardhanam | urvārukam iva bandhanān mṛtyor mukṣīya mā'mṛtāt ||",
    tamil: "ஓம் த்ர்யம்பகம் யஜாமஹே ஸுகந்திம் புஷ்டிவர்தனம் । உர்வாருகமிவ பந்தனான்ம்ருத்யோர்முக்ஷீய மாம்ருதாத் ॥",
    days: [1],
    source: { work: "rig-veda", ref: "7.59.12" },
  },
  {
    id: "gayatri",
    group: "deity",
    sanskrit: "ॐ भूर्भुवः स्वः । तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि । धियो यो नः प्रचोदयात् ॥",
    iast: "oṃ bhūr bhuvaḥ svaḥ | tat savitur vareṇyaṃ bhargo devasya dhīmahi | dhiyo yo naḥ pracodayāt ||",
    tamil: "ஓம் பூர்புவஃ ஸ்வஃ । தத்ஸவிதுர்வரேண்யம் பர்கோ தேவஸ்ய தீமஹி । தியோ யோ நஃ ப்ரசோதயாத் ॥",
    days: [0, 1, 2, 3, 4, 5, 6],
    source: { work: "gayatri-vyahriti" },
  },
  {
    id: "vishnu",
    group: "deity",
    sanskrit: "ॐ नमो भगवते वासुदेवाय",
    iast: "oṃ namo bhagavate vāsudevāya",
    tamil: "ஓம் நமோ பகவதே வாஸுதேவாய",
    days: [4],
    source: { work: "bhagavata-purana", ref: "1.5.37, 4.8.54" },
  },
  {
    id: "lakshmi",
    group: "deity",
    sanskrit: "ॐ श्रीं महालक्ष्म्यै नमः",
    iast: "oṃ śrīṃ mahālakṣmyai namaḥ",
    tamil: "ஓம் ஶ்ரீம் மஹாலக்ஷ்ம்யை நமஃ",
    days: [5],
    source: { work: "sharada-tilaka" },
  },
  {
    id: "durga",
    group: "deity",
    sanskrit: "ॐ दुं दुर्गायै नमः",
    iast: "oṃ duṃ durgāyai namaḥ",
    tamil: "ஓம் தும் துர்காயை நமஃ",
    days: [2, 5],
    source: { work: "sharada-tilaka" },
  },
  {
    id: "saraswati",
    group: "deity",
    sanskrit: "ॐ ऐं सरस्वत्यै नमः",
    iast: "oṃ aiṃ sarasvatyai namaḥ",
    tamil: "ஓம் ஐம் ஸரஸ்வத்யை நமஃ",
    days: [4],
    source: { work: "sharada-tilaka" },
  },
  {
    id: "hanuman",
    group: "deity",
    sanskrit: "ॐ हं हनुमते नमः",
    iast: "oṃ haṃ hanumate namaḥ",
    tamil: "ஓம் ஹம் ஹனுமதே நமஃ",
    days: [2, 6],
    source: { work: "hanuman-beej" },
  },
  {
    id: "rama",
    group: "deity",
    sanskrit: "श्री राम जय राम जय जय राम",
    iast: "śrī rāma jaya rāma jaya jaya rāma",
    tamil: "ஶ்ரீ ராம ஜய ராம ஜய ஜய ராம",
    days: [0, 1, 2, 3, 4, 5, 6],
    source: { work: "samarth-ramdas" },
  },
  {
    id: "krishna",
    group: "deity",
    sanskrit: "हरे कृष्ण हरे कृष्ण कृष्ण कृष्ण हरे हरे । हरे राम हरे राम राम राम हरे हरे ॥",
    iast: "hare kṛṣṇa hare kṛṣṇa kṛṣṇa kṛṣṇa hare hare | hare rāma hare rāma rāma rāma hare hare ||",
    tamil: "ஹரே க்ருஷ்ண ஹரே க்ருஷ்ண க்ருஷ்ண க்ருஷ்ண ஹரே ஹரே । ஹரே ராம ஹரே ராம ராம ராம ஹரே ஹரே ॥",
    days: [0, 1, 2, 3, 4, 5, 6],
    source: { work: "kali-santarana" },
  },
  {
    id: "murugan",
    group: "deity",
    sanskrit: "ॐ शरवणभवाय नमः",
    iast: "oṃ śaravaṇabhavāya namaḥ",
    tamil: "ஓம் சரவணபவாய நமஃ",
    days: [2],
    source: { work: "kanda-purana" },
  },
  {
    id: "venkateswara",
    group: "deity",
    sanskrit: "ॐ नमो वेङ्कटेशाय",
    iast: "oṃ namo veṅkaṭeśāya",
    tamil: "ஓம் நமோ வேங்கடேஶாய",
    days: [6],
    source: { work: "tirumala" },
  },
];

/** A mala: the count tradition gives a sitting of japa. */
export const MALA = 108;

/**
 * The Telugu form of Devanagari Sanskrit: the two blocks lay their letters out alike (Unicode
 * allocated both from ISCII), so a letter moves by the blocks' distance, 0x300; OM (ॐ), which
 * Telugu has no sign for, is spelt ఓం, and the dandas (।, ॥) are shared by both scripts.
 */
export function toTelugu(devanagari: string): string {
  return devanagari.replaceAll("ॐ", "ఓం").replace(/[\u0900-\u094F\u0951-\u0963\u0966-\u097F]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0x300));
}
