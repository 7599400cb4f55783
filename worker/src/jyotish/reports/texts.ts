// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The reports' statement library: everything a report says, as one typed object per language
 * (`text/<lang>.ts`), written natively for that language from the same classical meanings —
 * not translated from one another. The engine (engine.ts) never writes a sentence: it picks
 * entries of this library by the chart's facts, and each paragraph of a report cites the facts
 * it was chosen by (`Fact`, rendered by the library's `fact`).
 *
 * Sources of the meanings (each entry's meaning follows these, in our own words):
 * - a graha in a house from the lagna: Phaladeepika ch. 8 (Mantreswara);
 * - the lord of a house placed in another house: Brihat Parashara Hora Shastra ch. 24;
 * - the lagna, Moon and Sun signs and the 27 nakshatras: their classical natures (BPHS ch. 4,
 *   Brihat Jataka ch. 1, the nakshatra natures of Muhurta Chintamani / Hora Sara);
 * - the karakas (significators) of the matters of life: BPHS ch. 32;
 * - the dasha lords' periods: BPHS ch. 47–55 in general terms;
 * - the vargas' matters: BPHS ch. 6–7;
 * - gemstones, mantras, fasting and charity per graha: the common Indian practice (Navaratna,
 *   the beeja mantras, the weekday vrata and dana); numerology: the Indian convention of root
 *   (moolank) and destiny (bhagyank) numbers with the graha lords 1 Sun … 9 Mars.
 *
 * A statement is one to three sentences addressed to the reader ("you"), concrete, without
 * fatalism: hard placements say what to watch and what helps.
 */
import type { GrahaId } from "../terms/grahas";
import type { Lang } from "../terms/lang";
import type { NakshatraId } from "../terms/nakshatras";
import type { SignId } from "../terms/signs";
import type { Dignity } from "../kundli/chart";
import type { ReportKind, SectionId } from "./catalog";

/** A house counted from the lagna, 1–12. */
export type House = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
/** Twelve entries, one per house (index 0 = 1st house). */
export type ByHouse<T> = readonly [T, T, T, T, T, T, T, T, T, T, T, T];
/** Nine entries, numbers 1–9 (index 0 = 1). */
export type ByNumber<T> = readonly [T, T, T, T, T, T, T, T, T];

/** The grahas that can be retrograde, and those that can be combust (Sun's orb). */
export const retrogradeGrahas = ["mars", "mercury", "jupiter", "venus", "saturn"] as const;
export const combustGrahas = ["moon", "mars", "mercury", "jupiter", "venus", "saturn"] as const;
export type RetrogradeGraha = (typeof retrogradeGrahas)[number];
export type CombustGraha = (typeof combustGrahas)[number];

/** How well placed a significator is: strong (exalted, moolatrikona, own), weak (debilitated, or in dusthana 6/8/12 without dignity), else average. */
export const strengths = ["strong", "average", "weak"] as const;
export type Strength = (typeof strengths)[number];

/** The matters of life with their own significators (BPHS ch. 32). */
export const lifeAreas = ["education", "career", "wealth", "gains", "property", "marriage", "children", "health", "siblings", "parents", "travel", "spirituality", "friendships"] as const;
export type LifeArea = (typeof lifeAreas)[number];

export const elements = ["fire", "earth", "air", "water"] as const;
export type Element = (typeof elements)[number];

export const vargaIds = ["D2", "D3", "D4", "D7", "D9", "D10", "D12", "D16", "D20", "D24"] as const;
export type VargaId = (typeof vargaIds)[number];

export type SadeSatiPhase = "rising" | "peak" | "setting";
export type MatchVerdict = "excellent" | "good" | "average" | "poor";
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // 0 = Sunday
export const luckyColors = ["saffron", "white", "red", "green", "yellow", "pink", "blue"] as const;
export type LuckyColor = (typeof luckyColors)[number];

/**
 * A fact a paragraph was chosen by, cited under it ("Saturn in the 10th house from the lagna,
 * Capricorn, own sign"). Dates are ISO dates (YYYY-MM-DD); `reportDate` formats them.
 */
export type Fact =
  | { kind: "placement"; planet: GrahaId; house: House; sign: SignId; dignity: Dignity | null; retrograde: boolean; combust: boolean }
  | { kind: "lord"; of: House; planet: GrahaId; house: House; sign: SignId }
  | { kind: "sign"; role: "lagna" | "moon" | "sun"; sign: SignId }
  | { kind: "nakshatra"; nakshatra: NakshatraId; pada: number }
  | { kind: "occupants"; house: House; planets: readonly GrahaId[] }
  | { kind: "dasha"; maha: GrahaId; antar: GrahaId | null; from: string; to: string }
  | { kind: "bindus"; house: House; bindus: number }
  | { kind: "yoga"; name: string }
  | { kind: "dosha"; dosha: "manglik" | "kaal-sarp" | "pitra"; present: boolean; cancelled: boolean }
  | { kind: "sade-sati"; phase: SadeSatiPhase | null; from: string; to: string }
  | { kind: "varga"; varga: VargaId; planet: GrahaId; sign: SignId; dignity: Dignity | null; vargottama: boolean }
  | { kind: "transit"; planet: GrahaId; sign: SignId; fromMoon: House }
  | { kind: "number"; which: "root" | "destiny"; value: number; from: string }
  | { kind: "match"; points: number; max: number }
  | { kind: "element"; element: Element; count: number };

export interface ReportLibrary {
  /** Each kind's name and a two- or three-sentence description for the catalogue. */
  kinds: Record<ReportKind, { name: string; blurb: string }>;
  /** Each section's heading (short) and one or two sentences on what it reads and from which facts. */
  sections: Record<SectionId, { title: string; intro: string }>;

  /** 12: the person a lagna sign makes — nature, build, approach to life. */
  ascendant: Record<SignId, string>;
  /** 12: the mind and feelings with the Moon in a sign. */
  moonSign: Record<SignId, string>;
  /** 12: the self, will and relation to authority and father with the Sun in a sign. */
  sunSign: Record<SignId, string>;
  /** 27: the birth nakshatra's nature and gifts. */
  birthStar: Record<NakshatraId, string>;
  /** 108: a graha in a house counted from the lagna (Phaladeepika ch. 8). */
  planetInHouse: Record<GrahaId, ByHouse<string>>;
  /** 144: `lordInHouse[h - 1][p - 1]`, the lord of house h placed in house p (BPHS ch. 24). */
  lordInHouse: ByHouse<ByHouse<string>>;
  /** 7: what a graha's dignity in its sign does to its results. */
  dignity: Record<Dignity, (p: { planet: GrahaId }) => string>;
  /** 5 and 6: a retrograde graha, a combust graha. */
  retrograde: Record<RetrogradeGraha, string>;
  combust: Record<CombustGraha, string>;
  /** A house with grahas in it / with none (its lord then speaks for it). */
  occupants: (p: { house: House; planets: readonly GrahaId[] }) => string;
  /**
   * A matter's house lord when the report's section on that house reads its placement in full:
   * a short reminder that leads into the matter ("The lord of your 10th house, Saturn, sits in your
   * 3rd house, as the section on your 10th house explains; here it is read for your career.").
   */
  lordLink: (p: { of: House; planet: GrahaId; house: House; area: LifeArea }) => string;
  emptyHouse: (p: { house: House }) => string;
  /** A house's bindus in the sarva ashtakavarga (BPHS ch. 66: above 28 strong, below 25 weak). */
  bindus: Record<Strength, (p: { house: House; bindus: number }) => string>;

  /** `dignities`: the strong (exalted, moolatrikona, own) and weak (debilitated) grahas; none either way. */
  strongPlanets: (p: { planets: readonly GrahaId[] }) => string;
  weakPlanets: (p: { planets: readonly GrahaId[] }) => string;
  noExtremes: () => string;
  /** `retrograde-combust` with neither. */
  noRetroCombust: () => string;
  /** `ashtakavarga`: the strongest and weakest houses. */
  strongestHouse: (p: { house: House; bindus: number }) => string;
  weakestHouse: (p: { house: House; bindus: number }) => string;

  /** `yogas`: how many were found (each yoga's own sentence follows), or none. */
  yogasFound: (p: { count: number }) => string;
  yogasNone: () => string;
  /** Doshas: present, present but cancelled, absent; and what helps. */
  manglik: Record<"present" | "cancelled" | "absent", string>;
  manglikRemedy: string;
  kaalSarp: Record<"present" | "partial" | "absent", string>;
  kaalSarpRemedy: string;
  pitra: Record<"present" | "absent", string>;
  pitraRemedy: string;
  /** Sade sati: running now (phase, until), the next one (dates), none within the years computed; what helps. */
  sadeSatiNow: (p: { phase: SadeSatiPhase; until: string }) => string;
  sadeSatiNext: (p: { from: string; to: string }) => string;
  sadeSatiNone: () => string;
  sadeSatiAdvice: string;

  /** Vimshottari: the balance at birth; what each graha's mahadasha and antardasha bring in general. */
  dashaBalance: (p: { lord: GrahaId; years: number; months: number; days: number }) => string;
  mahadasha: Record<GrahaId, string>;
  antardasha: Record<GrahaId, string>;
  /** The lord of a running or coming period: the houses it rules and the house it sits in, whose matters it brings forward. */
  dashaLordRole: (p: { lord: GrahaId; rules: readonly House[]; house: House }) => string;
  /** One period in a timeline ("From 3 March 2027 to 9 October 2029, Saturn–Mercury: …"); `antar` null for a whole mahadasha. */
  dashaPeriod: (p: { maha: GrahaId; antar: GrahaId | null; from: string; to: string }) => string;

  /** `temperament`: the dominant element of the lagna, Moon and Sun signs and the grahas' signs; the blend of lagna and Moon. */
  element: Record<Element, string>;
  temperamentBlend: (p: { lagna: SignId; moon: SignId }) => string;
  /** 39: a matter's significator by strength (BPHS ch. 32): e.g. Venus for marriage, Jupiter for children. */
  karaka: Record<LifeArea, Record<Strength, (p: { planet: GrahaId }) => string>>;
  /** 9: the fields of work a graha favours when it rules or strongly aspects the 10th. */
  careerField: Record<GrahaId, string>;
  /** 12: the spouse's nature by the sign of the 7th house. */
  spouseSign: Record<SignId, string>;
  /** `career-timing`, `marriage-timing`: a coming period that activates the matter; none in the 20 years. */
  timing: (p: { area: "career" | "marriage"; maha: GrahaId; antar: GrahaId; from: string; to: string }) => string;
  timingNone: (p: { area: "career" | "marriage" }) => string;

  /** Vargas: the varga's lagna sign; grahas vargottama (same sign as in D1), strong, weak in it; none notable. */
  vargaLagna: (p: { varga: VargaId; sign: SignId }) => string;
  vargottama: (p: { varga: VargaId; planets: readonly GrahaId[] }) => string;
  vargaStrong: (p: { varga: VargaId; planets: readonly GrahaId[] }) => string;
  vargaWeak: (p: { varga: VargaId; planets: readonly GrahaId[] }) => string;
  vargaPlain: (p: { varga: VargaId }) => string;

  /** Transits now from the Moon sign: where the graha is and until when (the horoscope library's statement follows). */
  transitNow: (p: { planet: GrahaId; sign: SignId; fromMoon: House; until: string }) => string;

  /** 9: a graha's gemstone — stone, metal, finger, day to first wear — and what it strengthens. */
  gem: Record<GrahaId, string>;
  /** Why this gem: the lord of the lagna, or of the 5th or 9th (BPHS-based lagna convention). */
  gemFor: (p: { planet: GrahaId; role: 1 | 5 | 9 }) => string;
  /** Gems to avoid: the lords of the 6th, 8th and 12th that rule no trine. */
  gemAvoid: (p: { planets: readonly GrahaId[] }) => string;
  gemCaution: string;
  /** 9: a graha's beeja mantra (written in the language's script) and how to recite it. */
  mantra: Record<GrahaId, string>;
  /** Why these mantras: the running dasha lord and the weak grahas. */
  mantraFor: (p: { planets: readonly GrahaId[] }) => string;
  /** 9: a graha's weekday fast and what to give in charity. */
  fasting: Record<GrahaId, string>;
  /** Lucky number, weekday, colour and the graha they come from. */
  lucky: (p: { number: number; weekday: Weekday; color: LuckyColor; planet: GrahaId }) => string;

  /** Numerology: how the number is reached, and the nature of each root and destiny number. */
  rootCalc: (p: { day: number; number: number }) => string;
  destinyCalc: (p: { date: string; number: number }) => string;
  rootNumber: ByNumber<string>;
  destinyNumber: ByNumber<string>;

  /** `summary`: the chart's strengths, its cautions, the period now and a closing word. */
  summaryStrengths: (p: { planets: readonly GrahaId[] }) => string;
  summaryCautions: (p: { planets: readonly GrahaId[] }) => string;
  summaryPeriod: (p: { maha: GrahaId; antar: GrahaId; until: string }) => string;
  summaryClose: string;

  /** Marriage report: the Ashtakoota score and verdict; no partner given; the two charts' Manglik status. */
  matchScore: (p: { points: number; max: number; verdict: MatchVerdict }) => string;
  partnerMissing: string;
  partnerManglik: Record<"both" | "neither" | "you" | "partner", string>;

  /** Yearly report: a month's span; then its transits (the horoscope library's statements) and its period. */
  monthSpan: (p: { from: string; to: string }) => string;
  monthPeriod: (p: { maha: GrahaId; antar: GrahaId; pratyantar: GrahaId }) => string;

  /** A cited fact, short ("Saturn in the 10th house, Capricorn, own sign, retrograde"). */
  fact: (f: Fact) => string;
  /** The overview's opening: who, when, where, and the three signs and the star. */
  overview: (p: { name: string | null; date: string; time: string; place: string | null; lagna: SignId; moon: SignId; sun: SignId; nakshatra: NakshatraId; pada: number }) => string;
  /** The free sample's closing: what the full report adds. */
  sampleUpgrade: (p: { total: number }) => string;
  /** The PDF's cover line and its disclaimer ("astrology is for guidance only"). */
  cover: (p: { kind: ReportKind; name: string | null }) => string;
  disclaimer: string;
}

/** A date of a report ("3 March 2027", "3 मार्च 2027", …) in the report's language. */
export function reportDate(iso: string, lang: Lang): string {
  const locale = { en: "en-IN", hi: "hi-IN", ta: "ta-IN", te: "te-IN" }[lang];
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
