// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The namakshara (naam akshar) table: the starting syllable of a child's name for each of the
 * 108 nakshatra padas (27 nakshatras x 4 quarters), as the Avakahada chakra gives it (the
 * "chu che cho la" table of the muhurta texts, Muhurta Chintamani among them) and as Hindi
 * panchangs print it in their "naam akshar" table. Shravana is given its own four syllables (khi khu khe kho);
 * the Abhijit syllables (ju je jo kha) used by the 28-nakshatra reckoning are not part of it.
 *
 * Each syllable is written in Devanagari (the table's own script), in the Latin letters Indian
 * parents use, and in Tamil and Telugu letters. Tamil has no letters for aspirated or voiced
 * stops, so घ, ख, ग become க, भ and फ become ப, and so on, the way Tamil almanacs print them;
 * the Telugu letters are the Devanagari ones letter for letter.
 *
 * The rashi of a pada: the zodiac is 108 padas of 3°20', nine to a sign, so pada n (0-based,
 * from Ashwini 1) lies in sign floor(n / 9) (Brihat Parashara Hora Shastra ch. 3; every
 * panchang's nakshatra-charana table).
 */
import { nakshatraIds, type NakshatraId } from "@jyotish/terms/nakshatras";
import { signIds, type SignId } from "@jyotish/terms/signs";
import { phoneticKey } from "./match";

export type Pada = 1 | 2 | 3 | 4;
export const padas = [1, 2, 3, 4] as const;

/** One starting syllable: the akshara of a nakshatra pada in four scripts. */
export interface Akshara {
  nakshatra: NakshatraId;
  pada: Pada;
  /** Devanagari, the table's script: "चू". */
  hi: string;
  /** Latin letters as Indian parents write them: "chu". */
  latin: string;
  ta: string;
  te: string;
  /** The form names are compared in (see `phoneticKey`). */
  key: string;
  /** The rashi the pada lies in. */
  sign: SignId;
}

/** [Devanagari, Latin, Tamil, Telugu] for padas 1-4 of each nakshatra. */
type Row = readonly [hi: string, latin: string, ta: string, te: string];
const table: Record<NakshatraId, readonly [Row, Row, Row, Row]> = {
  "ashwini": [["चू", "chu", "சூ", "చూ"], ["चे", "che", "சே", "చే"], ["चो", "cho", "சோ", "చో"], ["ला", "la", "லா", "లా"]],
  "bharani": [["ली", "li", "லீ", "లీ"], ["लू", "lu", "லூ", "లూ"], ["ले", "le", "லே", "లే"], ["लो", "lo", "லோ", "లో"]],
  "krittika": [["अ", "a", "அ", "అ"], ["ई", "i", "ஈ", "ఈ"], ["उ", "u", "உ", "ఉ"], ["ए", "e", "ஏ", "ఏ"]],
  "rohini": [["ओ", "o", "ஓ", "ఓ"], ["वा", "va", "வா", "వా"], ["वी", "vi", "வீ", "వీ"], ["वू", "vu", "வூ", "వూ"]],
  "mrigashira": [["वे", "ve", "வே", "వే"], ["वो", "vo", "வோ", "వో"], ["का", "ka", "கா", "కా"], ["की", "ki", "கீ", "కీ"]],
  "ardra": [["कू", "ku", "கூ", "కూ"], ["घ", "gha", "க", "ఘ"], ["ङ", "nga", "ங", "ఙ"], ["छ", "chha", "ச", "ఛ"]],
  "punarvasu": [["के", "ke", "கே", "కే"], ["को", "ko", "கோ", "కో"], ["हा", "ha", "ஹா", "హా"], ["ही", "hi", "ஹீ", "హీ"]],
  "pushya": [["हू", "hu", "ஹூ", "హూ"], ["हे", "he", "ஹே", "హే"], ["हो", "ho", "ஹோ", "హో"], ["डा", "da", "டா", "డా"]],
  "ashlesha": [["डी", "di", "டீ", "డీ"], ["डू", "du", "டூ", "డూ"], ["डे", "de", "டே", "డే"], ["डो", "do", "டோ", "డో"]],
  "magha": [["मा", "ma", "மா", "మా"], ["मी", "mi", "மீ", "మీ"], ["मू", "mu", "மூ", "మూ"], ["मे", "me", "மே", "మే"]],
  "purva-phalguni": [["मो", "mo", "மோ", "మో"], ["टा", "ta", "டா", "టా"], ["टी", "ti", "டீ", "టీ"], ["टू", "tu", "டூ", "టూ"]],
  "uttara-phalguni": [["टे", "te", "டே", "టే"], ["टो", "to", "டோ", "టో"], ["पा", "pa", "பா", "పా"], ["पी", "pi", "பீ", "పీ"]],
  "hasta": [["पू", "pu", "பூ", "పూ"], ["ष", "sha", "ஷ", "ష"], ["ण", "na", "ண", "ణ"], ["ठ", "tha", "ட", "ఠ"]],
  "chitra": [["पे", "pe", "பே", "పే"], ["पो", "po", "போ", "పో"], ["रा", "ra", "ரா", "రా"], ["री", "ri", "ரீ", "రీ"]],
  "swati": [["रू", "ru", "ரூ", "రూ"], ["रे", "re", "ரே", "రే"], ["रो", "ro", "ரோ", "రో"], ["ता", "ta", "தா", "తా"]],
  "vishakha": [["ती", "ti", "தீ", "తీ"], ["तू", "tu", "தூ", "తూ"], ["ते", "te", "தே", "తే"], ["तो", "to", "தோ", "తో"]],
  "anuradha": [["ना", "na", "நா", "నా"], ["नी", "ni", "நீ", "నీ"], ["नू", "nu", "நூ", "నూ"], ["ने", "ne", "நே", "నే"]],
  "jyeshtha": [["नो", "no", "நோ", "నో"], ["या", "ya", "யா", "యా"], ["यी", "yi", "யீ", "యీ"], ["यू", "yu", "யூ", "యూ"]],
  "mula": [["ये", "ye", "யே", "యే"], ["यो", "yo", "யோ", "యో"], ["भा", "bha", "பா", "భా"], ["भी", "bhi", "பீ", "భీ"]],
  "purva-ashadha": [["भू", "bhu", "பூ", "భూ"], ["धा", "dha", "தா", "ధా"], ["फा", "pha", "பா", "ఫా"], ["ढा", "dha", "டா", "ఢా"]],
  "uttara-ashadha": [["भे", "bhe", "பே", "భే"], ["भो", "bho", "போ", "భో"], ["जा", "ja", "ஜா", "జా"], ["जी", "ji", "ஜீ", "జీ"]],
  "shravana": [["खी", "khi", "கீ", "ఖీ"], ["खू", "khu", "கூ", "ఖూ"], ["खे", "khe", "கே", "ఖే"], ["खो", "kho", "கோ", "ఖో"]],
  "dhanishta": [["गा", "ga", "கா", "గా"], ["गी", "gi", "கீ", "గీ"], ["गू", "gu", "கூ", "గూ"], ["गे", "ge", "கே", "గే"]],
  "shatabhisha": [["गो", "go", "கோ", "గో"], ["सा", "sa", "ஸா", "సా"], ["सी", "si", "ஸீ", "సీ"], ["सू", "su", "ஸூ", "సూ"]],
  "purva-bhadrapada": [["से", "se", "ஸே", "సే"], ["सो", "so", "ஸோ", "సో"], ["दा", "da", "தா", "దా"], ["दी", "di", "தீ", "దీ"]],
  "uttara-bhadrapada": [["दू", "du", "தூ", "దూ"], ["थ", "tha", "த", "థ"], ["झ", "jha", "ஜ", "ఝ"], ["ञ", "na", "ஞ", "ఞ"]],
  "revati": [["दे", "de", "தே", "దే"], ["दो", "do", "தோ", "దో"], ["चा", "cha", "சா", "చా"], ["ची", "chi", "சீ", "చీ"]],
};

/** The sign of a nakshatra pada: nine padas (3°20' each) to a sign, from Ashwini 1 in Aries. */
export function padaSign(nakshatra: NakshatraId, pada: Pada): SignId {
  const index = nakshatraIds.indexOf(nakshatra) * 4 + (pada - 1);
  return signIds[Math.floor(index / 9)]!;
}

/** All 108 syllables in order, Ashwini 1 … Revati 4. */
export const aksharas: readonly Akshara[] = nakshatraIds.flatMap((nakshatra) =>
  padas.map((pada) => {
    const [hi, latin, ta, te] = table[nakshatra][pada - 1]!;
    return { nakshatra, pada, hi, latin, ta, te, key: phoneticKey(latin), sign: padaSign(nakshatra, pada) };
  }),
);

/** The syllable of one pada. */
export const aksharaOf = (nakshatra: NakshatraId, pada: Pada): Akshara => aksharas[nakshatraIds.indexOf(nakshatra) * 4 + pada - 1]!;

/** The source of the table, shown with it. */
export const aksharaSource = "Muhurta Chintamani (Avakahada chakra); the naam akshar table of Hindi panchangs";
