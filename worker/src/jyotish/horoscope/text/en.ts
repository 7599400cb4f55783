// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The horoscope's sentences in English: the statement library (en-statements.ts) for the
 * transits, and the sentences around them — vedha, retrograde and combust notes, the Moon's
 * daily shift and tara, Sade Sati and dhaiya, ashtakavarga bindus, the rules cited in the "why"
 * panel, the period's events, the lucky colour and number, and the convention line.
 */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { nakshatraNames } from "../../terms/nakshatras";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { enOrdinal as ord } from "../../text/ordinals";
import type { ColorId, EclipseType, HoroscopeTexts, TaraNumber } from "../texts";
import { statementsEn } from "./en-statements";

/** A graha as English writes it inside a sentence: "the Sun", "the Moon", "Mars". */
const g = (id: GrahaId): string => (id === "sun" || id === "moon" ? `the ${grahaNames[id].en}` : grahaNames[id].en);
/** The same at the start of a sentence: "The Sun", "Mars". */
const G = (id: GrahaId): string => {
  const s = g(id);
  return s.charAt(0).toUpperCase() + s.slice(1);
};
const s = (id: SignId): string => signNames[id].en;
/** "3rd, 6th and 11th" */
const list = (houses: readonly number[]): string => {
  const o = houses.map(ord);
  return o.length <= 1 ? o.join("") : `${o.slice(0, -1).join(", ")} and ${o[o.length - 1]}`;
};

export const colorNamesEn: Record<ColorId, string> = {
  saffron: "Saffron",
  white: "White",
  red: "Red",
  green: "Green",
  yellow: "Yellow",
  pink: "Pink",
  blue: "Blue",
};

/** The Moon's good houses (Phaladeepika 26.2), for the daily shift sentence. */
const moonGood = new Set([1, 3, 6, 7, 10, 11]);

const taras: Record<TaraNumber, { name: string; meaning: string; reading: string }> = {
  1: {
    name: "Janma",
    meaning: "the birth star",
    reading: "a sensitive, mixed day, best spent on routine, with care for your health and no major new starts",
  },
  2: { name: "Sampat", meaning: "wealth", reading: "a favourable day for money matters, purchases and new efforts" },
  3: { name: "Vipat", meaning: "danger", reading: "an unfavourable day, so avoid risks, travel with care and postpone important beginnings" },
  4: { name: "Kshema", meaning: "well-being", reading: "a favourable day for health, comfort and steady progress" },
  5: { name: "Pratyak", meaning: "obstacles", reading: "an unfavourable day when plans meet resistance, so be patient and avoid confrontations" },
  6: { name: "Sadhana", meaning: "achievement", reading: "a favourable day to pursue goals and finish what you have started" },
  7: {
    name: "Naidhana",
    meaning: "the most adverse",
    reading: "the least favourable tara, so keep a low profile, avoid risks and leave important decisions for another day",
  },
  8: { name: "Mitra", meaning: "the friend", reading: "a favourable day for meetings, cooperation and help from others" },
  9: { name: "Parama Mitra", meaning: "the great friend", reading: "a very favourable day for important work, good company and support" },
};

const eclipseTypes: Record<EclipseType, string> = {
  total: "Total",
  annular: "Annular",
  hybrid: "Hybrid",
  partial: "Partial",
  penumbral: "Penumbral",
};

/** The lords' numbers for the lucky number (Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9). */
const numbers: Record<GrahaId, number> = { sun: 1, moon: 2, jupiter: 3, rahu: 4, mercury: 5, venus: 6, ketu: 7, saturn: 8, mars: 9 };
const weekdays: Partial<Record<GrahaId, string>> = {
  sun: "Sunday",
  moon: "Monday",
  mars: "Tuesday",
  mercury: "Wednesday",
  jupiter: "Thursday",
  venus: "Friday",
  saturn: "Saturday",
};

