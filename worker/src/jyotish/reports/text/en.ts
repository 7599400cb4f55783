// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The paid reports' statement library in English (texts.ts, `ReportLibrary`): every sentence a
 * report can contain, written in clear, warm Indian English from the classical meanings named
 * in the catalogue, not translated from another language. The two big grids (graha in house,
 * lord in house) are in en-grids.ts.
 */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { nakshatraNames, type NakshatraId } from "../../terms/nakshatras";
import { signNames, type SignId } from "../../terms/signs";
import type { Dignity } from "../../kundli/chart";
import { colorNamesEn } from "../../horoscope/text/en";
import { enOrdinal as ord } from "../../text/ordinals";
import type { SectionId } from "../catalog";
import { reportDate, type Fact, type House, type LifeArea, type ReportLibrary, type Strength, type VargaId } from "../texts";
import { lordInHouseEn, planetInHouseEn } from "./en-grids";

/** A graha inside a sentence: "the Sun", "the Moon", "Mars". */
const g = (id: GrahaId): string => (id === "sun" || id === "moon" ? `the ${grahaNames[id].en}` : grahaNames[id].en);
/** The same at the start of a sentence. */
const G = (id: GrahaId): string => {
  const x = g(id);
  return x.charAt(0).toUpperCase() + x.slice(1);
};
/** A graha's bare name, for lists and citations: "Sun". */
const n = (id: GrahaId): string => grahaNames[id].en;
const s = (id: SignId): string => signNames[id].en;
const star = (id: NakshatraId): string => nakshatraNames[id].en;
const date = (iso: string): string => reportDate(iso, "en");
/** "Sun", "Sun and Mars", "Sun, Mars and Jupiter". */
const join = (items: readonly string[]): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
/** Bare names for citations: "Sun, Mars and Jupiter". */
const names = (ids: readonly GrahaId[]): string => join(ids.map(n));
/** The same inside a sentence: "the Sun, Mars and Jupiter"; `List` at a sentence's start. */
const list = (ids: readonly GrahaId[]): string => join(ids.map(g));
const List = (ids: readonly GrahaId[]): string => {
  const x = list(ids);
  return x.charAt(0).toUpperCase() + x.slice(1);
};
/** "the 3rd, 6th and 11th" */
const houses = (hs: readonly number[]): string => `the ${join(hs.map(ord))}`;
const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** The matters of life as `lordLink` names them: "read for your career". */
const areaWords: Record<LifeArea, string> = {
  education: "your education",
  career: "your career",
  wealth: "your wealth",
  gains: "your gains and income",
  property: "your home and property",
  marriage: "your marriage",
  children: "your children",
  health: "your health",
  siblings: "your siblings",
  parents: "your parents",
  travel: "travel and life abroad",
  spirituality: "your spiritual life",
  friendships: "your friendships",
};

const dignityNames: Record<Dignity, string> = {
  exalted: "exalted",
  debilitated: "debilitated",
  moolatrikona: "moolatrikona",
  own: "own sign",
  friend: "friendly sign",
  neutral: "neutral sign",
  enemy: "enemy's sign",
};

/** The vargas by name, and the matters each is read for (BPHS ch. 6–7). */
const vargas: Record<VargaId, { name: string; matters: string }> = {
  D2: { name: "Hora (D2)", matters: "wealth and the means to hold it" },
  D3: { name: "Drekkana (D3)", matters: "siblings, courage and initiative" },
  D4: { name: "Chaturthamsha (D4)", matters: "home, property and settled fortune" },
  D7: { name: "Saptamsha (D7)", matters: "children and the continuation of the family" },
  D9: { name: "Navamsha (D9)", matters: "marriage, dharma and the inner strength of every graha" },
  D10: { name: "Dashamsha (D10)", matters: "career, status and achievement" },
  D12: { name: "Dwadashamsha (D12)", matters: "parents and what you inherit from them" },
  D16: { name: "Shodashamsha (D16)", matters: "vehicles, comforts and everyday happiness" },
  D20: { name: "Vimshamsha (D20)", matters: "worship, spiritual practice and devotion" },
  D24: { name: "Chaturvimshamsha (D24)", matters: "education, learning and knowledge" },
};

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const houseTopics: Record<House, string> = {
  1: "self and body",
  2: "wealth and family",
  3: "courage and siblings",
  4: "home and mother",
  5: "children and intellect",
  6: "health and rivals",
  7: "marriage and partners",
  8: "longevity and change",
  9: "fortune and dharma",
  10: "career and status",
  11: "gains and friends",
  12: "expenses and release",
};

/** One word or two per house, for lists of houses. */
const houseWords: Record<House, string> = {
  1: "self", 2: "wealth", 3: "effort", 4: "home", 5: "children", 6: "service and rivals",
  7: "partnership", 8: "change", 9: "fortune", 10: "career", 11: "gains", 12: "expenses",
};

const kinds: ReportLibrary["kinds"] = {
  life: {
    name: "Life Report",
    blurb:
      "Your complete reading in 82 sections: personality, every house and every graha, yogas and doshas, twenty years of dasha periods, career, wealth, marriage, children and health. It closes with the divisional charts, remedies and your numbers, each statement tied to the facts of your own chart.",
  },
  career: {
    name: "Career Report",
    blurb:
      "A focused reading of your 10th house, its lord and the grahas that shape your work, with the fields that suit you and the periods that open doors. It also reads your Dashamsha (D10), your income houses and the current transits of Saturn and Jupiter.",
  },
  marriage: {
    name: "Marriage Report",
    blurb:
      "Your 7th house, Venus, Jupiter and the Navamsha (D9) read for love, the nature of your spouse and the timing of marriage, with a clear look at Manglik dosha. Add your partner's birth details to include the Ashtakoota match and both charts' Manglik balance.",
  },
  child: {
    name: "Child's Report",
    blurb:
      "A gentle reading of a child's chart for parents: temperament, learning, health, natural talents and the first ten years of dasha periods. It includes the Chaturvimshamsha (D24) for education and the child's lucky number, day and colour.",
  },
  yearly: {
    name: "Yearly Report",
    blurb:
      "Your coming twelve months, month by month: the dasha sub-periods you pass through and the transits of every graha from your Moon sign. It also covers Saturn, Jupiter, Rahu and Ketu over the year and Sade Sati if it touches you.",
  },
};

const planetTitles: Record<GrahaId, string> = {
  sun: "The Sun in your chart",
  moon: "The Moon in your chart",
  mars: "Mars in your chart",
  mercury: "Mercury in your chart",
  jupiter: "Jupiter in your chart",
  venus: "Venus in your chart",
  saturn: "Saturn in your chart",
  rahu: "Rahu in your chart",
  ketu: "Ketu in your chart",
};
const planetIntros: Record<GrahaId, string> = {
  sun: "This section reads the Sun, the significator of self, vitality, father and authority, by its house from the lagna, its sign and its dignity.",
  moon: "This section reads the Moon, the significator of the mind, feelings and mother, by its house from the lagna, its sign and its dignity.",
  mars: "This section reads Mars, the significator of energy, courage, siblings and property, by its house, its sign, its dignity and whether it is retrograde or combust.",
  mercury: "This section reads Mercury, the significator of intellect, speech, learning and trade, by its house, its sign, its dignity and whether it is retrograde or combust.",
  jupiter: "This section reads Jupiter, the significator of wisdom, children, teachers and fortune, by its house, its sign, its dignity and whether it is retrograde or combust.",
  venus: "This section reads Venus, the significator of love, marriage, art and comfort, by its house, its sign, its dignity and whether it is retrograde or combust.",
  saturn: "This section reads Saturn, the significator of discipline, work, endurance and longevity, by its house, its sign, its dignity and whether it is retrograde or combust.",
  rahu: "This section reads Rahu, the north node of the Moon, which magnifies desire and worldly ambition, by its house from the lagna and its sign.",
  ketu: "This section reads Ketu, the south node of the Moon, which brings detachment, insight and spiritual leanings, by its house from the lagna and its sign.",
};
const houseTitles: Record<House, string> = {
  1: "The 1st house: self",
  2: "The 2nd house: wealth",
  3: "The 3rd house: courage",
  4: "The 4th house: home",
  5: "The 5th house: children",
  6: "The 6th house: health",
  7: "The 7th house: partnership",
  8: "The 8th house: longevity",
  9: "The 9th house: fortune",
  10: "The 10th house: career",
  11: "The 11th house: gains",
  12: "The 12th house: release",
};
const houseIntro = (h: House, matters: string): string =>
  `This section reads your ${ord(h)} house, the house of ${matters}, through the placement of its lord and the grahas that occupy it.`;
const houseMatters: Record<House, string> = {
  1: "your body, health, character and the direction of your life",
  2: "wealth, family, speech and food",
  3: "courage, effort, siblings, communication and short journeys",
  4: "home, mother, property, vehicles and peace of mind",
  5: "children, intelligence, creativity and past merit",
  6: "health, daily work, debts, rivals and service",
  7: "marriage, spouse, partnerships and dealings with the public",
  8: "longevity, sudden change, inheritance and hidden matters",
  9: "fortune, faith, father, teachers and long journeys",
  10: "career, status, authority and your deeds in the world",
  11: "gains, income, friends, elder siblings and fulfilled wishes",
  12: "expenses, foreign lands, sleep, solitude and liberation",
};
const vargaSection = (v: VargaId) => ({
  title: vargas[v].name,
  intro: `This section reads your ${vargas[v].name} chart, the division of each sign that speaks of ${vargas[v].matters}: its lagna and the grahas that gain or lose strength in it.`,
});
const monthSection = (m: number) => ({
  title: `Month ${m}`,
  intro: `This section reads the ${ord(m)} of your coming twelve months: the grahas' transits from your Moon sign and the dasha sub-period running in it.`,
});

