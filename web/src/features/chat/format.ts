/**
 * The chat pages' clock and meter, from the room's state. Minutes are the room's billing minutes
 * (`state.minuteMs`: 60 s in the product, shorter in tests), so the timer and the bill agree.
 * Money is never computed here: the meter shows the server's `chargedPaise`, `billedMinutes`
 * and rate; only time (free time left) is derived, from the served time.
 */
import type { RoomState } from "@contract/consultations";
import type { ChatLine } from "./api";
import { currentLocaleTag, formatNumber } from "../../i18n/runtime";
import { durationLabel } from "../packs/format";
import { dateTimeFormat } from "../../i18n/intl";

export { durationLabel };

const pad = (n: number) => String(n).padStart(2, "0");

/** A running clock, "mm:ss" (or "h:mm:ss" from an hour), in the room's minutes. */
export function clockLabel(servedMs: number, minuteMs = 60_000): string {
  const totalSeconds = Math.floor((Math.max(0, servedMs) / minuteMs) * 60);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole minutes served (spec §9's "N minutes" / "Nh Nm" through `durationLabel`). */
export const servedMinutes = (servedMs: number, minuteMs = 60_000) => Math.floor(Math.max(0, servedMs) / minuteMs);

/** The served time as spec §9 writes a duration. */
export const servedLabel = (servedMs: number, minuteMs = 60_000) => durationLabel(servedMinutes(servedMs, minuteMs));

/** Free time left in milliseconds (the first `freeMinutes` of the served time), 0 once used. */
export function freeMsLeft(state: Pick<RoomState, "freeMinutes" | "minuteMs">, servedMs: number): number {
  return Math.max(0, state.freeMinutes * state.minuteMs - servedMs);
}

/** What the meter shows, all from the room's state. */
export type Meter =
  | { kind: "free"; msLeft: number }
  | { kind: "pack"; minutesLeft: number | null; packMinutes: number }
  | { kind: "minutes"; billedMinutes: number; ratePerMinutePaise: number; chargedPaise: number };

export function meterOf(state: RoomState, servedMs: number): Meter {
  if (state.plan === "pack-20") return { kind: "pack", minutesLeft: state.minutesLeft, packMinutes: state.packMinutes ?? 0 };
  const free = freeMsLeft(state, servedMs);
  if (free > 0 && state.billedMinutes === 0) return { kind: "free", msLeft: free };
  return { kind: "minutes", billedMinutes: state.billedMinutes, ratePerMinutePaise: state.ratePerMinutePaise, chargedPaise: state.chargedPaise };
}

/** Seconds as a whole number in the page's digits ("45"). */
export const secondsLabel = (ms: number) => formatNumber(Math.ceil(Math.max(0, ms) / 1000));

/** A message's time of day in the page's language (spec §9: 12-hour in English). */
export function timeOfDay(atMs: number): string {
  return dateTimeFormat(currentLocaleTag(), { hour: "numeric", minute: "2-digit" }).format(atMs);
}

/** A date and time for the transcript's header. */
export function dateTime(atMs: number): string {
  return dateTimeFormat(currentLocaleTag(), { dateStyle: "long", timeStyle: "short" }).format(atMs);
}

/** The newest sequence of a user's message in `lines`, and how many there are after `seen`. */
export function unreadAfter(lines: readonly ChatLine[], seen: number): { newest: number; unread: number } {
  let newest = 0;
  let unread = 0;
  for (const line of lines) {
    if (line.kind !== "message" || line.from !== "user") continue;
    newest = Math.max(newest, line.seq);
    if (line.seq > seen) unread++;
  }
  return { newest, unread };
}
