// SPDX-License-Identifier: AGPL-3.0-or-later
/** Numerology's explanations in English: how each number is found and the lucky-number rules. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { varaNames } from "../../terms/panchang";
import { signNames, type SignId } from "../../terms/signs";
import { colorNamesEn } from "../../horoscope/text/en";
import type { Templates } from "../../text";
import type { NumerologyTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].en;
const s = (id: SignId) => signNames[id].en;

export const numerologyEn: Templates<NumerologyTexts> = {
  "rule.system": (p) =>
    p.system === "pythagorean"
      ? "Pythagorean letter values: A to I count 1 to 9, then J starts again at 1 (the table of modern Western numerology, Decoz 1994)."
      : "Chaldean letter values after Cheiro's Book of Numbers (1926): 1 A I J Q Y, 2 B K R, 3 C G L S, 4 D M T, 5 E H N X, 6 U V W, 7 O Z, 8 F P; no letter counts 9.",
  "rule.transliteration": (p) =>
    p.script === "latin"
      ? "The name is counted as you spelt it in Latin letters."
      : `The name was written in ${p.script === "devanagari" ? "Devanagari" : p.script === "tamil" ? "Tamil" : "Telugu"} script and is counted in its Latin spelling: ISO 15919 folded to plain letters (long vowels as short, aspirates with h, ś and ṣ as sh, Tamil ழ as zh, Hindi's final silent a dropped).`,
  "rule.life-path": () => "Month, day and year of birth are each reduced (11, 22 and 33 kept), then added and reduced again (Decoz's method).",
  "rule.destiny": () => "Every letter of the full name added and reduced.",
  "rule.soul-urge": () => "The vowels A, E, I, O, U of the name added and reduced; Y always counts as a consonant.",
  "rule.personality": () => "The consonants of the name added and reduced.",
  "rule.birthday": () => "The day of the month you were born, reduced.",
  "rule.maturity": () => "Life path and destiny added and reduced.",
  "rule.personal-year": (p) => `Your birth month and day with the year ${p.year}, each reduced, added and reduced to 1–9.`,
  "rule.personal-month": () => "Personal year plus the calendar month, reduced to 1–9.",
  "rule.personal-day": () => "Personal month plus the day of the month, reduced to 1–9.",
  "rule.moolank": () => "Moolank (root number): the day of birth reduced to 1–9, as Indian numerologists count it after Cheiro's birth number.",
  "rule.bhagyank": () => "Bhagyank (fortune number): every digit of the date of birth added and reduced to 1–9.",
  "rule.masters": () => "11, 22 and 33 are master numbers: where a method keeps them they are not reduced.",
  "lucky.moolank": (p) => `${p.number}, your moolank, the number of ${g(p.planet)}.`,
  "lucky.bhagyank": (p) => `${p.number}, your bhagyank, the number of ${g(p.planet)}.`,
  "lucky.moon-lord": (p) => `${p.number}, the number of ${g(p.planet)}, lord of your Moon sign ${s(p.sign)}.`,
  "lucky.planet-numbers": () =>
    "Each number belongs to a planet as Indian numerology follows Cheiro: Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9.",
  "lucky.day": (p) =>
    p.like
      ? `${varaNames[p.weekday]!.en}: ${g(p.planet)} rules no weekday and gives the results of ${g(p.like)} (“Rahu like Saturn, Ketu like Mars”), so its day is ${g(p.like)}'s.`
      : `${varaNames[p.weekday]!.en}, the day of ${g(p.planet)}.`,
  "lucky.colour": (p) => `${colorNamesEn[p.color]}, the colour of ${g(p.planet)}.`,
  "lucky.name": (p) =>
    p.lucky
      ? `Your name adds up to ${p.number} in the Chaldean table, one of your lucky numbers: name and birth agree.`
      : `Your name adds up to ${p.number} in the Chaldean table, not one of your lucky numbers; numerologists read this as a name that pulls apart from the birth numbers.`,
  "year.universal": (p) => `The universal year number of ${p.year} is ${p.number}: the digits of the year added and reduced.`,
  "year.cycle": (p) =>
    `For each moolank, the year's number is the moolank plus ${p.universal} (the universal number of ${p.year}), reduced to 1–9: the rule of Indian yearly number forecasts. Your exact personal year, from your full birth date, is on the numerology page.`,
};
