import * as v from "valibot";
import type { CalendarInstant } from "@ephemeris";

/** The instants the ephemeris answers for: −3000-01-01 to +3000-12-31, proleptic Gregorian. */
export const minYear = -3000;
export const maxYear = 3000;

const isoPattern =
  /^(?<year>[+-]\d{6}|\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2})(?<fraction>\.\d{1,9})?)?(?<offset>Z|[+-]\d{2}:\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/**
 * Reads an ISO 8601 date-time with an explicit offset ("1996-12-07T10:34:00+05:30",
 * "2025-01-01T00:00Z", extended years "-003000-03-21T12:00Z") as a proleptic Gregorian
 * calendar instant (astronomical year numbering: year 0 = 1 BCE). Returns an error
 * message instead when the text is not such a date-time or names an impossible date.
 */
export function parseIsoInstant(text: string): CalendarInstant | string {
  const g = isoPattern.exec(text)?.groups;
  if (!g) return "Expected an ISO 8601 date-time with offset, e.g. 1996-12-07T10:34:00+05:30";
  const year = Number(g.year);
  const month = Number(g.month);
  const day = Number(g.day);
  const hour = Number(g.hour);
  const minute = Number(g.minute);
  const second = Number(g.second ?? 0) + Number(g.fraction ?? 0);
  if (g.year === "-000000") return "Year -000000 is not allowed (ISO 8601); write 0000";
  if (year < minYear || year > maxYear) return `Year must be between ${minYear} and ${maxYear}`;
  if (month < 1 || month > 12) return "Month must be 01–12";
  if (day < 1 || day > daysInMonth(year, month)) return `Day must be 01–${daysInMonth(year, month)} for that month`;
  if (hour > 23 || minute > 59 || second >= 60) return "Time must be 00:00–23:59:59";
  let utcOffsetHours = 0;
  if (g.offset !== "Z") {
    const sign = g.offset!.startsWith("-") ? -1 : 1;
    const [oh, om] = g.offset!.slice(1).split(":").map(Number) as [number, number];
    if (oh > 14 || om > 59) return "UTC offset must be within ±14:00";
    utcOffsetHours = sign * (oh + om / 60);
  }
  return { year, month, day, hour, minute, second, utcOffsetHours, calendar: "gregorian" };
}

/** valibot schema: an ISO 8601 date-time with offset → a calendar instant. */
export const isoInstant = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseIsoInstant(dataset.value);
    if (typeof parsed === "string") {
      addIssue({ message: parsed });
      return NEVER;
    }
    return parsed;
  }),
);

/*
 * Civil dates by arithmetic. `Date.UTC(y, …)` and `new Date(y, …)` read the years 0–99 as
 * 1900–1999, so date arithmetic through them is wrong for the first century (the muhurat
 * search of 0001-01-01 walked to 1901 and spun). These helpers count days with H. Hinnant's
 * `days_from_civil` / `civil_from_days` (http://howardhinnant.github.io/date_algorithms.html),
 * exact for every proleptic Gregorian year (astronomical numbering: 0 = 1 BCE, −1 = 2 BCE),
 * with no `Date` in between.
 */

/** A civil date, "YYYY-MM-DD" (years 0000–9999) or "±YYYYYY-MM-DD" (ISO 8601 extended years). */
export type IsoDate = string;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (negative before it). Months and days may overflow: (2024, 1, 32) is 1 February. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const carry = Math.floor((month - 1) / 12);
  const mo = month - carry * 12;
  const y = year + carry - (mo <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (mo + 9) % 12; // March = 0
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The proleptic Gregorian date `days` days after 1970-01-01. */
export function civilFromDays(days: number): CivilDate {
  const z = Math.floor(days) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/**
 * The Julian day of 1970-01-01T00:00Z (`@ephemeris`' JD_UNIX_EPOCH, restated: the contract's
 * schemas import this module, and they should not pull in the WASM binding).
 */
const JD_UNIX_EPOCH = 2440587.5;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "0050-03-14", "2024-02-29", "-003000-01-01", "+010000-01-01" (ISO 8601; four digits for 0000–9999). */
export function formatIsoDate({ year, month, day }: CivilDate): IsoDate {
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, "0") : `${year < 0 ? "-" : "+"}${String(Math.abs(year)).padStart(6, "0")}`;
  return `${y}-${pad2(month)}-${pad2(day)}`;
}

const isoDatePattern = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})$/;

/** The parts of "YYYY-MM-DD" or "±YYYYYY-MM-DD"; throws on other text (callers pass validated dates). */
export function parseIsoDate(date: IsoDate): CivilDate {
  const m = isoDatePattern.exec(date);
  if (!m) throw new RangeError(`Not an ISO 8601 date: ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** Days from 1970-01-01 to an ISO date. */
export function epochDaysOf(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return daysFromCivil(year, month, day);
}

/** `date` shifted by a whole number of `days` ("0001-12-31" + 1 = "0002-01-01"). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(civilFromDays(epochDaysOf(date) + days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDaysOf(to) - epochDaysOf(from);
}

/**
 * The weekday of a proleptic Gregorian date, 0 = Sunday … 6 = Saturday. Weekdays run on
 * unbroken through every calendar reform, so this is (JD at noon + 1) mod 7; 1970-01-01 was a Thursday.
 */
export function weekdayOf(date: IsoDate | CivilDate): number {
  const days = typeof date === "string" ? epochDaysOf(date) : daysFromCivil(date.year, date.month, date.day);
  return (((days + 4) % 7) + 7) % 7;
}

/** The Julian day (UT) of 00:00 UT on `date`. */
export function julianDayAtUtcMidnight(date: IsoDate): number {
  return epochDaysOf(date) + JD_UNIX_EPOCH;
}

/** The date in UTC of a Julian day (UT). */
export function isoDateOfJulianDay(jdUt: number): IsoDate {
  return formatIsoDate(civilFromDays(Math.floor(jdUt - JD_UNIX_EPOCH)));
}