export const horoscopeEn: Templates<HoroscopeTexts> = {
  transit: (p) => statementsEn[p.planet][p.house - 1]![p.area],
  vedha: (p) => `But ${g(p.by)} in your ${ord(p.byHouse)} obstructs this (vedha), so the good results of ${g(p.planet)} are held back for now.`,
  retrograde: (p) =>
    `${G(p.planet)} is retrograde in your ${ord(p.house)}, so its results come late or bring old matters back for a second look.`,
  combust: (p) => `${G(p.planet)} is combust, too close to the Sun, so its results are weaker than usual.`,
  "moon-shift": (p) =>
    p.house === 8
      ? "Later in the day the Moon moves into your 8th (chandrashtama), so the second half calls for extra caution."
      : `Later in the day the Moon moves into your ${ord(p.house)}, ${moonGood.has(p.house) ? "a favourable position" : "an unfavourable position"}, and the second half of the day reads from there.`,
  tara: (p) => {
    const t = taras[p.tara];
    return `For those born in ${nakshatraNames[p.nakshatra].en} nakshatra, the Moon in ${nakshatraNames[p.day].en} makes the ${ord(p.tara)} tara, ${t.name} (${t.meaning}): ${t.reading}.`;
  },
  "sade-sati": (p) =>
    p.phase === "rising"
      ? "Sade Sati, rising phase: Saturn is in the 12th from your Moon sign, bringing expenses and unrest; plan carefully and spend with restraint."
      : p.phase === "peak"
        ? "Sade Sati, peak phase: Saturn is in your Moon sign itself, the heaviest stretch; patience, discipline and honest work carry you through."
        : "Sade Sati, setting phase: Saturn is in the 2nd from your Moon sign; the pressure is lifting, but family and money still need care.",
  dhaiya: (p) =>
    p.house === 4
      ? "Saturn in the 4th from your Moon sign is kantaka Shani, a dhaiya (small panoti): home, property and peace of mind need patience."
      : "Saturn in the 8th from your Moon sign is ashtama Shani, a dhaiya (small panoti): health, delays and hidden troubles call for caution.",
  bindus: (p) =>
    `In your own chart's ashtakavarga, the sign ${g(p.planet)} is transiting has ${p.bindus} of a possible 8 bindus, ${
      p.bindus >= 4 ? "a strong score (4 or more), so this transit gives you more of its good and less of its harm" : "a weak score (under 4), so this transit gives you less of its good and more of its strain"
    }.`,

  "rule.favourable": (p) =>
    `Phaladeepika 26.2: ${g(p.planet)} gives good results in the ${list(p.houses)} houses from the Moon sign; it is in the ${ord(p.house)}, so this transit is favourable.`,
  "rule.unfavourable": (p) =>
    `Phaladeepika 26.2: ${g(p.planet)} gives good results only in the ${list(p.houses)} houses from the Moon sign; it is in the ${ord(p.house)}, so this transit is unfavourable.`,
  "rule.vedha": (p) =>
    `Phaladeepika 26.3–8: ${g(p.planet)} in the ${ord(p.house)} is obstructed (vedha) by ${g(p.by)} in the ${ord(p.byHouse)} from the Moon sign, so its good results are held back.`,
  "rule.vedha-exempt": (p) => {
    const pair = p.planet === "sun" || p.planet === "saturn" ? "the Sun and Saturn" : "the Moon and Mercury";
    return `Phaladeepika 26.3: ${g(p.planet)} in the ${ord(p.house)} could be obstructed from the ${ord(p.byHouse)}, but only ${g(p.by)} is there, and ${pair} do not obstruct each other, so there is no vedha.`;
  },

  "event.ingress": (p) => `${G(p.planet)} enters ${s(p.sign)}, your ${ord(p.house)} house`,
  "event.retrograde": (p) => `${G(p.planet)} turns retrograde in ${s(p.sign)} (your ${ord(p.house)})`,
  "event.direct": (p) => `${G(p.planet)} turns direct in ${s(p.sign)} (your ${ord(p.house)})`,
  "event.combust": (p) => `${G(p.planet)} becomes combust in ${s(p.sign)}`,
  "event.combust-end": (p) => `${G(p.planet)} comes out of combustion in ${s(p.sign)}`,
  "event.eclipse": (p) => `${eclipseTypes[p.type]} ${p.kind} eclipse in ${s(p.sign)}, your ${ord(p.house)} house`,
  "year.ingress": (p) => `${G(p.planet)} enters ${s(p.sign)}`,
  "year.retrograde": (p) => `${G(p.planet)} turns retrograde in ${s(p.sign)}`,
  "year.direct": (p) => `${G(p.planet)} turns direct in ${s(p.sign)}`,
  "year.eclipse": (p) => `${eclipseTypes[p.type]} ${p.kind} eclipse in ${s(p.sign)}`,
  "event.moon-sign": (p) => `The Moon enters ${s(p.sign)} (your ${ord(p.house)})`,
  "event.nakshatra": (p) => `The Moon enters ${nakshatraNames[p.nakshatra].en} nakshatra`,

  "lucky.rule": (p) => {
    const colour = colorNamesEn[p.color].toLowerCase();
    const day = weekdays[p.weekdayLord] ?? g(p.weekdayLord);
    const why =
      p.weekdayLord === p.signLord
        ? `the colour of ${g(p.signLord)}, who rules both the period's first day (${day}) and your sign`
        : p.colorOf === p.signLord
          ? `the colour of your sign lord, ${g(p.signLord)}, since ${g(p.weekdayLord)}, lord of the period's first day (${day}), is not its friend`
          : `the colour of ${g(p.weekdayLord)}, lord of the period's first day (${day}), a friend of your sign lord ${g(p.signLord)}`;
    const a = numbers[p.weekdayLord];
    const b = numbers[p.signLord];
    const sum = a + b;
    const digits = sum > 9 ? `${sum}, and ${String(sum).split("").join(" + ")} = ${p.number}` : `${p.number}`;
    const from =
      p.weekdayLord === p.signLord
        ? `twice the number of ${g(p.signLord)} (${a}) makes ${digits}`
        : `the numbers of ${g(p.weekdayLord)} (${a}) and ${g(p.signLord)} (${b}) add up to ${digits}`;
    return `Lucky colour ${colour}: ${why}. Lucky number ${p.number}: ${from}.`;
  },
  convention: (p) => {
    const base = "Read from your Moon sign (rashi), as Vedic astrology does (Phaladeepika 26.1), with sidereal (Lahiri) positions and times in IST";
    switch (p.period) {
      case "daily":
        return `${base}; each planet is taken in the sign it holds for most of the day.`;
      case "weekly":
        return `${base}; the week runs from Monday to Sunday.`;
      case "monthly":
        return `${base}; the month is the calendar month.`;
      case "yearly":
        return `${base}; the year follows the slow planets, Jupiter, Saturn, Rahu and Ketu, month by month.`;
    }
  },
};
