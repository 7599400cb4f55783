// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Gems, their substitutes, fingers and metals in the four languages, as jewellers and
 * astrologers in each language name them (Hindi माणिक, Tamil மாணிக்கம், Telugu కెంపు …).
 */
import type { Term } from "../terms/lang";
import type { FingerId, GemId, MetalId, SubstituteId } from "./stones";

export const gemNames: Record<GemId, Term> = {
  ruby: { en: "Ruby", hi: "माणिक्य (माणिक)", ta: "மாணிக்கம்", te: "కెంపు (మాణిక్యం)" },
  pearl: { en: "Pearl", hi: "मोती", ta: "முத்து", te: "ముత్యం" },
  "red-coral": { en: "Red coral", hi: "मूँगा", ta: "பவளம்", te: "పగడం" },
  emerald: { en: "Emerald", hi: "पन्ना", ta: "மரகதம்", te: "పచ్చ (మరకతం)" },
  "yellow-sapphire": { en: "Yellow sapphire", hi: "पुखराज", ta: "புஷ்பராகம்", te: "పుష్యరాగం" },
  diamond: { en: "Diamond", hi: "हीरा", ta: "வைரம்", te: "వజ్రం" },
  "blue-sapphire": { en: "Blue sapphire", hi: "नीलम", ta: "நீலக்கல்", te: "నీలం" },
  hessonite: { en: "Hessonite", hi: "गोमेद", ta: "கோமேதகம்", te: "గోమేధికం" },
  "cats-eye": { en: "Cat's eye", hi: "लहसुनिया (वैदूर्य)", ta: "வைடூரியம்", te: "వైఢూర్యం" },
};

export const substituteNames: Record<SubstituteId, Term> = {
  "red-garnet": { en: "Red garnet", hi: "लाल तामड़ा (गार्नेट)", ta: "சிவப்பு கார்னெட்", te: "ఎరుపు గార్నెట్" },
  "red-spinel": { en: "Red spinel", hi: "लाल स्पिनेल (लालड़ी)", ta: "சிவப்பு ஸ்பினல்", te: "ఎరుపు స్పినెల్" },
  moonstone: { en: "Moonstone", hi: "चंद्रकांत मणि", ta: "சந்திரகாந்தக் கல்", te: "చంద్రకాంత శిల" },
  "white-coral": { en: "White coral", hi: "सफ़ेद मूँगा", ta: "வெள்ளைப் பவளம்", te: "తెల్ల పగడం" },
  carnelian: { en: "Carnelian", hi: "लाल हकीक", ta: "கார்னீலியன் கல்", te: "కార్నీలియన్ రాయి" },
  "red-jasper": { en: "Red jasper", hi: "लाल सूर्यकांत (जैस्पर)", ta: "சிவப்பு ஜாஸ்பர்", te: "ఎరుపు జాస్పర్" },
  peridot: { en: "Peridot", hi: "ज़बरजद (पेरिडॉट)", ta: "பெரிடாட்", te: "పెరిడాట్" },
  "green-tourmaline": { en: "Green tourmaline", hi: "हरा तुरमली", ta: "பச்சை டூர்மலைன்", te: "ఆకుపచ్చ టూర్మలైన్" },
  citrine: { en: "Citrine", hi: "सुनैला", ta: "சிட்ரின்", te: "సిట్రిన్" },
  "yellow-topaz": { en: "Yellow topaz", hi: "पीला टोपाज़", ta: "மஞ்சள் டோபாஸ்", te: "పసుపు టోపాజ్" },
  "white-sapphire": { en: "White sapphire", hi: "सफ़ेद पुखराज", ta: "வெள்ளை புஷ்பராகம்", te: "తెల్ల పుష్యరాగం" },
  "white-zircon": { en: "White zircon", hi: "सफ़ेद ज़रकन", ta: "வெள்ளை சிர்கான்", te: "తెల్ల జిర్కాన్" },
  amethyst: { en: "Amethyst", hi: "जामुनिया (कटैला)", ta: "செவ்வந்திக் கல்", te: "అమెథిస్ట్ (ఊదా స్ఫటికం)" },
  "blue-spinel": { en: "Blue spinel", hi: "नीला स्पिनेल", ta: "நீல ஸ்பினல்", te: "నీలి స్పినెల్" },
  "lapis-lazuli": { en: "Lapis lazuli", hi: "लाजवर्द", ta: "லாபிஸ் லாசுலி", te: "లాపిస్ లజూలి" },
  "orange-zircon": { en: "Orange zircon", hi: "नारंगी ज़रकन", ta: "ஆரஞ்சு சிர்கான்", te: "నారింజ జిర్కాన్" },
  "tigers-eye": { en: "Tiger's eye", hi: "टाइगर आई (व्याघ्र-नेत्र)", ta: "புலிக்கண் கல்", te: "పులి కన్ను రాయి" },
  chrysoberyl: { en: "Chrysoberyl", hi: "क्राइसोबेरिल", ta: "கிரைசோபெரில்", te: "క్రైసోబెరిల్" },
};

export const fingerNames: Record<FingerId, Term> = {
  index: { en: "index finger", hi: "तर्जनी", ta: "ஆள்காட்டி விரல்", te: "చూపుడు వేలు" },
  middle: { en: "middle finger", hi: "मध्यमा", ta: "நடு விரல்", te: "మధ్య వేలు" },
  ring: { en: "ring finger", hi: "अनामिका", ta: "மோதிர விரல்", te: "ఉంగరపు వేలు" },
  little: { en: "little finger", hi: "कनिष्ठा", ta: "சுண்டு விரல்", te: "చిటికెన వేలు" },
};

export const metalNames: Record<MetalId, Term> = {
  gold: { en: "gold", hi: "सोना", ta: "தங்கம்", te: "బంగారం" },
  silver: { en: "silver", hi: "चाँदी", ta: "வெள்ளி", te: "వెండి" },
  copper: { en: "copper", hi: "ताँबा", ta: "செம்பு", te: "రాగి" },
  panchadhatu: { en: "panchadhatu (five-metal alloy)", hi: "पंचधातु", ta: "ஐம்பொன்", te: "పంచలోహం" },
};
