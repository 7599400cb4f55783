// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The festivals and monthly vratas of a Gregorian year at a place, each decided by its rule
 * (rules.ts) over the year's sky (sky.ts), with the rule applied, the other candidate day when
 * there was one, and the customary muhurat. Pure: all astronomy comes through `Ephemeris`.
 *
 * Deciding a tithi rule: the candidate days are the civil dates whose window (rules.ts) the
 * tithi touches — for an instant window (udaya, arunodaya, moonrise) the tithi must hold at
 * that instant; for a span window (purvahna, madhyahna, aparahna, pradosha, nishita) it must
 * cover part of it. One candidate decides; two are settled by the rule's tie (first, second,
 * or the day it covers more); none by its fallback (the day the tithi covers longer, or the
 * day after it).
 */
import { type Ephemeris, JD_UNIX_EPOCH } from "@ephemeris";
import { lagnaSigns } from "../sky/lagna";
import {
  adhikaEkadashiIds,
  ekadashiIds,
  type EkadashiId,
  type FestivalId,
  festivalRules,
  type MuhuratId,
  type NoneRule,
  type RecurringId,
  recurringRules,
  type TieRule,
  type When,
  type WindowId,
} from "./rules";
import { addDays, daysBetween, daysFromCivil, type IsoDate } from "../../lib/datetime";
import { type Interval, overlap, type Place, type SkyOptions, subtract, type TithiSpan, YearSky } from "../sky/year";

export { festivalIds, festivalAliases, recurringIds, windowIds, type FestivalId, type RecurringId, type WindowId } from "./rules";
export { YearSky } from "../sky/year";
export { addDays, type IsoDate } from "../../lib/datetime";

export const traditions = ["smarta", "vaishnava"] as const;
export type Tradition = (typeof traditions)[number];
export const monthNamings = ["purnimanta", "amanta"] as const;
export type MonthNaming = (typeof monthNamings)[number];
/**
 * How a daytime festival's day is chosen: "window", by the part of the day each rule names
 * (Dharmasindhu, Nirnayasindhu; drikpanchang.com and the Central Government's lists), or "udaya",
 * the day its tithi holds at sunrise, as Telugu and Bengali almanacs keep Sri Rama Navami, Sri
 * Panchami, Maha Navami and Vijaya Dashami (test/fixtures/festival-dates.json). Night festivals
 * (pradosha, nishita, moonrise) keep their windows either way.
 */
export const reckonings = ["window", "udaya"] as const;
export type Reckoning = (typeof reckonings)[number];
const daytimeWindows = new Set<WindowId>(["purvahna", "madhyahna", "aparahna", "dinamana"]);

export interface FestivalOptions extends SkyOptions {
  tradition: Tradition;
  monthNaming: MonthNaming;
  reckoning: Reckoning;
}

export const defaultFestivalOptions: Readonly<FestivalOptions> = Object.freeze({
  ayanamsa: "lahiri",
  sunrise: "upper-limb",
  position: "drik",
  tradition: "smarta",
  monthNaming: "purnimanta",
  reckoning: "window",
});

export interface FestivalQuery {
  year: number;
  latitudeDeg: number;
  longitudeDeg: number;
  timeZone: string;
  options?: Partial<FestivalOptions>;
}

/** How the day was chosen. */
export type Decision =
  | "only-day" // the window fell in the tithi on one day only
  | "both-days-first"
  | "both-days-second"
  | "both-days-more"
  | "both-days-dwadashi"
  | "neither-day-longer"
  | "neither-day-next"
  | "neither-day-udaya"
  | "ingress-hindu-day" // the Hindu day (sunrise to sunrise) containing the sankranti
  | "ingress-before-sunset" // the sankranti fell before sunset: that day
  | "ingress-after-sunset" // after sunset: the next day
  | "nakshatra-at-sunrise"
  | "nakshatra-next-day"
  | "bhadra-next-day"; // Bhadra filled the first day's window; the tithi lasts 3½ praharas into the next (Holika)

export interface FestivalDay {
  /** Stable within a year: the festival id, "<name>-ekadashi", or "<vrata>-<month>[-<paksha>]". */
  id: string;
  /** The festival, or the monthly vrata this is one of. */
  kind: FestivalId | RecurringId;
  ekadashi?: EkadashiId;
  date: IsoDate;
  /** Last day of a festival of several days. */
  endDate?: IsoDate;
  /** Lunar date; null for solar festivals. */
  lunar: { month: number; adhika: boolean; tithi: number } | null;
  window: WindowId | "sankranti" | "nakshatra";
  decided: Decision;
  /** The other day that was a candidate, when there was one. */
  alternativeDate?: IsoDate;
  tithiSpan: Interval | null;
  /** The sankranti instant for solar festivals. */
  ingress?: number;
  muhurat?: { id: MuhuratId; start: number; end: number };
  sources: readonly string[];
}

