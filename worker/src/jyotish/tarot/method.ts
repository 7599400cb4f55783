// SPDX-License-Identifier: AGPL-3.0-or-later
/** How a draw was made, as the reading states it (so anyone can reproduce it), in four languages. */
import type { Lang } from "@jyotish/terms/lang";

/** A draw from `seed`: the generator, the shuffle and the orientation rule. */
export const drawMethod: Record<Lang, (seed: string) => string> = {
  en: (seed) => `Shuffled from the seed ${seed}: the sfc32 generator (PractRand) drives a Fisher–Yates shuffle with rejection sampling, so every order of the 78 cards is equally likely; each card is then upright or reversed with even odds. The same seed always gives the same cards.`,
  hi: (seed) => `सीड ${seed} से फेंटा गया: sfc32 जनरेटर (PractRand) फ़िशर–येट्स विधि से पत्ते फेंटता है, और रिजेक्शन सैंपलिंग से 78 कार्डों का हर क्रम बराबर संभव रहता है; फिर हर कार्ड आधे-आधे अवसर से सीधा या उल्टा आता है। एक ही सीड से हमेशा वही कार्ड निकलते हैं।`,
  ta: (seed) => `${seed} என்ற விதையிலிருந்து கலைக்கப்பட்டது: sfc32 எண் உருவாக்கி (PractRand) ஃபிஷர்–யேட்ஸ் முறையில் அட்டைகளைக் கலைக்கிறது; நிராகரிப்பு மாதிரி முறையால் 78 அட்டைகளின் ஒவ்வொரு வரிசையும் சம வாய்ப்புடையது. பின் ஒவ்வொரு அட்டையும் சம வாய்ப்பில் நேராகவோ தலைகீழாகவோ விழும். ஒரே விதை எப்போதும் அதே அட்டைகளைத் தரும்.`,
  te: (seed) => `${seed} అనే సీడ్ నుంచి కలపబడింది: sfc32 జనరేటర్ (PractRand) ఫిషర్–యేట్స్ పద్ధతిలో కార్డులను కలుపుతుంది; తిరస్కరణ నమూనా వల్ల 78 కార్డుల ప్రతి క్రమమూ సమాన అవకాశం కలిగి ఉంటుంది. తర్వాత ప్రతి కార్డు సమాన అవకాశంతో నిటారుగా లేదా తలకిందులుగా పడుతుంది. ఒకే సీడ్ ఎప్పుడూ అవే కార్డులను ఇస్తుంది.`,
};

/** The year cards: each sign's seed is the cyrb128 hash of "tarot-year:<year>:<sign>". */
export const yearMethod: Record<Lang, (year: number) => string> = {
  en: (year) => `Each sign's card is a one-card draw whose seed is the cyrb128 hash of the text "tarot-year:${year}:<sign>" (for example "tarot-year:${year}:aries"), so the cards are fixed for the year and anyone can recompute them.`,
  hi: (year) => `हर राशि का कार्ड एक-कार्ड ड्रॉ है, जिसका सीड "tarot-year:${year}:<sign>" पाठ का cyrb128 हैश है (जैसे "tarot-year:${year}:aries")। इसलिए पूरे वर्ष कार्ड वही रहते हैं और कोई भी उन्हें फिर से निकाल सकता है।`,
  ta: (year) => `ஒவ்வொரு ராசியின் அட்டையும் ஒற்றை அட்டை எடுப்பு; அதன் விதை "tarot-year:${year}:<sign>" என்ற உரையின் cyrb128 ஹாஷ் (எ.கா. "tarot-year:${year}:aries"). ஆகவே ஆண்டு முழுவதும் அட்டைகள் மாறாது, யாரும் மீண்டும் கணக்கிடலாம்.`,
  te: (year) => `ప్రతి రాశి కార్డు ఒక్క కార్డు డ్రా; దాని సీడ్ "tarot-year:${year}:<sign>" అనే పాఠ్యపు cyrb128 హాష్ (ఉదా. "tarot-year:${year}:aries"). కాబట్టి ఏడాది పొడవునా కార్డులు మారవు, ఎవరైనా మళ్లీ లెక్కించవచ్చు.`,
};