const sections: ReportLibrary["sections"] = {
  overview: {
    title: "Your chart at a glance",
    intro: "This section sets out your birth details and the three pillars of your chart: the lagna, the Moon sign and the Sun sign, with your birth nakshatra.",
  },
  ascendant: {
    title: "Your lagna",
    intro: "This section reads the sign rising on the eastern horizon at your birth, which shapes your body, nature and approach to life.",
  },
  "ascendant-lord": {
    title: "The lord of your lagna",
    intro: "This section reads the graha that rules your lagna sign: the house it sits in shows where your life's energy naturally flows.",
  },
  "moon-sign": {
    title: "Your Moon sign",
    intro: "This section reads your rashi, the sign the Moon occupied at birth, which shows your mind, feelings and emotional needs.",
  },
  "birth-star": {
    title: "Your birth nakshatra",
    intro: "This section reads the nakshatra the Moon occupied at your birth, and its pada, for your innate gifts and inclinations.",
  },
  "sun-sign": {
    title: "Your Sun sign",
    intro: "This section reads the sidereal sign of the Sun at your birth, which shows your will, self-respect and relationship with authority.",
  },
  "planet-sun": { title: planetTitles.sun, intro: planetIntros.sun },
  "planet-moon": { title: planetTitles.moon, intro: planetIntros.moon },
  "planet-mars": { title: planetTitles.mars, intro: planetIntros.mars },
  "planet-mercury": { title: planetTitles.mercury, intro: planetIntros.mercury },
  "planet-jupiter": { title: planetTitles.jupiter, intro: planetIntros.jupiter },
  "planet-venus": { title: planetTitles.venus, intro: planetIntros.venus },
  "planet-saturn": { title: planetTitles.saturn, intro: planetIntros.saturn },
  "planet-rahu": { title: planetTitles.rahu, intro: planetIntros.rahu },
  "planet-ketu": { title: planetTitles.ketu, intro: planetIntros.ketu },
  "house-1": { title: houseTitles[1], intro: houseIntro(1, houseMatters[1]) },
  "house-2": { title: houseTitles[2], intro: houseIntro(2, houseMatters[2]) },
  "house-3": { title: houseTitles[3], intro: houseIntro(3, houseMatters[3]) },
  "house-4": { title: houseTitles[4], intro: houseIntro(4, houseMatters[4]) },
  "house-5": { title: houseTitles[5], intro: houseIntro(5, houseMatters[5]) },
  "house-6": { title: houseTitles[6], intro: houseIntro(6, houseMatters[6]) },
  "house-7": { title: houseTitles[7], intro: houseIntro(7, houseMatters[7]) },
  "house-8": { title: houseTitles[8], intro: houseIntro(8, houseMatters[8]) },
  "house-9": { title: houseTitles[9], intro: houseIntro(9, houseMatters[9]) },
  "house-10": { title: houseTitles[10], intro: houseIntro(10, houseMatters[10]) },
  "house-11": { title: houseTitles[11], intro: houseIntro(11, houseMatters[11]) },
  "house-12": { title: houseTitles[12], intro: houseIntro(12, houseMatters[12]) },
  dignities: {
    title: "Strong and weak grahas",
    intro: "This section names the grahas that are exalted, in moolatrikona or in their own sign, and those that are debilitated, since dignity decides how fully a graha can deliver.",
  },
  "retrograde-combust": {
    title: "Retrograde and combust grahas",
    intro: "This section reads the grahas that were retrograde at your birth, or combust, too close to the Sun, and how that changes their results.",
  },
  ashtakavarga: {
    title: "Ashtakavarga strength",
    intro: "This section reads the sarva ashtakavarga, the bindus all grahas give to each house, to find your strongest and weakest houses.",
  },
  yogas: {
    title: "Yogas in your chart",
    intro: "This section lists the classical yogas, special combinations of grahas, found in your chart and what each promises.",
  },
  manglik: {
    title: "Manglik dosha",
    intro: "This section checks whether Mars falls in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from your lagna, Moon or Venus, the classical Manglik dosha, and whether your chart cancels it.",
  },
  "kaal-sarp": {
    title: "Kaal Sarp dosha",
    intro: "This section checks whether all seven grahas fall on one side of the Rahu–Ketu axis, the pattern called Kaal Sarp dosha.",
  },
  pitra: {
    title: "Pitra dosha",
    intro: "This section checks the Sun and the 9th house, the seat of father and ancestors, for the afflictions by Rahu or Ketu called Pitra dosha.",
  },
  "sade-sati": {
    title: "Sade Sati",
    intro: "This section reads Saturn's seven-and-a-half-year passage over the 12th, 1st and 2nd signs from your Moon: whether it runs now, or when it comes next.",
  },
  "dasha-balance": {
    title: "Dasha at birth",
    intro: "This section reads the Vimshottari mahadasha running at your birth, set by the Moon's nakshatra, and how much of it remained.",
  },
  "mahadasha-now": {
    title: "Your mahadasha now",
    intro: "This section reads the mahadasha running now: the nature of its lord, the houses it rules and the house it occupies in your chart.",
  },
  "antardasha-now": {
    title: "Your antardasha now",
    intro: "This section reads the antardasha, the sub-period within your mahadasha running now, and what its lord brings to the fore.",
  },
  "dasha-years-1-5": {
    title: "Years 1 to 5",
    intro: "This section walks through the dasha periods of your next five years, each with its dates and its lords' roles in your chart.",
  },
  "dasha-years-6-10": {
    title: "Years 6 to 10",
    intro: "This section walks through the dasha periods of the five years after that, from the sixth to the tenth year ahead.",
  },
  "dasha-years-11-15": {
    title: "Years 11 to 15",
    intro: "This section walks through the dasha periods from the eleventh to the fifteenth year ahead, with their dates and lords.",
  },
  "dasha-years-16-20": {
    title: "Years 16 to 20",
    intro: "This section completes the twenty-year view with the dasha periods from the sixteenth to the twentieth year ahead.",
  },
  temperament: {
    title: "Your temperament",
    intro: "This section weighs the elements, fire, earth, air and water, of your lagna, Moon, Sun and grahas' signs, and the blend of lagna and Moon.",
  },
  education: {
    title: "Education and learning",
    intro: "This section reads Mercury, the significator of learning, with your 4th and 5th houses, for how you study and what suits your mind.",
  },
  career: {
    title: "Career",
    intro: "This section reads your 10th house and its lord, with the Sun and Saturn, the significators of status and work, for the shape of your career.",
  },
  "career-fields": {
    title: "Fields that suit you",
    intro: "This section names the fields of work favoured by the grahas that rule, occupy or strongly influence your 10th house.",
  },
  "career-timing": {
    title: "Career timing",
    intro: "This section finds the coming dasha periods that activate your 10th house and its lord, when career moves are most likely to succeed.",
  },
  wealth: {
    title: "Wealth",
    intro: "This section reads your 2nd house of savings and its lord, with Jupiter, the significator of wealth, for how money comes and stays.",
  },
  gains: {
    title: "Income and gains",
    intro: "This section reads your 11th house of gains and its lord, with Jupiter, for your sources of income and fulfilled wishes.",
  },
  property: {
    title: "Home and property",
    intro: "This section reads your 4th house and its lord, with Mars, the significator of land, for home, property and vehicles.",
  },
  marriage: {
    title: "Marriage",
    intro: "This section reads your 7th house and its lord, with Venus, the significator of marriage, for the promise of married life.",
  },
  spouse: {
    title: "Your spouse",
    intro: "This section reads the sign of your 7th house and the grahas in it for the nature of the partner your chart describes.",
  },
  "marriage-timing": {
    title: "Marriage timing",
    intro: "This section finds the coming dasha periods that activate your 7th house, its lord and Venus, when marriage is most likely.",
  },
  children: {
    title: "Children",
    intro: "This section reads your 5th house and its lord, with Jupiter, the significator of children, for the joy and timing of children.",
  },
  health: {
    title: "Health",
    intro: "This section reads your lagna, its lord and the 6th house, with the Sun as the significator of vitality, for your constitution and what to look after.",
  },
  siblings: {
    title: "Siblings",
    intro: "This section reads your 3rd and 11th houses, with Mars, the significator of brothers and sisters, for your bond with siblings.",
  },
  parents: {
    title: "Parents",
    intro: "This section reads your 4th and 9th houses, with the Moon for your mother and the Sun for your father, for what your parents give you.",
  },
  travel: {
    title: "Travel and foreign lands",
    intro: "This section reads your 3rd, 9th and 12th houses, the houses of short journeys, long journeys and foreign lands, with their lords.",
  },
  spirituality: {
    title: "Spiritual life",
    intro: "This section reads your 9th and 12th houses, with Jupiter and Ketu, for faith, spiritual practice and inner freedom.",
  },
  friendships: {
    title: "Friendships",
    intro: "This section reads your 11th house of friends and its lord, with Mercury, for the company you keep and the support it gives.",
  },
  "varga-d2": vargaSection("D2"),
  "varga-d3": vargaSection("D3"),
  "varga-d4": vargaSection("D4"),
  "varga-d7": vargaSection("D7"),
  "varga-d9": vargaSection("D9"),
  "varga-d10": vargaSection("D10"),
  "varga-d12": vargaSection("D12"),
  "varga-d16": vargaSection("D16"),
  "varga-d20": vargaSection("D20"),
  "varga-d24": vargaSection("D24"),
  "transit-saturn": {
    title: "Saturn's transit now",
    intro: "This section reads the sign Saturn is passing through now, counted from your Moon sign, and how long it stays there.",
  },
  "transit-jupiter": {
    title: "Jupiter's transit now",
    intro: "This section reads the sign Jupiter is passing through now, counted from your Moon sign, and what it opens for you this year.",
  },
  "transit-nodes": {
    title: "Rahu and Ketu now",
    intro: "This section reads the signs Rahu and Ketu are passing through now, counted from your Moon sign, over their eighteen-month stay.",
  },
  "gemstone-primary": {
    title: "Your main gemstone",
    intro: "This section names the gemstone of your lagna lord, the graha that protects your body and life, and how to wear it.",
  },
  "gemstone-fortune": {
    title: "Gemstones for fortune",
    intro: "This section names the gemstones of the lords of your 5th and 9th houses, the trines of merit and fortune.",
  },
  "gemstone-caution": {
    title: "Gemstones to avoid",
    intro: "This section names the gemstones of grahas that rule only your difficult houses, the 6th, 8th and 12th, which are best not worn.",
  },
  mantras: {
    title: "Mantras",
    intro: "This section gives the beeja mantras of your running dasha lord and of your weaker grahas, with the traditional count of recitations.",
  },
  "charity-fasting": {
    title: "Charity and fasting",
    intro: "This section gives the weekday fast and the charity that please the grahas your chart asks you to strengthen.",
  },
  "lucky-factors": {
    title: "Lucky number, day and colour",
    intro: "This section gives your lucky number, weekday and colour, and the graha of your chart they are drawn from.",
  },
  "numerology-root": {
    title: "Your root number",
    intro: "This section reads your root number (moolank), the digit sum of your day of birth, and the graha that rules it.",
  },
  "numerology-destiny": {
    title: "Your destiny number",
    intro: "This section reads your destiny number (bhagyank), the digit sum of your whole date of birth, and the path it points to.",
  },
  summary: {
    title: "Summary",
    intro: "This section gathers the main strengths and cautions of your chart and the period you are in now, with a closing word.",
  },
  "partner-match": {
    title: "Match with your partner",
    intro: "This section reads the Ashtakoota match of your Moon nakshatra with your partner's: the eight kootas and the total out of 36.",
  },
  "partner-manglik": {
    title: "Manglik balance",
    intro: "This section compares Manglik dosha in both charts, since the tradition pairs a Manglik chart with another Manglik chart.",
  },
  "year-dasha": {
    title: "Your dasha this year",
    intro: "This section lists the dasha sub-periods you pass through in the coming twelve months, with their dates and lords.",
  },
  "month-1": monthSection(1),
  "month-2": monthSection(2),
  "month-3": monthSection(3),
  "month-4": monthSection(4),
  "month-5": monthSection(5),
  "month-6": monthSection(6),
  "month-7": monthSection(7),
  "month-8": monthSection(8),
  "month-9": monthSection(9),
  "month-10": monthSection(10),
  "month-11": monthSection(11),
  "month-12": monthSection(12),
} satisfies Record<SectionId, { title: string; intro: string }>;