const GHATI = 24 / 1440;

/** The deciding window of a civil date's Hindu day: an instant (start = end) or a span; null when it does not occur. */
export function windowOf(sky: YearSky, date: IsoDate, id: WindowId): Interval | null {
  const d = sky.day(date);
  const day = d.sunset - d.sunrise;
  const night = d.nextSunrise - d.sunset;
  const at = (jd: number): Interval => ({ start: jd, end: jd });
  switch (id) {
    case "udaya":
      return at(d.sunrise);
    case "arunodaya":
      return at(d.sunrise - 4 * GHATI);
    case "moonrise": {
      const rise = sky.moonrise(date);
      return rise === null ? null : at(rise);
    }
    case "purvahna":
      return { start: d.sunrise, end: d.sunrise + day / 2 };
    case "madhyahna":
      return { start: d.sunrise + (2 * day) / 5, end: d.sunrise + (3 * day) / 5 };
    case "aparahna":
      return { start: d.sunrise + (3 * day) / 5, end: d.sunrise + (4 * day) / 5 };
    case "dinamana":
      return { start: d.sunrise, end: d.sunset };
    case "sunset":
      return at(d.sunset);
    case "pradosha":
      return { start: d.sunset, end: d.sunset + night / 5 };
    case "nishita":
      return { start: d.sunset + (7 * night) / 15, end: d.sunset + (8 * night) / 15 };
  }
}

interface Decided {
  date: IsoDate;
  decided: Decision;
  alternativeDate?: IsoDate;
}

/** The day a tithi is observed under a window rule (see the module comment). */
export function decideTithi(sky: YearSky, span: Interval, rule: { window: WindowId; tie: TieRule; none: NoneRule; avoidBhadra?: boolean }): Decided {
  const first = sky.hinduDate(span.start);
  const last = sky.hinduDate(span.end - 1e-7);
  const held: { date: IsoDate; cover: number }[] = [];
  // A tithi (at most about 26 h) touches two or three Hindu days: these loops count days
  // from `first` to `last`, so each ends after a handful of steps.
  const spanDays = daysBetween(first, last);
  // Arunodaya lies before the day's sunrise, so the day after the tithi's last is a candidate too.
  for (let i = 0; i <= spanDays + 1; i++) {
    const date = addDays(first, i);
    const w = windowOf(sky, date, rule.window);
    if (!w) continue;
    if (w.start === w.end) {
      if (span.start <= w.start && w.start < span.end) held.push({ date, cover: 1 });
    } else {
      const pieces = rule.avoidBhadra ? subtract(w, sky.bhadra) : [w];
      const cover = pieces.reduce((sum, p) => sum + overlap(p, span), 0);
      if (cover > 0) held.push({ date, cover });
    }
  }
  if (held.length === 1) return { date: held[0]!.date, decided: "only-day" };
  if (held.length >= 2) {
    const [a, b] = held as [{ date: IsoDate; cover: number }, { date: IsoDate; cover: number }];
    let pick = rule.tie === "first" ? a : rule.tie === "second" ? b : b.cover > a.cover ? b : a;
    if (rule.tie === "dwadashi") {
      const after = sky.day(addDays(b.date, 1)).sunrise;
      const next = sky.tithiAt(span.end + 1e-6);
      pick = next && next.end > after ? b : a;
    }
    const other = pick === a ? b : a;
    return { date: pick.date, decided: `both-days-${rule.tie}`, alternativeDate: other.date };
  }
  if (rule.none === "udaya") {
    for (let i = 0; i <= spanDays; i++) {
      const date = addDays(first, i);
      const d = sky.day(date);
      const threeMuhurtas = ((d.sunset - d.sunrise) * 3) / 15;
      if (span.start <= d.sunrise && d.sunrise + threeMuhurtas <= span.end) return { date, decided: "neither-day-udaya" };
    }
  }
  if (rule.none === "next") return { date: addDays(last, 1), decided: "neither-day-next", alternativeDate: longerDay(sky, span, first, last) };
  const date = longerDay(sky, span, first, last);
  return { date, decided: "neither-day-longer" };
}

/** The Hindu day the tithi covers longer. */
function longerDay(sky: YearSky, span: Interval, first: IsoDate, last: IsoDate): IsoDate {
  let best = first;
  let most = -1;
  for (let i = 0, n = daysBetween(first, last); i <= n; i++) {
    const date = addDays(first, i);
    const d = sky.day(date);
    const cover = overlap({ start: d.sunrise, end: d.nextSunrise }, span);
    if (cover > most) [best, most] = [date, cover];
  }
  return best;
}

