// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Shubh muhurat: the windows within a date range when the panchang passes every shuddhi rule
 * of an undertaking — permitted nakshatra, tithi and weekday, a permitted lagna, no Bhadra
 * (Vishti karana), no Rahu kaal, none of the nine inauspicious yogas, and outside the periods
 * the undertaking avoids (kharmas, chaturmas, an adhika month, Jupiter or Venus combust).
 * Each window carries the values that passed, so the answer says why it is auspicious.
 *
 * The day is cut at every change of tithi, nakshatra, yoga, karana, lagna and at Rahu kaal's
 * edges; each piece is judged as a whole (its values are constant), passing pieces are joined,
 * and windows under 30 minutes are dropped. Rules are data (`muhuratRules`), with sources:
 * - MC: Muhurta Chintamani (Rama Daivajna, 1600): vivaha (ch. 6), griha pravesha (ch. 13),
 *   yatra (ch. 11) nakshatras, tithis and lagnas;
 * - DP: drikpanchang.com's published muhurat criteria (vehicle, property, business);
 * - Surya Siddhanta's combustion orbs (kundli/chart.ts) for Jupiter and Venus.
 */
import type { Ephemeris } from "@ephemeris";
import { signedDeltaDeg } from "@ephemeris";
import { addDays, daysBetween, type IsoDate, julianDayAtUtcMidnight, weekdayOf } from "../../lib/datetime";
import { type Interval, type Place, type SkyOptions, YearSky } from "../sky/year";
import { combustionOrb } from "../kundli/chart";
import { muhurtas } from "../panchang/muhurta";
import { lagnaSigns } from "../sky/lagna";

export const muhuratKinds = ["marriage", "griha-pravesh", "vehicle-purchase", "property-purchase", "business-launch", "journey-start"] as const;
export type MuhuratKind = (typeof muhuratKinds)[number];

export const periodIds = ["kharmas", "chaturmas", "adhika-masa", "jupiter-combust", "venus-combust"] as const;
export type PeriodId = (typeof periodIds)[number];

export interface MuhuratRule {
  kind: MuhuratKind;
  /** Nakshatras 1–27. */
  nakshatras: readonly number[];
  /** Tithis 1–30. */
  tithis: readonly number[];
  /** Weekdays, 0 = Sunday (the Hindu day's, sunrise to sunrise). */
  weekdays: readonly number[];
  /** Rising signs 0–11; absent = any. */
  lagnas?: readonly number[];
  /** Periods during which the undertaking is not begun. */
  avoid: readonly PeriodId[];
  /** Daytime only (sunrise to sunset) or the whole Hindu day. */
  daytime: boolean;
  sources: readonly string[];
}

/** Vyatipata and Vaidhriti, the two yogas no auspicious work begins in (MC ch. 1). */
export const inauspiciousYogas: readonly number[] = [17, 27];

const K = (...t: number[]) => t.map((x) => 15 + x);