const ascendant: ReportLibrary["ascendant"] = {
  aries: "With Aries rising you are direct, energetic and quick to take the lead, with a lean, active build and a restless wish to get things moving. You meet problems head-on; learning to finish what you start is your great lesson.",
  taurus: "With Taurus rising you are steady, patient and pleasant, with a sturdy frame and a love of comfort, good food and beautiful things. You build slowly and keep what you build, though you can be stubborn once your mind is made up.",
  gemini: "With Gemini rising you are quick-witted, talkative and curious, with a youthful look and many interests at once. You adapt to people easily and learn fast; focusing your scattered energies is what brings your best results.",
  cancer: "With Cancer rising you are caring, sensitive and deeply attached to family and home, with moods that change like the Moon that rules you. You protect those you love and remember every kindness, and every hurt.",
  leo: "With Leo rising you carry yourself with dignity and warmth, and you are at your best when leading or creating. You are generous and loyal, need respect, and do well when your pride serves others rather than itself.",
  virgo: "With Virgo rising you are careful, analytical and modest, with an eye for detail and a wish to be useful. You learn and work methodically, take good care of your health, and must not let worry spoil what you have done well.",
  libra: "With Libra rising you are gracious, fair-minded and sociable, with a refined taste and a gift for bringing people together. You seek balance in everything; learning to decide without waiting for everyone's approval is your growth.",
  scorpio: "With Scorpio rising you are intense, private and determined, with strong feelings you seldom show. You are a powerful ally, perceptive about hidden motives, and you rise again after every setback; forgiving frees you.",
  sagittarius: "With Sagittarius rising you are frank, optimistic and principled, drawn to learning, travel and the big questions of life. You inspire others with your faith and good humour; patience with detail completes your gifts.",
  capricorn: "With Capricorn rising you are practical, ambitious and responsible, often mature beyond your years. You climb steadily towards your goals, respect tradition and hard work, and grow more successful and relaxed with age.",
  aquarius: "With Aquarius rising you are independent, thoughtful and humane, with original ideas and a concern for society. You keep your own counsel and your friendships last; warmth in close relationships balances your cool reason.",
  pisces: "With Pisces rising you are gentle, imaginative and compassionate, with a rich inner life and a strong spiritual pull. You absorb the feelings of people around you; clear boundaries keep your kindness from wearing you down.",
};

const moonSign: ReportLibrary["moonSign"] = {
  aries: "With the Moon in Aries your feelings are quick, frank and fiery: you react at once and forget just as fast. You need independence and action; when upset, physical activity settles your mind better than brooding.",
  taurus: "With the Moon in Taurus, its sign of exaltation, your mind is calm, steady and content, and you find peace in comfort, music, nature and loyal company. Once attached, you stay attached; change takes you time.",
  gemini: "With the Moon in Gemini your mind is lively, curious and always busy, and you process feelings by talking them through. You need variety and conversation; writing things down calms a restless mind.",
  cancer: "With the Moon in Cancer, its own sign, you feel deeply and care instinctively for others. Home and mother mean a great deal to you, your intuition is strong, and you need a secure nest to be at peace.",
  leo: "With the Moon in Leo your feelings are warm, proud and generous, and you need appreciation to feel secure. You are loyal and dramatic in affection; you recover quickly when your dignity is respected.",
  virgo: "With the Moon in Virgo your mind is practical, observant and eager to help, and you show love through service. You can worry over details; a tidy routine and useful work bring you emotional ease.",
  libra: "With the Moon in Libra your feelings seek harmony, beauty and partnership, and you dislike conflict. You are considerate and charming; taking time alone to know your own wishes keeps you balanced.",
  scorpio: "With the Moon in Scorpio, its sign of debilitation, your feelings run deep, intense and private. You are loyal and perceptive, but can hold on to hurt; openness with a trusted person and spiritual practice bring calm.",
  sagittarius: "With the Moon in Sagittarius your mind is cheerful, idealistic and open, and you need freedom and meaning. Travel, learning and faith restore you; you bounce back from disappointment with hope.",
  capricorn: "With the Moon in Capricorn your feelings are controlled, serious and responsible, and you show care through duty and reliability. You may hide your emotions; allowing yourself rest and warmth softens the load.",
  aquarius: "With the Moon in Aquarius your mind is detached, fair and thoughtful, and your feelings turn towards friends and causes. You value freedom in relationships; sharing your inner life brings closeness.",
  pisces: "With the Moon in Pisces your feelings are tender, dreamy and deeply sympathetic, and you are moved by music, prayer and suffering. You need quiet and imagination; grounding routines protect your sensitive mind.",
};

const sunSign: ReportLibrary["sunSign"] = {
  aries: "With the Sun in Aries, its sign of exaltation, your will is strong, brave and pioneering, and leadership comes naturally. You respect courage in authority and may share your father's drive; take care that boldness does not become haste.",
  taurus: "With the Sun in Taurus your will is steady and patient, and you build authority slowly through reliability. You value security and comfort, and your relationship with your father and seniors grows warmer over time.",
  gemini: "With the Sun in Gemini you express yourself through ideas, words and versatility, and you shine in roles that use your intelligence. Your father may be communicative or learned; consistency brings you respect.",
  cancer: "With the Sun in Cancer your sense of self is tied to family, home and care for others. You lead gently and protectively; emotional swings can affect your confidence, so steady routines help.",
  leo: "With the Sun in Leo, its own sign, you are dignified, confident and generous, with a natural right to lead. You deal well with authority and may gain from government or senior people; humility completes your strength.",
  virgo: "With the Sun in Virgo your will expresses itself through skill, service and precision. You earn respect by being competent and careful, and you prefer proving yourself through work rather than show.",
  libra: "With the Sun in Libra, its sign of debilitation, you seek cooperation and fairness more than command, and your confidence grows through partnership. Respect for authority is balanced by a wish for harmony; standing firm in your own view is your task.",
  scorpio: "With the Sun in Scorpio your will is intense, resourceful and determined, and you work best with a goal worth fighting for. You may keep your ambitions private; relations with authority are strong but need trust.",
  sagittarius: "With the Sun in Sagittarius your will is guided by principles, faith and a love of wisdom. You respect teachers and your father, and you gain standing through teaching, law, religion or advisory work.",
  capricorn: "With the Sun in Capricorn you are ambitious, disciplined and practical, and you earn authority through steady effort. Early life may ask you to take on responsibility; your standing rises with age.",
  aquarius: "With the Sun in Aquarius your will serves groups, ideas and causes larger than yourself. You may challenge authority or tradition; working through institutions and friends brings your recognition.",
  pisces: "With the Sun in Pisces your will is gentle, intuitive and compassionate, and you shine through service, art or spiritual work. Authority sits lightly on you; trusting your inner guidance gives you quiet strength.",
};

