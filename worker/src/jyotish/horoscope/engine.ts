// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A horoscope from the facts of a period's sky: each graha's house from the Moon sign and its
 * gochara verdict (gochara.ts), the period's events, the day's tara bala, and, for a personal
 * horoscope, the bindus of the natal ashtakavarga. Its sentences are codes of the statement
 * library (texts.ts), chosen deterministically: the same facts give the same text, and two
 * signs read alike only when their facts are alike.
 *
 * Which grahas speak, and how loud, is our heuristic (not classical), stated here:
 *  - by period: the Moon rules a day; the fast grahas (Sun, Mercury, Venus, Mars) a week and a
 *    month; the slow ones (Jupiter, Saturn, Rahu, Ketu) a year (`periodWeights`);
 *  - by area: the karakas of love (Venus, the Moon), of career (the Sun, Saturn), of health
 *    (the Sun, the Moon, Mars, Saturn), of finances (Jupiter, Venus, Mercury) (`areaWeights`).
 * Each area's text takes its strongest voices (weight = period × area) in that order, each with
 * the library's statement for its house, followed by the vedha sentence when obstructed. Each
 * area's score, 1–5, is the weighted balance of all the grahas' verdicts (favourable +1,
 * obstructed 0, unfavourable −1; a personal horoscope adds ±½ for a transit over a sign with
 * at least 4 / fewer than 4 bindus): 3 + 2 × balance, rounded.
 */
import { houseFrom, naturalRelation, signLords } from "../kundli/chart";
import { grahaIds, type GrahaId } from "../terms/grahas";
import { nakshatraIds } from "../terms/nakshatras";
import { signIds } from "../terms/signs";
import { weekdayOf } from "../../lib/datetime";
import { type GocharaVerdict, gocharaVerdicts, type NodeRule } from "./gochara";
import type { PeriodSpan } from "./periods";
import type { PeriodSky, SkyEvent } from "./sky";
import { type Area, areas, type ColorId, type House, type HoroscopeText, horoscopeText as t, type Period, type TaraNumber } from "./texts";

export type RequestArea = Exclude<Area, "finances">;

export const periodWeights: Readonly<Record<Period, Readonly<Record<GrahaId, number>>>> = {
  daily: { moon: 5, sun: 2, mercury: 2, venus: 2, mars: 2, jupiter: 1, saturn: 1, rahu: 0.5, ketu: 0.5 },
  weekly: { moon: 2, sun: 3, mercury: 3, venus: 3, mars: 3, jupiter: 1.5, saturn: 1.5, rahu: 1, ketu: 1 },
  monthly: { moon: 0, sun: 4, mercury: 3, venus: 3, mars: 3, jupiter: 2, saturn: 2, rahu: 1, ketu: 1 },
  yearly: { moon: 0, sun: 0, mercury: 0, venus: 0, mars: 1, jupiter: 5, saturn: 5, rahu: 3, ketu: 3 },
};

export const areaWeights: Readonly<Record<Area, Readonly<Record<GrahaId, number>>>> = {
  general: { sun: 1, moon: 1, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1, rahu: 1, ketu: 1 },
  love: { venus: 3, moon: 2, jupiter: 1.5, mars: 1.5, mercury: 1, sun: 0.5, saturn: 0.5, rahu: 0.5, ketu: 0.5 },
  career: { sun: 3, saturn: 3, jupiter: 2, mercury: 2, mars: 1.5, moon: 0.5, venus: 0.5, rahu: 0.5, ketu: 0.5 },
  health: { sun: 2.5, moon: 2, mars: 2, saturn: 2, rahu: 1, ketu: 1, mercury: 0.5, jupiter: 0.5, venus: 0.5 },
  finances: { jupiter: 3, venus: 2, mercury: 2, moon: 1.5, saturn: 1, sun: 0.5, mars: 0.5, rahu: 0.5, ketu: 0.5 },
};

/** How many grahas speak in the main prediction and in each area's paragraph. */
const PREDICTION_VOICES = 3;
const AREA_VOICES = 2;

