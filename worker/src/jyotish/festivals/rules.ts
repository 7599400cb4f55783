// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The festival rules as data. Each names the lunar date (amanta month and tithi), the solar
 * event, or the festival it follows; the window of the day in which the tithi must prevail;
 * what to do when the tithi holds that window on two days (tie) or on none (none); the
 * customary muhurat; and its sources. The engine (index.ts) has one code path per kind of
 * rule, never one per festival.
 *
 * Months are amanta (new moon to new moon, 1 = Chaitra … 12 = Phalguna): a Krishna-paksha
 * festival's purnimanta month is the next one (Diwali: amanta Ashvin Amavasya = purnimanta
 * Kartika Amavasya). Festivals fall in the nija month, never in an adhika one.
 *
 * Windows (the five-fold division of daytime, Kalamadhava and Nirnayasindhu; night muhurtas
 * are 1/15 of the night):
 * - udaya: the sunrise instant (the tithi "prevailing at sunrise");
 * - arunodaya: the 96 minutes (4 ghatis) before sunrise;
 * - purvahna: sunrise to midday (the forenoon of the two-fold division);
 * - madhyahna: the 3rd fifth of daytime; aparahna: the 4th fifth; dinamana: sunrise to sunset;
 * - pradosha: the first three night muhurtas after sunset (a fifth of the night);
 * - nishita: the 8th night muhurta (around local midnight);
 * - sunset: the instant of sunset (Chhath's evening arghya);
 * - moonrise: the instant of moonrise in the Hindu day.
 *
 * Sources, cited by key in each rule:
 * - NS: Nirnayasindhu (Kamalakara Bhatta, 1612), the tithi-nirnaya rules for vratas;
 * - DS: Dharmasindhu (Kashinatha Upadhyaya, 1790), as summarised by drikpanchang.com's
 *   festival pages ("… is observed when … prevails during …");
 * - HBV: Hari Bhakti Vilasa (Gopala Bhatta), the Vaishnava ekadashi rule (arunodaya-viddha);
 * - MC: Muhurta Chintamani (Rama Daivajna, 1600) for muhurat windows and Bhadra;
 * - DP: drikpanchang.com's published rule for the festival;
 * - TN: the Tamil solar calendar (month begins on the day of sankranti if it falls before
 *   sunset, else the next day), as drikpanchang.com's Tamil calendar applies it;
 * - KL: the Kerala (Malayalam) solar calendar, Thiruvonam in the month of Chingam.
 */

export const windowIds = ["udaya", "arunodaya", "purvahna", "madhyahna", "aparahna", "dinamana", "sunset", "pradosha", "nishita", "moonrise"] as const;
export type WindowId = (typeof windowIds)[number];

/**
 * Two days hold the window: take the first, the second, or the one the tithi covers more;
 * "dwadashi" (Smarta ekadashi, NS): the second when the next tithi still holds at the sunrise
 * after it (so the fast can be broken within dwadashi), else the first.
 */
export type TieRule = "first" | "second" | "more" | "dwadashi";
/**
 * No day holds it: the day the tithi covers longer, the day after the tithi's own day, or the
 * day the tithi holds at sunrise for at least three muhurtas (Raksha Bandhan when Bhadra fills
 * the first day's aparahna, DS; with less, the day it covers longer).
 */
export type NoneRule = "longer" | "next" | "udaya";

export interface TithiWhen {
  kind: "tithi";
  /** Amanta month, 1 = Chaitra. */
  month: number;
  /** 1–30. */
  tithi: number;
  window: WindowId;
  tie: TieRule;
  none: NoneRule;
  /** Only the part of the window outside Bhadra (Vishti karana) counts. */
  avoidBhadra?: boolean;
  /**
   * The next day instead when this nakshatra holds its window then while the tithi still holds
   * at sunrise (Vijayadashami with Shravana in aparahna, DS).
   */
  nakshatraNextDay?: { nakshatra: number; window: WindowId };
  /**
   * Holika's rule (DS, Holika-nirnaya): when Bhadra fills the first day's window and the tithi
   * ends before the next day's, the next day's window (with the following tithi) if the tithi
   * still lasts three and a half praharas (7/8 of the daytime) after that day's sunrise. Else
   * the first night stands, after Bhadra or in its tail (the "holika-dahan" muhurat).
   */
  bhadraNextDay?: boolean;
}

export type When =
  | TithiWhen
  /** The Sun's ingress into `sign` (0 = Aries): the Hindu day that contains it, or the Tamil rule. */
  | { kind: "sankranti"; sign: number; day: "hindu-day" | "before-sunset" }
  /** The first day the Moon is in `nakshatra` at sunrise while the Sun is in `sign` (Onam: Thiruvonam in Chingam). */
  | { kind: "solar-nakshatra"; sign: number; nakshatra: number };

/** The customary timing a festival's answer carries (start/end), computed in index.ts. */
export type MuhuratId =
  | "window" // the deciding window while the tithi holds it
  | "lakshmi-puja" // pradosha ∩ amavasya ∩ Vrishabha (fixed) lagna
  | "dhanteras-puja" // pradosha ∩ trayodashi ∩ Vrishabha lagna
  | "holika-dahan" // pradosha ∩ purnima outside Bhadra, else after Bhadra until midnight
  | "raksha-bandhan" // purnima from sunrise to the end of pradosha, outside Bhadra
  | "punya-kaal" // the sankranti's punya kaal: from the ingress (or the next sunrise) to sunset
  | "fast-to-moonrise" // sunrise to moonrise
  | "abhyanga-snan" // arunodaya to sunrise
  | "ghatasthapana" // the first third of the day while pratipada holds
  | "arghya" // sunset (sandhya arghya) to the next sunrise (usha arghya)
  | "parana"; // ekadashi: breaking the fast the next morning after Hari Vasara, within dwadashi

import { type FestivalId, festivalIds, type RecurringId, recurringIds } from "./ids";

export { festivalIds, recurringIds, type FestivalId, type RecurringId };

/** Other names a festival is looked up by (the "ugadi / gudi-padwa"). */
export const festivalAliases: Readonly<Record<string, FestivalId>> = {
  "gudi-padwa": "ugadi",
  "chaitra-shukla-pratipada": "ugadi",
  vijayadashami: "dussehra",
  deepavali: "diwali",
  "lakshmi-puja": "diwali",
  "choti-diwali": "naraka-chaturdashi",
  dhulandi: "holi",
};

export interface FestivalRule {
  id: FestivalId;
  when: When;
  /** The Vaishnava tradition's rule where it differs. */
  vaishnava?: When;
  /** The last day of a festival of several days. */
  until?: When;
  muhurat?: MuhuratId;
  sources: readonly string[];
}

const tithi = (month: number, t: number, window: WindowId, tie: TieRule = window === "udaya" || window === "moonrise" ? "first" : "more", none: NoneRule = "longer"): TithiWhen => ({
  kind: "tithi",
  month,
  tithi: t,
  window,
  tie,
  none,
});

const CHAITRA = 1, VAISHAKHA = 2, ASHADHA = 4, SHRAVANA = 5, BHADRAPADA = 6, ASHVIN = 7, KARTIKA = 8, MAGHA = 11, PHALGUNA = 12;
const PURNIMA = 15, AMAVASYA = 30;
const K = (t: number) => 15 + t; // Krishna paksha tithi t

export const festivalRules: readonly FestivalRule[] = [
  { id: "makar-sankranti", when: { kind: "sankranti", sign: 9, day: "hindu-day" }, muhurat: "punya-kaal", sources: ["DS: sankranti punya kaal", "DP: Makar Sankranti"] },
  { id: "pongal", when: { kind: "sankranti", sign: 9, day: "before-sunset" }, muhurat: "punya-kaal", sources: ["TN: Thai 1"] },
  { id: "basant-panchami", when: tithi(MAGHA, 5, "purvahna"), sources: ["DS: Vasant Panchami purvahna-vyapini", "DP: Basant Panchami"] },
  { id: "maha-shivaratri", when: tithi(MAGHA, K(14), "nishita"), muhurat: "window", sources: ["NS: Shivaratri nishita-vyapini chaturdashi", "DP: Maha Shivaratri"] },
  {
    id: "holika-dahan",
    when: { ...tithi(PHALGUNA, PURNIMA, "pradosha"), bhadraNextDay: true },
    muhurat: "holika-dahan",
    sources: ["DS: Holika Dahan in pradosha, Bhadra avoided; the next evening when Bhadra fills the first and purnima lasts 3½ praharas into the next day", "DP: Holika Dahan"],
  },
  // Dhulandi: Chaitra Krishna Pratipada (purnimanta), on the day it holds the afternoon, the first when two do. Pratipada at
  // sunrise alone would miss the Central Government's 18 Mar 2022, 25 Mar 2024 and 14 Mar 2025 (purnima held those sunrises);
  // "the day after Holika Dahan" would miss 4 Mar 2026 and 23 Mar 2027. This rule gives all eight of 2020–2027
  // (test/fixtures/festival-dates.json, reference-cases.json).
  { id: "holi", when: tithi(PHALGUNA, K(1), "aparahna", "first"), sources: ["DS: Dhulandi (Vasantotsava) on Chaitra Krishna Pratipada (purnimanta), after the Holika night", "DP: Holi"] },
  { id: "ugadi", when: tithi(CHAITRA, 1, "udaya"), sources: ["NS: Chaitra Shukla Pratipada udaya-vyapini", "DP: Ugadi, Gudi Padwa"] },
  { id: "chaitra-navratri", when: tithi(CHAITRA, 1, "udaya"), until: tithi(CHAITRA, 9, "madhyahna"), muhurat: "ghatasthapana", sources: ["DS: Navratri ghatasthapana on pratipada morning", "DP: Chaitra Navratri"] },
  { id: "ram-navami", when: tithi(CHAITRA, 9, "madhyahna"), muhurat: "window", sources: ["NS: Rama Navami madhyahna-vyapini", "DP: Rama Navami"] },
  { id: "hanuman-jayanti", when: tithi(CHAITRA, PURNIMA, "udaya"), sources: ["DP: Hanuman Jayanti (North Indian, Chaitra Purnima)"] },
  { id: "mahavir-jayanti", when: tithi(CHAITRA, 13, "udaya"), sources: ["DP: Mahavir Jayanti, Chaitra Shukla Trayodashi"] },
  { id: "akshaya-tritiya", when: tithi(VAISHAKHA, 3, "purvahna"), muhurat: "window", sources: ["DS: Akshaya Tritiya purvahna-vyapini", "DP: Akshaya Tritiya"] },
  { id: "buddha-purnima", when: tithi(VAISHAKHA, PURNIMA, "udaya"), sources: ["DP: Buddha Purnima, Vaishakha Purnima"] },
  { id: "rath-yatra", when: tithi(ASHADHA, 2, "udaya"), sources: ["DP: Jagannath Rath Yatra, Ashadha Shukla Dwitiya"] },
  { id: "guru-purnima", when: tithi(ASHADHA, PURNIMA, "udaya"), sources: ["DS: Vyasa Purnima udaya-vyapini", "DP: Guru Purnima"] },
  { id: "nag-panchami", when: tithi(SHRAVANA, 5, "purvahna"), muhurat: "window", sources: ["DS: Nag Panchami purvahna", "DP: Nag Panchami"] },
  { id: "raksha-bandhan", when: { ...tithi(SHRAVANA, PURNIMA, "aparahna", "more", "udaya"), avoidBhadra: true }, muhurat: "raksha-bandhan", sources: ["DS: Shravani Purnima aparahna outside Bhadra; else the next morning while purnima lasts", "DP: Raksha Bandhan"] },
  {
    id: "janmashtami",
    when: tithi(SHRAVANA, K(8), "nishita", "first"),
    vaishnava: tithi(SHRAVANA, K(8), "udaya", "first"),
    muhurat: "window",
    sources: ["NS: Janmashtami nishita-vyapini ashtami (Smarta)", "HBV: udaya-vyapini ashtami, saptami-viddha avoided (Vaishnava)", "DP: Krishna Janmashtami"],
  },
  { id: "ganesh-chaturthi", when: tithi(BHADRAPADA, 4, "madhyahna"), muhurat: "window", sources: ["NS: Ganesha Chaturthi madhyahna-vyapini; on both days, the day it fills more", "DP: Ganesh Chaturthi"] },
  { id: "onam", when: { kind: "solar-nakshatra", sign: 4, nakshatra: 22 }, sources: ["KL: Thiruvonam in Chingam; the ten days of Onam run from Atham to it"] },
  { id: "pitru-paksha", when: tithi(BHADRAPADA, PURNIMA, "aparahna"), until: tithi(BHADRAPADA, AMAVASYA, "aparahna"), muhurat: "window", sources: ["NS: shraddha aparahna-vyapini", "DP: Pitru Paksha"] },
  { id: "sharad-navratri", when: tithi(ASHVIN, 1, "udaya"), until: tithi(ASHVIN, 9, "aparahna"), muhurat: "ghatasthapana", sources: ["DS: Navratri ghatasthapana on pratipada morning", "DP: Sharad Navratri"] },
  // Maha Saptami, the Navapatrika's bath at dawn, so the day Saptami holds at sunrise; on two sunrises the second, the
  // eve of Ashtami (Bengal's Durga Puja; the Central Government's restricted list: "Dussehra (Maha Saptami)", 18 Oct 2026).
  { id: "durga-saptami", when: tithi(ASHVIN, 7, "udaya", "second"), sources: ["DS: Durga Puja's Saptami pravesha, udaya-vyapini", "DP: Durga Puja, Navpatrika Puja"] },
  { id: "durga-ashtami", when: tithi(ASHVIN, 8, "udaya"), sources: ["DS: Durgashtami udaya-vyapini, saptami-viddha avoided", "DP: Durga Ashtami"] },
  // Navami in the afternoon, joined to ashtami (1 Oct 2025 and 8 Oct 2027 in the Central Government's lists). In 2026 those lists,
  // Bengal's and Bihar's keep 20 Oct, the day navami holds at sunrise (udaya): recorded in test/fixtures/festival-dates.json.
  { id: "maha-navami", when: tithi(ASHVIN, 9, "aparahna", "first"), sources: ["DS: Mahanavami ashtami-yukta", "DP: Maha Navami"] },
  {
    id: "dussehra",
    when: { ...tithi(ASHVIN, 10, "aparahna", "first"), nakshatraNextDay: { nakshatra: 22, window: "aparahna" } },
    muhurat: "window",
    sources: ["NS: Vijayadashami aparahna-vyapini", "DS: the next day when Shravana holds its aparahna and dashami its sunrise", "DP: Dussehra"],
  },
  { id: "karva-chauth", when: tithi(ASHVIN, K(4), "moonrise"), muhurat: "fast-to-moonrise", sources: ["DS: Karaka Chaturthi chandrodaya-vyapini", "DP: Karwa Chauth"] },
  { id: "dhanteras", when: tithi(ASHVIN, K(13), "pradosha"), muhurat: "dhanteras-puja", sources: ["DS: Dhanatrayodashi pradosha-vyapini", "DP: Dhanteras"] },
  { id: "naraka-chaturdashi", when: tithi(ASHVIN, K(14), "arunodaya"), muhurat: "abhyanga-snan", sources: ["DS: Naraka Chaturdashi abhyanga snan at arunodaya", "DP: Narak Chaturdashi"] },
  { id: "diwali", when: tithi(ASHVIN, AMAVASYA, "pradosha"), muhurat: "lakshmi-puja", sources: ["DS: Lakshmi Puja pradosha-vyapini amavasya, sthira lagna", "DP: Diwali Lakshmi Puja"] },
  {
    id: "govardhan-puja",
    when: tithi(KARTIKA, 1, "dinamana"),
    sources: ["DS: Annakut on Kartika Shukla Pratipada, the day it holds more of the daytime (it can fall on the amavasya's day)", "DP: Govardhan Puja"],
  },
  { id: "bhai-dooj", when: tithi(KARTIKA, 2, "aparahna"), muhurat: "window", sources: ["DS: Yama Dwitiya aparahna-vyapini", "DP: Bhai Dooj"] },
  // The main day is the evening arghya, so shashthi must hold sunset (27 Oct 2025 in Patna, where shashthi began after sunrise).
  { id: "chhath-puja", when: tithi(KARTIKA, 6, "sunset", "first"), muhurat: "arghya", sources: ["DP: Chhath Puja, Kartika Shukla Shashthi: Sandhya Arghya at sunset, Usha Arghya the next sunrise"] },
  { id: "tulsi-vivah", when: tithi(KARTIKA, 12, "udaya"), sources: ["DP: Tulsi Vivah, Kartika Shukla Dwadashi"] },
  { id: "guru-nanak-jayanti", when: tithi(KARTIKA, PURNIMA, "udaya"), sources: ["DP: Guru Nanak Jayanti, Kartika Purnima"] },
  { id: "kartik-purnima", when: tithi(KARTIKA, PURNIMA, "udaya"), sources: ["DP: Kartika Purnima"] },
];



export interface RecurringRule {
  id: RecurringId;
  /** Tithis observed each month. */
  tithis: readonly number[];
  window: WindowId;
  tie: TieRule;
  none: NoneRule;
  vaishnava?: { window: WindowId; tie: TieRule; none: NoneRule };
  muhurat?: MuhuratId;
  sources: readonly string[];
}

export const recurringRules: readonly RecurringRule[] = [
  {
    id: "ekadashi",
    tithis: [11, K(11)],
    // Smarta: the first day ekadashi holds at sunrise. Vaishnava: ekadashi must already hold at
    // arunodaya (a dashami-touched ekadashi is given up), else the fast moves to the next day.
    window: "udaya",
    tie: "dwadashi",
    none: "longer",
    vaishnava: { window: "arunodaya", tie: "first", none: "next" },
    muhurat: "parana",
    sources: ["NS: Smarta ekadashi udaya-vyapini; when it holds two sunrises, the second if dwadashi holds the next",  "HBV: arunodaya-viddha rule (Vaishnava)", "DP: Ekadashi"],
  },
  { id: "purnima", tithis: [PURNIMA], window: "udaya", tie: "first", none: "longer", sources: ["DP: Purnima"] },
  { id: "amavasya", tithis: [AMAVASYA], window: "udaya", tie: "first", none: "longer", sources: ["DP: Amavasya"] },
  { id: "pradosh", tithis: [13, K(13)], window: "pradosha", tie: "more", none: "longer", muhurat: "window", sources: ["DS: Pradosha vrata, trayodashi in pradosha", "DP: Pradosh Vrat"] },
  { id: "sankashti-chaturthi", tithis: [K(4)], window: "moonrise", tie: "first", none: "longer", sources: ["DS: Sankashti chaturthi chandrodaya-vyapini", "DP: Sankashti Chaturthi"] },
  { id: "masik-shivaratri", tithis: [K(14)], window: "nishita", tie: "more", none: "longer", muhurat: "window", sources: ["NS: Shivaratri nishita-vyapini chaturdashi", "DP: Masik Shivaratri"] },
];

/** Ekadashi names by amanta month and paksha (adhika months: Padmini and Parama). */
export const ekadashiIds = [
  ["kamada", "varuthini"], // Chaitra
  ["mohini", "apara"], // Vaishakha
  ["nirjala", "yogini"], // Jyeshtha
  ["devshayani", "kamika"], // Ashadha
  ["shravana-putrada", "aja"], // Shravana
  ["parsva", "indira"], // Bhadrapada
  ["papankusha", "rama"], // Ashvin
  ["devutthana", "utpanna"], // Kartika
  ["mokshada", "saphala"], // Margashirsha
  ["pausha-putrada", "shattila"], // Pausha
  ["jaya", "vijaya"], // Magha
  ["amalaki", "papmochani"], // Phalguna
] as const;
export const adhikaEkadashiIds = ["padmini", "parama"] as const;
export type EkadashiId = (typeof ekadashiIds)[number][number] | (typeof adhikaEkadashiIds)[number];