const birthStar: ReportLibrary["birthStar"] = {
  ashwini: "Born in Ashwini, the star of the divine healers, you are quick, energetic and eager to begin things. You bring help swiftly where it is needed, and healing, travel or fast-moving work suits you.",
  bharani: "Born in Bharani, ruled by Yama, you carry strong will, endurance and a capacity to bear responsibility. You live life fully, face truths others avoid and keep your word.",
  krittika: "Born in Krittika, the star of Agni, you are sharp, purposeful and honest to the point of bluntness. You cut through confusion, protect those in your care and shine in leadership.",
  rohini: "Born in Rohini, the Moon's favourite star, you are attractive, gentle and creative, with a love of beauty and growth. You draw people and prosperity towards you and enjoy the comforts of life.",
  mrigashira: "Born in Mrigashira, the searching star, you are curious, gentle and always looking for something new. You enjoy travel, study and conversation, and your questing mind keeps you young.",
  ardra: "Born in Ardra, the star of Rudra, you have a keen intellect and strong feelings that can storm and then clear. You grow through upheaval and are good at research and hard problems.",
  punarvasu: "Born in Punarvasu, the star of return and renewal, you are good-natured, patient and content with simple things. Whatever you lose tends to come back to you, and others find comfort in your presence.",
  pushya: "Born in Pushya, the most nourishing of stars, you are caring, dutiful and respected for your good counsel. You protect and support others, and your life tends towards steady growth.",
  ashlesha: "Born in Ashlesha, the serpent star, you are perceptive, shrewd and able to read people and situations deeply. You have a strong will and hidden resources; using them kindly brings you respect.",
  magha: "Born in Magha, the star of the ancestors, you carry dignity, pride in your lineage and a natural claim to leadership. You honour tradition and may rise to a position of authority.",
  "purva-phalguni": "Born in Purva Phalguni, the star of pleasure and rest, you are warm, generous and artistic. You enjoy life and company, and you bring joy and creativity to those around you.",
  "uttara-phalguni": "Born in Uttara Phalguni, the star of patronage, you are reliable, kind and committed in relationships and work. You help others generously and are valued as a loyal friend and partner.",
  hasta: "Born in Hasta, the star of the hand, you are skilful, resourceful and good with your hands and with details. You are clever in craft, trade and healing, and you make practical things happen.",
  chitra: "Born in Chitra, the star of the celestial architect, you have a keen eye for design, beauty and form. You are creative and stylish, and you like to build things that last and shine.",
  swati: "Born in Swati, the star of the wind, you are independent, flexible and courteous, with a talent for trade and diplomacy. You need freedom to move, and you grow steadily through your own effort.",
  vishakha: "Born in Vishakha, the star of purpose, you are ambitious, determined and focused on your goals. You may pursue several aims at once, and you succeed through perseverance.",
  anuradha: "Born in Anuradha, the star of friendship and devotion, you are loyal, disciplined and good at working with others. You can do well far from your birthplace, and your friendships last.",
  jyeshtha: "Born in Jyeshtha, the eldest star, you are protective, capable and carry responsibility early. You have a strong sense of seniority and duty, and you shine when you lead with generosity.",
  mula: "Born in Mula, the star of roots, you seek the truth beneath the surface of things. You are direct and investigative, and after upheavals you rebuild on firmer foundations.",
  "purva-ashadha": "Born in Purva Ashadha, the star of invincibility, you are confident, persuasive and hard to defeat. You have strong convictions and inspire others to follow your vision.",
  "uttara-ashadha": "Born in Uttara Ashadha, the star of lasting victory, you are principled, patient and responsible. Your success comes late perhaps, but it lasts, and people trust your integrity.",
  shravana: "Born in Shravana, the star of listening, you learn by hearing and have a gift for knowledge, teaching and counsel. You are respected for your wisdom and your connections.",
  dhanishta: "Born in Dhanishta, the star of wealth and rhythm, you are generous, energetic and musical in temperament. You are ambitious and capable of gathering wealth and recognition.",
  shatabhisha: "Born in Shatabhisha, the star of a hundred healers, you are independent, secretive and drawn to science, medicine or mysteries. You solve problems others find difficult.",
  "purva-bhadrapada": "Born in Purva Bhadrapada, the star of fire and austerity, you are intense, idealistic and capable of great sacrifice for a cause. Your passion is strong; balance keeps it productive.",
  "uttara-bhadrapada": "Born in Uttara Bhadrapada, the star of depth and stillness, you are wise, patient and self-controlled. You give good advice, keep calm in crisis and grow spiritually with age.",
  revati: "Born in Revati, the star of safe journeys, you are kind, gentle and protective towards the weak. You are creative and spiritual, and you guide others safely to their goals.",
};

const dignity: ReportLibrary["dignity"] = {
  exalted: (p) => `${G(p.planet)} is exalted, at the height of its power, so its houses and significations give generous, visible results in your life.`,
  moolatrikona: (p) => `${G(p.planet)} is in its moolatrikona sign, its office of work, so it acts with purpose and reliability and delivers well on what it promises.`,
  own: (p) => `${G(p.planet)} is in its own sign, at home and at ease, so it protects the matters it rules and gives steady, dependable results.`,
  friend: (p) => `${G(p.planet)} is in a friend's sign, where it is welcome, so its results come smoothly and with help from others.`,
  neutral: (p) => `${G(p.planet)} is in a neutral sign, neither helped nor hindered, so its results depend mostly on its house and the grahas around it.`,
  enemy: (p) => `${G(p.planet)} is in an enemy's sign, where it works with some discomfort, so its results need more effort and come with some friction.`,
  debilitated: (p) =>
    `${G(p.planet)} is debilitated, in its weakest sign, so its matters need conscious effort and care; if the chart cancels the debilitation (neecha bhanga), it can rise strongly after early struggle.`,
};

const retrograde: ReportLibrary["retrograde"] = {
  mars: "Mars was retrograde at your birth, so your energy turns inward: you may reconsider before acting, revisit old battles, and your drive comes in strong bursts rather than a steady flow.",
  mercury: "Mercury was retrograde at your birth, so your thinking is reflective and original: you revise, re-read and rethink, and you often understand things better the second time.",
  jupiter: "Jupiter was retrograde at your birth, so your wisdom and faith are your own, reached through inner questioning rather than accepted from others; its blessings may come later but run deep.",
  venus: "Venus was retrograde at your birth, so your tastes and affections are unusual and reflective, and past relationships may return to be resolved; love matures with time.",
  saturn: "Saturn was retrograde at your birth, so you carry an inner sense of duty and may revisit unfinished work; responsibilities are heavy early but you become remarkably resilient.",
};

const combust: ReportLibrary["combust"] = {
  moon: "The Moon is combust, close to the Sun, as at the new moon, so your feelings may be hidden behind your will; rest and emotional care restore the Moon's gentleness.",
  mars: "Mars is combust, close to the Sun, so your energy and courage can be overshadowed or burn too hot; channel effort into disciplined goals and avoid anger.",
  mercury: "Mercury is combust, close to the Sun, which is common and mild for Mercury; still, take care that pride does not cloud your judgement, and check your facts.",
  jupiter: "Jupiter is combust, close to the Sun, so its blessings of wisdom and counsel are quieter; honour teachers and elders to strengthen it.",
  venus: "Venus is combust, close to the Sun, so comforts and affection may need more attention; give time to relationships and to simple pleasures.",
  saturn: "Saturn is combust, close to the Sun, so your discipline may clash with authority or with your father; patience and humility bring its results back.",
};

const bindus: ReportLibrary["bindus"] = {
  strong: (p) =>
    `Your ${ord(p.house)} house holds ${p.bindus} bindus in the sarva ashtakavarga, above the strong mark of 28, so its matters flourish and transits through it tend to help you.`,
  average: (p) =>
    `Your ${ord(p.house)} house holds ${p.bindus} bindus in the sarva ashtakavarga, an average score, so its matters give fair results that depend on effort and timing.`,
  weak: (p) =>
    `Your ${ord(p.house)} house holds only ${p.bindus} bindus in the sarva ashtakavarga, below 25, so its matters need more patience and care, especially when slow grahas transit it.`,
};