export const muhuratRules: Readonly<Record<MuhuratKind, MuhuratRule>> = {
  marriage: {
    kind: "marriage",
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, 15, ...K(1, 2, 3, 5, 7, 10)],
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    lagnas: [1, 2, 3, 5, 6, 8, 11],
    avoid: ["kharmas", "chaturmas", "adhika-masa", "jupiter-combust", "venus-combust"],
    daytime: false,
    sources: [
      "MC 6: Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati",
      "MC 6: a lagna ruled by a benefic (Vrishabha, Mithuna, Karka, Kanya, Tula, Dhanu, Meena); Mithuna, Kanya and Tula the best",
      "MC 6: no marriage while the Sun is in Dhanu or Meena, in chaturmas, in an adhika month, or with Guru or Shukra combust",
    ],
  },
  "griha-pravesh": {
    kind: "griha-pravesh",
    nakshatras: [4, 5, 12, 14, 17, 21, 23, 24, 26, 27],
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, ...K(1, 2, 3, 5)],
    weekdays: [1, 3, 4, 5, 6],
    lagnas: [1, 4, 7, 10, 2, 5, 8, 11],
    avoid: ["kharmas", "chaturmas", "adhika-masa", "jupiter-combust", "venus-combust"],
    daytime: false,
    sources: ["MC 13: Rohini, Mrigashira, the three Uttaras, Chitra, Anuradha, Dhanishtha, Shatabhisha, Revati; a fixed (sthira) or dual lagna, not a movable one", "DP: Griha Pravesh muhurat (Sunday and Tuesday avoided)"],
  },
  "vehicle-purchase": {
    kind: "vehicle-purchase",
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27],
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, ...K(1, 2, 3, 5, 6, 7, 10, 11, 12, 13)],
    weekdays: [0, 1, 3, 4, 5],
    lagnas: [0, 3, 6, 9, 2, 5, 8, 11],
    avoid: [],
    daytime: true,
    sources: ["DP: vehicle purchase muhurat (chara, laghu and mridu nakshatras; a movable or dual lagna)"],
  },
  "property-purchase": {
    kind: "property-purchase",
    nakshatras: [5, 7, 9, 10, 11, 16, 19, 20, 25, 27],
    tithis: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15, ...K(1, 2, 3, 5, 6, 7, 10, 11, 12, 13)],
    weekdays: [1, 3, 4, 5, 6],
    lagnas: [1, 4, 7, 10],
    avoid: ["adhika-masa"],
    daytime: true,
    sources: ["DP: property purchase muhurat (Mrigashira, Punarvasu, Ashlesha, Magha, Purva Phalguni, Vishakha, Mula, Purva Ashadha, Purva Bhadrapada, Revati)", "MC: a fixed lagna for what is to stay"],
  },
  "business-launch": {
    kind: "business-launch",
    nakshatras: [1, 4, 8, 12, 13, 14, 17, 21, 22, 23, 26, 27],
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, ...K(2, 3, 5, 7)],
    weekdays: [1, 3, 4, 5],
    lagnas: [1, 4, 7, 10, 2, 5, 8, 11],
    avoid: ["adhika-masa"],
    daytime: true,
    sources: ["DP: business opening muhurat (kshipra, mridu and sthira nakshatras; a fixed or dual lagna)"],
  },
  "journey-start": {
    kind: "journey-start",
    nakshatras: [1, 5, 7, 8, 13, 17, 22, 23, 27],
    tithis: [2, 3, 5, 7, 10, 11, 12, 13, ...K(2, 3, 5, 7)],
    weekdays: [1, 3, 4, 5],
    avoid: [],
    daytime: true,
    sources: ["MC 11: yatra nakshatras Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishtha, Revati; rikta tithis and Bhadra avoided"],
  },
};

export interface MuhuratWindow {
  /** The civil date whose Hindu day holds the window. */
  date: IsoDate;
  start: number;
  end: number;
  weekday: number;
  tithi: number;
  nakshatra: number;
  yoga: number;
  /** The permitted lagnas rising during the window, in order; null when the kind has no lagna rule. */
  lagnas: number[] | null;
  /** The checks passed, beyond the values above. */
  clear: ("bhadra" | "rahu-kaal" | "yoga" | PeriodId)[];
}

export interface ExcludedPeriod {
  id: PeriodId;
  from: IsoDate;
  to: IsoDate;
}

export interface MuhuratResult {
  kind: MuhuratKind;
  rule: MuhuratRule;
  windows: MuhuratWindow[];
  /** The avoided periods that fall in the range (whole days, by their state at sunrise). */
  excluded: ExcludedPeriod[];
}

export interface MuhuratQuery {
  kind: MuhuratKind;
  /** Civil dates, inclusive. */
  from: IsoDate;
  to: IsoDate;
  latitudeDeg: number;
  longitudeDeg: number;
  timeZone: string;
  options?: Partial<SkyOptions>;
}

const MIN_WINDOW_DAYS = 30 / 1440;
/** The longest range the engine searches (a leap year and a day, as the route allows). */
export const MAX_RANGE_DAYS = 367;

function inPeriod(sky: YearSky, eph: Ephemeris, id: PeriodId, jd: number): boolean {
  switch (id) {
    case "kharmas": {
      const s = sky.sunSignAt(jd);
      return s === 8 || s === 11;
    }
    case "chaturmas": {
      // Devshayani (Ashadha Shukla 11) to Devutthana (Kartika Shukla 11) Ekadashi.
      const t = sky.tithiAt(jd);
      if (!t || t.adhika) return false;
      return (t.month === 4 && t.tithi >= 11) || (t.month >= 5 && t.month <= 7) || (t.month === 8 && t.tithi < 11);
    }
    case "adhika-masa":
      return sky.tithiAt(jd)?.adhika ?? false;
    case "jupiter-combust":
    case "venus-combust": {
      const body = id === "jupiter-combust" ? "jupiter" : "venus";
      const p = eph.positions(jd, { zodiac: "sidereal", ayanamsa: sky.options.ayanamsa });
      const b = p.bodies.find((x) => x.body === body)!;
      const sun = p.bodies[0]!;
      const orb = combustionOrb[body]!;
      return Math.abs(signedDeltaDeg(b.longitudeDeg, sun.longitudeDeg)) <= orb[b.retrograde ? 1 : 0];
    }
  }
}

