// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The spreads: where the drawn cards are laid and what each place asks. The Celtic Cross is
 * A. E. Waite's, "An Ancient Celtic Method of Divination", The Pictorial Key to the Tarot
 * (London: Rider, 1911), Part III §7: its ten places keep his names ("what covers him", "what
 * crosses him" … "what will come"), said here of the reader, not "him". The three-card spread
 * (past, present, future) is the common modern convention, not Waite's; one card is a single
 * answer to a single question.
 */
import type { Term } from "@jyotish/terms/lang";

export const spreadIds = ["single", "three", "celtic-cross"] as const;
export type SpreadId = (typeof spreadIds)[number];

export interface SpreadPosition {
  id: string;
  /** The place's name. */
  name: Term;
  /** What a card in this place speaks of. */
  question: Term;
}

export interface Spread {
  id: SpreadId;
  name: Term;
  /** Where the spread comes from, as the page cites it. */
  source: Term;
  positions: SpreadPosition[];
}

const pos = (id: string, name: Term, question: Term): SpreadPosition => ({ id, name, question });

export const spreads: Record<SpreadId, Spread> = {
  single: {
    id: "single",
    name: { en: "One card", hi: "एक कार्ड", ta: "ஒரு அட்டை", te: "ఒక్క కార్డు" },
    source: {
      en: "One card for one question: the simplest draw, used by readers everywhere.",
      hi: "एक प्रश्न, एक कार्ड: सबसे सरल विधि, जिसे हर टैरो पाठक अपनाता है।",
      ta: "ஒரு கேள்விக்கு ஒரு அட்டை: எல்லா டாரோ வாசிப்பாளர்களும் பயன்படுத்தும் எளிய முறை.",
      te: "ఒక ప్రశ్నకు ఒక కార్డు: టారో చదివే వారందరూ వాడే సులభమైన పద్ధతి.",
    },
    positions: [pos("card", { en: "Your card", hi: "आपका कार्ड", ta: "உங்கள் அட்டை", te: "మీ కార్డు" }, {
      en: "The answer to your question, or the mood of the moment.",
      hi: "आपके प्रश्न का उत्तर, या इस समय का भाव।",
      ta: "உங்கள் கேள்விக்கான பதில், அல்லது இந்த நேரத்தின் மனநிலை.",
      te: "మీ ప్రశ్నకు జవాబు, లేదా ఈ క్షణపు భావం.",
    })],
  },
  three: {
    id: "three",
    name: { en: "Three cards: past, present, future", hi: "तीन कार्ड: अतीत, वर्तमान, भविष्य", ta: "மூன்று அட்டைகள்: கடந்தது, நிகழ்வது, வருவது", te: "మూడు కార్డులు: గతం, వర్తమానం, భవిష్యత్తు" },
    source: {
      en: "Past, present and future: the common modern three-card spread (it is not in Waite's book).",
      hi: "अतीत, वर्तमान और भविष्य: आधुनिक टैरो की प्रचलित तीन-कार्ड विधि (वेट की पुस्तक में यह नहीं है)।",
      ta: "கடந்த காலம், நிகழ்காலம், எதிர்காலம்: இன்றைய டாரோவில் பரவலான மூன்று அட்டை முறை (வெய்ட்டின் நூலில் இது இல்லை).",
      te: "గతం, వర్తమానం, భవిష్యత్తు: ఆధునిక టారోలో ప్రచారంలో ఉన్న మూడు కార్డుల పద్ధతి (వెయిట్ పుస్తకంలో ఇది లేదు).",
    },
    positions: [
      pos("past", { en: "Past", hi: "अतीत", ta: "கடந்த காலம்", te: "గతం" }, {
        en: "What has shaped the matter so far.",
        hi: "अब तक इस विषय को किसने आकार दिया।",
        ta: "இதுவரை இந்த விஷயத்தை வடிவமைத்தது.",
        te: "ఇప్పటివరకు ఈ విషయాన్ని మలచినది.",
      }),
      pos("present", { en: "Present", hi: "वर्तमान", ta: "நிகழ்காலம்", te: "వర్తమానం" }, {
        en: "Where things stand now.",
        hi: "अभी स्थिति कहाँ है।",
        ta: "இப்போது நிலைமை எங்கே நிற்கிறது.",
        te: "ఇప్పుడు పరిస్థితి ఎక్కడ ఉంది.",
      }),
      pos("future", { en: "Future", hi: "भविष्य", ta: "எதிர்காலம்", te: "భవిష్యత్తు" }, {
        en: "Where things lead if nothing changes.",
        hi: "कुछ न बदले तो बात कहाँ तक पहुँचेगी।",
        ta: "எதுவும் மாறாவிட்டால் இது எங்கே செல்லும்.",
        te: "ఏమీ మారకపోతే ఇది ఎటు దారి తీస్తుంది.",
      }),
    ],
  },
  "celtic-cross": {
    id: "celtic-cross",
    name: { en: "Celtic Cross", hi: "केल्टिक क्रॉस", ta: "செல்டிக் கிராஸ்", te: "సెల్టిక్ క్రాస్" },
    source: {
      en: "A. E. Waite, The Pictorial Key to the Tarot (1911), Part III §7, \"An Ancient Celtic Method of Divination\": the ten places and their names.",
      hi: "ए. ई. वेट, द पिक्टोरियल की टू द टैरो (1911), भाग 3 §7, \"एक प्राचीन केल्टिक भविष्य-विधि\": दस स्थान और उनके नाम।",
      ta: "ஏ. ஈ. வெய்ட், தி பிக்டோரியல் கீ டு தி டாரோ (1911), பகுதி 3 §7, \"ஒரு பழமையான செல்டிக் குறி முறை\": பத்து இடங்களும் அவற்றின் பெயர்களும்.",
      te: "ఎ. ఇ. వెయిట్, ద పిక్టోరియల్ కీ టు ద టారో (1911), భాగం 3 §7, \"ఒక ప్రాచీన సెల్టిక్ జోస్య పద్ధతి\": పది స్థానాలు, వాటి పేర్లు.",
    },
    positions: [
      pos("covers", { en: "What covers you", hi: "जो आपको ढकता है", ta: "உங்களை மூடியிருப்பது", te: "మిమ్మల్ని కప్పి ఉన్నది" }, {
        en: "The influence around the question now.",
        hi: "प्रश्न के चारों ओर इस समय का प्रभाव।",
        ta: "இப்போது கேள்வியைச் சூழ்ந்திருக்கும் தாக்கம்.",
        te: "ఇప్పుడు ప్రశ్న చుట్టూ ఉన్న ప్రభావం.",
      }),
      pos("crosses", { en: "What crosses you", hi: "जो आपके आड़े आता है", ta: "உங்களைக் குறுக்கிடுவது", te: "మీకు అడ్డుగా నిలిచినది" }, {
        en: "The obstacle, or the force working against it.",
        hi: "बाधा, या उसके विरुद्ध काम करती शक्ति।",
        ta: "தடை, அல்லது அதற்கு எதிராகச் செயல்படும் சக்தி.",
        te: "అవరోధం, లేదా దానికి వ్యతిరేకంగా పనిచేసే శక్తి.",
      }),
      pos("crowns", { en: "What crowns you", hi: "जो आपका मुकुट है", ta: "உங்களுக்கு மகுடமாக இருப்பது", te: "మీకు కిరీటంగా ఉన్నది" }, {
        en: "Your aim: the best that can come of it.",
        hi: "आपका लक्ष्य: इससे निकल सकने वाला सबसे अच्छा फल।",
        ta: "உங்கள் இலக்கு: இதிலிருந்து வரக்கூடிய சிறந்த பலன்.",
        te: "మీ లక్ష్యం: దీని నుంచి రాగల ఉత్తమ ఫలం.",
      }),
      pos("beneath", { en: "What is beneath you", hi: "जो आपके नीचे है", ta: "உங்களுக்கு அடியில் இருப்பது", te: "మీ కింద ఉన్నది" }, {
        en: "The foundation: what is already yours.",
        hi: "नींव: जो पहले से आपके पास है।",
        ta: "அடித்தளம்: ஏற்கனவே உங்களிடம் இருப்பது.",
        te: "పునాది: ఇప్పటికే మీ దగ్గర ఉన్నది.",
      }),
      pos("behind", { en: "What is behind you", hi: "जो आपके पीछे है", ta: "உங்களுக்குப் பின்னால் இருப்பது", te: "మీ వెనుక ఉన్నది" }, {
        en: "The influence that is passing away.",
        hi: "वह प्रभाव जो अब बीत रहा है।",
        ta: "கடந்து சென்றுகொண்டிருக்கும் தாக்கம்.",
        te: "గడిచిపోతున్న ప్రభావం.",
      }),
      pos("before", { en: "What is before you", hi: "जो आपके आगे है", ta: "உங்களுக்கு முன்னால் இருப்பது", te: "మీ ముందు ఉన్నది" }, {
        en: "The influence that is coming into play.",
        hi: "वह प्रभाव जो अब आने वाला है।",
        ta: "இனி செயலுக்கு வரும் தாக்கம்.",
        te: "ఇకపై పనిలోకి రానున్న ప్రభావం.",
      }),
      pos("self", { en: "Yourself", hi: "आप स्वयं", ta: "நீங்களே", te: "మీరే" }, {
        en: "Your own stance in the matter.",
        hi: "इस विषय में आपका अपना रुख।",
        ta: "இந்த விஷயத்தில் உங்கள் சொந்த நிலைப்பாடு.",
        te: "ఈ విషయంలో మీ సొంత వైఖరి.",
      }),
      pos("house", { en: "Your house", hi: "आपका घर-परिवेश", ta: "உங்கள் வீடும் சூழலும்", te: "మీ ఇల్లు, పరిసరాలు" }, {
        en: "The people and surroundings around you.",
        hi: "आपके आसपास के लोग और वातावरण।",
        ta: "உங்களைச் சுற்றியுள்ள மனிதர்களும் சூழலும்.",
        te: "మీ చుట్టూ ఉన్న మనుషులు, వాతావరణం.",
      }),
      pos("hopes", { en: "Your hopes and fears", hi: "आपकी आशाएँ और आशंकाएँ", ta: "உங்கள் நம்பிக்கைகளும் அச்சங்களும்", te: "మీ ఆశలు, భయాలు" }, {
        en: "What you wish for, or dread, in it.",
        hi: "इसमें आप क्या चाहते हैं, या किससे डरते हैं।",
        ta: "இதில் நீங்கள் விரும்புவது, அல்லது அஞ்சுவது.",
        te: "ఇందులో మీరు కోరుకునేది, లేదా భయపడేది.",
      }),
      pos("outcome", { en: "What will come", hi: "जो आने वाला है", ta: "வரவிருப்பது", te: "రాబోయేది" }, {
        en: "The outcome the other cards point to.",
        hi: "बाकी कार्ड जिस परिणाम की ओर इशारा करते हैं।",
        ta: "மற்ற அட்டைகள் சுட்டிக்காட்டும் விளைவு.",
        te: "మిగతా కార్డులు సూచించే ఫలితం.",
      }),
    ],
  },
};