const elementText: ReportLibrary["element"] = {
  fire: "Fire leads your chart: you are energetic, spirited and driven by purpose. You act first and think while moving; your warmth inspires others, and your task is to avoid burning out or flaring in anger.",
  earth: "Earth leads your chart: you are practical, patient and reliable, trusting what is real and tested. You build steadily and keep your commitments; your task is to stay open to change.",
  air: "Air leads your chart: you are thoughtful, sociable and quick to grasp ideas. You thrive on conversation, learning and movement; your task is to turn ideas into steady action.",
  water: "Water leads your chart: you are sensitive, intuitive and caring, guided by feeling. You understand others deeply; your task is to protect your own calm without closing your heart.",
};

const signElements: Record<SignId, string> = {
  aries: "fiery", taurus: "earthy", gemini: "airy", cancer: "watery", leo: "fiery", virgo: "earthy",
  libra: "airy", scorpio: "watery", sagittarius: "fiery", capricorn: "earthy", aquarius: "airy", pisces: "watery",
};

const karakaLine = (area: string, strong: string, average: string, weak: string): Record<Strength, (p: { planet: GrahaId }) => string> => ({
  strong: (p) => `${G(p.planet)}, the significator of ${area}, is strong in your chart, so ${strong}`,
  average: (p) => `${G(p.planet)}, the significator of ${area}, is of middling strength in your chart, so ${average}`,
  weak: (p) => `${G(p.planet)}, the significator of ${area}, is weak in your chart, so ${weak}`,
});

const karaka: ReportLibrary["karaka"] = {
  education: karakaLine(
    "learning and intellect",
    "you learn quickly, remember well and can go far in studies that use reasoning, language or numbers.",
    "your studies go well with steady effort; regular revision and a good teacher make the difference.",
    "concentration and exams may need extra effort; a quiet study routine, practice and worship of Ganesha or Saraswati help.",
  ),
  career: karakaLine(
    "status and work",
    "you can rise to positions of authority, and your work brings recognition and respect from seniors.",
    "your career grows through steady, honest effort rather than sudden leaps, with recognition in good periods.",
    "recognition may come slowly or with obstacles from seniors; persistence, discipline and respect for authority turn this around.",
  ),
  wealth: karakaLine(
    "wealth",
    "money comes with good fortune and stays, and your savings tend to grow with age.",
    "wealth grows at a moderate pace; careful saving and sensible investment keep it growing.",
    "money may slip away or come with effort; budgeting, avoiding loans and charity on Thursdays help.",
  ),
  gains: karakaLine(
    "gains",
    "your income rises steadily and your wishes tend to be fulfilled through helpful friends.",
    "gains come in their season, some years better than others; diversify your sources of income.",
    "gains may be irregular or delayed; patient networking and avoiding speculation protect you.",
  ),
  property: karakaLine(
    "land and property",
    "you can acquire land, a home and vehicles, and property brings you security.",
    "property comes in time with planning; check documents carefully before buying.",
    "property matters may bring delays or disputes; clear papers, patience and no hasty deals help.",
  ),
  marriage: karakaLine(
    "marriage and love",
    "your married life is blessed with affection, comfort and a caring partner.",
    "married life is reasonably happy, with ups and downs that mutual respect and time together smooth out.",
    "relationships need patience and care; honesty, kindness, and worship on Fridays strengthen the bond.",
  ),
  children: karakaLine(
    "children",
    "children bring joy and pride, and your relationship with them is warm and wise.",
    "children come in their time and bring happiness, with the usual cares of parenthood.",
    "children may come late or need extra care; patience, blessings of elders and worship on Thursdays help.",
  ),
  health: karakaLine(
    "vitality",
    "you have strong vitality and recover quickly from illness.",
    "your health is fair; a regular routine, good sleep and exercise keep it strong.",
    "your energy needs protection: regular check-ups, sunlight, exercise and a steady routine help.",
  ),
  siblings: karakaLine(
    "brothers and sisters",
    "your siblings are supportive and you share courage and help with them.",
    "your bond with siblings is ordinary, warm at times and distant at others.",
    "relations with siblings may cool or bring disputes; patience and fair dealing keep them close.",
  ),
  parents: karakaLine(
    "parents",
    "you receive real support, values and blessings from your parents.",
    "your parents support you in their way, and the bond grows with understanding.",
    "your parents may face health or other concerns, or distance may come between you; care and gratitude keep the bond strong.",
  ),
  travel: karakaLine(
    "journeys",
    "travel brings opportunity, learning and sometimes prosperity from distant places.",
    "travel brings mixed results, useful when planned with a clear purpose.",
    "journeys need careful planning and attention to safety and documents.",
  ),
  spirituality: karakaLine(
    "spiritual life",
    "faith, devotion and spiritual practice come naturally and bring you inner peace.",
    "your spiritual life grows with regular practice and the right teacher.",
    "faith may be tested at times; simple daily practice, seva and satsang rebuild it.",
  ),
  friendships: karakaLine(
    "friendship",
    "you have loyal, capable friends who support your plans.",
    "your friendships are pleasant, with a few true friends among many acquaintances.",
    "choose your friends carefully and keep money out of friendships; loyalty is built slowly.",
  ),
} satisfies Record<LifeArea, Record<Strength, (p: { planet: GrahaId }) => string>>;

const careerField: ReportLibrary["careerField"] = {
  sun: "The Sun favours government service, administration, politics and leadership roles, as well as medicine, pharmacy and work that carries authority and public trust.",
  moon: "The Moon favours work that nourishes and serves the public: nursing, hospitality, food, dairy, shipping, travel, psychology and anything to do with water or women's welfare.",
  mars: "Mars favours engineering, the army and police, surgery, sport, real estate, construction, machinery and any field that needs courage and technical skill.",
  mercury: "Mercury favours commerce, accounting, writing, journalism, teaching, IT, communication, law and consultancy, work that lives on intellect and speech.",
  jupiter: "Jupiter favours teaching, law, banking, finance, advisory roles, religion and philosophy, and any position where wisdom and ethics are trusted.",
  venus: "Venus favours the arts, music, film, fashion, design, beauty, luxury goods, hospitality and entertainment, and dealings in vehicles and comforts.",
  saturn: "Saturn favours industry, mining, labour management, agriculture, oil and metals, law and administration, and long, disciplined careers built step by step.",
  rahu: "Rahu favours technology, aviation, foreign companies, research, politics, media and unconventional or large-scale ventures.",
  ketu: "Ketu favours research, computing, mathematics, spiritual and healing work, astrology and technical fields that need precision and detachment.",
};

const spouseSign: ReportLibrary["spouseSign"] = {
  aries: "With Aries on your 7th house, your partner is likely to be energetic, frank and independent, someone who takes initiative and keeps the relationship lively.",
  taurus: "With Taurus on your 7th house, your partner is likely to be steady, affectionate and fond of comfort and beauty, a loyal companion who values security.",
  gemini: "With Gemini on your 7th house, your partner is likely to be talkative, witty and youthful, someone who keeps you mentally engaged.",
  cancer: "With Cancer on your 7th house, your partner is likely to be caring, sensitive and family-minded, with a strong attachment to home.",
  leo: "With Leo on your 7th house, your partner is likely to be proud, generous and dignified, someone who likes to lead and be admired.",
  virgo: "With Virgo on your 7th house, your partner is likely to be practical, careful and helpful, with an eye for detail and a modest manner.",
  libra: "With Libra on your 7th house, your partner is likely to be charming, refined and fair-minded, someone who values harmony and partnership.",
  scorpio: "With Scorpio on your 7th house, your partner is likely to be intense, private and deeply loyal, with strong feelings and a protective nature.",
  sagittarius: "With Sagittarius on your 7th house, your partner is likely to be principled, cheerful and fond of learning and travel.",
  capricorn: "With Capricorn on your 7th house, your partner is likely to be serious, hardworking and responsible, perhaps older or mature beyond their years.",
  aquarius: "With Aquarius on your 7th house, your partner is likely to be independent, thoughtful and unconventional, a friend as much as a spouse.",
  pisces: "With Pisces on your 7th house, your partner is likely to be gentle, imaginative and compassionate, with a spiritual or artistic streak.",
};

const mahadasha: ReportLibrary["mahadasha"] = {
  sun: "The Sun's mahadasha, six years long, brings matters of authority, status and self-expression to the fore. Recognition, dealings with government and your father's affairs become important; keep your pride in check and your health routines steady.",
  moon: "The Moon's mahadasha, ten years long, turns your life towards home, mother, emotions and the public. Comforts and travel increase, and your mood shapes your results; nurture your peace of mind.",
  mars: "Mars's mahadasha, seven years long, brings energy, ambition and action: property, siblings, competition and technical work come forward. Courage pays, but haste and quarrels cost; channel your drive wisely.",
  mercury: "Mercury's mahadasha, seventeen years long, favours learning, trade, writing and communication. It is a period of skill, networking and business; keep your nerves calm and your dealings honest.",
  jupiter: "Jupiter's mahadasha, sixteen years long, brings growth in wisdom, wealth, children and faith. Teachers and good counsel guide you, and your standing rises through ethical work.",
  venus: "Venus's mahadasha, twenty years long, brings comfort, love, marriage, art and prosperity. Relationships and pleasures come to the fore; balance enjoyment with discipline to make the most of it.",
  saturn: "Saturn's mahadasha, nineteen years long, asks for patience, hard work and responsibility, and rewards them with lasting achievement. Progress may be slow at first, but what you build now endures.",
  rahu: "Rahu's mahadasha, eighteen years long, brings ambition, sudden change and worldly opportunity, often through foreign links or technology. Stay grounded, avoid shortcuts and watch your health and habits.",
  ketu: "Ketu's mahadasha, seven years long, turns you inward and loosens attachments. It brings spiritual insight, research and sudden turns; simplicity and meditation help you through it.",
};

