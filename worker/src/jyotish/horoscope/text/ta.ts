// SPDX-License-Identifier: AGPL-3.0-or-later
/** ராசி பலன் வாக்கியங்கள் தமிழில்: கோசாரப் பலன், வேதை, வக்கிரம், அஸ்தங்கம், தாரா பலம், ஏழரைச் சனி, விதிகள், நிகழ்வுகள். */
import { type GrahaId, grahaNames } from "../../terms/grahas";
import { nakshatraNames } from "../../terms/nakshatras";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { taOrdinal } from "../../text/ordinals";
import type { ColorId, EclipseType, HoroscopeTexts, Period, TaraNumber } from "../texts";
import { statementsTa } from "./ta-statements";

const g = (id: GrahaId) => grahaNames[id].ta;
/** வேற்றுமை உருபுகளுடன் கிரகப் பெயர்கள்: -இன் (உடைமை), -க்கு (கொடை), -உம் (இணைப்பு), -ஏ (அழுத்தம்). */
const forms: Record<GrahaId, { of: string; to: string; and: string; self: string }> = {
  sun: { of: "சூரியனின்", to: "சூரியனுக்கு", and: "சூரியனும்", self: "சூரியனே" },
  moon: { of: "சந்திரனின்", to: "சந்திரனுக்கு", and: "சந்திரனும்", self: "சந்திரனே" },
  mars: { of: "செவ்வாயின்", to: "செவ்வாய்க்கு", and: "செவ்வாயும்", self: "செவ்வாயே" },
  mercury: { of: "புதனின்", to: "புதனுக்கு", and: "புதனும்", self: "புதனே" },
  jupiter: { of: "குருவின்", to: "குருவுக்கு", and: "குருவும்", self: "குருவே" },
  venus: { of: "சுக்கிரனின்", to: "சுக்கிரனுக்கு", and: "சுக்கிரனும்", self: "சுக்கிரனே" },
  saturn: { of: "சனியின்", to: "சனிக்கு", and: "சனியும்", self: "சனியே" },
  rahu: { of: "ராகுவின்", to: "ராகுவுக்கு", and: "ராகுவும்", self: "ராகுவே" },
  ketu: { of: "கேதுவின்", to: "கேதுவுக்கு", and: "கேதுவும்", self: "கேதுவே" },
};
/** "மேஷம்" → "மேஷ ராசி", "துலாம்" → "துலா ராசி", "கன்னி" → "கன்னி ராசி". */
const rasi = (id: SignId) => {
  const name = signNames[id].ta;
  return `${name.endsWith("ம்") ? name.slice(0, -2) : name} ராசி`;
};
const yours = (house: number) => (house === 1 ? "உங்கள் ஜென்ம ராசி" : `உங்கள் ராசிக்கு ${taOrdinal(house)} இடம்`);
/** "N-ஆம் இடத்து" + கிரகத்தின் உடைமைப் பெயர், வல்லின ஒற்று மிகுந்து: "5-ஆம் இடத்துக் குருவின்". */
const hard: Record<string, string> = { க: "க்", ச: "ச்", த: "த்", ப: "ப்" };
const houseOf = (house: number, planet: GrahaId) => {
  const word = forms[planet].of;
  const ottu = hard[word[0]!];
  return `${taOrdinal(house)} இடத்து${ottu ? ottu : ""} ${word}`;
};

export const colorNamesTa: Record<ColorId, string> = {
  saffron: "காவி",
  white: "வெள்ளை",
  red: "சிவப்பு",
  green: "பச்சை",
  yellow: "மஞ்சள்",
  pink: "இளஞ்சிவப்பு",
  blue: "நீலம்",
};

