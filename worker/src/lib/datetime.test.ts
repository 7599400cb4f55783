import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  civilFromDays,
  daysBetween,
  daysFromCivil,
  formatIsoDate,
  isoDateOfJulianDay,
  julianDayAtUtcMidnight,
  parseIsoDate,
  parseIsoInstant,
  weekdayOf,
} from "./datetime";

describe("ISO 8601 instants", () => {
  it("reads a local time with its offset", () => {
    expect(parseIsoInstant("1996-12-07T10:34:00+05:30")).toEqual({
      year: 1996, month: 12, day: 7, hour: 10, minute: 34, second: 0, utcOffsetHours: 5.5, calendar: "gregorian",
    });
  });

  it("reads UTC, minutes-only times, fractions and negative offsets", () => {
    expect(parseIsoInstant("2025-01-01T00:00Z")).toMatchObject({ hour: 0, minute: 0, second: 0, utcOffsetHours: 0 });
    expect(parseIsoInstant("2025-01-01T12:30:15.25-03:30")).toMatchObject({ second: 15.25, utcOffsetHours: -3.5 });
  });

  it("reads extended years down to 3000 BCE (astronomical numbering)", () => {
    expect(parseIsoInstant("-003000-03-21T12:00Z")).toMatchObject({ year: -3000, month: 3, day: 21 });
    expect(parseIsoInstant("+003000-12-31T23:59:59Z")).toMatchObject({ year: 3000 });
    expect(parseIsoInstant("1542-04-10T06:00+05:53")).toMatchObject({ year: 1542, utcOffsetHours: 5 + 53 / 60 });
  });

  it.each([
    ["1996-12-07T10:34:00", "offset"],
    ["1996-12-07", "offset"],
    ["1996-02-30T10:00Z", "Day"],
    ["1900-02-29T10:00Z", "Day"],
    ["2000-13-01T10:00Z", "Month"],
    ["2000-01-01T24:00Z", "Time"],
    ["-003001-01-01T00:00Z", "Year"],
    ["2000-01-01T00:00+15:00", "offset"],
    ["not a date", "ISO 8601"],
  ])("rejects %s with a message about the %s", (text, word) => {
    expect(parseIsoInstant(text)).toEqual(expect.stringContaining(word));
  });

  it("accepts 29 February in Gregorian leap years only", () => {
    expect(typeof parseIsoInstant("2000-02-29T00:00Z")).toBe("object");
    expect(typeof parseIsoInstant("2024-02-29T00:00Z")).toBe("object");
    expect(typeof parseIsoInstant("2100-02-29T00:00Z")).toBe("string");
  });
});

/**
 * An independent oracle: the Julian day of 00:00 UT on a proleptic Gregorian date by Meeus,
 * "Astronomical Algorithms" (2nd ed.), formula 7.1 with the Gregorian B term for every year.
 */
function meeusJulianDay(year: number, month: number, day: number): number {
  const y = month > 2 ? year : year - 1;
  const m = month > 2 ? month : month + 12;
  const a = Math.floor(y / 100);
  const b = 2 - a + Math.floor(a / 4);
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthLength = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

/** Any real proleptic Gregorian date in the API's years −3000…3000, the years 0–99 drawn often. */
const civilDate = fc
  .record({
    year: fc.oneof(fc.integer({ min: -3000, max: 3000 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom(-1, 1582, 1900, 2000)),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, monthLength(year, month)) }));

describe("civil dates, proleptic Gregorian, years −3000…3000", () => {
  it("agree with Meeus' Julian day formula, and JD → date → parts round-trips", () => {
    fc.assert(
      fc.property(civilDate, (d) => {
        const iso = formatIsoDate(d);
        expect(julianDayAtUtcMidnight(iso)).toBe(meeusJulianDay(d.year, d.month, d.day));
        expect(parseIsoDate(iso)).toEqual(d);
        expect(civilFromDays(daysFromCivil(d.year, d.month, d.day))).toEqual(d);
        expect(isoDateOfJulianDay(julianDayAtUtcMidnight(iso) + 0.75)).toBe(iso);
      }),
      { numRuns: 2000 },
    );
  });

  it("add days as the difference of Julian days, and as Date with setUTCFullYear does", () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: -40_000, max: 40_000 }), (d, n) => {
        const iso = formatIsoDate(d);
        const later = addDays(iso, n);
        expect(julianDayAtUtcMidnight(later) - julianDayAtUtcMidnight(iso)).toBe(n);
        expect(daysBetween(iso, later)).toBe(n);
        expect(addDays(later, -n)).toBe(iso);
        const t = new Date(0);
        t.setUTCFullYear(d.year, d.month - 1, d.day + n);
        expect(parseIsoDate(later)).toEqual({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
      }),
      { numRuns: 2000 },
    );
  });

  it("give the weekday as (JD at noon + 1) mod 7, unbroken across every year", () => {
    fc.assert(
      fc.property(civilDate, (d) => {
        const noonJd = meeusJulianDay(d.year, d.month, d.day) + 0.5;
        expect(weekdayOf(formatIsoDate(d))).toBe((((noonJd + 1) % 7) + 7) % 7);
        expect(weekdayOf(d)).toBe(weekdayOf(formatIsoDate(d)));
      }),
      { numRuns: 2000 },
    );
  });

  it("name the weekdays of known dates: 0050-03-14 a Monday, the Gregorian reform, 2000-01-01", () => {
    expect(weekdayOf("0050-03-14")).toBe(1); // Date.UTC(50, …) gave 1950-03-14, a Tuesday
    expect(weekdayOf("1582-10-15")).toBe(5); // the first Gregorian day, a Friday
    expect(weekdayOf("1582-10-04")).toBe(1); // proleptic Gregorian; Julian 1582-10-04 (Thursday) is Gregorian 1582-10-14
    expect(weekdayOf("2000-01-01")).toBe(6);
    expect(weekdayOf("0001-01-01")).toBe(1);
  });

  it("step across the first century and year zero without jumping to the 1900s", () => {
    expect(addDays("0001-01-01", 1)).toBe("0001-01-02");
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(addDays("0001-01-01", -1)).toBe("0000-12-31");
    expect(addDays("0000-03-01", -1)).toBe("0000-02-29"); // year 0 (1 BCE) is a leap year
    expect(addDays("0000-01-01", -1)).toBe("-000001-12-31");
    expect(addDays("1582-10-04", 1)).toBe("1582-10-05"); // proleptic: no ten-day gap
    expect(addDays("2999-12-31", 1)).toBe("3000-01-01");
    expect(formatIsoDate({ year: -3000, month: 1, day: 1 })).toBe("-003000-01-01");
    expect(formatIsoDate({ year: 10_000, month: 1, day: 1 })).toBe("+010000-01-01");
    expect(daysFromCivil(2024, 13, 1)).toBe(daysFromCivil(2025, 1, 1));
    expect(daysFromCivil(2024, 1, 32)).toBe(daysFromCivil(2024, 2, 1));
  });
});