/** Each weekday lord's colour, as worn for that day in India (BPHS ch. 3 gives the grahas' colours). */
export const grahaColors: Readonly<Partial<Record<GrahaId, ColorId>>> = { sun: "saffron", moon: "white", mars: "red", mercury: "green", jupiter: "yellow", venus: "pink", saturn: "blue" };
/** The grahas' numbers (Chaldean numerology as Indian numerology uses it). */
export const grahaNumbers: Readonly<Record<GrahaId, number>> = { sun: 1, moon: 2, jupiter: 3, rahu: 4, mercury: 5, venus: 6, ketu: 7, saturn: 8, mars: 9 };
const weekdayLords: readonly GrahaId[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
const goodTaras: readonly TaraNumber[] = [2, 4, 6, 8, 9];

export interface Transit extends GocharaVerdict {
  sign: number;
  retrograde: boolean;
  combust: boolean;
  rule: HoroscopeText;
  vedhaRule: HoroscopeText | null;
  bindus: number | null;
}

export interface HoroscopeEventFact {
  jd: number;
  kind: SkyEvent["kind"];
  planet: GrahaId | null;
  sign: number | null;
  house: House | null;
  text: HoroscopeText;
}

export interface TaraFact {
  /** 1–27. */
  nakshatra: number;
  tara: TaraNumber;
  good: boolean;
  text: HoroscopeText;
}

export interface Horoscope {
  /** The Moon sign, 0 = Aries. */
  sign: number;
  period: Period;
  area: RequestArea;
  prediction: HoroscopeText[];
  paragraphs: Record<Exclude<Area, "general">, HoroscopeText[]>;
  scores: Record<Area, number>;
  lucky: { color: ColorId; number: number; rule: HoroscopeText };
  transits: Transit[];
  events: HoroscopeEventFact[];
  tara: TaraFact[];
  notes: HoroscopeText[];
  convention: HoroscopeText;
}

export interface Personal {
  /** Bindus of each planet's own ashtakavarga by sign (0 = Aries); Rahu and Ketu have none. */
  bhinna: Partial<Record<GrahaId, readonly number[]>>;
  /** The birth nakshatra, 1–27. */
  nakshatra: number;
}

export interface HoroscopeInput {
  sign: number;
  span: PeriodSpan;
  sky: PeriodSky;
  area: RequestArea;
  nodes: NodeRule;
  personal?: Personal;
}

const asHouse = (n: number) => n as House;

/** The tara the day's nakshatra makes from a birth nakshatra (both 1–27): 1 Janma … 9 Parama Mitra. */
export function taraOf(birth: number, day: number): TaraNumber {
  const count = ((day - birth + 27) % 27) + 1;
  return (((count - 1) % 9) + 1) as TaraNumber;
}

/** The nakshatras (1–27) that lie at least partly in a sign (0 = Aries): three for every sign. */
export function nakshatrasOfSign(sign: number): number[] {
  const span = 360 / 27;
  const first = Math.floor((sign * 30) / span) + 1;
  const last = Math.ceil(((sign + 1) * 30) / span);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The lucky colour and number: from the lord of the period's first weekday and the sign lord. */
export function lucky(sign: number, firstDate: string): Horoscope["lucky"] {
  const weekdayLord = weekdayLords[weekdayOf(firstDate)]!;
  const signLord = signLords[sign]!;
  const colorOf = naturalRelation(signLord, weekdayLord) === "friend" ? weekdayLord : signLord;
  const color = grahaColors[colorOf]!;
  const number = ((grahaNumbers[weekdayLord] + grahaNumbers[signLord] - 1) % 9) + 1;
  return { color, number, rule: t("lucky.rule", { weekdayLord, signLord, color, colorOf, number }) };
}

/** The grahas a period speaks of: the Moon only in days and weeks. */
const voicesOf = (period: Period): readonly GrahaId[] => grahaIds.filter((g) => g !== "moon" || period === "daily" || period === "weekly");

export function horoscope(input: HoroscopeInput): Horoscope {
  const { sign, span, sky, area, nodes, personal } = input;
  const period = span.period;
  const grahas = voicesOf(period);
  const houses = Object.fromEntries(grahas.map((g) => [g, asHouse(houseFrom(sign, sky.planets[g].sign))])) as Record<GrahaId, House>;
  const verdicts = new Map(gocharaVerdicts(houses, nodes).map((v) => [v.planet, v]));

  const transits: Transit[] = grahas.map((g) => {
    const v = verdicts.get(g)!;
    const here = sky.planets[g];
    const rule = v.verdict === "unfavourable" ? t("rule.unfavourable", { planet: g, house: v.house, houses: v.goodHouses }) : t("rule.favourable", { planet: g, house: v.house, houses: v.goodHouses });
    const vedhaRule = v.obstruction
      ? t("rule.vedha", { planet: g, house: v.house, by: v.obstruction.planet, byHouse: v.obstruction.house })
      : v.exemptPartner
        ? t("rule.vedha-exempt", { planet: g, house: v.house, by: v.exemptPartner.planet, byHouse: v.exemptPartner.house })
        : null;
    const bhinna = personal?.bhinna[g];
    return { ...v, sign: here.sign, retrograde: here.retrograde, combust: here.combust, rule, vedhaRule, bindus: bhinna ? bhinna[here.sign]! : null };
  });
  const byPlanet = new Map(transits.map((x) => [x.planet, x]));

  const weight = (g: GrahaId, a: Area) => periodWeights[period][g] * areaWeights[a][g];
  const value = (x: Transit) => (x.verdict === "favourable" ? 1 : x.verdict === "obstructed" ? 0 : -1) + (x.bindus === null ? 0 : x.bindus >= 4 ? 0.5 : -0.5);
  const score = (a: Area) => {
    let sum = 0;
    let total = 0;
    for (const x of transits) {
      const w = weight(x.planet, a);
      sum += w * value(x);
      total += w;
    }
    const balance = total === 0 ? 0 : Math.max(-1, Math.min(1, sum / total));
    return Math.max(1, Math.min(5, Math.round(3 + 2 * balance)));
  };
  const voices = (a: Area, n: number) =>
    grahas
      .filter((g) => weight(g, a) > 0)
      .sort((x, y) => weight(y, a) - weight(x, a) || grahaIds.indexOf(x) - grahaIds.indexOf(y))
      .slice(0, n);
  const paragraph = (a: Area, n: number, detail: boolean): HoroscopeText[] =>
    voices(a, n).flatMap((g) => {
      const x = byPlanet.get(g)!;
      const out: HoroscopeText[] = [t("transit", { planet: g, house: x.house, area: a })];
      if (x.obstruction) out.push(t("vedha", { planet: g, house: x.house, by: x.obstruction.planet, byHouse: x.obstruction.house }));
      if (detail && x.retrograde && g !== "rahu" && g !== "ketu") out.push(t("retrograde", { planet: g, house: x.house }));
      if (detail && x.combust) out.push(t("combust", { planet: g }));
      if (detail && x.bindus !== null) out.push(t("bindus", { planet: g, bindus: x.bindus }));
      return out;
    });

  const prediction = paragraph(area, PREDICTION_VOICES, true);
  const events: HoroscopeEventFact[] = sky.events.map((e) => eventFact(e, sign));
  if (period === "daily") {
    // The Moon may change sign during the day: say where it goes when that is not the day's main sign.
    const shift = events.find((e) => e.kind === "moon-sign" && e.sign !== sky.planets.moon.sign);
    if (shift?.house) prediction.push(t("moon-shift", { house: shift.house }));
  }

  const saturn = houseFrom(sign, sky.planets.saturn.sign);
  const notes: HoroscopeText[] = [];
  if (saturn === 12) notes.push(t("sade-sati", { phase: "rising" }));
  if (saturn === 1) notes.push(t("sade-sati", { phase: "peak" }));
  if (saturn === 2) notes.push(t("sade-sati", { phase: "setting" }));
  if (saturn === 4 || saturn === 8) notes.push(t("dhaiya", { house: saturn }));

  const dayNakshatra = sky.moonNakshatra;
  const births = period !== "daily" ? [] : personal ? [personal.nakshatra] : nakshatrasOfSign(sign);
  const tara = births.map((n): TaraFact => {
    const tn = taraOf(n, dayNakshatra);
    return { nakshatra: n, tara: tn, good: goodTaras.includes(tn), text: t("tara", { nakshatra: nakshatraIds[n - 1]!, day: nakshatraIds[dayNakshatra - 1]!, tara: tn }) };
  });

  return {
    sign,
    period,
    area,
    prediction,
    paragraphs: { love: paragraph("love", AREA_VOICES, false), career: paragraph("career", AREA_VOICES, false), health: paragraph("health", AREA_VOICES, false), finances: paragraph("finances", AREA_VOICES, false) },
    scores: Object.fromEntries(areas.map((a) => [a, score(a)])) as Record<Area, number>,
    lucky: lucky(sign, span.from),
    transits,
    events,
    tara,
    notes,
    convention: t("convention", { period }),
  };
}

/** An event with its graha, sign, house from `moonSign` (none without one) and sentence. */
export function eventFact(e: SkyEvent, moonSign: number | null): HoroscopeEventFact {
  const planet = e.kind === "eclipse" ? (e.eclipse === "solar" ? "sun" : "moon") : e.kind === "moon-sign" || e.kind === "nakshatra" ? "moon" : e.planet;
  const sign = "sign" in e ? e.sign : null;
  return { jd: e.jd, kind: e.kind, planet, sign, house: sign === null || moonSign === null ? null : asHouse(houseFrom(moonSign, sign)), text: eventText(e, moonSign) };
}

/** The sentence of an event: with the house it falls in from `moonSign`, or (null) without one. */
function eventText(e: SkyEvent, moonSign: number | null): HoroscopeText {
  const sign = "sign" in e ? signIds[e.sign]! : null;
  const house = "sign" in e && moonSign !== null ? asHouse(houseFrom(moonSign, e.sign)) : null;
  switch (e.kind) {
    case "ingress":
    case "retrograde":
    case "direct":
      return house === null ? t(`year.${e.kind}`, { planet: e.planet, sign: sign! }) : t(`event.${e.kind}`, { planet: e.planet, sign: sign!, house });
    case "combust":
    case "combust-end":
      return t(`event.${e.kind}`, { planet: e.planet, sign: sign! });
    case "eclipse":
      return house === null ? t("year.eclipse", { kind: e.eclipse, type: e.type, sign: sign! }) : t("event.eclipse", { kind: e.eclipse, type: e.type, sign: sign!, house });
    case "moon-sign":
      return house === null ? t("year.ingress", { planet: "moon", sign: sign! }) : t("event.moon-sign", { sign: sign!, house });
    case "nakshatra":
      return t("event.nakshatra", { nakshatra: nakshatraIds[e.nakshatra - 1]! });
  }
}