/** The stretches of `within` during which the sidereal sign `sign` is rising. */
export function lagnaSpans(sky: YearSky, within: Interval, sign: number): Interval[] {
  const ayanamsa = sky.eph.ayanamsaDeg((within.start + within.end) / 2, sky.options.ayanamsa);
  return lagnaSigns(within.start, within.end, sky.place.latitudeDeg, sky.place.longitudeDeg, ayanamsa).filter((l) => l.sign === sign);
}

const intersect = (a: Interval | null, b: Interval | null): Interval | null => {
  if (!a || !b) return null;
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : null;
};

/** The customary timing of a festival on its decided day. */
function muhuratOf(sky: YearSky, id: MuhuratId, date: IsoDate, span: Interval | null, window: WindowId | null, ingress?: number): Interval | null {
  const d = sky.day(date);
  const pradosha = windowOf(sky, date, "pradosha")!;
  switch (id) {
    case "window": {
      const w = window ? windowOf(sky, date, window) : null;
      return w && w.end > w.start ? intersect(w, span) : null;
    }
    case "lakshmi-puja":
    case "dhanteras-puja": {
      const base = intersect(pradosha, span);
      if (!base) return null;
      // Vrishabha, the fixed sign that rises in the evening in autumn (sthira lagna, DS).
      const fixed = lagnaSpans(sky, { start: d.sunset, end: d.sunset + (d.nextSunrise - d.sunset) / 2 }, 1);
      for (const f of fixed) {
        const both = intersect(base, f);
        if (both) return both;
      }
      return base;
    }
    case "holika-dahan": {
      const base = intersect(pradosha, span);
      // The purnima ended earlier that day (the "bhadra-next-day" rule): the whole pradosha, with pratipada (DS).
      if (!base) return span && span.end > d.sunrise && span.end <= pradosha.start ? pradosha : null;
      const free = subtract(base, sky.bhadra);
      if (free.length > 0) return free[0]!;
      // Bhadra covers the whole pradosha: after Bhadra ends, before the end of nishita (DS).
      const bhadraEnd = sky.bhadra.find((b) => b.start <= base.start && b.end > base.start)?.end ?? base.end;
      const nishita = windowOf(sky, date, "nishita")!;
      return intersect({ start: bhadraEnd, end: nishita.end }, span) ?? base;
    }
    case "raksha-bandhan": {
      const base = intersect({ start: d.sunrise, end: pradosha.end }, span);
      if (!base) return null;
      const free = subtract(base, sky.bhadra)[0];
      if (free) return free;
      // Bhadra outlasts pradosha: after it ends, before the end of nishita (DS).
      const bhadraEnd = sky.bhadra.find((b) => b.start < base.end && b.end > base.start)?.end;
      return bhadraEnd === undefined ? null : intersect({ start: bhadraEnd, end: windowOf(sky, date, "nishita")!.end }, span);
    }
    case "punya-kaal": {
      if (ingress === undefined) return null;
      const p = sky.day(punyaDate(sky, ingress));
      return { start: Math.max(ingress, p.sunrise), end: p.sunset };
    }
    case "fast-to-moonrise": {
      const rise = sky.moonrise(date);
      return rise === null ? null : { start: d.sunrise, end: rise };
    }
    case "abhyanga-snan":
      return { start: d.sunrise - 4 * GHATI, end: d.sunrise };
    case "ghatasthapana":
      return intersect({ start: d.sunrise, end: d.sunrise + (d.sunset - d.sunrise) / 3 }, span) ?? { start: d.sunrise, end: d.sunrise + (d.sunset - d.sunrise) / 3 };
    case "arghya":
      return { start: d.sunset, end: d.nextSunrise };
    case "parana": {
      if (!span) return null;
      // Break the fast the next day after Hari Vasara (the first quarter of dwadashi), in
      const next = sky.day(addDays(date, 1));
      const dwadashi = sky.tithiAt(span.end + 1e-6);
      const hariVasaraEnd = dwadashi ? dwadashi.start + (dwadashi.end - dwadashi.start) / 4 : span.end;
      // the morning fifth of the day (pratah kaal); when Hari Vasara runs past it, after
      // madhyahna, within aparahna (DP).
      const fifth = (next.sunset - next.sunrise) / 5;
      let start = Math.max(next.sunrise, hariVasaraEnd);
      let end = next.sunrise + fifth;
      if (start >= end) [start, end] = [Math.max(start, next.sunrise + 3 * fifth), next.sunrise + 4 * fifth];
      if (dwadashi && dwadashi.end > start && dwadashi.end < end) end = dwadashi.end;
      return end > start ? { start, end } : null;
    }
  }
}

