// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Ashtakoot guna milan: eight kootas from the two Moons, 36 points in all, with the nadi,
 * bhakoot and gana doshas and their classical cancellations.
 *
 * Schools (the `school` option):
 * - "north" (default): the common North Indian tables, as AstroSage and Prokerala print them.
 *   Varna by sign: Brahmin Cancer/Scorpio/Pisces, Kshatriya Aries/Leo/Sagittarius, Vaishya
 *   Taurus/Virgo/Capricorn, Shudra Gemini/Libra/Aquarius; vashya by sign with Sagittarius and
 *   Capricorn split at 15°; tara counted both ways, 1.5 for each direction whose tara
 *   (count mod 9) is not Vipat (3), Pratyari (5) or Vadha (7).
 * - "pyjhora": PyJHora's tables (naturalstupid/PyJHora, src/jhora/horoscope/match/
 *   compatibility.py), which the oracle's `matching` cases come from. It groups
 *   Taurus/Virgo/Capricorn as Shudra and Gemini/Libra/Aquarius as Vaishya; scores tara 1.5
 *   for each direction whose count mod 9 IS 3, 5 or 7 (so the same star scores 0); splits
 *   Sagittarius and Capricorn by pada number; takes vashya and gana tables from saravali.de.
 *
 * Both schools share yoni (the classical 14×14 table), graha maitri (from the natural
 * relationships of the sign lords: friend–friend 5, friend–neutral 4, neutral–neutral 3,
 * friend–enemy 1, neutral–enemy ½, enemy–enemy 0), bhakoot (2/12, 5/9 and 6/8 score 0,
 * else 7) and nadi (the same nadi scores 0, else 8).
 *
 * Dosha cancellations (Muhurta Chintamani, as B. V. Raman's "Muhurtha" summarises them):
 * - Nadi: the same sign with different stars; the same star in different signs; the same
 *   star and sign in different padas.
 * - Bhakoot: the two signs have one lord, or their lords are natural friends of each other.
 * - Gana (a score of 0 or 1): the sign lords are one or mutual friends; or the girl's star is
 *   beyond the 14th from the boy's.
 */
import type { GrahaId } from "../glossary";
import { houseFrom, naturalRelation, signLords } from "../kundli/chart";
import { type MatchingText, matchingText as t } from "./texts";
import { countStars, type Gana, ganaOf, type MoonPosition, type Nadi, nadiOf, type Yoni, yoniOf, yonis } from "./moon";

export const matchingSchools = ["north", "pyjhora"] as const;
export type MatchingSchool = (typeof matchingSchools)[number];

export const kootaIds = ["varna", "vashya", "tara", "yoni", "graha-maitri", "gana", "bhakoot", "nadi"] as const;
export type KootaId = (typeof kootaIds)[number];

export interface Koota {
  id: KootaId;
  score: number;
  max: number;
  /** The boy's and the girl's attribute that produced the score (ids the pages translate). */
  boy: string;
  girl: string;
  /** Why it scored so: a code with the attributes' ids, rendered per language by the API. */
  explanation: MatchingText;
}

export type DoshaId = "nadi" | "bhakoot" | "gana";
export interface Cancellation {
  dosha: DoshaId;
  id: "same-sign" | "same-star-different-sign" | "same-star-different-pada" | "same-lord" | "friendly-lords" | "star-distance";
  rule: MatchingText;
}
export interface KootaDosha {
  id: DoshaId;
  cancelled: boolean;
  cancellations: Cancellation[];
}

export type VerdictLevel = "excellent" | "good" | "average" | "not-recommended";
export interface Ashtakoot {
  school: MatchingSchool;
  total: number;
  max: 36;
  kootas: Koota[];
  doshas: KootaDosha[];
  cancellations: Cancellation[];
  verdict: {
    raw: { total: number; level: VerdictLevel };
    /** Cancelled doshas' kootas count in full; an uncancelled nadi or bhakoot dosha caps the level at "average". */
    afterCancellation: { total: number; level: VerdictLevel; remainingDoshas: DoshaId[] };
  };
}

// --- Varna -------------------------------------------------------------------------------
export const varnas = ["brahmin", "kshatriya", "vaishya", "shudra"] as const;
type Varna = (typeof varnas)[number];
const varnaBySign: Record<MatchingSchool, readonly Varna[]> = {
  north: ["kshatriya", "vaishya", "shudra", "brahmin", "kshatriya", "vaishya", "shudra", "brahmin", "kshatriya", "vaishya", "shudra", "brahmin"],
  pyjhora: ["kshatriya", "shudra", "vaishya", "brahmin", "kshatriya", "shudra", "vaishya", "brahmin", "kshatriya", "shudra", "vaishya", "brahmin"],
};
export const varnaOf = (moon: MoonPosition, school: MatchingSchool): Varna => varnaBySign[school][moon.signIndex]!;

// --- Vashya ------------------------------------------------------------------------------
export const vashyas = ["chatushpada", "manava", "jalachara", "vanachara", "keeta"] as const;
type Vashya = (typeof vashyas)[number];
const vashyaBySign: readonly Vashya[] = [
  "chatushpada", "chatushpada", "manava", "jalachara", "vanachara", "manava", "manava", "keeta", "manava", "chatushpada", "manava", "jalachara",
];
export function vashyaOf(moon: MoonPosition, school: MatchingSchool): Vashya {
  const s = moon.signIndex;
  if (school === "pyjhora") {
    // PyJHora splits Sagittarius and Capricorn by the pada's number, not by the degree.
    const firstHalf = moon.pada <= 2;
    if (s === 8) return firstHalf ? "manava" : "chatushpada";
    if (s === 9) return firstHalf ? "chatushpada" : "jalachara";
    return vashyaBySign[s]!;
  }
  const secondHalf = moon.longitudeDeg - s * 30 >= 15;
  if (s === 8) return secondHalf ? "chatushpada" : "manava";
  if (s === 9) return secondHalf ? "jalachara" : "chatushpada";
  return vashyaBySign[s]!;
}
/** Rows: the boy's vashya; columns: the girl's (order of `vashyas`). */
const vashyaNorth = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];
/** PyJHora's (saravali.de) table, rows: the girl's vashya; columns: the boy's. */
const vashyaPyJHora = [
  [2, 0.5, 1, 0, 2],
  [0.5, 2, 0, 0, 0],
  [1, 0, 2, 2, 2],
  [0, 0, 2, 2, 0],
  [1, 0, 1, 0, 2],
];