const taraNames: Record<TaraNumber, string> = {
  1: "ஜென்ம தாரை",
  2: "சம்பத் தாரை",
  3: "விபத் தாரை",
  4: "க்ஷேம தாரை",
  5: "பிரத்யக் தாரை",
  6: "சாதக தாரை",
  7: "நைதன தாரை",
  8: "மைத்ர தாரை",
  9: "பரம மைத்ர தாரை",
};
const taraMeanings: Record<TaraNumber, string> = {
  1: "ஜென்ம நட்சத்திரத்தின் மீதே சந்திரன் வருவதால் மனம் உணர்ச்சிவசப்படக்கூடிய கலவையான பலன்; அவசர முடிவுகளைத் தவிர்த்து உடல்நலத்தில் கவனம் செலுத்துங்கள்",
  2: "செல்வமும் காரிய அனுகூலமும் தரும் நல்ல தாரை; பண விஷயங்களும் புதிய முயற்சிகளும் கைகொடுக்கும்",
  3: "தடைகளும் இழப்புகளும் தரக்கூடிய தாரை; புதிய தொடக்கங்களையும் ரிஸ்க்குகளையும் தவிர்த்து நிதானமாக இருங்கள்",
  4: "நலமும் பாதுகாப்பும் தரும் சுப தாரை; குடும்ப, உடல்நல விஷயங்கள் சீராக நடக்கும்",
  5: "எதிர்ப்புகளும் தடங்கல்களும் வரக்கூடிய தாரை; வாக்குவாதங்களைத் தவிர்த்து, முக்கியக் காரியங்களைத் தள்ளிவையுங்கள்",
  6: "முயற்சிகளைக் கைகூடச் செய்யும் சாதகமான தாரை; தொடங்கும் காரியங்கள் சித்தியாகும்",
  7: "மிகுந்த எச்சரிக்கை தேவைப்படும் தாரை; பயணம், புதிய முயற்சிகள், பெரிய முடிவுகளைத் தவிர்த்து அமைதியாக இருங்கள்",
  8: "நண்பர்களின் ஆதரவும் இணக்கமும் தரும் நல்ல தாரை; சந்திப்புகளும் பேச்சுவார்த்தைகளும் இனிதாக முடியும்",
  9: "மிகச் சிறந்த அனுகூலம் தரும் உன்னத தாரை; முக்கியக் காரியங்களைத் தொடங்க ஏற்றது",
};

const eclipseNames: Record<"solar" | "lunar", Record<EclipseType, string>> = {
  solar: {
    total: "முழு சூரிய கிரகணம்",
    annular: "கங்கண (வளைய) சூரிய கிரகணம்",
    hybrid: "கலப்பு (கங்கண-முழு) சூரிய கிரகணம்",
    partial: "பகுதி சூரிய கிரகணம்",
    penumbral: "புறநிழல் சூரிய கிரகணம்",
  },
  lunar: {
    total: "முழு சந்திர கிரகணம்",
    annular: "கங்கண சந்திர கிரகணம்",
    hybrid: "கலப்பு சந்திர கிரகணம்",
    partial: "பகுதி சந்திர கிரகணம்",
    penumbral: "புறநிழல் சந்திர கிரகணம்",
  },
};

/** எண் கணிதத்தில் கிரகங்களின் எண்கள் (அதிர்ஷ்ட எண் விதி). */
const grahaNumbers: Record<GrahaId, number> = { sun: 1, moon: 2, jupiter: 3, rahu: 4, mercury: 5, venus: 6, ketu: 7, saturn: 8, mars: 9 };

const conventionBase =
  "பலன்கள் உங்கள் சந்திர ராசியிலிருந்து கணிக்கப்படுகின்றன: வேத ஜோதிட மரபுப்படி கோசாரம் ஜென்ம ராசியிலிருந்தே பார்க்கப்படுகிறது (பலதீபிகை 26.1); கிரக நிலைகள் லாஹிரி அயனாம்சப்படி நிராயன முறையில், நேரங்கள் இந்திய நேரப்படி (IST)";
const conventionPeriod: Record<Period, string> = {
  daily: "ஒவ்வொரு கிரகமும் அந்த நாளின் பெரும்பகுதி இருக்கும் ராசியே கணக்கில் கொள்ளப்படுகிறது",
  weekly: "வாரம் திங்கள் முதல் ஞாயிறு வரை",
  monthly: "பலன் ஆங்கில நாள்காட்டி மாதம் முழுவதற்குமானது",
  yearly: "மெதுவாக நகரும் குரு, சனி, ராகு, கேது ஆகியவற்றின் சஞ்சாரம் மாதம் மாதமாகப் பார்க்கப்படுகிறது",
};

