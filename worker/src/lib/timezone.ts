/**
 * UTC offsets from the IANA time zone database, as the runtime's ICU carries it, so
 * historical changes count: India's war time (+06:30, 1942–45), Nepal's +05:45, DST abroad.
 */

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
  const guess = new Date(0);
  guess.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  guess.setUTCHours(wall.hour, wall.minute, wall.second ?? 0, 0);
  const naive = guess.getTime();
  let epoch = naive - utcOffsetMinutes(timeZone, naive) * 60_000;
  epoch = naive - utcOffsetMinutes(timeZone, epoch) * 60_000;
  return epoch;
}

/** ISO 8601 with the zone's offset at that instant, to the second ("2026-11-22T06:48:12+05:30"). */
export function isoInZone(epochMs: number, timeZone: string): string {
  return isoWithOffset(epochMs, utcOffsetMinutes(timeZone, epochMs));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * ISO 8601 at a fixed offset (minutes east of UTC), to the second. Written out by arithmetic
 * (days → civil date by H. Hinnant's `civil_from_days`) rather than through `Date`: a kundli
 * prints about a thousand dasha instants, and this is four times faster.
 */
export function isoWithOffset(epochMs: number, offsetMinutes: number): string {
  const seconds = Math.round(epochMs / 1000) + offsetMinutes * 60;
  const days = Math.floor(seconds / 86_400);
  let rest = seconds - days * 86_400;
  const hh = Math.floor(rest / 3600);
  rest -= hh * 3600;
  const mi = Math.floor(rest / 60);
  const ss = rest - mi * 60;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const year = y >= 0 && y <= 9999 ? String(y).padStart(4, "0") : y < 0 ? `-${String(-y).padStart(6, "0")}` : `+${String(y).padStart(6, "0")}`;
  return `${year}-${pad2(m)}-${pad2(d)}T${pad2(hh)}:${pad2(mi)}:${pad2(ss)}${formatOffset(offsetMinutes)}`;
}

export { isTimeZone } from "@contract/common";