/** The day of a sankranti's punya kaal: the civil date of the ingress if before its sunset, else the next (DS; TN). */
function punyaDate(sky: YearSky, ingress: number): IsoDate {
  const civil = sky.dateOf(ingress);
  return ingress < sky.day(civil).sunset ? civil : addDays(civil, 1);
}

const ekadashiOf = (t: TithiSpan): EkadashiId =>
  t.adhika ? adhikaEkadashiIds[t.tithi > 15 ? 1 : 0] : ekadashiIds[t.month - 1]![t.tithi > 15 ? 1 : 0];

const monthIds = ["chaitra", "vaishakha", "jyeshtha", "ashadha", "shravana", "bhadrapada", "ashvin", "kartika", "margashirsha", "pausha", "magha", "phalguna"] as const;

/** The year's sky with a margin: festivals of late December can depend on January's tithis and vice versa. */
export function yearSky(eph: Ephemeris, query: FestivalQuery, options: SkyOptions): YearSky {
  const place: Place = { latitudeDeg: query.latitudeDeg, longitudeDeg: query.longitudeDeg, timeZone: query.timeZone };
  const from = daysFromCivil(query.year - 1, 11, 20) + JD_UNIX_EPOCH;
  const to = daysFromCivil(query.year + 1, 2, 10) + JD_UNIX_EPOCH;
  return new YearSky(eph, place, options, from, to);
}

export interface FestivalYear {
  options: FestivalOptions;
  days: FestivalDay[];
  sky: YearSky;
}

