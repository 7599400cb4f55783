// SPDX-License-Identifier: AGPL-3.0-or-later
/** ஜாதக விளக்கங்கள் தமிழில்: தோஷங்களின் காரணங்கள், யோகங்களின் விதிகள். */
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { type SignId, signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { KundliTexts, LordPair } from "../texts";

const g = (id: GrahaId) => grahaNames[id].ta;
const s = (id: SignId) => `${signNames[id].ta} ராசியில்`;
const lordOf = (houses: number[]) => `${houses.join(", ")}-ஆம் அதிபதி`;
const how = (p: LordPair) =>
  p.ways
    .map((w) =>
      w === "together"
        ? `${s(p.firstSign)} சேர்க்கை`
        : `${w === "exchange" ? "பரிவர்த்தனை" : "சம சப்தமம்"} (${g(p.first)} ${s(p.firstSign)}, ${g(p.second)} ${s(p.secondSign)})`,
    )
    .join("; ");
const pair = (p: LordPair) => `${g(p.first)} (${lordOf(p.firstHouses)}), ${g(p.second)} (${lordOf(p.secondHouses)}) ${how(p)}`;

export const kundliTa: Templates<KundliTexts> = {
  "manglik.own-sign": () => "செவ்வாய் ஆட்சி வீட்டில் உள்ளது",
  "manglik.exalted": () => "செவ்வாய் உச்சம் (மகரத்தில்)",
  "manglik.with-jupiter": () => "செவ்வாயுடன் குரு சேர்ந்துள்ளார்",
  "manglik.jupiter-aspect": (p) => `செவ்வாயைக் குரு ${p.aspect}-ஆம் பார்வையாகப் பார்க்கிறார்`,
  "manglik.sign-exception": (p) => `${p.house}-ஆம் இடத்துச் செவ்வாய் தோஷம் தராத ராசியில் உள்ளது`,
  "pitra.sun-with-node": (p) => `சூரியனுடன் ${g(p.node)} சேர்க்கை`,
  "pitra.node-in-9th": (p) => `${g(p.node)} 9-ஆம் இடத்தில் உள்ளது`,
  "yoga.mahapurusha": (p) =>
    `${g(p.planet)} ஆட்சி அல்லது உச்ச ராசியில், லக்னத்திலிருந்து கேந்திரத்தில் (1, 4, 7, 10-ஆம் இடம்): ${g(p.planet)} ${s(p.sign)} (${p.dignity === "own" ? "ஆட்சி" : "உச்சம்"}), ${p.house}-ஆம் இடம்`,
  "yoga.gaja-kesari": (p) => `சந்திரனிலிருந்து கேந்திரத்தில் (1, 4, 7, 10) குரு: ${s(p.moonSign)} உள்ள சந்திரனிலிருந்து ${s(p.jupiterSign)} உள்ள குரு ${p.fromMoon}-ஆம் இடம்`,
  "yoga.budha-aditya": (p) => `சூரியனும் புதனும் ஒரே ராசியில் (இந்த அடிப்படை விதிக்குப் புதன் அஸ்தங்கம் ஆகாதிருக்க வேண்டியதில்லை): இருவரும் ${s(p.sign)}`,
  "yoga.chandra-mangala": (p) => `சந்திரனும் செவ்வாயும் ஒரே ராசியில்: இருவரும் ${s(p.sign)}`,
  "yoga.raj-yoga": (p) => `கேந்திராதிபதியும் (1, 4, 7, 10) திரிகோணாதிபதியும் (1, 5, 9), இரு வேறு கிரகங்கள், ஒரே ராசியில், சம சப்தமத்தில் அல்லது பரிவர்த்தனையில்: ${pair(p)}`,
  "yoga.dhana-yoga": (p) => `2 அல்லது 11-ஆம் அதிபதியும் 1, 5 அல்லது 9-ஆம் அதிபதியும், இரு வேறு கிரகங்கள், ஒரே ராசியில் அல்லது பரிவர்த்தனையில்: ${pair(p)}`,
  "yoga.neecha-bhanga-raja-yoga": (p) =>
    `நீச கிரகத்தின் நீச ராசி அதிபதியோ உச்ச ராசி அதிபதியோ லக்னம் அல்லது சந்திரனிலிருந்து கேந்திரத்தில் (1, 4, 7, 10) (எந்தக் கிரகமும் தன் நீசத்தைத் தானே பங்கம் செய்யாது; சந்திரன் லக்னத்திலிருந்து மட்டும்): ${g(p.planet)} ${s(p.sign)} நீசம்; ` +
    p.cancellers
      .map((c) => {
        const refs = [c.fromLagna ? `லக்னத்திலிருந்து ${c.fromLagna}-ஆம் இடம்` : null, c.fromMoon ? `சந்திரனிலிருந்து ${c.fromMoon}-ஆம் இடம்` : null].filter(Boolean);
        return `${c.of === "debilitation" ? "நீச" : "உச்ச"} ராசி ${signNames[c.sign].ta} அதிபதி ${g(c.lord)}: ${refs.join(", ")}`;
      })
      .join("; "),
  "yoga.viparita-raja-yoga": (p) => `6, 8, 12-ஆம் இட அதிபதி 6, 8 அல்லது 12-ஆம் இடத்தில்: ${g(p.planet)} (${lordOf(p.houses)}) ${p.house}-ஆம் இடத்தில், ${s(p.sign)}`,
  "yoga.kemadruma": (p) =>
    `சந்திரனுக்கு 2, 12-ஆம் இடங்களிலும் சந்திரனுடனும் சூரியன், ராகு, கேது தவிர வேறு கிரகம் இல்லை (பங்க விதிகள் பார்க்கப்படவில்லை): சந்திரன் ${s(p.moonSign)}; ${signNames[p.before].ta}, ${signNames[p.moonSign].ta}, ${signNames[p.after].ta} ராசிகளில் கிரகம் இல்லை`,
  "yoga.adhi": (p) =>
    `சுப கிரகங்கள் புதன், குரு, சுக்கிரன் ஒவ்வொன்றும் சந்திரனிலிருந்து 6, 7 அல்லது 8-ஆம் இடத்தில்: ${s(p.moonSign)} உள்ள சந்திரனிலிருந்து புதன் ${p.mercury}-ஆம், குரு ${p.jupiter}-ஆம், சுக்கிரன் ${p.venus}-ஆம் இடம்`,
  "yoga.amala": (p) =>
    `லக்னம் அல்லது சந்திரனிலிருந்து 10-ஆம் இடத்தில் இயற்கைச் சுப கிரகம் (குரு, சுக்கிரன், புதன்): ` +
    p.places
      .map((x) => `${g(x.planet)} ${s(x.sign)}, ${[x.fromLagna ? "லக்னத்திலிருந்து 10-ஆம் இடம்" : null, x.fromMoon ? "சந்திரனிலிருந்து 10-ஆம் இடம்" : null].filter(Boolean).join(", ")}`)
      .join("; "),
};