// --- Tara --------------------------------------------------------------------------------
export const taras = ["janma", "sampat", "vipat", "kshema", "pratyari", "sadhana", "vadha", "mitra", "ati-mitra"] as const;
/** The tara of star `to` counted from star `from`. */
export const taraOf = (from: number, to: number) => taras[(countStars(from, to) - 1) % 9]!;
const badTara = new Set<string>(["vipat", "pratyari", "vadha"]);

// --- Yoni --------------------------------------------------------------------------------
/** The classical yoni table (symmetric): 4 the same yoni, 0 sworn enemies. Order of `yonis`. */
const yoniTable = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
export const yoniScore = (a: Yoni, b: Yoni) => yoniTable[yonis.indexOf(a)]![yonis.indexOf(b)]!;

// --- Graha maitri ------------------------------------------------------------------------
const maitriPoints: Record<string, number> = {
  "friend/friend": 5, "friend/neutral": 4, "neutral/neutral": 3, "enemy/friend": 1, "enemy/neutral": 0.5, "enemy/enemy": 0,
};
/** Points for two sign lords from how each regards the other. */
export function maitriScore(a: GrahaId, b: GrahaId): number {
  return maitriPoints[[naturalRelation(a, b), naturalRelation(b, a)].sort().join("/")]!;
}
const mutualFriends = (a: GrahaId, b: GrahaId) => naturalRelation(a, b) === "friend" && naturalRelation(b, a) === "friend";

// --- Gana --------------------------------------------------------------------------------
const ganaIndex = (g: Gana) => ["deva", "manushya", "rakshasa"].indexOf(g);
/** Rows: the boy's gana; columns: the girl's. */
const ganaNorth = [
  [6, 6, 1],
  [5, 6, 0],
  [1, 0, 6],
];
/** PyJHora's table, rows: the girl's gana; columns: the boy's. */
const ganaPyJHora = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

