/**
 * UTC offsets from the IANA time zone database, as the runtime's ICU carries it, so
 * historical changes count: India's war time (+06:30, 1942–45), Nepal's +05:45, DST abroad.
 */

import { civilFromDays, daysFromCivil, formatIsoDate, type IsoDate } from "./datetime";

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone (constructing one costs about 0.1 ms) that prints only the offset,
 * "GMT+05:30": formatting it costs a quarter of breaking a full date into parts.
 */
function offsetFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Offset of `timeZone` from UTC at the instant `epochMs`, in minutes (east positive), rounded
 * to the minute (local mean times such as +05:53:28 give 354).
 */
export function utcOffsetMinutes(timeZone: string, epochMs: number): number {
  const text = offsetFormatterFor(timeZone).format(new Date(epochMs));
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(text);
  if (!match) return 0; // "GMT": UTC itself
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
  return (match[1] === "-" ? -1 : 1) * Math.round(seconds / 60);
}

/** "+05:30", "-03:00", "+05:45". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * The UTC instant of a wall-clock time in a zone (the reverse lookup), resolving the hour a
 * clock skips or repeats as the zone's own rules would: the offset in force just after.
 */
export function wallTimeToEpochMs(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour: number; minute: number; second?: number },
): number {
  const naive = daysFromCivil(wall.year, wall.month, wall.day) * 86_400_000 + ((wall.hour * 60 + wall.minute) * 60 + (wall.second ?? 0)) * 1000;
  let epoch = naive - utcOffsetMinutes(timeZone, naive) * 60_000;
  epoch = naive - utcOffsetMinutes(timeZone, epoch) * 60_000;
  return epoch;
}

/** The civil date in `timeZone` at the instant `epochMs` ("0050-03-14", "-000100-01-01"). */
export function dateInZone(epochMs: number, timeZone: string): IsoDate {
  const offsetMinutes = utcOffsetMinutes(timeZone, epochMs);
  return formatIsoDate(civilFromDays(Math.floor((Math.round(epochMs / 1000) + offsetMinutes * 60) / 86_400)));
}

/** ISO 8601 with the zone's offset at that instant, to the second ("2026-11-22T06:48:12+05:30"). */
export function isoInZone(epochMs: number, timeZone: string): string {
  return isoWithOffset(epochMs, utcOffsetMinutes(timeZone, epochMs));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * ISO 8601 at a fixed offset (minutes east of UTC), to the second. Written out by arithmetic
 * (`civilFromDays`, H. Hinnant's `civil_from_days`) rather than through `Date`: a kundli
 * prints about a thousand dasha instants, and this is four times faster. Years outside
 * 0000–9999 are written with ISO's sign and six digits ("-003000-03-21T…").
 */
export function isoWithOffset(epochMs: number, offsetMinutes: number): string {
  const seconds = Math.round(epochMs / 1000) + offsetMinutes * 60;
  const days = Math.floor(seconds / 86_400);
  let rest = seconds - days * 86_400;
  const hh = Math.floor(rest / 3600);
  rest -= hh * 3600;
  const mi = Math.floor(rest / 60);
  const ss = rest - mi * 60;
  return `${formatIsoDate(civilFromDays(days))}T${pad2(hh)}:${pad2(mi)}:${pad2(ss)}${formatOffset(offsetMinutes)}`;
}

export { isTimeZone } from "@contract/common";
