// SPDX-License-Identifier: AGPL-3.0-or-later
/** Remedies in English: each graha's charity, deity and conduct, and each dosha's remedies. */
import { gemNames } from "../../gemstones/names";
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { kaalSarpTypeNames } from "../../terms/kundli";
import { varaNames } from "../../terms/panchang";
import type { Templates } from "../../text";
import { enOrdinal as ord } from "../../text/ordinals";
import { beejMantras } from "../mantras";
import type { DoshaId, RemediesTexts } from "../texts";
import { remedyWeekday } from "./weekday";

const g = (id: GrahaId) => grahaNames[id].en;
const day = (planet: GrahaId) => varaNames[remedyWeekday[planet]]!.en;

const charity: Record<GrahaId, string> = {
  sun: "wheat, jaggery, copper or red cloth",
  moon: "rice, milk, white cloth or silver",
  mars: "red lentils (masoor dal), jaggery or red cloth",
  mercury: "green gram (moong), green vegetables, green cloth, or books for students",
  jupiter: "chana dal, turmeric, bananas or yellow cloth, or help to a teacher",
  venus: "rice, curd, sugar, white clothes or perfume",
  saturn: "black sesame, mustard oil, urad dal, iron or a black blanket, or a meal for labourers",
  rahu: "urad dal, a blanket or a coconut, or help to the sick and the homeless",
  ketu: "a two-coloured blanket, sesame, or food for stray dogs",
};
const deity: Record<GrahaId, string> = {
  sun: "Surya: offer water (arghya) to the rising Sun and recite the Aditya Hridayam",
  moon: "Shiva, who wears the Moon: chant Om Namah Shivaya and offer milk on Mondays",
  mars: "Hanuman (in the north) or Murugan (in the south): the Hanuman Chalisa or the Skanda Shashti Kavacham on Tuesdays",
  mercury: "Vishnu: recite the Vishnu Sahasranama on Wednesdays",
  jupiter: "Dakshinamurti or Brihaspati: the Guru stotra on Thursdays, and reverence for your own teacher",
  venus: "Lakshmi: recite the Shri Suktam on Fridays",
  saturn: "Hanuman and Shani: the Hanuman Chalisa and Dasharatha's Shani Stotra on Saturdays, with a lamp of sesame oil",
  rahu: "Durga: the Durga Saptashati or the Durga Chalisa, with a lamp on Saturday evenings",
  ketu: "Ganesha: the Ganapati Atharvashirsha or the Sankata Nashana Ganesha Stotra",
};
const conduct: Record<GrahaId, string> = {
  sun: "Honour your father and those in authority; rise early and keep your word.",
  moon: "Care for your mother; keep regular hours of sleep; do not brood late at night.",
  mars: "Govern your anger; stand by your brothers; avoid quarrels and rash driving.",
  mercury: "Speak truthfully and with tact; respect your sisters and aunts; keep your accounts clean.",
  jupiter: "Respect teachers, elders and priests; share what you know; avoid conceit.",
  venus: "Respect your spouse and all women; enjoy comforts in moderation.",
  saturn: "Be honest and patient; serve the old, the disabled and those who work for you; never cheat the weak.",
  rahu: "Avoid intoxicants, gambling and deceit; keep your home and mind uncluttered.",
  ketu: "Keep a daily spiritual practice; be humble; finish what you begin.",
};
const doshaRemedies: Record<DoshaId, string[]> = {
  manglik: [
    "Worship Hanuman on Tuesdays and recite the Hanuman Chalisa.",
    "Chant Mars's beej mantra and give red lentils or jaggery on Tuesdays.",
    "Custom matches the dosha rather than fearing it: a partner with the same dosha balances it; some families also perform kumbh vivah before the wedding.",
  ],
  "kaal-sarp": [
    "Worship Shiva: the Maha Mrityunjaya mantra and abhishekam on Mondays.",
    "Perform naga puja on Naga Panchami; many families have the sarpa dosha puja done at Trimbakeshwar or Srikalahasti.",
    "Chant the beej mantras of Rahu and Ketu.",
  ],
  pitra: [
    "Offer shraddha and tarpan to your ancestors in Pitru Paksha and on each Amavasya.",
    "Feed crows, cows and the needy; water a peepal tree on Saturdays.",
    "Recite the Gayatri mantra daily and care for the elders of your family.",
  ],
  "sade-sati": [
    "Recite the Hanuman Chalisa on Tuesdays and Saturdays.",
    "Chant Saturn's beej mantra on Saturdays and give mustard oil, black sesame or iron.",
    "Recite Dasharatha's Shani Stotra (Padma Purana); meet delays with patience, honest work and service to the poor.",
  ],
  dhaiya: [
    "Recite the Hanuman Chalisa on Saturdays.",
    "Chant Saturn's beej mantra and light a lamp of sesame oil on Saturday evenings.",
    "Give black sesame or urad dal on Saturdays; avoid risky ventures while the dhaiya lasts.",
  ],
};
const reference = { lagna: "the lagna", moon: "the Moon", venus: "Venus" } as const;

