// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The ten South Indian poruthams (dasha koota): dina, gana, mahendra, stree deergha, yoni,
 * rasi, rasi adhipathi, vasya, rajju and vedha, each agreeing or not with the reason; rajju
 * and vedha are vetoes.
 *
 * Variants (the `poruthamVariant` option):
 * - "tamil" (default), as Tamil panchangams state the rules, counting from the girl's star:
 *   dina when the boy's star is the 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24 or 26th (the 27th
 *   only in the same sign; the same star only for the stars listed as uttama or madhyama);
 *   gana when the ganas are the same or deva with manushya, or when the girl's star is beyond
 *   the 14th from the boy's; mahendra on the 4, 7, 10 … 25th; stree deergha beyond the 13th;
 *   yoni unless the animals are sworn enemies; rasi when the boy's sign is the same or the
 *   7th or later from the girl's, but not the 8th; rasi adhipathi unless a lord is the other's
 *   natural enemy; vasya when either sign is vasya to the other (Muhurta Chintamani's list);
 *   rajju when the stars sit on different parts of the body; vedha unless the stars are a
 *   classical vedha pair.
 * - "kerala": as "tamil", but stree deergha beyond the 7th suffices, and the same rajju is
 *   no dosha when one star is on the ascending count (aarohana) and the other descending
 *   (avarohana), as Kerala texts allow.
 * - "pyjhora": PyJHora's South table exactly (src/jhora/horoscope/match/compatibility.py,
 *   method "South"), which the oracle's cases come from — with its quirks: dina counted from
 *   the boy's star, Pushya in both the deva and manushya lists, the snake and rat counted as
 *   enemies, vasya in one direction, a rasi adhipathi table of its own, vedha by the sums 19,
 *   28 and 37, and Rohini and Hasta left out of the ascending rajju list.
 */
import type { GrahaId } from "../glossary";
import { houseFrom, naturalRelation, signLords } from "../kundli/chart";
import { type MatchingText, matchingText as t } from "./texts";
import { countStars, ganaOf, type MoonPosition, rajjuOf, vedhaPair, yoniEnemy, yoniOf } from "./moon";

export const poruthamVariants = ["tamil", "kerala", "pyjhora"] as const;
export type PoruthamVariant = (typeof poruthamVariants)[number];

export const poruthamIds = ["dina", "gana", "mahendra", "stree-deergha", "yoni", "rasi", "rasi-adhipathi", "vasya", "rajju", "vedha"] as const;
export type PoruthamId = (typeof poruthamIds)[number];

export interface PoruthamItem {
  id: PoruthamId;
  ok: boolean;
  /** Why it agrees or not: a code with term ids and counts, rendered per language by the API. */
  explanation: MatchingText;
}
export interface Porutham {
  variant: PoruthamVariant;
  count: number;
  max: 10;
  items: PoruthamItem[];
  /** Rajju or vedha failing: a veto, whatever the count. */
  vetoes: ("rajju" | "vedha")[];
  verdict: "good" | "average" | "not-recommended";
  /** PyJHora's "minimum Tamil porutham" (rajju plus the porutham the girl's varna names); pyjhora variant only. */
  minimumTamilPorutham?: boolean;
}

/** Signs each sign is vasya to (Muhurta Chintamani), Aries first. */
const vasyaSigns: readonly (readonly number[])[] = [[4, 7], [3, 6], [5], [7, 8], [6], [2, 11], [5, 9], [3], [11], [0, 10], [0], [9]];
const mahendraCounts = new Set([4, 7, 10, 13, 16, 19, 22, 25]);
const dinaCounts = new Set([2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26]);
/** The same star is uttama for these, madhyama for those (vysyamala.com's lists); other stars fail. */
const sameStarGood = new Set([4, 6, 10, 13, 16, 22, 27, 1, 2, 3, 5, 7, 14, 17, 21]);


export function porutham(boy: MoonPosition, girl: MoonPosition, variant: PoruthamVariant = "tamil"): Porutham {
  const items = variant === "pyjhora" ? pyjhoraItems(boy, girl) : classicalItems(boy, girl, variant);
  const count = items.filter((i) => i.ok).length;
  const vetoes = items.filter((i) => !i.ok && (i.id === "rajju" || i.id === "vedha")).map((i) => i.id as "rajju" | "vedha");
  const verdict = vetoes.length > 0 ? "not-recommended" : count >= 7 ? "good" : count >= 5 ? "average" : "not-recommended";
  const out: Porutham = { variant, count, max: 10, items, vetoes, verdict };
  if (variant === "pyjhora") {
    // PyJHora's varna of the girl's sign picks the second essential porutham.
    const essential = (["dina", "gana", "rasi", "yoni"] as const)[[1, 3, 2, 0, 1, 3, 2, 0, 1, 3, 2, 0][girl.signIndex]!]!;
    out.minimumTamilPorutham = items.find((i) => i.id === "rajju")!.ok && items.find((i) => i.id === essential)!.ok;
  }
  return out;
}

