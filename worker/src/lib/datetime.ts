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