export const horoscopeTa: Templates<HoroscopeTexts> = {
  transit: (p) => statementsTa[p.planet][p.house - 1]![p.area],
  vedha: (p) =>
    `ஆனால் ${taOrdinal(p.byHouse)} இடத்தில் உள்ள ${g(p.by)} இதற்கு வேதை (தடை) செய்வதால், ${houseOf(p.house, p.planet)} நற்பலன்கள் முழுமையாகக் கிடைக்காமல் தடைபடும்.`,
  retrograde: (p) =>
    `${g(p.planet)} ${taOrdinal(p.house)} இடத்தில் வக்கிர கதியில் சஞ்சரிப்பதால், அவரது பலன்கள் தாமதமாக வரலாம்; பழைய விஷயங்கள் மீண்டும் கவனத்துக்கு வரக்கூடும்.`,
  combust: (p) => `${g(p.planet)} சூரியனுக்கு மிக அருகில் அஸ்தங்கமாக இருப்பதால், அவர் தரும் பலன்கள் வலுக்குறைந்து காணப்படும்.`,
  "moon-shift": (p) => `நாளின் இடையே சந்திரன் ${p.house === 1 ? "உங்கள் ஜென்ம ராசிக்கு" : `உங்கள் ராசிக்கு ${taOrdinal(p.house)} இடத்துக்கு`} நகர்கிறார்; அதன் பிறகான பொழுதின் பலன்கள் அங்கிருந்து அமையும்.`,
  tara: (p) =>
    `${nakshatraNames[p.nakshatra].ta} நட்சத்திரத்தில் பிறந்தவர்களுக்கு, சந்திரன் இருக்கும் ${nakshatraNames[p.day].ta} நட்சத்திரம் ${taOrdinal(p.tara)} தாரையான ${taraNames[p.tara]}: ${taraMeanings[p.tara]}.`,
  "sade-sati": (p) =>
    p.phase === "rising"
      ? "ஏழரைச் சனியின் தொடக்கக் கட்டம் (விரயச் சனி): சனி உங்கள் ராசிக்கு 12-ஆம் இடத்தில் உள்ளார்; செலவுகளிலும் உறக்கத்திலும் கவனம் தேவை."
      : p.phase === "peak"
        ? "ஏழரைச் சனியின் உச்சக் கட்டம் (ஜென்மச் சனி): சனி உங்கள் ராசியிலேயே உள்ளார்; பொறுமையும் ஒழுக்கமும் உடல்நலத்தில் அக்கறையும் அவசியம்."
        : "ஏழரைச் சனியின் இறுதிக் கட்டம் (பாதச் சனி): சனி உங்கள் ராசிக்கு 2-ஆம் இடத்தில் உள்ளார்; சிரமங்கள் மெல்லக் குறையும், பேச்சிலும் பணத்திலும் கவனம் தேவை.",
  dhaiya: (p) =>
    p.house === 4
      ? "அர்த்தாஷ்டமச் சனி (கண்டகச் சனி): சனி உங்கள் ராசிக்கு 4-ஆம் இடத்தில் உள்ளார்; வீடு, மன அமைதி, தாயாரின் நலன் ஆகியவற்றில் கவனம் தேவை."
      : "அஷ்டமச் சனி: சனி உங்கள் ராசிக்கு 8-ஆம் இடத்தில் உள்ளார்; உடல்நலம், பயணம், பண விஷயங்களில் எச்சரிக்கையும் பொறுமையும் தேவை.",
  bindus: (p) =>
    `உங்கள் ஜாதகத்தின் அஷ்டகவர்க்கத்தில் ${g(p.planet)} சஞ்சரிக்கும் ராசிக்கு ${p.bindus === 0 ? "பரல் எதுவும் இல்லை" : p.bindus === 1 ? "1 பரல் மட்டுமே" : `${p.bindus} பரல்கள்`}: ${
      p.bindus >= 4 ? "வலுவான நிலை (4 அல்லது அதற்கு மேல்), இந்தச் சஞ்சாரத்தின் நற்பலன்கள் கூடுதலாகக் கிடைக்கும்." : "பலவீனமான நிலை (4-க்குக் குறைவு), இந்தச் சஞ்சாரத்தின் நற்பலன்கள் குறைவாகவே இருக்கும்."
    }`,

  "rule.favourable": (p) =>
    `பலதீபிகை 26.2: சந்திர ராசியிலிருந்து எண்ணும்போது ${forms[p.planet].of} சாதகமான இடங்கள் ${p.houses.join(", ")}; ${g(p.planet)} இப்போது ${taOrdinal(p.house)} இடத்தில் உள்ளதால் சாதகம்.`,
  "rule.unfavourable": (p) =>
    `பலதீபிகை 26.2: சந்திர ராசியிலிருந்து எண்ணும்போது ${forms[p.planet].of} சாதகமான இடங்கள் ${p.houses.join(", ")}; ${g(p.planet)} இப்போது உள்ள ${taOrdinal(p.house)} இடம் அவற்றில் இல்லாததால் சாதகமற்றது.`,
  "rule.vedha": (p) =>
    `பலதீபிகை 26.3–8: ${houseOf(p.house, p.planet)} நற்பலனுக்கு ${taOrdinal(p.byHouse)} இடம் வேதை ஸ்தானம்; அங்கு ${g(p.by)} இருப்பதால் அந்தப் பலன் தடைபடுகிறது.`,
  "rule.vedha-exempt": (p) =>
    `பலதீபிகை 26.3: ${houseOf(p.house, p.planet)} வேதை ஸ்தானமான ${taOrdinal(p.byHouse)} இடத்தில் ${g(p.by)} இருந்தாலும், ${forms[p.planet].and} ${forms[p.by].and} ஒருவருக்கொருவர் வேதை செய்வதில்லை; எனவே இங்கு வேதை இல்லை.`,

  "event.ingress": (p) => `${g(p.planet)} ${rasi(p.sign)}க்குப் பெயர்ச்சியாகிறார் (${yours(p.house)})`,
  "event.retrograde": (p) => `${g(p.planet)} ${rasi(p.sign)}யில் வக்கிரம் அடைகிறார் (${yours(p.house)})`,
  "event.direct": (p) => `${g(p.planet)} ${rasi(p.sign)}யில் வக்கிர நிவர்த்தியாகி நேர்கதிக்குத் திரும்புகிறார் (${yours(p.house)})`,
  "event.combust": (p) => `${g(p.planet)} ${rasi(p.sign)}யில் அஸ்தங்கம் அடைகிறார்`,
  "event.combust-end": (p) => `${g(p.planet)} ${rasi(p.sign)}யில் அஸ்தங்கத்திலிருந்து விடுபடுகிறார்`,
  "event.eclipse": (p) => `${rasi(p.sign)}யில் ${eclipseNames[p.kind][p.type]} (${yours(p.house)})`,
  "event.moon-sign": (p) => `சந்திரன் ${rasi(p.sign)}க்குள் நுழைகிறார் (${yours(p.house)})`,
  "year.ingress": (p) => `${g(p.planet)} ${rasi(p.sign)}க்குப் பெயர்ச்சியாகிறார்`,
  "year.retrograde": (p) => `${g(p.planet)} ${rasi(p.sign)}யில் வக்கிரம் அடைகிறார்`,
  "year.direct": (p) => `${g(p.planet)} ${rasi(p.sign)}யில் வக்கிர நிவர்த்தியாகி நேர்கதிக்குத் திரும்புகிறார்`,
  "year.eclipse": (p) => `${rasi(p.sign)}யில் ${eclipseNames[p.kind][p.type]}`,

  "event.nakshatra": (p) => `சந்திரன் ${nakshatraNames[p.nakshatra].ta} நட்சத்திரத்தில் பிரவேசிக்கிறார்`,

  "lucky.rule": (p) => {
    const w = grahaNumbers[p.weekdayLord];
    const s = grahaNumbers[p.signLord];
    const sum = w + s;
    const why =
      p.weekdayLord === p.signLord
        ? `பலன் காலத்தின் முதல் நாளின் கிழமை அதிபதி ${forms[p.weekdayLord].self} உங்கள் ராசி அதிபதியும் என்பதால், அவரது நிறம்`
        : p.colorOf === p.weekdayLord
          ? `பலன் காலத்தின் முதல் நாளின் கிழமை அதிபதி ${g(p.weekdayLord)}, உங்கள் ராசி அதிபதி ${forms[p.signLord].to} நண்பர் என்பதால், ${forms[p.weekdayLord].of} நிறம்`
          : `பலன் காலத்தின் முதல் நாளின் கிழமை அதிபதி ${g(p.weekdayLord)}, உங்கள் ராசி அதிபதி ${forms[p.signLord].to} நண்பர் அல்ல என்பதால், ராசி அதிபதி ${forms[p.colorOf].of} சொந்த நிறம்`;
    const digits = sum > 9 ? ` → ${String(sum).split("").join(" + ")} = ${p.number}` : "";
    return `அதிர்ஷ்ட நிறம் ${colorNamesTa[p.color]}: ${why}. அதிர்ஷ்ட எண் ${p.number}: கிழமை அதிபதி ${g(p.weekdayLord)} (${w}) + ராசி அதிபதி ${g(p.signLord)} (${s}) = ${sum}${digits}.`;
  },
  convention: (p) => `${conventionBase}; ${conventionPeriod[p.period]}.`,
};