export const remediesEn: Templates<RemediesTexts> = {
  "rem.mantra": (p) => beejMantras[p.planet].devanagari,
  "rem.japa": (p) => `${p.count.toLocaleString("en-IN")} repetitions in all, begun on a ${day(p.planet)}; at least one mala (108) a day`,
  "rem.charity": (p) => `On ${day(p.planet)}s give ${charity[p.planet]}.`,
  "rem.fast": (p) => `Keep the ${day(p.planet)} fast: one simple meal in the day.`,
  "rem.deity": (p) => `${deity[p.planet]}.`,
  "rem.conduct": (p) => conduct[p.planet],
  "rem.gem.advised": (p) => `${gemNames[p.gem].en} suits your lagna: ${g(p.planet)} is a functional benefic. See the gemstones page for how to wear it.`,
  "rem.gem.neutral": (p) => `${gemNames[p.gem].en} is not usually advised: ${g(p.planet)} is neutral for your lagna. Rely on the mantra and charity.`,
  "rem.gem.avoid": (p) => `Do not wear ${gemNames[p.gem].en}: ${g(p.planet)} is a functional malefic for your lagna, and its stone would strengthen the harm. Rely on the mantra and charity.`,
  "rem.gem.node": (p) => `${gemNames[p.gem].en} (${g(p.planet)}) only after a full reading of the chart; mantra and charity are the safer remedy.`,
  "rem.why.manglik": (p) => `Mars in the ${p.from.map((f) => `${ord(f.house)} from ${reference[f.reference]}`).join(", ")}, with no cancellation (south school, B. V. Raman's cancellations).`,
  "rem.why.kaal-sarp": (p) => `All seven grahas lie on one side of the Rahu–Ketu axis: ${kaalSarpTypeNames[p.type].en} kaal sarp${p.direction === "kaal-amrit" ? " (kaal amrit: from Ketu towards Rahu)" : ""}.`,
  "rem.why.pitra": (p) => p.reasons.map((r) => (r.id === "sun-with-node" ? `the Sun is with ${g(r.node)}` : `${g(r.node)} is in the 9th house`)).join("; ").replace(/^./, (c) => c.toUpperCase()) + ".",
  "rem.why.sade-sati": (p) => `Saturn is transiting ${p.phase === "rising" ? "the 12th from" : p.phase === "peak" ? "over" : "the 2nd from"} your Moon sign now: the ${p.phase === "rising" ? "rising" : p.phase === "peak" ? "peak" : "setting"} phase of sade sati.`,
  "rem.why.dhaiya": (p) => `Saturn is transiting the ${p.kind === "kantaka" ? "4th" : "8th"} from your Moon sign now: ${p.kind === "kantaka" ? "kantaka" : "ashtama"} shani (dhaiya).`,
  "rem.dosha.remedy": (p) => doshaRemedies[p.dosha][p.n]!,
  "rem.none": () => "No graha is weak by these rules and no dosha is active: no remedy is called for. Regular prayer and charity are always good.",
  "rem.rule": () =>
    "Rule: a graha is weak when debilitated, combust, in the 6th, 8th or 12th house from the lagna (a natural malefic in the 6th excepted) or in the sign of a natural enemy (BPHS ch. 3); defeat in planetary war is not judged here. Doshas: manglik by the south school with B. V. Raman's cancellations, kaal sarp, pitra, and Saturn's sade sati and dhaiya from the Moon sign. Remedies follow the graha-shanti chapters of Brihat Parashara Hora Shastra (japa, dana and worship of each graha) and common navagraha practice; stones follow BPHS ch. 34 (see the gemstones page).",
};
