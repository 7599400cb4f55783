// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The panchang of a civil date at a place: the Hindu day from sunrise to the next sunrise,
 * its five limbs (vara, tithi, nakshatra, yoga, karana) with every one that overlaps the day,
 * the lunar month and year, and the day's muhurtas. Pure: all astronomy comes through the
 * `Ephemeris` binding; instants are Julian days (UT).
 *
 * Definitions:
 * - tithi = ⌊(Moon − Sun) / 12°⌋ + 1 (1–15 Shukla, 16–30 Krishna; ayanamsa-free);
 * - karana = ⌊(Moon − Sun) / 6°⌋ + 1 (1 Kimstughna, 2–57 the seven movable, 58–60 fixed);
 * - nakshatra = ⌊Moon / 13°20′⌋ + 1, pada = quarter of it (sidereal);
 * - yoga = ⌊(Sun + Moon) / 13°20′⌋ + 1 (sidereal, so twice as ayanamsa-sensitive);
 * - vara = weekday of the date, which the Hindu day keeps until the next sunrise.
 * The sidereal zodiac is Lahiri unless asked otherwise; longitudes are apparent.
 */
import type { Ayanamsa, Ephemeris, LuminaryFrame } from "@ephemeris";
import { julianDayFromEpochMs, NAKSHATRA_SPAN_DEG, VIMSHOTTARI_LORDS } from "@ephemeris";
import type { GrahaId } from "../glossary";
import { weekdayOf } from "../../lib/datetime";
import { wallTimeToEpochMs } from "../../lib/timezone";
import { ayana, lunarMonth, type Masa, ritu, samvat, type Samvat, type Ayana } from "./calendar";
import { amritGhati, type Interval, muhurtas, type Muhurtas, nakshatraWindows, varaLords, varjyamGhati } from "./muhurta";
import { solarMonthDay, type SolarMonthDay } from "./solar-month";
import { dayFrame, type DayFrame, sunsetAfter, type SunriseDefinition } from "./sky";
import { closedSpans, sampleTrack, type Span, spansBetween } from "./track";

export { NoSunriseError, sunriseDefinitions, type SunriseDefinition } from "./sky";
export type { Interval } from "./muhurta";

export interface PanchangOptions {
  ayanamsa: Ayanamsa;
  sunrise: SunriseDefinition;
  /**
   * "drik" (the default: drikpanchang.com's frame, see `LuminaryFrame`), "apparent" (where the
   * Sun and Moon are seen, against the true ayanamsa: Swiss Ephemeris' sidereal mode, PyJHora)
   * or "geometric" (without aberration and light-time: Jagannatha Hora's sankranti times, about
   * 8 min earlier for the Sun's sign changes and under a minute apart for tithis).
   */
  position: LuminaryFrame;
}

export const defaultPanchangOptions: Readonly<PanchangOptions> = Object.freeze({ ayanamsa: "lahiri", sunrise: "upper-limb", position: "drik" });

export interface PanchangQuery {
  /** Civil date in the place's time zone. */
  date: { year: number; month: number; day: number };
  latitudeDeg: number;
  longitudeDeg: number;
  /** IANA time zone of the place, for its local midnight. */
  timeZone: string;
  options?: Partial<PanchangOptions>;
}

/** A division of the day with its 1-based number, start and end (JD UT). */
export interface Element {
  number: number;
  start: number;
  end: number;
}

export interface SignSpan {
  /** 0 = Aries … 11 = Pisces. */
  sign: number;
  /** Null when the boundary is more than a day outside the Hindu day. */
  start: number | null;
  end: number | null;
}

export interface Panchang {
  options: PanchangOptions;
  /** Local midnight that starts the civil date (JD UT). */
  midnight: number;
  frame: DayFrame;
  /** 0 = Sunday; the weekday of the date, kept until the next sunrise. */
  vara: { weekday: number; lord: GrahaId };
  tithi: Element[];
  paksha: "shukla" | "krishna";
  nakshatra: (Element & { lord: GrahaId })[];
  nakshatraPadas: (Element & { pada: number })[];
  yoga: Element[];
  karana: Element[];
  sunSign: SignSpan[];
  /** The solar month (the Sun's sign; Tamil: Chithirai = Mesha) and its day, by the Tamil sunset rule (solar-month.ts). */
  solarMonth: SolarMonthDay;
  moonSign: SignSpan[];
  sunNakshatra: (Omit<SignSpan, "sign"> & { number: number })[];
  masa: Masa;
  samvat: Samvat;
  ritu: { vedic: number; drik: number };
  ayana: { vedic: Ayana; drik: Ayana };
  /** Day and night lengths, days. */
  dinamana: number;
  ratrimana: number;
  muhurtas: Muhurtas;
  varjyam: Interval[];
  amritKalam: Interval[];
  /** Ephemeris calls made (positions + rise/set), for the benchmark. */
  ephemerisCalls: number;
}

