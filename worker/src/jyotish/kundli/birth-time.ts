// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A birth's civil date and clock time → the UTC instant, through the place's IANA time zone
 * with its history (India's +05:53:20 Bombay/Calcutta times are not in the tz database, but its
 * war time +06:30 of 1942–45 is), or through an explicit UTC offset the user gives, which wins.
 */
import { julianDayFromEpochMs } from "@ephemeris";
import { utcOffsetMinutes, wallTimeToEpochMs } from "../../lib/timezone";
import { daysFromCivil, parseIsoDate } from "../../lib/datetime";

export interface BirthTimeInput {
  /** "YYYY-MM-DD", proleptic Gregorian. */
  date: string;
  /** "HH:MM" or "HH:MM:SS", the local clock. */
  time: string;
  timezone?: string;
  /** Hours east of UTC (e.g. 5.5); overrides `timezone`. */
  utcOffsetHours?: number;
}

export interface BirthInstant {
  epochMs: number;
  jdUt: number;
  /** The offset applied, minutes east of UTC. */
  utcOffsetMinutes: number;
  /** Where the offset came from. */
  source: "timezone" | "explicit-offset";
}

export function birthInstant(input: BirthTimeInput): BirthInstant {
  const { year, month, day } = parseIsoDate(input.date);
  const [hour, minute, second = 0] = input.time.split(":").map(Number) as [number, number, number?];
  let epochMs: number;
  let offset: number;
  if (input.utcOffsetHours !== undefined) {
    offset = Math.round(input.utcOffsetHours * 60);
    epochMs = daysFromCivil(year, month, day) * 86_400_000 + ((hour * 60 + minute) * 60 + second) * 1000 - offset * 60_000;
  } else {
    if (!input.timezone) throw new RangeError("a time zone or a UTC offset is required");
    epochMs = wallTimeToEpochMs(input.timezone, { year, month, day, hour, minute, second });
    offset = utcOffsetMinutes(input.timezone, epochMs);
  }
  return {
    epochMs,
    jdUt: julianDayFromEpochMs(epochMs),
    utcOffsetMinutes: offset,
    source: input.utcOffsetHours !== undefined ? "explicit-offset" : "timezone",
  };
}