// --- Bhakoot -----------------------------------------------------------------------------
/** "1/1", "2/12" …: the girl's sign counted from the boy's, then the boy's from the girl's. */
export const bhakootRelation = (boySign: number, girlSign: number) => `${houseFrom(boySign, girlSign)}/${houseFrom(girlSign, boySign)}`;
const bhakootDoshas = new Set(["2/12", "12/2", "5/9", "9/5", "6/8", "8/6"]);
/** Two signs 2/12, 5/9 or 6/8 from each other: bhakoot dosha. */
export const isBhakootDosha = (relation: string) => bhakootDoshas.has(relation);

// --- The eight kootas ----------------------------------------------------------------------

export function ashtakoot(boy: MoonPosition, girl: MoonPosition, school: MatchingSchool = "north"): Ashtakoot {
  const kootas: Koota[] = [];

  const bv = varnaOf(boy, school);
  const gv = varnaOf(girl, school);
  const varnaScore = varnas.indexOf(bv) <= varnas.indexOf(gv) ? 1 : 0;
  kootas.push({
    id: "varna", score: varnaScore, max: 1, boy: bv, girl: gv,
    explanation: t(varnaScore ? "koota.varna.ok" : "koota.varna.low", { boy: bv, girl: gv }),
  });

  const bw = vashyaOf(boy, school);
  const gw = vashyaOf(girl, school);
  const vashyaScore = school === "pyjhora" ? vashyaPyJHora[vashyas.indexOf(gw)]![vashyas.indexOf(bw)]! : vashyaNorth[vashyas.indexOf(bw)]![vashyas.indexOf(gw)]!;
  kootas.push({
    id: "vashya", score: vashyaScore, max: 2, boy: bw, girl: gw,
    explanation: bw === gw ? t("koota.vashya.same", { vashya: bw }) : t("koota.vashya.mixed", { boy: bw, girl: gw, score: vashyaScore }),
  });

  const boyTara = taraOf(girl.nakshatra, boy.nakshatra);
  const girlTara = taraOf(boy.nakshatra, girl.nakshatra);
  const taraPoints = (t: string) => (school === "pyjhora" ? (badTara.has(t) ? 1.5 : 0) : badTara.has(t) ? 0 : 1.5);
  const taraScore = taraPoints(boyTara) + taraPoints(girlTara);
  kootas.push({
    id: "tara", score: taraScore, max: 3, boy: boyTara, girl: girlTara,
    explanation: t(school === "pyjhora" ? "koota.tara.pyjhora" : "koota.tara.north", { boy: boyTara, girl: girlTara }),
  });

  const by = yoniOf(boy.nakshatra);
  const gy = yoniOf(girl.nakshatra);
  const yoniPoints = yoniScore(by, gy);
  kootas.push({
    id: "yoni", score: yoniPoints, max: 4, boy: by, girl: gy,
    explanation:
      by === gy ? t("koota.yoni.same", { yoni: by }) : yoniPoints === 0 ? t("koota.yoni.enemies", { boy: by, girl: gy }) : t("koota.yoni.mixed", { boy: by, girl: gy, score: yoniPoints }),
  });

  const bl = signLords[boy.signIndex]!;
  const gl = signLords[girl.signIndex]!;
  const maitri = maitriScore(bl, gl);
  kootas.push({
    id: "graha-maitri", score: maitri, max: 5, boy: bl, girl: gl,
    explanation:
      bl === gl
        ? t("koota.graha-maitri.same-lord", { lord: bl })
        : t("koota.graha-maitri.mixed", { boy: bl, girl: gl, boyView: naturalRelation(bl, gl), girlView: naturalRelation(gl, bl) }),
  });

  const bg = ganaOf(boy.nakshatra);
  const gg = ganaOf(girl.nakshatra);
  const ganaScore = school === "pyjhora" ? ganaPyJHora[ganaIndex(gg)]![ganaIndex(bg)]! : ganaNorth[ganaIndex(bg)]![ganaIndex(gg)]!;
  kootas.push({
    id: "gana", score: ganaScore, max: 6, boy: bg, girl: gg,
    explanation: bg === gg ? t("koota.gana.same", { gana: bg }) : t("koota.gana.mixed", { boy: bg, girl: gg, score: ganaScore }),
  });

  const relation = bhakootRelation(boy.signIndex, girl.signIndex);
  const bhakootScore = isBhakootDosha(relation) ? 0 : 7;
  kootas.push({
    id: "bhakoot", score: bhakootScore, max: 7, boy: String(boy.signIndex), girl: String(girl.signIndex),
    explanation: t(bhakootScore ? "koota.bhakoot.ok" : "koota.bhakoot.dosha", {
      girlFromBoy: houseFrom(boy.signIndex, girl.signIndex),
      boyFromGirl: houseFrom(girl.signIndex, boy.signIndex),
    }),
  });

  const bn: Nadi = nadiOf(boy.nakshatra);
  const gn: Nadi = nadiOf(girl.nakshatra);
  const nadiScore = bn === gn ? 0 : 8;
  kootas.push({
    id: "nadi", score: nadiScore, max: 8, boy: bn, girl: gn,
    explanation: nadiScore ? t("koota.nadi.different", { boy: bn, girl: gn }) : t("koota.nadi.same", { nadi: bn }),
  });

  // --- Doshas and their cancellations ---
  const doshas: KootaDosha[] = [];
  const friendlyLords = bl === gl || mutualFriends(bl, gl);
  if (nadiScore === 0) {
    const c: Cancellation[] = [];
    const sameStar = boy.nakshatra === girl.nakshatra;
    const sameSign = boy.signIndex === girl.signIndex;
    if (sameSign && !sameStar) c.push({ dosha: "nadi", id: "same-sign", rule: t("cancel.nadi.same-sign", {}) });
    if (sameStar && !sameSign) c.push({ dosha: "nadi", id: "same-star-different-sign", rule: t("cancel.nadi.same-star-different-sign", {}) });
    if (sameStar && sameSign && boy.pada !== girl.pada) c.push({ dosha: "nadi", id: "same-star-different-pada", rule: t("cancel.nadi.same-star-different-pada", {}) });
    doshas.push({ id: "nadi", cancelled: c.length > 0, cancellations: c });
  }
  if (bhakootScore === 0) {
    const c: Cancellation[] = [];
    if (bl === gl) c.push({ dosha: "bhakoot", id: "same-lord", rule: t("cancel.bhakoot.same-lord", { lord: bl }) });
    else if (mutualFriends(bl, gl)) c.push({ dosha: "bhakoot", id: "friendly-lords", rule: t("cancel.bhakoot.friendly-lords", { boy: bl, girl: gl }) });
    doshas.push({ id: "bhakoot", cancelled: c.length > 0, cancellations: c });
  }
  if (ganaScore <= 1) {
    const c: Cancellation[] = [];
    if (friendlyLords) c.push({ dosha: "gana", id: "friendly-lords", rule: t("cancel.gana.friendly-lords", {}) });
    const distance = countStars(boy.nakshatra, girl.nakshatra);
    if (distance > 14) c.push({ dosha: "gana", id: "star-distance", rule: t("cancel.gana.star-distance", { distance }) });
    doshas.push({ id: "gana", cancelled: c.length > 0, cancellations: c });
  }

  const total = kootas.reduce((sum, k) => sum + k.score, 0);
  const shortfall = (id: DoshaId) => {
    const k = kootas.find((x) => x.id === id)!;
    return k.max - k.score;
  };
  const restored = doshas.filter((d) => d.cancelled).reduce((sum, d) => sum + shortfall(d.id), 0);
  const remainingDoshas = doshas.filter((d) => !d.cancelled).map((d) => d.id);
  const adjusted = total + restored;
  let afterLevel = levelOf(adjusted);
  if ((remainingDoshas.includes("nadi") || remainingDoshas.includes("bhakoot")) && (afterLevel === "excellent" || afterLevel === "good")) afterLevel = "average";
  return {
    school,
    total,
    max: 36,
    kootas,
    doshas,
    cancellations: doshas.flatMap((d) => d.cancellations),
    verdict: { raw: { total, level: levelOf(total) }, afterCancellation: { total: adjusted, level: afterLevel, remainingDoshas } },
  };
}

/** The usual reading of a guna total: below 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent. */
export function levelOf(total: number): VerdictLevel {
  if (total >= 33) return "excellent";
  if (total >= 25) return "good";
  if (total >= 18) return "average";
  return "not-recommended";
}