function classicalItems(boy: MoonPosition, girl: MoonPosition, variant: "tamil" | "kerala"): PoruthamItem[] {
  const n = countStars(girl.nakshatra, boy.nakshatra);
  const sameSign = boy.signIndex === girl.signIndex;
  const item = (id: PoruthamId, ok: boolean, explanation: MatchingText): PoruthamItem => ({ id, ok, explanation });

  const dinaOk = dinaCounts.has(n) || (n === 27 && sameSign) || (n === 1 && sameStarGood.has(boy.nakshatra));
  const bg = ganaOf(boy.nakshatra);
  const gg = ganaOf(girl.nakshatra);
  const fromBoy = countStars(boy.nakshatra, girl.nakshatra);
  const ganaSame = bg === gg || (bg !== "rakshasa" && gg !== "rakshasa");
  const ganaOk = ganaSame || fromBoy > 14;
  const streeLimit = variant === "kerala" ? 7 : 13;
  const by = yoniOf(boy.nakshatra);
  const gy = yoniOf(girl.nakshatra);
  const signCount = houseFrom(girl.signIndex, boy.signIndex);
  const rasiOk = signCount === 1 || (signCount >= 7 && signCount !== 8);
  const bl: GrahaId = signLords[boy.signIndex]!;
  const gl: GrahaId = signLords[girl.signIndex]!;
  const lordsOk = naturalRelation(bl, gl) !== "enemy" && naturalRelation(gl, bl) !== "enemy";
  const vasyaOk = vasyaSigns[girl.signIndex]!.includes(boy.signIndex) || vasyaSigns[boy.signIndex]!.includes(girl.signIndex);
  const br = rajjuOf(boy.nakshatra);
  const gr = rajjuOf(girl.nakshatra);
  const opposite = (br.direction === "ascending" && gr.direction === "descending") || (br.direction === "descending" && gr.direction === "ascending");
  const rajjuOk = br.rajju !== gr.rajju || (variant === "kerala" && opposite);
  const vedhaOk = !vedhaPair(boy.nakshatra, girl.nakshatra);

  return [
    item("dina", dinaOk, n === 1 ? t("porutham.dina.same-star", {}) : t("porutham.dina", { count: n })),
    item(
      "gana",
      ganaOk,
      ganaSame ? t("porutham.gana.agree", { boy: bg, girl: gg }) : ganaOk ? t("porutham.gana.far", { boy: bg, girl: gg, distance: fromBoy }) : t("porutham.gana.disagree", { boy: bg, girl: gg }),
    ),
    item("mahendra", mahendraCounts.has(n), t("porutham.mahendra", { count: n })),
    item("stree-deergha", n > streeLimit, t("porutham.stree-deergha", { count: n, limit: streeLimit })),
    item("yoni", !yoniEnemy(by, gy), t(yoniEnemy(by, gy) ? "porutham.yoni.enemies" : "porutham.yoni.ok", { boy: by, girl: gy })),
    item("rasi", rasiOk, t("porutham.rasi", { count: signCount })),
    item("rasi-adhipathi", lordsOk, t(lordsOk ? "porutham.rasi-adhipathi.ok" : "porutham.rasi-adhipathi.enemies", { boy: bl, girl: gl })),
    item("vasya", vasyaOk, t(vasyaOk ? "porutham.vasya.ok" : "porutham.vasya.none", {})),
    item(
      "rajju",
      rajjuOk,
      br.rajju !== gr.rajju ? t("porutham.rajju.different", { boy: br.rajju, girl: gr.rajju }) : t(rajjuOk ? "porutham.rajju.opposite" : "porutham.rajju.same", { rajju: br.rajju }),
    ),
    item("vedha", vedhaOk, t(vedhaOk ? "porutham.vedha.ok" : "porutham.vedha.pair", {})),
  ];
}

