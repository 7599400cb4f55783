/**
 * Booking times as the pages show them: always India time (the astrologers' hours are set in it,
 * and the emails use it), in the page's language.
 */
import { INDIA_TIME_ZONE } from "@contract/bookings";
import { currentLocaleTag } from "../../i18n/runtime";
import { dateTimeFormat } from "../../i18n/intl";

const format = (options: Intl.DateTimeFormatOptions) => (iso: string) =>
  dateTimeFormat(currentLocaleTag(), { timeZone: INDIA_TIME_ZONE, numberingSystem: "latn", ...options }).format(new Date(iso));

/** "10:30 am". */
export const indiaTime = format({ hour: "numeric", minute: "2-digit" });
/** "Fri, 27 Nov, 10:30 am". */
export const indiaDateTime = format({ weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });

/** A tab's label for an India date (YYYY-MM-DD): the weekday and the day ("Fri 27 Nov"), from noon IST so no zone moves it. */
export function indiaDayLabel(date: string): { weekday: string; day: string } {
  const noon = `${date}T06:30:00Z`;
  return { weekday: format({ weekday: "short" })(noon), day: format({ day: "numeric", month: "short" })(noon) };
}

/** Whether "Join" shows at `nowMs`: from `joinFrom` until the slot's end. */
export function joinOpen(booking: { status: string; joinFrom: string; endsAt: string }, nowMs: number): boolean {
  return booking.status === "booked" && nowMs >= Date.parse(booking.joinFrom) && nowMs < Date.parse(booking.endsAt);
}
