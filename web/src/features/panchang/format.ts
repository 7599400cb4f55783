import { withoutStrayCommas } from "../../i18n/dates";
import { currentLocale, currentLocaleTag } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { dateTimeFormat } from "../../i18n/intl";

/**
 * How the site writes a clock time, one rule for every page (issue 19): English as "07:12 am";
 * Hindi, Tamil and Telugu with the language's own day-part word ("सुबह 7:12", "மாலை 6:05",
 * "7:12 ఉదయం") rather than the Latin "am/pm" their CLDR 12-hour patterns fall back to.
 */
export function clockOptions(): Intl.DateTimeFormatOptions {
  return currentLocale() === "en" ? { hour: "2-digit", minute: "2-digit", hour12: true } : { hour: "numeric", minute: "2-digit", dayPeriod: "short" };
}

/**
 * A civil date in the page's language without the stray commas of CLDR's Telugu and Tamil
 * patterns: "22, నవంబర్ 2026, ఆదివారం" → "22 నవంబర్ 2026, ఆదివారం", "ஞாயிறு, 22 நவம்பர், 2026" →
 * "ஞாயிறு, 22 நவம்பர் 2026" (`withoutStrayCommas`).
 */
function formatCivil(at: Date, options: Intl.DateTimeFormatOptions): string {
  return withoutStrayCommas(dateTimeFormat(currentLocaleTag(), { ...options, timeZone: "UTC" }).format(at));
}

/** The page language's clock (`time`) or day-and-month format in a time zone (made once each: i18n/intl.ts). */
function cached(timeZone: string, time: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(currentLocaleTag(), { timeZone, ...(time ? clockOptions() : { day: "numeric", month: "short" }) });
}

/**
 * A panchang time as people read it: the place's clock in the page's language ("07:12 am",
 * "सुबह 7:12"; see `clockOptions`),
 * followed by the day and month when it falls on another date than the panchang's own
 * ("04:35 am, 25 Jan") — the next morning before sunrise still belongs to the Hindu day.
 */
export function formatTime(iso: string, timeZone: string, panchangDate: string): string {
  const at = new Date(iso);
  const time = cached(timeZone, true).format(at);
  return iso.slice(0, 10) === panchangDate ? time : `${time}, ${cached(timeZone, false).format(at)}`;
}

export function formatWindow(span: { start: string; end: string }, timeZone: string, panchangDate: string): string {
  return m.pc_window({ start: formatTime(span.start, timeZone, panchangDate), end: formatTime(span.end, timeZone, panchangDate) });
}

/** Midnight UTC of a proleptic Gregorian date; `setUTCFullYear`, since `Date.UTC` reads the years 0–99 as 1900–1999. */
function utcMidnight(y: number, mo: number, d: number): Date {
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  return t;
}

/** A civil date for headings: "Sunday, 22 November 2026" in the page's language. */
export function formatDate(date: string): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return formatCivil(utcMidnight(y, mo, d), { weekday: "long", day: "numeric", month: "long", year: "numeric" });
}

export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return m.pc_duration({ hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) });
}

/** The date `days` after `date` ("YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return utcMidnight(y, mo, d + days).toISOString().slice(0, 10);
}

/** Whether an instant lies within a span (for the "now" marks). */
export const isNow = (span: { start: string; end: string }, now: number) => Date.parse(span.start) <= now && now < Date.parse(span.end);

/** A date in long form without the weekday: "22 November 2026" in the page's language (from "YYYY-MM-DD…"). */
export function formatLongDate(isoOrDate: string): string {
  const [y, mo, d] = isoOrDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatCivil(utcMidnight(y, mo, d), { day: "numeric", month: "long", year: "numeric" });
}

/** A date in short form for tables: "7 Dec 1996" in the page's language (from "YYYY-MM-DD…"). */
export function formatShortDate(isoOrDate: string): string {
  const [y, mo, d] = isoOrDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatCivil(utcMidnight(y, mo, d), { day: "numeric", month: "short", year: "numeric" });
}
