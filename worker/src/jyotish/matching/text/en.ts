// SPDX-License-Identifier: AGPL-3.0-or-later
/** Matching's explanations in English. */
import { ordinal } from "../../glossary";
import { grahaNames, type GrahaId } from "../../terms/grahas";
import { attributeNames, kootaNames, poruthamNames, rajjuNames, relationNames } from "../../terms/matching";
import type { Templates } from "../../text";
import type { MatchingTexts } from "../texts";

const a = (id: string) => attributeNames[id]?.en ?? id;
const g = (id: GrahaId) => grahaNames[id].en;
const r = (id: keyof typeof rajjuNames) => rajjuNames[id].en;

/** "nadi", "nadi and bhakoot", "nadi, bhakoot and gana". */
const list = (names: string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
// Mid-sentence, as the other explanations write them: "bhakoot dosha", "rajju fails".
const kootas = (ids: string[]) => list(ids.map((id) => kootaNames[id as keyof typeof kootaNames].en.toLowerCase()));
const poruthams = (ids: string[]) => list(ids.map((id) => poruthamNames[id as keyof typeof poruthamNames].en.toLowerCase()));
const doshas = (ids: string[]) => `${kootas(ids)} dosha${ids.length > 1 ? "s" : ""}`;
const person = (s: "boy" | "girl") => (s === "boy" ? "boy" : "girl");

export const matchingEn: Templates<MatchingTexts> = {
  "koota.varna.ok": (p) => `The boy's varna (${a(p.boy)}) is the same as or above the girl's (${a(p.girl)}).`,
  "koota.varna.low": (p) => `The girl's varna (${a(p.girl)}) is above the boy's (${a(p.boy)}).`,
  "koota.vashya.same": (p) => `Both are ${a(p.vashya)}: mutual attraction and influence.`,
  "koota.vashya.mixed": (p) => `${a(p.boy)} (boy) with ${a(p.girl)} (girl) scores ${p.score} of 2.`,
  "koota.tara.north": (p) =>
    `Counted from the girl's star, the boy's is ${a(p.boy)} tara; counted from the boy's, the girl's is ${a(p.girl)}. Vipat, Pratyari and Vadha score nothing; the others 1.5 each way.`,
  "koota.tara.pyjhora": (p) =>
    `Counted from the girl's star, the boy's is ${a(p.boy)} tara; counted from the boy's, the girl's is ${a(p.girl)}. PyJHora scores 1.5 for each direction that falls on Vipat, Pratyari or Vadha.`,
  "koota.yoni.same": (p) => `The same yoni (${a(p.yoni)}): full harmony.`,
  "koota.yoni.enemies": (p) => `${a(p.boy)} and ${a(p.girl)} are sworn enemies.`,
  "koota.yoni.mixed": (p) => `${a(p.boy)} and ${a(p.girl)} score ${p.score} of 4.`,
  "koota.graha-maitri.same-lord": (p) => `Both Moon signs are ruled by ${g(p.lord)}.`,
  "koota.graha-maitri.mixed": (p) =>
    `${g(p.boy)} regards ${g(p.girl)} as ${relationNames[p.boyView].en}; ${g(p.girl)} regards ${g(p.boy)} as ${relationNames[p.girlView].en}.`,
  "koota.gana.same": (p) => `Both are of ${a(p.gana)} gana.`,
  "koota.gana.mixed": (p) => `${a(p.boy)} (boy) with ${a(p.girl)} (girl) scores ${p.score} of 6.`,
  "koota.bhakoot.ok": (p) => `The Moon signs are ${p.girlFromBoy}/${p.boyFromGirl} from each other: a favourable placement.`,
  "koota.bhakoot.dosha": (p) => `The Moon signs are ${p.girlFromBoy}/${p.boyFromGirl} from each other: bhakoot dosha.`,
  "koota.nadi.different": (p) => `Different nadis (${a(p.boy)} and ${a(p.girl)}).`,
  "koota.nadi.same": (p) => `Both are of ${a(p.nadi)} nadi: nadi dosha.`,
  "cancel.nadi.same-sign": () => "The same Moon sign with different stars",
  "cancel.nadi.same-star-different-sign": () => "The same star in different Moon signs",
  "cancel.nadi.same-star-different-pada": () => "The same star in different padas",
  "cancel.bhakoot.same-lord": (p) => `Both Moon signs are ruled by ${g(p.lord)}`,
  "cancel.bhakoot.friendly-lords": (p) => `The sign lords ${g(p.boy)} and ${g(p.girl)} are natural friends`,
  "cancel.gana.friendly-lords": () => "The Moon signs' lords are the same or natural friends",
  "cancel.gana.star-distance": (p) => `The girl's star is the ${ordinal(p.distance)} from the boy's (beyond the 14th)`,
  "porutham.dina": (p) => `The boy's star is the ${ordinal(p.count)} from the girl's.`,
  "porutham.dina.same-star": () => "The boy's star is the 1st from the girl's (the same star).",
  "porutham.gana.agree": (p) => `${a(p.boy)} (boy) with ${a(p.girl)} (girl) agree.`,
  "porutham.gana.far": (p) => `${a(p.boy)} with ${a(p.girl)}, but the girl's star is the ${ordinal(p.distance)} from the boy's (beyond the 14th).`,
  "porutham.gana.disagree": (p) => `${a(p.boy)} (boy) with ${a(p.girl)} (girl) disagree.`,
  "porutham.mahendra": (p) => `The boy's star is the ${ordinal(p.count)} from the girl's; mahendra needs the 4th, 7th, 10th … 25th.`,
  "porutham.stree-deergha": (p) => `The boy's star is the ${ordinal(p.count)} from the girl's; stree deergha needs more than ${p.limit}.`,
  "porutham.yoni.enemies": (p) => `${a(p.boy)} and ${a(p.girl)} are sworn enemies.`,
  "porutham.yoni.ok": (p) => `${a(p.boy)} (boy) and ${a(p.girl)} (girl) are not enemies.`,
  "porutham.rasi": (p) => `The boy's Moon sign is the ${ordinal(p.count)} from the girl's.`,
  "porutham.rasi-adhipathi.ok": (p) => `${g(p.boy)} and ${g(p.girl)} are not enemies.`,
  "porutham.rasi-adhipathi.enemies": (p) => `${g(p.boy)} and ${g(p.girl)} are enemies.`,
  "porutham.vasya.ok": () => "One Moon sign is vasya to the other.",
  "porutham.vasya.none": () => "Neither Moon sign is vasya to the other.",
  "porutham.rajju.different": (p) => `Different rajjus (${r(p.boy)} and ${r(p.girl)}).`,
  "porutham.rajju.opposite": (p) => `Both ${r(p.rajju)} rajju, but one ascending and one descending.`,
  "porutham.rajju.same": (p) => `Both stars are on ${r(p.rajju)} rajju.`,
  "porutham.vedha.ok": () => "The stars do not obstruct each other.",
  "porutham.vedha.pair": () => "The two stars are a vedha pair.",
  "porutham.pyjhora.dina": (p) => `PyJHora counts from the boy's star: the girl's is the ${ordinal(p.count)}.`,
  "porutham.pyjhora.gana": (p) => `${a(p.boy)} (boy) with ${a(p.girl)} (girl), by PyJHora's lists.`,
  "porutham.pyjhora.mahendra": (p) => `The boy's star is the ${ordinal(p.count)} from the girl's.`,
  "porutham.pyjhora.stree-deergha": (p) => `The boy's star is the ${ordinal(p.count)} from the girl's; PyJHora needs more than 7.`,
  "porutham.pyjhora.yoni": (p) => `${a(p.boy)} (boy) and ${a(p.girl)} (girl).`,
  "porutham.pyjhora.rasi": (p) => `The boy's Moon sign is the ${ordinal(p.count)} from the girl's; PyJHora needs more than the 6th.`,
  "porutham.pyjhora.rasi-adhipathi": (p) => `${g(p.girl)} (girl's lord) towards ${g(p.boy)} (boy's lord), by PyJHora's table.`,
  "porutham.pyjhora.vasya.ok": () => "The boy's Moon sign is vasya to the girl's.",
  "porutham.pyjhora.vasya.none": () => "The boy's Moon sign is not vasya to the girl's.",
  "porutham.pyjhora.rajju": (p) => `${r(p.boy)} (boy) and ${r(p.girl)} (girl) rajju, with PyJHora's ascending list.`,
  "porutham.pyjhora.vedha.ok": () => "The stars' numbers do not sum to 19, 28 or 37.",
  "porutham.pyjhora.vedha.sum": (p) => `The stars' numbers sum to ${p.sum}: vedha.`,
  "manglik-match.both": () => "Both partners are manglik: the doshas cancel each other",
  "manglik-match.malefic-balance": (p) => `The ${p.side}'s chart has ${g(p.planet)} in the ${ordinal(p.house)} house, balancing the dosha`,
  "verdict.excellent": () => "Excellent match",
  "verdict.good": () => "Good match",
  "verdict.acceptable": () => "Acceptable match",
  "verdict.caution": () => "Proceed with caution",
  "verdict.not-recommended": () => "Not recommended",
  "verdict.koota.meets": (p) =>
    p.cancelled.length === 0
      ? `The koota score is ${p.total} of 36, which meets the minimum of ${p.minimum} that North Indian practice asks for.`
      : p.total < p.minimum
        ? `The koota score is ${p.total} of 36, below the usual ${p.minimum}, but the classical exceptions cancel the ${doshas(p.cancelled)}, which lifts the effective score to ${p.effective}.`
        : `The koota score is ${p.total} of 36; with the ${doshas(p.cancelled)} cancelled it counts as ${p.effective}, over the usual minimum of ${p.minimum}.`,
  "verdict.koota.below": (p) =>
    p.cancelled.length === 0
      ? `The koota score is ${p.total} of 36, below the ${p.minimum} that North Indian practice asks for.`
      : `The koota score is ${p.total} of 36, and even with the ${doshas(p.cancelled)} cancelled it reaches only ${p.effective}, below the usual ${p.minimum}.`,
  "verdict.koota.dosha-stands": (p) =>
    `The koota score is ${p.total} of 36, but the ${doshas(p.doshas)} ${p.doshas.length > 1 ? "stand" : "stands"}: no classical exception cancels ${p.doshas.length > 1 ? "them" : "it"}, and that weighs against the match whatever the total.`,
  "verdict.porutham.meets": (p) =>
    p.failed.length === 0
      ? `${p.count} of 10 poruthams agree, among them rajju, vedha and the other essential ones.`
      : `${p.count} of 10 poruthams agree, rajju and vedha among them; of the essential ones only ${poruthams(p.failed)} does not.`,
  "verdict.porutham.few": (p) => `Only ${p.count} of 10 poruthams agree; South Indian practice asks for at least ${p.minimum}.`,
  "verdict.porutham.essentials-fail": (p) => `${p.count} of 10 poruthams agree, but ${poruthams(p.failed)}, which South Indian practice counts as essential, do not.`,
  "verdict.porutham.veto": (p) =>
    `${p.count} of 10 poruthams agree, but ${poruthams(p.vetoes)} ${p.vetoes.length > 1 ? "fail" : "fails"}: in the Tamil and Kerala tradition that alone rules the match out, whatever the count.`,
  "verdict.manglik.mismatch": (p) => `The ${person(p.side)} is manglik and the other chart does not balance it: a mismatch to weigh with an astrologer, with remedies.`,
  "verdict.manglik.balanced": (p) => `The ${person(p.side)} is manglik, but the other chart balances the dosha.`,
  "verdict.manglik.both": () => "Both partners are manglik, so the doshas cancel each other.",
  "verdict.region": (p) =>
    p.region === "north"
      ? `${p.from === "option" ? "As you chose, this" : "This"} reading follows North Indian practice: the 36-point koota score leads and the poruthams are a second opinion.`
      : `${p.from === "option" ? "As you chose, this" : "Like most Tamil and Telugu families, this"} reading follows South Indian practice: the poruthams lead, rajju and vedha first, and the koota score is a second opinion.`,
};