export function computeFestivals(eph: Ephemeris, query: FestivalQuery): FestivalYear {
  const options: FestivalOptions = { ...defaultFestivalOptions, ...query.options };
  const sky = yearSky(eph, query, options);
  const inYear = (date: IsoDate) => date.startsWith(`${query.year}-`);
  const days: FestivalDay[] = [];

  const tithiDay = (when: When & { kind: "tithi" }, span: TithiSpan): Decided => {
    const d = decideTithi(sky, span, when);
    if (when.bhadraNextDay && d.decided === "only-day") {
      const held = intersect(windowOf(sky, d.date, when.window), span);
      const next = addDays(d.date, 1);
      const n = sky.day(next);
      const lastsPraharas = span.end >= n.sunrise + ((n.sunset - n.sunrise) * 7) / 8;
      if (held && subtract(held, sky.bhadra).length === 0 && lastsPraharas) return { date: next, decided: "bhadra-next-day", alternativeDate: d.date };
    }
    const pref = when.nakshatraNextDay;
    if (!pref) return d;
    const next = addDays(d.date, 1);
    const rise = sky.day(next).sunrise;
    const w = windowOf(sky, next, pref.window);
    // Shravana's yoga must be the stronger: it holds more of the next day's window than the tithi
    // held of its own day's (5 Oct 2022 moves; 9 Oct 2027, a whole aparahna of dashami, stays).
    const own = windowOf(sky, d.date, pref.window);
    const tithiCover = own ? overlap(span, own) : 0;
    const holds = w && sky.nakshatras.some((n) => n.number === pref.nakshatra && overlap(n, w) > tithiCover);
    return span.start <= rise && rise < span.end && holds ? { date: next, decided: "nakshatra-next-day", alternativeDate: d.date } : d;
  };
  const instancesOf = (when: When & { kind: "tithi" }) => sky.tithis.filter((t) => t.tithi === when.tithi && t.month === when.month && !t.adhika);

  for (const rule of festivalRules) {
    const ruled = options.tradition === "vaishnava" && rule.vaishnava ? rule.vaishnava : rule.when;
    const when: When =
      options.reckoning === "udaya" && ruled.kind === "tithi" && daytimeWindows.has(ruled.window)
        ? { kind: "tithi", month: ruled.month, tithi: ruled.tithi, window: "udaya", tie: "first", none: "longer" }
        : ruled;
    const found: FestivalDay[] = [];
    if (when.kind === "tithi") {
      for (const span of instancesOf(when)) {
        const d = tithiDay(when, span);
        const day: FestivalDay = {
          id: rule.id,
          kind: rule.id,
          date: d.date,
          lunar: { month: span.month, adhika: false, tithi: span.tithi },
          window: when.window,
          decided: d.decided,
          ...(d.alternativeDate ? { alternativeDate: d.alternativeDate } : {}),
          tithiSpan: { start: span.start, end: span.end },
          sources: rule.sources,
        };
        if (rule.until?.kind === "tithi") {
          const until = rule.until;
          const end = sky.tithis.find((t) => t.tithi === until.tithi && t.month === until.month && !t.adhika && t.start >= span.start);
          if (end) day.endDate = tithiDay(until, end).date;
        }
        found.push(day);
      }
    } else if (when.kind === "sankranti") {
      for (const ing of sky.ingresses.filter((i) => i.sign === when.sign)) {
        const punya = punyaDate(sky, ing.jd);
        const hinduDay = sky.hinduDate(ing.jd);
        const date = when.day === "hindu-day" ? hinduDay : punya;
        const decided: Decision = when.day === "hindu-day" ? "ingress-hindu-day" : punya === sky.dateOf(ing.jd) ? "ingress-before-sunset" : "ingress-after-sunset";
        // The Hindu-day rule's other candidate is the punya-kaal day; the Tamil rule has none.
        const other = when.day === "hindu-day" ? punya : date;
        found.push({
          id: rule.id,
          kind: rule.id,
          date,
          lunar: null,
          window: "sankranti",
          decided,
          ...(other !== date ? { alternativeDate: other } : {}),
          tithiSpan: null,
          ingress: ing.jd,
          sources: rule.sources,
        });
      }
    } else if (when.kind === "solar-nakshatra") {
      const atSunrise = { window: "udaya", tie: "first", none: "longer" } as const;
      for (const n of sky.nakshatras) {
        if (n.number !== when.nakshatra || sky.dateOf(n.start) < `${query.year - 1}-12-01`) continue;
        const d = decideTithi(sky, n, atSunrise);
        // The Onam day is Thiruvonam in Chingam, whatever month Atham, ten days before, falls in
        // (26 Aug 2026, Chingam 10). One a Chingam: a second Thiruvonam late in the month is not Onam.
        if (sky.sunSignAt(sky.day(d.date).sunrise) !== when.sign) continue;
        if (found.some((f) => Math.abs(daysBetween(f.date, d.date)) < 60)) continue;
        found.push({
          id: rule.id,
          kind: rule.id,
          date: d.date,
          lunar: null,
          window: "nakshatra",
          decided: "nakshatra-at-sunrise",
          ...(d.alternativeDate ? { alternativeDate: d.alternativeDate } : {}),
          tithiSpan: { start: n.start, end: n.end },
          sources: rule.sources,
        });
      }
    }
    for (const day of found) {
      if (rule.muhurat) {
        const span = day.tithiSpan;
        const m = muhuratOf(sky, rule.muhurat, day.date, day.window === "nakshatra" ? null : span, when.kind === "tithi" ? when.window : null, day.ingress);
        if (m) day.muhurat = { id: rule.muhurat, ...m };
      }
    }
    days.push(...found.filter((d) => inYear(d.date)));
  }

  for (const rule of recurringRules) {
    const r = options.tradition === "vaishnava" && rule.vaishnava ? rule.vaishnava : rule;
    for (const span of sky.tithis.filter((t) => rule.tithis.includes(t.tithi))) {
      const d = decideTithi(sky, span, r);
      if (!inYear(d.date)) continue;
      const paksha = span.tithi > 15 ? "krishna" : "shukla";
      const month = `${span.adhika ? "adhika-" : ""}${monthIds[span.month - 1]}`;
      const ekadashi = rule.id === "ekadashi" ? ekadashiOf(span) : undefined;
      const id = ekadashi ? `${ekadashi}-ekadashi` : rule.id === "pradosh" ? `pradosh-${month}-${paksha}` : `${rule.id}-${month}`;
      const day: FestivalDay = {
        id,
        kind: rule.id,
        ...(ekadashi ? { ekadashi } : {}),
        date: d.date,
        lunar: { month: span.month, adhika: span.adhika, tithi: span.tithi },
        window: r.window,
        decided: d.decided,
        ...(d.alternativeDate ? { alternativeDate: d.alternativeDate } : {}),
        tithiSpan: { start: span.start, end: span.end },
        sources: rule.sources,
      };
      if (rule.muhurat) {
        const m = muhuratOf(sky, rule.muhurat, d.date, span, r.window);
        if (m) day.muhurat = { id: rule.muhurat, ...m };
      }
      days.push(day);
    }
  }

  // A lunar month can recur within one Gregorian year (Pausha in January and December): keep ids unique.
  const seen = new Map<string, number>();
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const day of days) {
    const n = (seen.get(day.id) ?? 0) + 1;
    seen.set(day.id, n);
    if (n > 1) day.id = `${day.id}-${n}`;
  }
  return { options, days, sky };
}
