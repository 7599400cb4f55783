// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The codes of the horoscope's sentences and their parameters. The engine (engine.ts) never
 * writes a sentence: it picks codes from the facts of the sky, and each language writes them
 * from its own library (`text/<lang>.ts`), composed natively for that language.
 *
 * The heart is the statement library: one statement per graha × house counted from the Moon
 * sign × area (general, love, career, health, finances), 9 × 12 × 5 = 540 per language. Each
 * statement says what that graha in that house means for that area, following the effects
 * Phaladeepika ch. 26 (vv. 9–23) gives for that transit, in our own words. A house's verdict
 * (favourable or not, gochara.ts) is fixed by the house, so the statement carries it; a
 * favourable transit that is obstructed (vedha) is followed by the `vedha` sentence.
 */
import type { GrahaId } from "../terms/grahas";
import type { NakshatraId } from "../terms/nakshatras";
import type { SignId } from "../terms/signs";
import { type Samples, text, type TextOf } from "../text";

/** The areas a horoscope speaks of; `general` is the overall prediction. */
export const areas = ["general", "love", "career", "health", "finances"] as const;
export type Area = (typeof areas)[number];

/** A house counted from the Moon sign, 1–12 (the sign itself is 1). */
export type House = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** Twelve entries, one per house from the Moon (index 0 = 1st house). */
export type ByHouse<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];

/** The statement library of one language: graha → house → area → one or two sentences. */
export type StatementLibrary = Record<GrahaId, ByHouse<Record<Area, string>>>;

/** The nine taras counted from a birth nakshatra (1 Janma … 9 Parama Mitra). */
export type TaraNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The lucky colours: each weekday lord's colour (engine.ts, `luckyColor`). */
export const colorIds = ["saffron", "white", "red", "green", "yellow", "pink", "blue"] as const;
export type ColorId = (typeof colorIds)[number];

export type Period = "daily" | "weekly" | "monthly" | "yearly";
export type EclipseType = "total" | "annular" | "hybrid" | "partial" | "penumbral";

export interface HoroscopeTexts {
  /** The library's statement for a graha in a house from the Moon, for one area. */
  transit: { planet: GrahaId; house: House; area: Area };
  /**
   * Follows a favourable `transit` that is obstructed (Phaladeepika 26.3–8): `by` stands in
   * `byHouse`, the vedha house of `planet` in `house`, and holds back its good results.
   */
  vedha: { planet: GrahaId; house: House; by: GrahaId; byHouse: House };
  /** The planet is retrograde through the period: its results come late, or revisit old matters. */
  retrograde: { planet: GrahaId; house: House };
  /** The planet is combust (within its orb of the Sun): its results are weakened. */
  combust: { planet: GrahaId };
  /** Daily: the Moon moves on during the day into `house` (the day's second half reads from there). */
  "moon-shift": { house: House };
  /** Daily: one of the sign's nakshatras and the tara the day's nakshatra makes from it. */
  tara: { nakshatra: NakshatraId; day: NakshatraId; tara: TaraNumber };
  /** Saturn in the 12th, 1st or 2nd from the Moon: the rising, peak or setting phase of Sade Sati. */
  "sade-sati": { phase: "rising" | "peak" | "setting" };
  /** Saturn in the 4th (kantaka) or 8th (ashtama) from the Moon: the dhaiya (small panoti). */
  dhaiya: { house: 4 | 8 };
  /** Personal horoscope: the transited sign's bindus in the planet's own ashtakavarga (0–8). */
  bindus: { planet: GrahaId; bindus: number };

  /** Why a transit reads as it does (the "why" panel), citing the rule. */
  "rule.favourable": { planet: GrahaId; house: House; houses: readonly number[] };
  "rule.unfavourable": { planet: GrahaId; house: House; houses: readonly number[] };
  "rule.vedha": { planet: GrahaId; house: House; by: GrahaId; byHouse: House };
  /** A favourable transit whose vedha house holds only the planet's exempt partner (Sun–Saturn, Moon–Mercury). */
  "rule.vedha-exempt": { planet: GrahaId; house: House; by: GrahaId; byHouse: House };

