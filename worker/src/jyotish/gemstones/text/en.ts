// SPDX-License-Identifier: AGPL-3.0-or-later
/** The gemstone reading's explanations in English. */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { varaNames } from "../../terms/panchang";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import { enOrdinal as ord } from "../../text/ordinals";
import { fingerNames, gemNames, metalNames, substituteNames } from "../names";
import type { GemTexts } from "../texts";

const g = (id: GrahaId) => grahaNames[id].en;
const s = (id: SignId) => signNames[id].en;
/** "Rahu acts like Saturn, Ketu like Mars" (BPHS 3): their days. */
const nodeLike: Partial<Record<GrahaId, GrahaId>> = { rahu: "saturn", ketu: "mars" };
const list = (xs: string[]) => (xs.length < 2 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`);
const lord = (houses: number[]) => `lord of the ${list(houses.map(ord))}`;
const maraka = (p: { houses: number[]; maraka: boolean }) => (p.maraka ? `; as lord of the ${p.houses.includes(2) ? "2nd" : "7th"} it is also a maraka` : "");

export const gemEn: Templates<GemTexts> = {
  "gem.role.lagna-lord": (p) => `${g(p.planet)}, ${lord(p.houses)}: the lagna lord is always auspicious, whatever else it rules${maraka(p)}`,
  "gem.role.yogakaraka": (p) => `${g(p.planet)}, ${lord(p.houses)}: ruling a kendra and a trikona together, it is the yogakaraka, the best graha for this lagna${maraka(p)}`,
  "gem.role.trikona": (p) => `${g(p.planet)}, ${lord(p.houses)}: a trikona lord (5th or 9th) is auspicious whatever else it rules${maraka(p)}`,
  "gem.role.trishadaya": (p) => `${g(p.planet)}, ${lord(p.houses)}: the lords of the 3rd, 6th and 11th are functional malefics${maraka(p)}`,
  "gem.role.eighth": (p) => `${g(p.planet)}, ${lord(p.houses)}: the 8th lord, 12th from the 9th, is inauspicious${maraka(p)}`,
  "gem.role.luminary-eighth": (p) => `${g(p.planet)}, ${lord(p.houses)}: the Sun and the Moon do not take the blemish of 8th lordship, so it is neutral${maraka(p)}`,
  "gem.role.kendradhipati": (p) => `${g(p.planet)}, ${lord(p.houses)}: a natural benefic ruling only kendras loses its beneficence (kendradhipati dosha), so it is neutral${maraka(p)}`,
  "gem.role.malefic-kendra": (p) => `${g(p.planet)}, ${lord(p.houses)}: a natural malefic ruling a kendra loses its malice, so it is neutral${maraka(p)}`,
  "gem.role.second-twelfth": (p) => `${g(p.planet)}, ${lord(p.houses)}: the lords of the 2nd and 12th are neutral and give the results of their company${maraka(p)}`,
  "gem.name": (p) => gemNames[p.gem].en,
  "gem.substitute": (p) => substituteNames[p.substitute].en,
  "gem.finger": (p) => `${fingerNames[p.finger].en} of the right hand`,
  "gem.metals": (p) => p.metals.map((m) => metalNames[m].en).join(" or "),
  "gem.day": (p) => `${varaNames[p.weekday]!.en}, in the first hour after sunrise (${nodeLike[p.planet] ? `${g(p.planet)} acts like ${g(nodeLike[p.planet]!)}, the lord of the day` : `the hora of ${g(p.planet)}, the lord of the day`})`,
  "gem.weight": (p) => `at least ${p.carats} carat${p.carats === 1 ? "" : "s"}, as gem-setters usually advise`,
  "gem.purpose.life": (p) => `Life stone: ${g(p.planet)} rules the lagna, the body and vitality`,
  "gem.purpose.intellect": (p) => `Intellect stone: ${g(p.planet)} rules the 5th, of learning, judgement and children`,
  "gem.purpose.fortune": (p) => `Fortune stone: ${g(p.planet)} rules the 9th, of fortune and dharma`,
  "gem.purpose.yogakaraka": (p) => `Yogakaraka: ${g(p.planet)} rules the ${list(p.houses.map(ord))}, a kendra and a trikona`,
  "gem.weak.debilitated": (p) => `${g(p.planet)} is debilitated in ${s(p.sign)}`,
  "gem.weak.combust": (p) => `${g(p.planet)} is combust, too close to the Sun`,
  "gem.weak.dusthana": (p) => `${g(p.planet)} is in the ${ord(p.house)} house, a dusthana`,
  "gem.weak.enemy": (p) => `${g(p.planet)} is in ${s(p.sign)}, the sign of an enemy`,
  "gem.caution.malefic": (p) =>
    `Do not wear ${gemNames[p.gem].en} (${g(p.planet)}): ${g(p.planet)} rules the ${list(p.houses.map(ord))} and is a functional malefic for this lagna; its stone would strengthen what it harms.`,
  "gem.caution.debilitated": (p) => `${g(p.planet)} is debilitated in this chart: many astrologers give ${gemNames[p.gem].en} for a debilitated graha only after examining the whole chart, so consult one first.`,
  "gem.caution.nodes": (p) =>
    `Hessonite (Rahu, in your ${ord(p.rahuHouse)} house) and cat's eye (Ketu, in your ${ord(p.ketuHouse)} house) are worn only with caution and after a full reading: the nodes act through the lords of the signs they occupy and can magnify harm as readily as good.`,
  "gem.caution.pairs": () =>
    "Stones of grahas that are natural enemies are not worn together (BPHS ch. 3): not ruby with blue sapphire or diamond; not pearl with diamond, emerald or blue sapphire; not red coral with emerald or blue sapphire; not yellow sapphire with diamond or emerald; and not hessonite or cat's eye with ruby or pearl.",
  "gem.caution.general": () =>
    "A stone should be natural, untreated and touch the skin; wear it first for a few days on trial. Gemstones are a traditional remedy, not a substitute for medical, legal or financial advice.",
  "gem.rule":
    () =>
      "Rule: Brihat Parashara Hora Shastra ch. 34 (Yogakaraka). Lords of trikonas (1, 5, 9) are auspicious; lords of the 3rd, 6th and 11th inauspicious; the 8th lord inauspicious unless it is the Sun, the Moon or the lagna lord; a natural benefic ruling only kendras turns neutral (kendradhipati dosha) and a natural malefic ruling a kendra loses its malice; a graha ruling a kendra and a trikona is the yogakaraka; lords of the 2nd and 12th are neutral; lords of the 2nd and 7th are marakas. Stones go to the lagna lord (life), the 5th lord (intellect), the 9th lord (fortune) and the yogakaraka; gems, fingers, metals and weights follow the navaratna tradition.",
};