const antardasha: ReportLibrary["antardasha"] = {
  sun: "The Sun's antardasha highlights authority, recognition and your relationship with seniors or your father; it suits taking charge and asks for care with ego and health.",
  moon: "The Moon's antardasha brings emotions, home and the public into focus, with travel, comforts and concern for your mother; keep your mind calm.",
  mars: "The Mars antardasha brings action, property matters, competition and energy; be bold but careful with disputes, accidents and anger.",
  mercury: "The Mercury antardasha brings study, trade, writing, contracts and short journeys; a good time to learn, negotiate and build networks.",
  jupiter: "The Jupiter antardasha brings growth, guidance, good news about children or wealth, and spiritual interest; a blessed time to expand.",
  venus: "The Venus antardasha brings comfort, romance, art, vehicles and pleasant company; enjoy it while keeping spending in check.",
  saturn: "The Saturn antardasha brings responsibility, hard work and slow, solid progress; patience, discipline and care of health pay off.",
  rahu: "The Rahu antardasha brings sudden opportunities, ambition and unusual contacts, sometimes confusion; check facts and avoid risky shortcuts.",
  ketu: "The Ketu antardasha brings detachment, introspection and sudden turns; good for spiritual practice and research, less for new ventures.",
};

const gem: ReportLibrary["gem"] = {
  sun: "The Sun's stone is the ruby (manik), set in gold and worn on the ring finger of the right hand, first worn at sunrise on a Sunday. It strengthens confidence, vitality and standing with authority.",
  moon: "The Moon's stone is the pearl (moti), set in silver and worn on the little finger, first worn on a Monday morning during the bright fortnight. It calms the mind and supports emotional balance and the mother's blessings.",
  mars: "Mars's stone is red coral (moonga), set in gold or copper and worn on the ring finger, first worn on a Tuesday morning. It strengthens courage, energy and success in property and competition.",
  mercury: "Mercury's stone is the emerald (panna), set in gold and worn on the little finger, first worn on a Wednesday morning. It sharpens intellect and speech and supports trade and studies.",
  jupiter: "Jupiter's stone is the yellow sapphire (pukhraj), set in gold and worn on the index finger, first worn on a Thursday morning. It supports wisdom, wealth, children and the grace of teachers.",
  venus: "Venus's stone is the diamond (heera), or a white sapphire in its place, set in silver or platinum and worn on the middle or ring finger, first worn on a Friday morning. It supports love, comfort and the arts.",
  saturn: "Saturn's stone is the blue sapphire (neelam), set in silver or panchadhatu and worn on the middle finger, first worn on a Saturday evening after a few days' trial. It supports discipline, endurance and steady success, but must suit the chart.",
  rahu: "Rahu's stone is hessonite (gomed), set in silver and worn on the middle finger, first worn on a Saturday. It steadies the mind against confusion and supports ambition through clear action.",
  ketu: "Ketu's stone is cat's eye (lehsunia), set in silver and worn on the little or middle finger, first worn on a Tuesday. It supports insight, protection from sudden troubles and spiritual focus.",
};

const mantra: ReportLibrary["mantra"] = {
  sun: "The Sun's beeja mantra is \"Om Hraam Hreem Hraum Sah Suryaya Namah\". Recite it 108 times each morning facing the rising Sun, especially on Sundays; the full traditional japa is 7,000 recitations.",
  moon: "The Moon's beeja mantra is \"Om Shraam Shreem Shraum Sah Chandraya Namah\". Recite it 108 times each evening, especially on Mondays; the full traditional japa is 11,000 recitations.",
  mars: "Mars's beeja mantra is \"Om Kraam Kreem Kraum Sah Bhaumaya Namah\". Recite it 108 times a day, especially on Tuesdays; the full traditional japa is 10,000 recitations.",
  mercury: "Mercury's beeja mantra is \"Om Braam Breem Braum Sah Budhaya Namah\". Recite it 108 times a day, especially on Wednesdays; the full traditional japa is 9,000 recitations.",
  jupiter: "Jupiter's beeja mantra is \"Om Graam Greem Graum Sah Gurave Namah\". Recite it 108 times a day, especially on Thursdays; the full traditional japa is 19,000 recitations.",
  venus: "Venus's beeja mantra is \"Om Draam Dreem Draum Sah Shukraya Namah\". Recite it 108 times a day, especially on Fridays; the full traditional japa is 16,000 recitations.",
  saturn: "Saturn's beeja mantra is \"Om Praam Preem Praum Sah Shanaishcharaya Namah\". Recite it 108 times a day, especially on Saturday evenings; the full traditional japa is 23,000 recitations.",
  rahu: "Rahu's beeja mantra is \"Om Bhraam Bhreem Bhraum Sah Rahave Namah\". Recite it 108 times a day, especially on Saturdays; the full traditional japa is 18,000 recitations.",
  ketu: "Ketu's beeja mantra is \"Om Sraam Sreem Sraum Sah Ketave Namah\". Recite it 108 times a day, especially on Saturdays or Tuesdays; the full traditional japa is 17,000 recitations.",
};

const fasting: ReportLibrary["fasting"] = {
  sun: "For the Sun, fast on Sundays with one simple meal without salt, offer water to the rising Sun, and give wheat, jaggery or copper to those in need.",
  moon: "For the Moon, fast on Mondays with milk and fruit, worship Shiva, and give rice, milk, white cloth or silver in charity.",
  mars: "For Mars, fast on Tuesdays and visit a Hanuman temple, and give red lentils (masoor dal), jaggery or red cloth in charity.",
  mercury: "For Mercury, fast on Wednesdays, worship Ganesha or Vishnu, and give green moong, green vegetables or fodder for cows.",
  jupiter: "For Jupiter, fast on Thursdays with one meal of yellow food, honour your teachers, and give chana dal, turmeric, bananas or yellow cloth.",
  venus: "For Venus, fast on Fridays, worship Lakshmi, and give rice, sugar, curd, white clothes or perfume, especially to women in need.",
  saturn: "For Saturn, fast on Saturdays, light a mustard-oil lamp under a peepal tree, and give black sesame, black urad, mustard oil, iron or blankets to the poor and to labourers.",
  rahu: "For Rahu, fast on Saturdays, worship Durga, and give black sesame, a blanket, a coconut or blue-black cloth; feeding birds also helps.",
  ketu: "For Ketu, fast on Saturdays, worship Ganesha, and give a multicoloured blanket, sesame or food for stray dogs.",
};

const rootNumber: ReportLibrary["rootNumber"] = [
  "Root number 1 belongs to the Sun: you are independent, ambitious and born to lead. You like to start things and stand on your own feet; learn to accept help without feeling smaller.",
  "Root number 2 belongs to the Moon: you are gentle, imaginative and cooperative, with a gift for understanding others. You work best in partnership; steady your moods with routine.",
  "Root number 3 belongs to Jupiter: you are wise, disciplined and ambitious, with a love of learning and a wish to guide others. You earn respect; avoid being too rigid with those below you.",
  "Root number 4 belongs to Rahu: you are unconventional, hardworking and inclined to see things differently from others. Your life has sudden turns; plan carefully and choose friends wisely.",
  "Root number 5 belongs to Mercury: you are quick, clever and adaptable, with a talent for business and communication. You love variety and travel; finish what you begin.",
  "Root number 6 belongs to Venus: you are charming, artistic and fond of comfort and harmony. You are loving and generous, and you make homes and workplaces beautiful.",
  "Root number 7 belongs to Ketu: you are reflective, intuitive and drawn to the mysteries of life. You think independently and may travel widely; spiritual study suits you.",
  "Root number 8 belongs to Saturn: you are serious, persevering and capable of great endurance. Success may come late, but it comes through steady work and lasts.",
  "Root number 9 belongs to Mars: you are brave, energetic and determined to win. You fight for what you believe in; patience keeps your energy from turning into anger.",
];

const destinyNumber: ReportLibrary["destinyNumber"] = [
  "Destiny number 1, ruled by the Sun, points your life towards leadership, independence and recognition. You are meant to take charge and set the direction for others.",
  "Destiny number 2, ruled by the Moon, points your life towards partnership, care and diplomacy. Your path runs through cooperation, and you succeed by bringing people together.",
  "Destiny number 3, ruled by Jupiter, points your life towards knowledge, teaching and guidance. Your path leads to respect, expanding wisdom and the chance to uplift others.",
  "Destiny number 4, ruled by Rahu, points your life towards reform, hard work and unconventional achievements. Your path is unusual, and steady effort turns sudden changes into progress.",
  "Destiny number 5, ruled by Mercury, points your life towards commerce, communication and travel. Your path is varied and quick; versatility and clear speech bring success.",
  "Destiny number 6, ruled by Venus, points your life towards love, beauty and service to family and community. Your path brings comfort, art and harmony.",
  "Destiny number 7, ruled by Ketu, points your life towards research, spirituality and inner understanding. Your path leads inward, and wisdom matters more than possessions.",
  "Destiny number 8, ruled by Saturn, points your life towards responsibility, endurance and lasting achievement. Your path is slow but solid, and patience brings authority.",
  "Destiny number 9, ruled by Mars, points your life towards courage, service and protection of others. Your path calls for action and energy spent for a cause.",
];

