// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The periods a horoscope covers, on Indian Standard Time dates (UTC+05:30, no daylight
 * saving): a day; a week, Monday to Sunday; a calendar month; a calendar year.
 */
import { addDays, epochDaysOf, formatIsoDate, type IsoDate, parseIsoDate, weekdayOf } from "../../lib/datetime";
import type { Period } from "./texts";

export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The IST date at an instant. */
export const istDate = (epochMs: number): IsoDate => formatIsoDate(civil(Math.floor((epochMs + IST_OFFSET_MS) / DAY_MS)));
/** The instant of 00:00 IST on `date`. */
export const istMidnightMs = (date: IsoDate): number => epochDaysOf(date) * DAY_MS - IST_OFFSET_MS;

function civil(days: number) {
  return parseIsoDate(addDays("1970-01-01", days));
}

export interface PeriodSpan {
  period: Period;
  /** First and last IST dates, inclusive. */
  from: IsoDate;
  to: IsoDate;
  /** 00:00 IST of `from` and of the day after `to`. */
  startMs: number;
  endMs: number;
  /** A date in the previous and in the next period. */
  previous: IsoDate;
  next: IsoDate;
}

const monthStart = (year: number, month: number): IsoDate => formatIsoDate({ year: year + Math.floor((month - 1) / 12), month: ((((month - 1) % 12) + 12) % 12) + 1, day: 1 });

/** The period of `period` kind that contains `date`. */
export function periodOf(period: Period, date: IsoDate): PeriodSpan {
  const { year, month } = parseIsoDate(date);
  let from: IsoDate;
  let after: IsoDate;
  let previous: IsoDate;
  switch (period) {
    case "daily":
      from = date;
      after = addDays(date, 1);
      previous = addDays(date, -1);
      break;
    case "weekly":
      // weekdayOf: 0 = Sunday; the week starts on Monday.
      from = addDays(date, -((weekdayOf(date) + 6) % 7));
      after = addDays(from, 7);
      previous = addDays(from, -7);
      break;
    case "monthly":
      from = monthStart(year, month);
      after = monthStart(year, month + 1);
      previous = monthStart(year, month - 1);
      break;
    case "yearly":
      from = monthStart(year, 1);
      after = monthStart(year + 1, 1);
      previous = monthStart(year - 1, 1);
      break;
  }
  return { period, from, to: addDays(after, -1), startMs: istMidnightMs(from), endMs: istMidnightMs(after), previous, next: after };
}