  /** The period's events (shown with their IST times beside the sentence). */
  "event.ingress": { planet: GrahaId; sign: SignId; house: House };
  "event.retrograde": { planet: GrahaId; sign: SignId; house: House };
  "event.direct": { planet: GrahaId; sign: SignId; house: House };
  "event.combust": { planet: GrahaId; sign: SignId };
  "event.combust-end": { planet: GrahaId; sign: SignId };
  "event.eclipse": { kind: "solar" | "lunar"; type: EclipseType; sign: SignId; house: House };
  /** The Moon enters a sign (daily and weekly). */
  "event.moon-sign": { sign: SignId; house: House };
  /** The Moon enters a nakshatra (daily and weekly). */
  "event.nakshatra": { nakshatra: NakshatraId };

  /** A year's events with no sign to count from (`GET /api/transits` without `sign`). */
  "year.ingress": { planet: GrahaId; sign: SignId };
  "year.retrograde": { planet: GrahaId; sign: SignId };
  "year.direct": { planet: GrahaId; sign: SignId };
  "year.eclipse": { kind: "solar" | "lunar"; type: EclipseType; sign: SignId };

  /**
   * The lucky colour and number and the rule behind them: the colour of the weekday lord of
   * the period's first day when that lord is the sign lord's natural friend (or the same
   * graha), else the sign lord's own colour; the number is the digital root of the two lords'
   * numbers.
   */
  "lucky.rule": { weekdayLord: GrahaId; signLord: GrahaId; color: ColorId; colorOf: GrahaId; number: number };
  /** The convention line shown on every horoscope page. */
  convention: { period: Period };
}

export type HoroscopeText = TextOf<HoroscopeTexts>;
export const horoscopeText = text<HoroscopeTexts>();

/** Every code with sample parameters (the test renders each in every language). */
export const horoscopeSamples: Samples<HoroscopeTexts> = {
  transit: { planet: "saturn", house: 11, area: "finances" },
  vedha: { planet: "jupiter", house: 5, by: "mars", byHouse: 4 },
  retrograde: { planet: "mercury", house: 3 },
  combust: { planet: "venus" },
  "moon-shift": { house: 4 },
  tara: { nakshatra: "ashwini", day: "rohini", tara: 4 },
  "sade-sati": { phase: "peak" },
  dhaiya: { house: 8 },
  bindus: { planet: "jupiter", bindus: 5 },
  "rule.favourable": { planet: "saturn", house: 11, houses: [3, 6, 11] },
  "rule.unfavourable": { planet: "saturn", house: 8, houses: [3, 6, 11] },
  "rule.vedha": { planet: "jupiter", house: 5, by: "mars", byHouse: 4 },
  "rule.vedha-exempt": { planet: "sun", house: 3, by: "saturn", byHouse: 9 },
  "event.ingress": { planet: "mars", sign: "leo", house: 5 },
  "event.retrograde": { planet: "mercury", sign: "scorpio", house: 8 },
  "event.direct": { planet: "saturn", sign: "pisces", house: 12 },
  "event.combust": { planet: "venus", sign: "libra" },
  "event.combust-end": { planet: "mercury", sign: "sagittarius" },
  "event.eclipse": { kind: "lunar", type: "total", sign: "aquarius", house: 11 },
  "event.moon-sign": { sign: "gemini", house: 3 },
  "event.nakshatra": { nakshatra: "pushya" },
  "year.ingress": { planet: "jupiter", sign: "cancer" },
  "year.retrograde": { planet: "saturn", sign: "pisces" },
  "year.direct": { planet: "mercury", sign: "libra" },
  "year.eclipse": { kind: "solar", type: "annular", sign: "capricorn" },
  "lucky.rule": { weekdayLord: "jupiter", signLord: "mars", color: "yellow", colorOf: "jupiter", number: 3 },
  convention: { period: "daily" },
};
