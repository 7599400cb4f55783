// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of matching's explanations and their parameters (term ids and numbers); the
 * sentences are in `text/<lang>.ts`.
 */
import type { GrahaId } from "../terms/grahas";
import { type Samples, text, type TextOf } from "../text";
import type { DoshaId } from "./ashtakoot";
import type { Gana, Nadi, Rajju, Yoni } from "./moon";

type EssentialPorutham = "dina" | "gana" | "yoni" | "rasi";

export type Varna = "brahmin" | "kshatriya" | "vaishya" | "shudra";
export type Vashya = "chatushpada" | "manava" | "jalachara" | "vanachara" | "keeta";
export type Tara = "janma" | "sampat" | "vipat" | "kshema" | "pratyari" | "sadhana" | "vadha" | "mitra" | "ati-mitra";
export type Relation = "friend" | "neutral" | "enemy";
type Pair<T> = { boy: T; girl: T };
type None = Record<string, never>;

export interface MatchingTexts {
  "koota.varna.ok": Pair<Varna>;
  "koota.varna.low": Pair<Varna>;
  "koota.vashya.same": { vashya: Vashya };
  "koota.vashya.mixed": Pair<Vashya> & { score: number };
  "koota.tara.north": Pair<Tara>;
  "koota.tara.pyjhora": Pair<Tara>;
  "koota.yoni.same": { yoni: Yoni };
  "koota.yoni.enemies": Pair<Yoni>;
  "koota.yoni.mixed": Pair<Yoni> & { score: number };
  "koota.graha-maitri.same-lord": { lord: GrahaId };
  "koota.graha-maitri.mixed": Pair<GrahaId> & { boyView: Relation; girlView: Relation };
  "koota.gana.same": { gana: Gana };
  "koota.gana.mixed": Pair<Gana> & { score: number };
  /** The girl's sign counted from the boy's, and the boy's from the girl's. */
  "koota.bhakoot.ok": { girlFromBoy: number; boyFromGirl: number };
  "koota.bhakoot.dosha": { girlFromBoy: number; boyFromGirl: number };
  "koota.nadi.different": Pair<Nadi>;
  "koota.nadi.same": { nadi: Nadi };
  "cancel.nadi.same-sign": None;
  "cancel.nadi.same-star-different-sign": None;
  "cancel.nadi.same-star-different-pada": None;
  "cancel.bhakoot.same-lord": { lord: GrahaId };
  "cancel.bhakoot.friendly-lords": Pair<GrahaId>;
  "cancel.gana.friendly-lords": None;
  "cancel.gana.star-distance": { distance: number };
  /** `count`: the boy's star counted from the girl's (1 = the same star). */
  "porutham.dina": { count: number };
  "porutham.dina.same-star": None;
  "porutham.gana.agree": Pair<Gana>;
  "porutham.gana.far": Pair<Gana> & { distance: number };
  "porutham.gana.disagree": Pair<Gana>;
  "porutham.mahendra": { count: number };
  "porutham.stree-deergha": { count: number; limit: number };
  "porutham.yoni.enemies": Pair<Yoni>;
  "porutham.yoni.ok": Pair<Yoni>;
  "porutham.rasi": { count: number };
  "porutham.rasi-adhipathi.ok": Pair<GrahaId>;
  "porutham.rasi-adhipathi.enemies": Pair<GrahaId>;
  "porutham.vasya.ok": None;
  "porutham.vasya.none": None;
  "porutham.rajju.different": Pair<Rajju>;
  "porutham.rajju.opposite": { rajju: Rajju };
  "porutham.rajju.same": { rajju: Rajju };
  "porutham.vedha.ok": None;
  "porutham.vedha.pair": None;
  /** PyJHora counts dina from the boy's star: `count` is the girl's star from the boy's. */
  "porutham.pyjhora.dina": { count: number };
  "porutham.pyjhora.gana": Pair<Gana>;
  "porutham.pyjhora.mahendra": { count: number };
  "porutham.pyjhora.stree-deergha": { count: number };
  "porutham.pyjhora.yoni": Pair<Yoni>;
  "porutham.pyjhora.rasi": { count: number };
  "porutham.pyjhora.rasi-adhipathi": Pair<GrahaId>;
  "porutham.pyjhora.vasya.ok": None;
  "porutham.pyjhora.vasya.none": None;
  "porutham.pyjhora.rajju": Pair<Rajju>;
  "porutham.pyjhora.vedha.ok": None;
  "porutham.pyjhora.vedha.sum": { sum: number };
  "manglik-match.both": None;
  "manglik-match.malefic-balance": { side: "boy" | "girl"; planet: GrahaId; house: number };
  /** The overall reading's headline (verdict.ts). */
  "verdict.excellent": None;
  "verdict.good": None;
  "verdict.acceptable": None;
  "verdict.caution": None;
  "verdict.not-recommended": None;
  /** The effective guna total (after cancellations) meets `minimum`; `cancelled` lists the cancelled doshas (maybe none). */
  "verdict.koota.meets": { total: number; effective: number; cancelled: DoshaId[]; minimum: number };
  "verdict.koota.below": { total: number; effective: number; cancelled: DoshaId[]; minimum: number };
  /** A nadi or bhakoot dosha that nothing cancels. */
  "verdict.koota.dosha-stands": { total: number; effective: number; doshas: DoshaId[] };
  /** `failed`: essential poruthams that do not agree (at most one). */
  "verdict.porutham.meets": { count: number; failed: EssentialPorutham[] };
  "verdict.porutham.few": { count: number; minimum: number };
  "verdict.porutham.essentials-fail": { count: number; failed: EssentialPorutham[] };
  "verdict.porutham.veto": { count: number; vetoes: ("rajju" | "vedha")[] };
  /** `side`: the partner whose manglik dosha stands. */
  "verdict.manglik.mismatch": { side: "boy" | "girl" };
  "verdict.manglik.balanced": { side: "boy" | "girl" };
  "verdict.manglik.both": None;
  /** Which school leads, and whether the page's language or the user chose it. */
  "verdict.region": { region: "north" | "south"; from: "language" | "option" };
}
export type MatchingText = TextOf<MatchingTexts>;
export const matchingText = text<MatchingTexts>();