/** Digit-sum chain: 28 → "28, and 2 + 8 = 10, and 1 + 0 = 1". */
const digitChain = (total: number): { steps: string; result: number } => {
  const parts: string[] = [];
  let x = total;
  while (x > 9) {
    const d = String(x).split("");
    x = d.reduce((a, c) => a + Number(c), 0);
    parts.push(`${d.join(" + ")} = ${x}`);
  }
  return { steps: parts.join(", and "), result: x };
};

const manglik: ReportLibrary["manglik"] = {
  present:
    "Mars sits in one of the Manglik houses counted from your lagna, Moon or Venus, so your chart has Manglik dosha. It brings intensity and strong will into marriage; the tradition recommends matching with a partner whose chart also has it, and patience in the relationship.",
  cancelled:
    "Mars sits in a Manglik house, but your chart carries a classical cancellation, so the dosha is considered neutralised. You may still bring energy and drive into marriage, which mutual respect turns into strength.",
  absent: "Mars is in none of the Manglik houses counted from your lagna, Moon or Venus, so your chart has no Manglik dosha, and no special match is needed on this account.",
};
const kaalSarp: ReportLibrary["kaalSarp"] = {
  present:
    "All seven grahas lie between Rahu and Ketu in your chart, forming Kaal Sarp dosha. It can bring delays and sudden ups and downs, yet many people with it achieve a great deal after steady effort; persistence is the key.",
  partial:
    "Most grahas lie between Rahu and Ketu but one stands outside the axis, so your chart has a partial Kaal Sarp pattern, much milder in effect. Some delays may come, and steady effort overcomes them.",
  absent: "The grahas are not hemmed in between Rahu and Ketu, so your chart has no Kaal Sarp dosha.",
};
const pitra: ReportLibrary["pitra"] = {
  present:
    "Your Sun or 9th house is touched by Rahu or Ketu, the combination called Pitra dosha. It asks you to honour your ancestors and elders; obstacles in fortune or family matters ease through remembrance and service.",
  absent: "Your Sun and 9th house are free of the node afflictions that form Pitra dosha, so this dosha is not present in your chart.",
};

