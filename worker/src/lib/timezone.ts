/**
 * UTC offsets from the IANA time zone database, as the runtime's ICU carries it, so
 * historical changes count: India's war time (+06:30, 1942–45), Nepal's +05:45, DST abroad.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: constructing an Intl.DateTimeFormat costs about 0.1 ms. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      era: "short",
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at the instant `epochMs`, in minutes (east positive). */
export function utcOffsetMinutes(timeZone: string, epochMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const era = parts.find((p) => p.type === "era")?.value;
  const year = era === "BC" || era === "B" ? 1 - get("year") : get("year");
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, get("month") - 1, get("day"));
  asUtc.setUTCHours(get("hour"), get("minute"), get("second"), 0);
  const wholeSecondMs = Math.floor(epochMs / 1000) * 1000;
  return Math.round((asUtc.getTime() - wholeSecondMs) / 60_000);
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

/** ISO 8601 at a fixed offset (minutes east of UTC), to the second. */
export function isoWithOffset(epochMs: number, offsetMinutes: number): string {
  const local = new Date(Math.round(epochMs / 1000) * 1000 + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${local}${formatOffset(offsetMinutes)}`;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
