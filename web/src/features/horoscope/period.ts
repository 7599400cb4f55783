/**
 * The horoscope pages' dates: every horoscope date is a civil date in India (IST, UTC+05:30,
 * no daylight saving), and a period is a day, a week from Monday to Sunday, a calendar month
 * or a calendar year (the engine's periods, worker/src/jyotish/horoscope/periods.ts).
 * Pure functions over "YYYY-MM-DD" strings; the locale tag comes in as an argument.
 */
import type { HoroscopePeriod } from "@contract/horoscope";
import { withoutStrayCommas as tidy } from "../../i18n/dates";
import { dateTimeFormat, numberFormat } from "../../i18n/intl";

export const horoscopeTimeZone = "Asia/Kolkata";

/** Today's date in India, "YYYY-MM-DD". */
export function istToday(now = new Date()): string {
  return dateTimeFormat("en-CA", { timeZone: horoscopeTimeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const dayMs = 86_400_000;
const epochDays = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs);

/**
 * The ordinal of the period holding `date`, so two dates' difference counts whole periods:
 * days since 1970-01-01; Monday-based weeks (1970-01-01 was a Thursday, three days after a
 * Monday); months; years.
 */
export function periodIndex(period: HoroscopePeriod, date: string): number {
  const year = Number(date.slice(0, 4));
  switch (period) {
    case "daily":
      return epochDays(date);
    case "weekly":
      return Math.floor((epochDays(date) + 3) / 7);
    case "monthly":
      return year * 12 + Number(date.slice(5, 7)) - 1;
    case "yearly":
      return year;
  }
}

/** How many periods `date` lies after the one holding `today` (−1 yesterday or last week, 0 the current one, 1 the next). */
export const periodsFromToday = (period: HoroscopePeriod, date: string, today: string): number => periodIndex(period, date) - periodIndex(period, today);

/** The first and last dates (inclusive) of the period holding `date`. */
export function periodSpan(period: HoroscopePeriod, date: string): { from: string; to: string } {
  const iso = (days: number) => new Date(days * dayMs).toISOString().slice(0, 10);
  const year = date.slice(0, 4);
  switch (period) {
    case "daily":
      return { from: date, to: date };
    case "weekly": {
      const monday = periodIndex("weekly", date) * 7 - 3;
      return { from: iso(monday), to: iso(monday + 6) };
    }
    case "monthly": {
      const month = Number(date.slice(5, 7));
      const last = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
      return { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${String(last).padStart(2, "0")}` };
    }
    case "yearly":
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}


const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A period as a reader names it, in the language of `localeTag`: "26 Nov 2026" (a day),
 * "24–30 Nov 2026" or "30 Nov – 6 Dec 2026" (a week), "November 2026" (a month), "2026" (a year).
 */
export function periodLabel(period: HoroscopePeriod, from: string, to: string, localeTag: string): string {
  switch (period) {
    case "daily":
      return tidy(dateTimeFormat(localeTag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(utc(from)));
    case "weekly":
      return tidy(dateTimeFormat(localeTag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(utc(from), utc(to)));
    case "monthly":
      return tidy(dateTimeFormat(localeTag, { month: "long", year: "numeric", timeZone: "UTC" }).format(utc(from)));
    case "yearly":
      return numberFormat(localeTag, { useGrouping: false }).format(Number(from.slice(0, 4)));
  }
}

/** The label of the period holding `date` (see `periodLabel`). */
export function labelOfDate(period: HoroscopePeriod, date: string, localeTag: string): string {
  const { from, to } = periodSpan(period, date);
  return periodLabel(period, from, to, localeTag);
}

/**
 * An event's instant in IST as the page shows it: within a day, the weekday and the clock
 * ("Thu, 02:05 pm"); within a week, the weekday and date ("Thu, 26 Nov, 02:05 pm"); over a
 * month or a year, the date ("26 Nov, 02:05 pm").
 */
export function eventTime(iso: string, period: HoroscopePeriod, localeTag: string, clock: Intl.DateTimeFormatOptions): string {
  const day: Intl.DateTimeFormatOptions =
    period === "daily" ? { weekday: "short" } : period === "weekly" ? { weekday: "short", day: "numeric", month: "short" } : { day: "numeric", month: "short" };
  return tidy(dateTimeFormat(localeTag, { ...day, ...clock, timeZone: horoscopeTimeZone }).format(new Date(iso)));
}