export const reportEn: ReportLibrary = {
  kinds,
  sections,
  ascendant,
  moonSign,
  sunSign,
  birthStar,
  planetInHouse: planetInHouseEn,
  lordInHouse: lordInHouseEn,
  dignity,
  retrograde,
  combust,
  occupants: (p) =>
    p.planets.length === 1
      ? `${G(p.planets[0]!)} occupies your ${ord(p.house)} house, so its nature colours the matters of ${houseTopics[p.house]}.`
      : `${List(p.planets)} occupy your ${ord(p.house)} house together, so their combined natures colour the matters of ${houseTopics[p.house]}.`,
  lordLink: (p) =>
    `The lord of your ${ord(p.of)} house, ${g(p.planet)}, sits in your ${ord(p.house)} house, as the section on your ${ord(p.of)} house explains; here that placement is read for ${areaWords[p.area]}.`,
  emptyHouse: (p) =>
    `No graha occupies your ${ord(p.house)} house; that is common and no weakness, and its lord's placement speaks for the matters of ${houseTopics[p.house]}.`,
  bindus,

  strongPlanets: (p) =>
    p.planets.length === 1
      ? `${G(p.planets[0]!)} is strongly placed by sign, exalted, in moolatrikona or in its own sign, and it is one of your chart's mainstays.`
      : `${List(p.planets)} are strongly placed by sign, exalted, in moolatrikona or in their own signs, and they are your chart's mainstays.`,
  weakPlanets: (p) =>
    p.planets.length === 1
      ? `${G(p.planets[0]!)} is debilitated, so its matters need conscious support; its mantra and charity are the simplest help.`
      : `${List(p.planets)} are debilitated, so their matters need conscious support; their mantras and charity are the simplest help.`,
  noExtremes: () =>
    "None of your grahas is exalted, debilitated or in its own sign, so your chart works through balance: results come from houses, aspects and periods rather than from any one dominant graha.",
  noRetroCombust: () => "None of your grahas was retrograde or combust at your birth, so each gives its results in its plain, direct way.",
  strongestHouse: (p) =>
    `Your strongest house is the ${ord(p.house)}, with ${p.bindus} bindus: the matters of ${houseTopics[p.house]} are where your life flows most easily.`,
  weakestHouse: (p) =>
    `Your weakest house is the ${ord(p.house)}, with ${p.bindus} bindus: the matters of ${houseTopics[p.house]} need more patience, planning and care.`,

  yogasFound: (p) =>
    p.count === 1
      ? "One classical yoga is formed in your chart; what it promises is explained below."
      : `${p.count} classical yogas are formed in your chart; each is explained below with the rule it meets.`,
  yogasNone: () =>
    "None of the classical yogas checked here is formed in your chart. That is common, and it simply means your results come from the individual placements and the dasha periods.",
  manglik,
  manglikRemedy:
    "What helps: recite the Hanuman Chalisa on Tuesdays, fast or eat simply on Tuesdays, give red lentils in charity, and before marriage match charts carefully with a partner whose Mars is similarly placed.",
  kaalSarp,
  kaalSarpRemedy:
    "What helps: worship Shiva on Mondays and offer milk to a Shivalinga, recite the Maha Mrityunjaya mantra, and consider a Kaal Sarp shanti puja at a temple such as Trimbakeshwar or Srikalahasti.",
  pitra,
  pitraRemedy:
    "What helps: offer water and sesame to your ancestors (tarpan) on Amavasya and during Pitru Paksha, perform shraddha, feed Brahmins, cows and crows, and serve the elderly.",
  sadeSatiNow: (p) => {
    const phase = { rising: "rising phase, Saturn in the 12th from your Moon sign", peak: "peak phase, Saturn over your Moon sign itself", setting: "setting phase, Saturn in the 2nd from your Moon sign" }[p.phase];
    return `Your Sade Sati is running now, in its ${phase}, until ${date(p.until)}. It is a time of responsibility and testing that rewards patience, honest work and simple living.`;
  },
  sadeSatiNext: (p) =>
    `Your Sade Sati is not running now; the next one runs from ${date(p.from)} to ${date(p.to)}. Preparing in advance, with savings and healthy habits, makes it much easier.`,
  sadeSatiNone: () => "No Sade Sati falls within the years this report computes, so Saturn's passage over your Moon sign is not a concern for now.",
  sadeSatiAdvice:
    "What helps: recite the Shani beeja mantra or the Hanuman Chalisa on Saturdays, light a mustard-oil lamp, give black sesame and blankets to the poor, serve elders and workers, and keep your routines disciplined.",

  dashaBalance: (p) => {
    const parts = [p.years ? plural(p.years, "year") : null, p.months ? plural(p.months, "month") : null, p.days ? plural(p.days, "day") : null].filter(Boolean) as string[];
    return `You were born in the mahadasha of ${g(p.lord)}, with ${parts.length ? join(parts) : "only a few days"} of it remaining, so its themes coloured your earliest years.`;
  },
  mahadasha,
  antardasha,
  dashaLordRole: (p) =>
    p.rules.length
      ? `In your chart ${g(p.lord)} rules your ${join(p.rules.map(ord))} ${p.rules.length === 1 ? "house" : "houses"} (${join(p.rules.map((h) => houseWords[h]))}) and sits in your ${ord(p.house)} house (${houseWords[p.house]}), so its period brings ${join(p.rules.map((h) => houseWords[h]))} into focus, working through the affairs of that ${ord(p.house)} house.`
      : `In your chart ${g(p.lord)} rules no sign of its own and acts through your ${ord(p.house)} house, so its period brings the matters of ${houseTopics[p.house]} forward.`,
  dashaPeriod: (p) =>
    p.antar
      ? `From ${date(p.from)} to ${date(p.to)}, ${n(p.maha)}–${n(p.antar)}: the ${n(p.antar)} sub-period within the ${n(p.maha)} mahadasha.`
      : `From ${date(p.from)} to ${date(p.to)}, the ${n(p.maha)} mahadasha.`,

  element: elementText,
  temperamentBlend: (p) =>
    p.lagna === p.moon
      ? `Your lagna and Moon are both in ${s(p.lagna)}, so how you act and how you feel are one: what people see of you is what you are inside.`
      : `With a ${signElements[p.lagna]} ${s(p.lagna)} lagna and a ${signElements[p.moon]} ${s(p.moon)} Moon, you meet the world in the manner of ${s(p.lagna)} while your inner feelings follow ${s(p.moon)}; knowing both helps others understand you.`,
  karaka,
  careerField,
  spouseSign,
  timing: (p) =>
    `${p.area === "career" ? "A strong window for career moves" : "A strong window for marriage"} opens from ${date(p.from)} to ${date(p.to)}, in the ${n(p.maha)} mahadasha and ${n(p.antar)} antardasha, whose lords activate your ${p.area === "career" ? "10th house" : "7th house"}.`,
  timingNone: (p) =>
    p.area === "career"
      ? "No single period in the next twenty years strongly activates your 10th house; your career grows steadily through effort rather than sudden turns."
      : "No single period in the next twenty years strongly activates your 7th house; marriage matters unfold through the usual flow of life and the right transits.",

  vargaLagna: (p) => `Your ${vargas[p.varga].name} lagna is ${s(p.sign)}, which sets the tone for ${vargas[p.varga].matters}.`,
  vargottama: (p) =>
    `${List(p.planets)} ${p.planets.length === 1 ? "is" : "are"} vargottama in the ${vargas[p.varga].name}, in the same sign as in your birth chart, which makes ${p.planets.length === 1 ? "it" : "them"} firm and reliable.`,
  vargaStrong: (p) =>
    `In the ${vargas[p.varga].name}, ${list(p.planets)} ${p.planets.length === 1 ? "is" : "are"} strongly placed, supporting ${vargas[p.varga].matters}.`,
  vargaWeak: (p) =>
    `In the ${vargas[p.varga].name}, ${list(p.planets)} ${p.planets.length === 1 ? "is" : "are"} weak, so ${vargas[p.varga].matters} need more care and effort.`,
  vargaPlain: (p) =>
    `No graha is notably strong or weak in your ${vargas[p.varga].name}, so ${vargas[p.varga].matters} follow the promise of the birth chart.`,

  transitNow: (p) => `${G(p.planet)} is now in ${s(p.sign)}, the ${ord(p.fromMoon)} sign from your Moon, until ${date(p.until)}.`,

  gem,
  gemFor: (p) =>
    p.role === 1
      ? `${G(p.planet)} rules your lagna, so its stone protects your health and strengthens your whole chart.`
      : `${G(p.planet)} rules your ${ord(p.role)} house, a trine of ${p.role === 5 ? "intelligence, children and merit" : "fortune and dharma"}, so its stone supports ${p.role === 5 ? "learning and creativity" : "luck and the blessings of elders"}.`,
  gemAvoid: (p) =>
    `Avoid the stones of ${list(p.planets)}, which ${p.planets.length === 1 ? "rules" : "rule"} only difficult houses in your chart and could magnify their troubles.`,
  gemCaution:
    "Gemstones are strong remedies: buy natural, untreated stones of adequate weight, have them checked against your chart by a trusted astrologer, and remove one if you feel unwell after wearing it. Mantras and charity are gentler and safe for everyone.",
  mantra,
  mantraFor: (p) =>
    `Your chart asks you to strengthen ${list(p.planets)}, so ${p.planets.length === 1 ? "this mantra is" : "these mantras are"} recommended.`,
  fasting,
  lucky: (p) =>
    `Your lucky number is ${p.number}, your lucky day ${weekdayNames[p.weekday]} and your lucky colour ${colorNamesEn[p.color].toLowerCase()}, all drawn from ${g(p.planet)}.`,

  rootCalc: (p) => {
    const c = digitChain(p.day);
    return p.day > 9 && c.result === p.number
      ? `You were born on the ${ord(p.day)}: ${c.steps}, so your root number is ${p.number}.`
      : `You were born on the ${ord(p.day)}, so your root number is ${p.number}.`;
  },
  destinyCalc: (p) => {
    const digits = p.date.slice(0, 10).replace(/\D/g, "").split("");
    const total = digits.reduce((a, d) => a + Number(d), 0);
    const c = digitChain(total);
    return c.result === p.number
      ? `All the digits of your birth date, ${date(p.date)}, add up to ${total}${c.steps ? `, and ${c.steps}` : ""}, so your destiny number is ${p.number}.`
      : `All the digits of your birth date, ${date(p.date)}, reduced to one digit, give your destiny number ${p.number}.`;
  },
  rootNumber,
  destinyNumber,

  summaryStrengths: (p) =>
    `Your chart's main strengths come from ${list(p.planets)}: lean on ${p.planets.length === 1 ? "its" : "their"} gifts when you make important choices.`,
  summaryCautions: (p) =>
    `${List(p.planets)} ${p.planets.length === 1 ? "needs" : "need"} the most care: the remedies in this report are aimed there.`,
  summaryPeriod: (p) =>
    `You are now in the ${n(p.maha)} mahadasha and ${n(p.antar)} antardasha until ${date(p.until)}, so the themes of ${g(p.maha)} and ${g(p.antar)} lead your life for now.`,
  summaryClose:
    "A chart shows tendencies and timing, not a fixed fate: use its strengths, prepare for its harder periods, and your own effort and good conduct will shape the rest.",

  matchScore: (p) => {
    const verdict = {
      excellent: "an excellent match, well above the traditional minimum",
      good: "a good match, comfortably above the traditional minimum of 18",
      average: "an average match; it meets or nears the minimum, and the individual kootas deserve a closer look",
      poor: "below the traditional minimum of 18; look at the individual kootas and both charts carefully before deciding",
    }[p.verdict];
    return `Your Ashtakoota score is ${p.points} out of ${p.max}: ${verdict}.`;
  },
  partnerMissing:
    "No partner's birth details were given, so the match sections are left out. Add your partner's date, time and place of birth to read the Ashtakoota score and both charts' Manglik status.",
  partnerManglik: {
    both: "Both charts have Manglik dosha, so the dosha balances between you, as the tradition recommends.",
    neither: "Neither chart has Manglik dosha, so there is nothing to balance on this account.",
    you: "Your chart has Manglik dosha and your partner's does not; the tradition advises the remedies in this report and a careful look at both charts.",
    partner: "Your partner's chart has Manglik dosha and yours does not; the tradition advises remedies for your partner and a careful look at both charts.",
  },

  monthSpan: (p) => `From ${date(p.from)} to ${date(p.to)}.`,
  monthPeriod: (p) =>
    `You are in the ${n(p.maha)} mahadasha, ${n(p.antar)} antardasha and ${n(p.pratyantar)} pratyantar dasha, so ${g(p.pratyantar)} adds its own note to this month.`,

  fact: (f: Fact): string => {
    switch (f.kind) {
      case "placement": {
        const extra = [f.dignity ? dignityNames[f.dignity] : null, f.retrograde ? "retrograde" : null, f.combust ? "combust" : null].filter(Boolean);
        return [`${n(f.planet)} in the ${ord(f.house)} house from the lagna`, s(f.sign), ...extra].join(", ");
      }
      case "lord":
        return `lord of the ${ord(f.of)}, ${n(f.planet)}, in the ${ord(f.house)} house (${s(f.sign)})`;
      case "sign":
        return `${{ lagna: "Lagna", moon: "Moon sign", sun: "Sun sign" }[f.role]}: ${s(f.sign)}`;
      case "nakshatra":
        return `Birth nakshatra ${star(f.nakshatra)}, pada ${f.pada}`;
      case "occupants":
        return f.planets.length ? `${names(f.planets)} in the ${ord(f.house)} house` : `No graha in the ${ord(f.house)} house`;
      case "dasha":
        return `Mahadasha ${n(f.maha)}${f.antar ? `, antardasha ${n(f.antar)}` : ""}, ${date(f.from)} – ${date(f.to)}`;
      case "bindus":
        return `Sarva ashtakavarga: ${f.bindus} bindus in the ${ord(f.house)} house`;
      case "yoga":
        return f.name;
      case "dosha": {
        const name = { manglik: "Manglik dosha", "kaal-sarp": "Kaal Sarp dosha", pitra: "Pitra dosha" }[f.dosha];
        return `${name}: ${f.present ? (f.cancelled ? "present, cancelled" : "present") : "absent"}`;
      }
      case "sade-sati":
        return f.phase
          ? `Sade Sati, ${f.phase} phase, ${date(f.from)} – ${date(f.to)}`
          : `Next Sade Sati ${date(f.from)} – ${date(f.to)}`;
      case "varga": {
        const extra = [f.dignity ? dignityNames[f.dignity] : null, f.vargottama ? "vargottama" : null].filter(Boolean);
        return [`${vargas[f.varga].name}: ${n(f.planet)} in ${s(f.sign)}`, ...extra].join(", ");
      }
      case "transit":
        return `${n(f.planet)} transiting ${s(f.sign)}, the ${ord(f.fromMoon)} from the Moon sign`;
      case "number": {
        const from = /^\d{4}-\d{2}-\d{2}/.test(f.from) ? date(f.from) : /^\d+$/.test(f.from) ? `the ${ord(Number(f.from))}` : f.from;
        return f.which === "root" ? `Root number ${f.value} (born on ${from})` : `Destiny number ${f.value} (from ${from})`;
      }
      case "match":
        return `Ashtakoota: ${f.points} of ${f.max} points`;
      case "element":
        return `${{ fire: "Fire", earth: "Earth", air: "Air", water: "Water" }[f.element]}: ${plural(f.count, "placement")}`;
    }
  },
  overview: (p) =>
    `${p.name ? `${p.name}, you were` : "You were"} born on ${date(p.date)} at ${p.time}${p.place ? ` in ${p.place}` : ""}. Your lagna is ${s(p.lagna)}, your Moon sign ${s(p.moon)} and your Sun sign ${s(p.sun)}, and you were born in ${star(p.nakshatra)} nakshatra, pada ${p.pada}.`,
  sampleUpgrade: (p) =>
    `This free sample shows the first sections of your life report. The full report has ${p.total} sections: every house and graha, your yogas and doshas, twenty years of dasha periods, career, marriage, health, remedies and more, all from your own chart.`,
  cover: (p) => `${kinds[p.kind].name}${p.name ? ` for ${p.name}` : ""}`,
  disclaimer:
    "Astrology is for guidance only. This report describes tendencies from your birth chart; it is not a substitute for medical, legal or financial advice, and it does not promise any outcome.",
};

