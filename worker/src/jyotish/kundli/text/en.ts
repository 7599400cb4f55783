// SPDX-License-Identifier: AGPL-3.0-or-later
/** The kundli's explanations in English: doshas' reasons and yogas' rules. */
import { ordinal } from "../../glossary";
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { KundliTexts, LordPair } from "../texts";

const g = (id: GrahaId) => grahaNames[id].en;
const s = (id: SignId) => signNames[id].en;
const lordOf = (houses: number[]) => `lord of the ${houses.map(ordinal).join(" and ")}`;
const how = (p: LordPair) =>
  p.ways
    .map((w) =>
      w === "together"
        ? `together in ${s(p.firstSign)}`
        : `${w === "exchange" ? "exchanging signs" : "in mutual 7th"} (${g(p.first)} in ${s(p.firstSign)}, ${g(p.second)} in ${s(p.secondSign)})`,
    )
    .join("; ");
const pair = (p: LordPair) => `${g(p.first)} (${lordOf(p.firstHouses)}) and ${g(p.second)} (${lordOf(p.secondHouses)}) ${how(p)}`;

export const kundliEn: Templates<KundliTexts> = {
  "manglik.own-sign": () => "Mars is in its own sign",
  "manglik.exalted": () => "Mars is exalted (Capricorn)",
  "manglik.with-jupiter": () => "Jupiter is with Mars",
  "manglik.jupiter-aspect": (p) => `Jupiter aspects Mars (its ${ordinal(p.aspect)} aspect)`,
  "manglik.sign-exception": (p) => `Mars in the ${ordinal(p.house)} house is in a sign that cancels the dosha there`,
  "pitra.sun-with-node": (p) => `The Sun is with ${g(p.node)}`,
  "pitra.node-in-9th": (p) => `${g(p.node)} is in the 9th house`,
  "yoga.mahapurusha": (p) =>
    `${g(p.planet)} in its own or exaltation sign and in a kendra (1st, 4th, 7th or 10th house) from the lagna: ${g(p.planet)} in ${s(p.sign)} (${p.dignity === "own" ? "own sign" : "exalted"}), the ${ordinal(p.house)} house`,
  "yoga.gaja-kesari": (p) => `Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon: Jupiter in ${s(p.jupiterSign)} is ${ordinal(p.fromMoon)} from the Moon in ${s(p.moonSign)}`,
  "yoga.budha-aditya": (p) => `Sun and Mercury in the same sign (this basic rule does not require Mercury to be free of combustion): both in ${s(p.sign)}`,
  "yoga.chandra-mangala": (p) => `Moon and Mars in the same sign: both in ${s(p.sign)}`,
  "yoga.raj-yoga": (p) =>
    `The lord of a kendra (1st, 4th, 7th, 10th) and the lord of a trikona (1st, 5th, 9th), two different planets, in the same sign, in mutual 7th or exchanging signs: ${pair(p)}`,
  "yoga.dhana-yoga": (p) => `The lord of the 2nd or 11th and the lord of the 1st, 5th or 9th, two different planets, in the same sign or exchanging signs: ${pair(p)}`,
  "yoga.neecha-bhanga-raja-yoga": (p) =>
    `A debilitated planet whose debilitation sign's lord or exaltation sign's lord is in a kendra (1st, 4th, 7th, 10th) from the lagna or the Moon (a planet never cancels itself; the Moon counts from the lagna only): ${g(p.planet)} debilitated in ${s(p.sign)}; ` +
    p.cancellers
      .map((c) => {
        const refs = [c.fromLagna ? `${ordinal(c.fromLagna)} from the lagna` : null, c.fromMoon ? `${ordinal(c.fromMoon)} from the Moon` : null].filter(Boolean);
        return `${g(c.lord)}, lord of its ${c.of} sign ${s(c.sign)}, is ${refs.join(" and ")}`;
      })
      .join("; "),
  "yoga.viparita-raja-yoga": (p) =>
    `The lord of the 6th, 8th or 12th house placed in the 6th, 8th or 12th house: ${g(p.planet)} (${lordOf(p.houses)}) in the ${ordinal(p.house)} house, ${s(p.sign)}`,
  "yoga.kemadruma": (p) =>
    `No planet other than the Sun, Rahu and Ketu in the 2nd or 12th from the Moon, and none with the Moon (cancellations not applied): the Moon in ${s(p.moonSign)}, nothing in ${s(p.before)}, ${s(p.moonSign)} or ${s(p.after)}`,
  "yoga.adhi": (p) =>
    `Each of the benefics Mercury, Jupiter and Venus in the 6th, 7th or 8th from the Moon: Mercury ${ordinal(p.mercury)}, Jupiter ${ordinal(p.jupiter)}, Venus ${ordinal(p.venus)} from the Moon in ${s(p.moonSign)}`,
  "yoga.amala": (p) =>
    `A natural benefic (Jupiter, Venus or Mercury) in the 10th house from the lagna or from the Moon: ` +
    p.places
      .map((x) => `${g(x.planet)} in ${s(x.sign)}, ${[x.fromLagna ? "10th from the lagna" : null, x.fromMoon ? "10th from the Moon" : null].filter(Boolean).join(" and ")}`)
      .join("; "),
  "varga.D1": () => "the sign itself",
  "varga.D2": () => "Parashara: odd signs Sun's hora (Leo) then Moon's (Cancer); even signs Moon's then Sun's",
  "varga.D3": () => "Parashara: the sign, its 5th and its 9th",
  "varga.D4": () => "the sign, its 4th, 7th and 10th",
  "varga.D7": () => "odd signs count from the sign, even signs from its 7th",
  "varga.D9": () => "fire signs from Aries, earth from Capricorn, air from Libra, water from Cancer",
  "varga.D10": () => "odd signs count from the sign, even signs from its 9th",
  "varga.D12": () => "counted from the sign itself",
  "varga.D16": () => "movable signs from Aries, fixed from Leo, dual from Sagittarius",
  "varga.D20": () => "movable signs from Aries, fixed from Sagittarius, dual from Leo",
  "varga.D24": () => "odd signs from Leo, even signs from Cancer",
  "varga.D27": () => "fire signs from Aries, earth from Cancer, air from Libra, water from Capricorn",
  "varga.D30": () => "Parashara: odd signs 5° Mars (Aries), 5° Saturn (Aquarius), 8° Jupiter (Sagittarius), 7° Mercury (Gemini), 5° Venus (Libra); even signs the reverse (Taurus, Virgo, Pisces, Capricorn, Scorpio)",
  "varga.D40": () => "odd signs from Aries, even signs from Libra",
  "varga.D45": () => "movable signs from Aries, fixed from Leo, dual from Sagittarius",
  "varga.D60": () => "counted from the sign itself",
};
