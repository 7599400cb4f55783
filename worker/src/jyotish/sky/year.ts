// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The sky of a Gregorian year at one place, as the festival and muhurat rules read it: every
 * tithi with its lunar month (amanta, adhika marked), the Sun's sign ingresses, the Moon's
 * nakshatras, Vishti (Bhadra) karanas, and each civil day's sunrise, sunset and moonrise,
 * computed lazily and memoised.
 *
 * One Sun–Moon track sampled every half day (track.ts) serves the whole span, so a year costs
 * about 900 ephemeris calls for the luminaries plus two rise/set calls per civil day a rule
 * actually looks at. Month naming follows calendar.ts: an amanta month takes its name from
 * the Sun's sidereal sign at the new moon that begins it (Sun in Pisces → Chaitra); a month
 * with no sankranti is adhika.
 *
 * Festivals and muhurat both read it, so it sits below both (with the lagna helpers in
 * lagna.ts): neither imports the other.
 */
import { type Ayanamsa, type Ephemeris, epochMsFromJulianDay, julianDayFromEpochMs, NAKSHATRA_SPAN_DEG, type LuminaryFrame } from "@ephemeris";
import { addDays, type IsoDate, parseIsoDate } from "../../lib/datetime";
import { dateInZone, wallTimeToEpochMs } from "../../lib/timezone";
import { NoSunriseError, type SunriseDefinition } from "../panchang/sky";
import { sampleTrack, solveIncreasing, type Track } from "../panchang/track";


export interface TithiSpan {
  /** 1–15 Shukla Pratipada…Purnima, 16–30 Krishna Pratipada…Amavasya. */
  tithi: number;
  start: number;
  end: number;
  /** Amanta month 1 = Chaitra … 12 = Phalguna, and whether it is adhika. */
  month: number;
  adhika: boolean;
}

export interface Ingress {
  /** The sidereal sign entered, 0 = Aries. */
  sign: number;
  jd: number;
}

export interface Interval {
  start: number;
  end: number;
}

export interface CivilDay {
  date: IsoDate;
  sunrise: number;
  sunset: number;
  /** Sunrise of the next civil date: the Hindu day runs sunrise to sunrise. */
  nextSunrise: number;
}

export interface SkyOptions {
  ayanamsa: Ayanamsa;
  sunrise: SunriseDefinition;
  position: LuminaryFrame;
}

export interface Place {
  latitudeDeg: number;
  longitudeDeg: number;
  timeZone: string;
}

const RISING = { "upper-limb": "upper-limb-refraction", "disc-centre": "disc-centre-no-refraction" } as const;

export class YearSky {
  readonly track: Track;
  /** The tithis whose lunar month (new moon to new moon) lies within the span. */
  readonly tithis: TithiSpan[] = [];
  readonly ingresses: Ingress[] = [];
  /** Moon's nakshatras: number 1–27 with start and end. */
  readonly nakshatras: { number: number; start: number; end: number }[] = [];
  /** Vishti (Bhadra) karanas. */
  readonly bhadra: Interval[] = [];
  /** Yogas: number 1–27 with start and end. */
  readonly yogas: { number: number; start: number; end: number }[] = [];
  private readonly days = new Map<IsoDate, CivilDay>();
  private readonly sunrises = new Map<IsoDate, number>();
  private readonly moonrises = new Map<IsoDate, number | null>();

  constructor(
    readonly eph: Ephemeris,
    readonly place: Place,
    readonly options: SkyOptions,
    /** The span covered (JD UT); rules look at tithis inside it. */
    readonly fromJd: number,
    readonly toJd: number,
  ) {
    this.track = sampleTrack(eph, fromJd, toJd, options.ayanamsa, options.position);
    this.scan();
  }

  private scan(): void {
    const { track } = this;
    const elongation = (jd: number) => track.moon(jd) - track.sun(jd);
    const step = 0.5;
    // Every boundary of the quantities below, in time order, by walking the samples: the
    // outer loop takes (span / step) turns (sampleTrack bounds the span), the inner one a turn
    // per boundary crossed in a step (the Moon moves under 8° in half a day).
    const crossings = (f: (jd: number) => number, width: number): { k: number; jd: number }[] => {
      const out: { k: number; jd: number }[] = [];
      for (let t = track.fromJd; t < track.toJd; t += step) {
        const b = Math.min(t + step, track.toJd);
        const lo = Math.floor(f(t) / width);
        const hi = Math.floor(f(b) / width);
        for (let k = lo + 1; k <= hi; k++) out.push({ k, jd: solveIncreasing(f, k * width, t, b) });
      }
      return out;
    };
    const tithiEdges = crossings(elongation, 12);
    // New moons (elongation a multiple of 360°) name the months between them.
    const newMoons = tithiEdges.filter((e) => ((e.k % 30) + 30) % 30 === 0).map((e) => ({ jd: e.jd, sunSign: Math.floor((((track.sun(e.jd) % 360) + 360) % 360) / 30) }));
    for (let i = 0; i + 1 < tithiEdges.length; i++) {
      const a = tithiEdges[i]!;
      const b = tithiEdges[i + 1]!;
      const tithi = (((a.k % 30) + 30) % 30) + 1;
      const mid = (a.jd + b.jd) / 2;
      const n = newMoons.findLastIndex((m) => m.jd <= mid);
      if (n < 0 || n + 1 >= newMoons.length) continue; // the month's edges are outside the span
      const begins = newMoons[n]!;
      const ends = newMoons[n + 1]!;
      this.tithis.push({ tithi, start: a.jd, end: b.jd, month: ((begins.sunSign + 1) % 12) + 1, adhika: begins.sunSign === ends.sunSign });
    }
    for (const e of crossings(track.sun, 30)) this.ingresses.push({ sign: ((e.k % 12) + 12) % 12, jd: e.jd });
    const naks = crossings(track.moon, NAKSHATRA_SPAN_DEG);
    for (let i = 0; i + 1 < naks.length; i++) this.nakshatras.push({ number: (((naks[i]!.k % 27) + 27) % 27) + 1, start: naks[i]!.jd, end: naks[i + 1]!.jd });
    const yogaEdges = crossings((jd) => track.moon(jd) + track.sun(jd), NAKSHATRA_SPAN_DEG);
    for (let i = 0; i + 1 < yogaEdges.length; i++) this.yogas.push({ number: (((yogaEdges[i]!.k % 27) + 27) % 27) + 1, start: yogaEdges[i]!.jd, end: yogaEdges[i + 1]!.jd });
    // Karana = half tithi; Vishti is the 8th, 15th, … karana: numbers 8, 15, 22, 29, 36, 43, 50, 57 of 60.
    const halves = crossings(elongation, 6);
    for (let i = 0; i + 1 < halves.length; i++) {
      const karana = (((halves[i]!.k % 60) + 60) % 60) + 1;
      if (karana >= 2 && karana <= 57 && (karana - 2) % 7 === 6) this.bhadra.push({ start: halves[i]!.jd, end: halves[i + 1]!.jd });
    }
  }