const at = <T extends { start: number; end: number }>(list: readonly T[], jd: number): T | undefined => list.find((x) => x.start <= jd && jd < x.end);

export function findMuhurats(eph: Ephemeris, query: MuhuratQuery): MuhuratResult {
  const rule = muhuratRules[query.kind];
  const options: SkyOptions = { ayanamsa: "lahiri", sunrise: "upper-limb", position: "drik", ...query.options };
  const place: Place = { latitudeDeg: query.latitudeDeg, longitudeDeg: query.longitudeDeg, timeZone: query.timeZone };
  // The loop below runs once per civil day: the route caps the range (MUHURAT_MAX_DAYS), and
  // this bound keeps the engine finite for any caller.
  const dayCount = daysBetween(query.from, query.to) + 1;
  if (!(dayCount <= MAX_RANGE_DAYS)) throw new RangeError(`findMuhurats: at most ${MAX_RANGE_DAYS} days, asked for ${dayCount}`);
  // A month on each side, so every day's tithi has the two new moons that name its month.
  const sky = new YearSky(eph, place, options, julianDayAtUtcMidnight(query.from) - 32, julianDayAtUtcMidnight(query.to) + 33);
  const windows: MuhuratWindow[] = [];
  const excluded: ExcludedPeriod[] = [];

  for (let i = 0; i < dayCount; i++) {
    const date = addDays(query.from, i);
    const day = sky.day(date);
    const weekday = weekdayOf(date);
    // Periods, judged at sunrise for the whole day.
    const periods = rule.avoid.filter((p) => inPeriod(sky, eph, p, day.sunrise));
    for (const id of periods) {
      const last = excluded.findLast((e) => e.id === id);
      if (last && last.to === addDays(date, -1)) last.to = date;
      else excluded.push({ id, from: date, to: date });
    }
    if (periods.length > 0 || !rule.weekdays.includes(weekday)) continue;

    const end = rule.daytime ? day.sunset : day.nextSunrise;
    const rahu = muhurtas({ previousSunset: day.sunrise - 0.5, sunrise: day.sunrise, sunset: day.sunset, nextSunrise: day.nextSunrise }, weekday).rahuKaal;
    const lagnas = rule.lagnas ? lagnaSigns(day.sunrise, end, place.latitudeDeg, place.longitudeDeg, eph.ayanamsaDeg(day.sunrise, options.ayanamsa)) : [];
    const cuts = new Set<number>([day.sunrise, end, rahu.start, rahu.end]);
    const add = (list: readonly Interval[]) => {
      for (const x of list) for (const t of [x.start, x.end]) if (t > day.sunrise && t < end) cuts.add(t);
    };
    add(sky.tithis);
    add(sky.nakshatras);
    add(sky.yogas);
    add(sky.bhadra);
    add(lagnas);
    const edges = [...cuts].filter((t) => t >= day.sunrise && t <= end).sort((a, b) => a - b);

    let open: MuhuratWindow | null = null;
    const close = () => {
      if (open && open.end - open.start >= MIN_WINDOW_DAYS) windows.push(open);
      open = null;
    };
    for (let i = 0; i + 1 < edges.length; i++) {
      const a = edges[i]!;
      const b = edges[i + 1]!;
      const mid = (a + b) / 2;
      const tithi = sky.tithiAt(mid)?.tithi ?? 0;
      const nakshatra = sky.nakshatraAt(mid);
      const yoga = at(sky.yogas, mid)?.number ?? 0;
      const lagna = rule.lagnas ? (at(lagnas, mid)?.sign ?? -1) : null;
      const ok =
        rule.tithis.includes(tithi) &&
        rule.nakshatras.includes(nakshatra) &&
        !inauspiciousYogas.includes(yoga) &&
        !at(sky.bhadra, mid) &&
        !(mid >= rahu.start && mid < rahu.end) &&
        (lagna === null || rule.lagnas!.includes(lagna));
      if (!ok) {
        close();
        continue;
      }
      const current = open as MuhuratWindow | null;
      if (current && current.end === a && current.tithi === tithi && current.nakshatra === nakshatra) {
        current.end = b;
        if (lagna !== null && current.lagnas!.at(-1) !== lagna) current.lagnas!.push(lagna);
        continue;
      }
      close();
      open = { date, start: a, end: b, weekday, tithi, nakshatra, yoga, lagnas: lagna === null ? null : [lagna], clear: ["bhadra", "rahu-kaal", "yoga", ...rule.avoid] };
    }
    close();
  }
  return { kind: query.kind, rule, windows, excluded };
}