export const matchingSamples: Samples<MatchingTexts> = {
  "koota.varna.ok": { boy: "brahmin", girl: "vaishya" },
  "koota.varna.low": { boy: "shudra", girl: "kshatriya" },
  "koota.vashya.same": { vashya: "chatushpada" },
  "koota.vashya.mixed": { boy: "manava", girl: "keeta", score: 1 },
  "koota.tara.north": { boy: "vipat", girl: "sampat" },
  "koota.tara.pyjhora": { boy: "vadha", girl: "ati-mitra" },
  "koota.yoni.same": { yoni: "horse" },
  "koota.yoni.enemies": { boy: "cat", girl: "rat" },
  "koota.yoni.mixed": { boy: "cow", girl: "tiger", score: 1 },
  "koota.graha-maitri.same-lord": { lord: "venus" },
  "koota.graha-maitri.mixed": { boy: "sun", girl: "saturn", boyView: "enemy", girlView: "neutral" },
  "koota.gana.same": { gana: "deva" },
  "koota.gana.mixed": { boy: "manushya", girl: "rakshasa", score: 0 },
  "koota.bhakoot.ok": { girlFromBoy: 7, boyFromGirl: 7 },
  "koota.bhakoot.dosha": { girlFromBoy: 6, boyFromGirl: 8 },
  "koota.nadi.different": { boy: "adi", girl: "antya" },
  "koota.nadi.same": { nadi: "madhya" },
  "cancel.nadi.same-sign": {},
  "cancel.nadi.same-star-different-sign": {},
  "cancel.nadi.same-star-different-pada": {},
  "cancel.bhakoot.same-lord": { lord: "mars" },
  "cancel.bhakoot.friendly-lords": { boy: "moon", girl: "jupiter" },
  "cancel.gana.friendly-lords": {},
  "cancel.gana.star-distance": { distance: 21 },
  "porutham.dina": { count: 2 },
  "porutham.dina.same-star": {},
  "porutham.gana.agree": { boy: "deva", girl: "manushya" },
  "porutham.gana.far": { boy: "deva", girl: "rakshasa", distance: 16 },
  "porutham.gana.disagree": { boy: "rakshasa", girl: "manushya" },
  "porutham.mahendra": { count: 13 },
  "porutham.stree-deergha": { count: 11, limit: 13 },
  "porutham.yoni.enemies": { boy: "mongoose", girl: "serpent" },
  "porutham.yoni.ok": { boy: "elephant", girl: "sheep" },
  "porutham.rasi": { count: 8 },
  "porutham.rasi-adhipathi.ok": { boy: "mercury", girl: "venus" },
  "porutham.rasi-adhipathi.enemies": { boy: "sun", girl: "saturn" },
  "porutham.vasya.ok": {},
  "porutham.vasya.none": {},
  "porutham.rajju.different": { boy: "pada", girl: "shira" },
  "porutham.rajju.opposite": { rajju: "kati" },
  "porutham.rajju.same": { rajju: "nabhi" },
  "porutham.vedha.ok": {},
  "porutham.vedha.pair": {},
  "porutham.pyjhora.dina": { count: 3 },
  "porutham.pyjhora.gana": { boy: "deva", girl: "rakshasa" },
  "porutham.pyjhora.mahendra": { count: 22 },
  "porutham.pyjhora.stree-deergha": { count: 5 },
  "porutham.pyjhora.yoni": { boy: "dog", girl: "deer" },
  "porutham.pyjhora.rasi": { count: 4 },
  "porutham.pyjhora.rasi-adhipathi": { boy: "mars", girl: "mercury" },
  "porutham.pyjhora.vasya.ok": {},
  "porutham.pyjhora.vasya.none": {},
  "porutham.pyjhora.rajju": { boy: "kantha", girl: "kantha" },
  "porutham.pyjhora.vedha.ok": {},
  "porutham.pyjhora.vedha.sum": { sum: 28 },
  "manglik-match.both": {},
  "manglik-match.malefic-balance": { side: "girl", planet: "saturn", house: 7 },
  "verdict.excellent": {},
  "verdict.good": {},
  "verdict.acceptable": {},
  "verdict.caution": {},
  "verdict.not-recommended": {},
  "verdict.koota.meets": { total: 10.5, effective: 25.5, cancelled: ["nadi", "bhakoot"], minimum: 18 },
  "verdict.koota.below": { total: 12, effective: 14, cancelled: [], minimum: 18 },
  "verdict.koota.dosha-stands": { total: 28, effective: 28, doshas: ["nadi"] },
  "verdict.porutham.meets": { count: 7, failed: ["dina"] },
  "verdict.porutham.few": { count: 4, minimum: 5 },
  "verdict.porutham.essentials-fail": { count: 6, failed: ["gana", "yoni"] },
  "verdict.porutham.veto": { count: 8, vetoes: ["rajju"] },
  "verdict.manglik.mismatch": { side: "girl" },
  "verdict.manglik.balanced": { side: "boy" },
  "verdict.manglik.both": {},
  "verdict.region": { region: "south", from: "language" },
};