/** Margin sampled on each side of the day: the longest tithi or nakshatra lasts under 27 h. */
const MARGIN_DAYS = 1.25;

function countingEphemeris(eph: Ephemeris): { eph: Ephemeris; calls: () => number } {
  let n = 0;
  const counted: Ephemeris = {
    ...eph,
    positions: (...args) => (n++, eph.positions(...args)),
    luminaries: (...args) => (n++, eph.luminaries(...args)),
    riseSet: (q) => (n++, eph.riseSet(q)),
  };
  return { eph: counted, calls: () => n };
}

export function computePanchang(ephemeris: Ephemeris, query: PanchangQuery): Panchang {
  const options: PanchangOptions = { ...defaultPanchangOptions, ...query.options };
  const { eph, calls } = countingEphemeris(ephemeris);
  const { year, month, day } = query.date;
  const midnight = julianDayFromEpochMs(wallTimeToEpochMs(query.timeZone, { year, month, day, hour: 0, minute: 0 }));
  const place = { latitudeDeg: query.latitudeDeg, longitudeDeg: query.longitudeDeg };
  const frame = dayFrame(eph, midnight, place, options.sunrise);
  const { sunrise, nextSunrise } = frame;
  const track = sampleTrack(eph, sunrise - MARGIN_DAYS, nextSunrise + MARGIN_DAYS, options.ayanamsa, options.position);

  const elongation = (jd: number) => track.moon(jd) - track.sun(jd);
  const sum = (jd: number) => track.moon(jd) + track.sun(jd);
  const over = (f: (jd: number) => number, spanDeg: number, count: number) => spansBetween(track, f, spanDeg, count, sunrise, nextSunrise);
  const numbered = (spans: Span[]): Element[] => closedSpans(spans).map(({ index, start, end }) => ({ number: index + 1, start, end }));

  const tithi = numbered(over(elongation, 12, 30));
  const nakshatraSpans = closedSpans(over(track.moon, NAKSHATRA_SPAN_DEG, 27));
  const weekday = weekdayOf(query.date);

  // Calendar quantities at sunrise (one ephemeris call for the tropical Sun and ayanamsa).
  const atSunrise = eph.luminaries(sunrise, options.ayanamsa, options.position);
  const siderealSun = atSunrise.sunDeg;
  const tropicalSun = (siderealSun + atSunrise.ayanamsaDeg) % 360;
  const elongationAtSunrise = (((atSunrise.moonDeg - siderealSun) % 360) + 360) % 360;
  const krishna = elongationAtSunrise >= 180;
  const masa = lunarMonth(eph, sunrise, elongationAtSunrise, krishna, options.ayanamsa, options.position);

  const signSpans = (spans: Span[]): SignSpan[] => spans.map(({ index, start, end }) => ({ sign: index, start, end }));

  return {
    options,
    midnight,
    frame,
    vara: { weekday, lord: varaLords[weekday]! },
    tithi,
    paksha: krishna ? "krishna" : "shukla",
    nakshatra: nakshatraSpans.map(({ index, start, end }) => ({ number: index + 1, lord: VIMSHOTTARI_LORDS[index % 9]!, start, end })),
    nakshatraPadas: closedSpans(over(track.moon, NAKSHATRA_SPAN_DEG / 4, 108)).map(({ index, start, end }) => ({
      number: Math.floor(index / 4) + 1,
      pada: (index % 4) + 1,
      start,
      end,
    })),
    yoga: numbered(over(sum, NAKSHATRA_SPAN_DEG, 27)),
    karana: numbered(over(elongation, 6, 60)),
    sunSign: signSpans(over(track.sun, 30, 12)),
    solarMonth: solarMonthDay(eph, frame.sunset, (days) => sunsetAfter(eph, frame.sunset - days - 0.5, place, options.sunrise), options.ayanamsa, options.position),
    moonSign: signSpans(over(track.moon, 30, 12)),
    sunNakshatra: over(track.sun, NAKSHATRA_SPAN_DEG, 27).map(({ index, start, end }) => ({ number: index + 1, start, end })),
    masa,
    samvat: samvat(year, month, masa.amanta.number),
    ritu: ritu(masa.amanta.number, tropicalSun),
    ayana: ayana(tropicalSun, siderealSun),
    dinamana: frame.sunset - frame.sunrise,
    ratrimana: frame.nextSunrise - frame.sunset,
    muhurtas: muhurtas(frame, weekday),
    varjyam: nakshatraWindows(nakshatraSpans, varjyamGhati, sunrise, nextSunrise),
    amritKalam: nakshatraWindows(nakshatraSpans, amritGhati, sunrise, nextSunrise),
    ephemerisCalls: calls(),
  };
}