// --- PyJHora's South table ---------------------------------------------------------------
const pyDeva = new Set([1, 5, 7, 8, 13, 15, 17, 22, 27]);
const pyManushya = new Set([2, 4, 6, 8, 11, 12, 20, 21, 25, 26]);
const pyRakshasa = new Set([3, 9, 10, 14, 16, 18, 19, 23, 24]);
const pyAscending = new Set([22, 1, 10, 19, 2, 11, 20, 3, 12, 21]);
/** Rows: the girl's sign lord; columns: the boy's (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn). */
const pyLordOrder: readonly GrahaId[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
const pyLordTable = [
  [0, 0, 0, 0, 1, 0, 0],
  [0, 0, 0, 1, 1, 0, 0],
  [0, 0, 0, 1, 0, 1, 0],
  [0, 1, 1, 0, 1, 1, 1],
  [1, 1, 0, 1, 0, 1, 1],
  [0, 0, 1, 1, 1, 0, 1],
  [0, 0, 0, 1, 1, 1, 0],
];
const pyExceptions22 = new Set(["4,25", "7,1", "8,2", "10,4", "12,6", "13,7", "14,8", "17,11", "21,15", "25,19", "26,20", "27,21"]);

function pyjhoraItems(boy: MoonPosition, girl: MoonPosition): PoruthamItem[] {
  const b = boy.nakshatra;
  const g = girl.nakshatra;
  const fromBoy = countStars(b, g);
  const fromGirl = countStars(g, b);
  let dina = [2, 4, 6, 8, 9, 11, 13, 15, 17, 18, 20, 21, 24, 25, 26].includes(fromBoy);
  if (!dina && ((g === 12 && [2, 3, 4].includes(girl.pada)) || (g === 14 && [1, 2, 3].includes(girl.pada)) || (g === 16 && [1, 2, 4].includes(girl.pada)))) dina = true;
  if (!dina && g === b) {
    if ([1, 3, 5, 10, 13, 15, 20, 23].includes(g) && (girl.signIndex < boy.signIndex || girl.pada < boy.pada)) dina = true;
    else if (girl.signIndex !== boy.signIndex && boy.signIndex < girl.signIndex) dina = true;
  }
  if (!dina && girl.signIndex === boy.signIndex && b < g) dina = true;
  if (!dina && pyExceptions22.has(`${b},${g}`)) dina = true;

  const gana =
    (pyDeva.has(b) && pyDeva.has(g)) || (pyManushya.has(b) && pyManushya.has(g)) || (pyDeva.has(b) && pyManushya.has(g)) ||
    (pyManushya.has(b) && pyDeva.has(g)) || (pyRakshasa.has(b) && pyRakshasa.has(g) && g > 14);
  const by = yoniOf(b);
  const gy = yoniOf(g);
  const yoni = !(yoniEnemy(by, gy) || (by === "serpent" && gy === "rat") || (by === "rat" && gy === "serpent"));
  const signCount = houseFrom(girl.signIndex, boy.signIndex);
  const bl = signLords[boy.signIndex]!;
  const gl = signLords[girl.signIndex]!;
  const lords = pyLordTable[pyLordOrder.indexOf(gl)]![pyLordOrder.indexOf(bl)] === 1;
  const vasya = vasyaSigns[girl.signIndex]!.includes(boy.signIndex);
  const rajju = pyAscending.has(b) !== pyAscending.has(g) || rajjuOf(b).rajju !== rajjuOf(g).rajju;
  const vedha = ![19, 28, 37].includes(b + g);
  const item = (id: PoruthamId, ok: boolean, explanation: MatchingText): PoruthamItem => ({ id, ok, explanation });
  return [
    item("dina", dina, t("porutham.pyjhora.dina", { count: fromBoy })),
    item("gana", gana, t("porutham.pyjhora.gana", { boy: ganaOf(b), girl: ganaOf(g) })),
    item("mahendra", mahendraCounts.has(fromGirl), t("porutham.pyjhora.mahendra", { count: fromGirl })),
    item("stree-deergha", fromGirl > 7, t("porutham.pyjhora.stree-deergha", { count: fromGirl })),
    item("yoni", yoni, t("porutham.pyjhora.yoni", { boy: by, girl: gy })),
    item("rasi", signCount > 6, t("porutham.pyjhora.rasi", { count: signCount })),
    item("rasi-adhipathi", lords, t("porutham.pyjhora.rasi-adhipathi", { boy: bl, girl: gl })),
    item("vasya", vasya, t(vasya ? "porutham.pyjhora.vasya.ok" : "porutham.pyjhora.vasya.none", {})),
    item("rajju", rajju, t("porutham.pyjhora.rajju", { boy: rajjuOf(b).rajju, girl: rajjuOf(g).rajju })),
    item("vedha", vedha, vedha ? t("porutham.pyjhora.vedha.ok", {}) : t("porutham.pyjhora.vedha.sum", { sum: b + g })),
  ];
}