  /** Local midnight beginning `date` (JD UT). */
  midnight(date: IsoDate): number {
    return julianDayFromEpochMs(wallTimeToEpochMs(this.place.timeZone, { ...parseIsoDate(date), hour: 0, minute: 0 }));
  }

  /** The civil date (in the place's zone) of an instant. */
  dateOf(jd: number): IsoDate {
    return dateInZone(epochMsFromJulianDay(jd), this.place.timeZone);
  }

  private event(body: "sun" | "moon", kind: "rise" | "set", from: number): number | null {
    return this.eph.riseSet({
      body,
      event: kind,
      jdUtStart: from,
      latitudeDeg: this.place.latitudeDeg,
      longitudeDeg: this.place.longitudeDeg,
      rising: RISING[this.options.sunrise],
    }).jdUt;
  }

  /** Sunrise on a civil date (memoised: each day's is also the previous day's next sunrise). */
  sunriseOn(date: IsoDate): number {
    const known = this.sunrises.get(date);
    if (known !== undefined) return known;
    const midnight = this.midnight(date);
    const rise = this.event("sun", "rise", midnight);
    if (rise === null || rise >= midnight + 1) throw new NoSunriseError("rise");
    this.sunrises.set(date, rise);
    return rise;
  }

  /** Sunrise, sunset and the next sunrise of a civil date (memoised). */
  day(date: IsoDate): CivilDay {
    const known = this.days.get(date);
    if (known) return known;
    const sunrise = this.sunriseOn(date);
    const sunset = this.event("sun", "set", sunrise);
    if (sunset === null || sunset - sunrise >= 1) throw new NoSunriseError("set");
    const day = { date, sunrise, sunset, nextSunrise: this.sunriseOn(addDays(date, 1)) };
    this.days.set(date, day);
    return day;
  }

  /** The civil date whose Hindu day (sunrise to next sunrise) contains `jd`. */
  hinduDate(jd: number): IsoDate {
    const date = this.dateOf(jd);
    return jd < this.sunriseOn(date) ? addDays(date, -1) : date;
  }

  /** The first moonrise in the Hindu day of `date`, or null when the Moon does not rise in it. */
  moonrise(date: IsoDate): number | null {
    if (this.moonrises.has(date)) return this.moonrises.get(date)!;
    const d = this.day(date);
    const rise = this.event("moon", "rise", d.sunrise);
    const found = rise !== null && rise < d.nextSunrise ? rise : null;
    this.moonrises.set(date, found);
    return found;
  }

  /** The tithi in force at `jd` (null outside the span). */
  tithiAt(jd: number): TithiSpan | null {
    return this.tithis.find((t) => t.start <= jd && jd < t.end) ?? null;
  }

  /** The nakshatra (1–27) at `jd`. */
  nakshatraAt(jd: number): number {
    return Math.floor((((this.track.moon(jd) % 360) + 360) % 360) / NAKSHATRA_SPAN_DEG) + 1;
  }

  /** The Sun's sidereal sign (0 = Aries) at `jd`. */
  sunSignAt(jd: number): number {
    return Math.floor((((this.track.sun(jd) % 360) + 360) % 360) / 30);
  }
}

export function overlap(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** `a` minus every interval in `cuts`, as the pieces that remain. */
export function subtract(a: Interval, cuts: readonly Interval[]): Interval[] {
  let pieces = [a];
  for (const c of cuts) {
    pieces = pieces.flatMap((p) => {
      if (c.end <= p.start || c.start >= p.end) return [p];
      const out: Interval[] = [];
      if (c.start > p.start) out.push({ start: p.start, end: c.start });
      if (c.end < p.end) out.push({ start: c.end, end: p.end });
      return out;
    });
  }
  return pieces;
}
