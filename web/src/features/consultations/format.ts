/**
 * How the consultation pages write durations, times, statuses and earnings (spec §9), and the
 * small pure decisions behind them (a request's countdown, which requests are new, the earnings
 * rows), unit-tested in format.test.ts. Every amount is the server's; nothing here prices.
 */
import type { ConsultationStatus, ConsultationSummary, EarningsAnswer, EndReason, TranscriptMessage } from "@contract/consultations";
import type { Locale } from "../../i18n/locale";
import { localeTag } from "../../i18n/locale";
import { m } from "../../paraglide/messages.js";
import { durationLabel } from "../packs/format";
import { dateTimeFormat, numberFormat } from "../../i18n/intl";


/**
 * A served duration as spec §9 writes it: under 60 minutes "N minutes", else "Nh Nm". Seconds
 * round to the nearest minute, except that a session that ran at all (under 30 s) shows
 * "1 minute" rather than "0 minutes".
 */
export function formatDuration(seconds: number, locale: Locale): string {
  const minutes = seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60));
  return durationLabel(minutes, locale);
}

/** An instant as a date and time in the page's language and the browser's time zone. */
export function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(localeTag[locale], { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** An instant's time of day in the page's language and the browser's time zone ("5:55 am"). */
export function formatClock(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(localeTag[locale], { timeStyle: "short" }).format(date);
}

/** A civil date of the earnings ("YYYY-MM-DD", India time) as a short date: "26 Nov" / "26 நவ.". */
export function formatDay(date: string, locale: Locale): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, mo - 1, d));
  if (Number.isNaN(utc.getTime())) return date;
  return dateTimeFormat(localeTag[locale], { day: "numeric", month: "short", timeZone: "UTC" }).format(utc);
}

/** Whole seconds left until `expiresAt` (ISO) at `nowMs`, never below zero (a started second counts). */
export function secondsLeft(expiresAt: string, nowMs: number): number {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** A countdown as "m:ss" ("0:45", "1:00"). */
export function countdownLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The requests in `current` whose ids were not in `seen` (the ones the chime announces). The
 * caller adds every current id to `seen` afterwards, so a request chimes once, however often
 * the list is read.
 */
export function newRequestIds(seen: ReadonlySet<string>, current: readonly { id: string }[]): string[] {
  return current.filter((r) => !seen.has(r.id)).map((r) => r.id);
}

/** A share in basis points as a percentage number without the sign (7000 → "70", 6250 → "62.5"). */
export function sharePercent(shareBp: number, locale: Locale): string {
  const digits = shareBp % 100 === 0 ? 0 : shareBp % 10 === 0 ? 1 : 2;
  return numberFormat(localeTag[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(shareBp / 100);
}

export type EarningsDay = EarningsAnswer["days"][number];

export interface EarningsRows {
  /** The days with at least one session, newest first. */
  rows: (EarningsDay & { /** The day's share against the best day's, 0–1 (the bar's length). */ barFraction: number })[];
  sessions: number;
  minutes: number;
  grossPaise: number;
}

/**
 * The earnings table: days with sessions, newest first, each with its bar against the best day,
 * and the period's sums of sessions, minutes and gross (the share total is the server's
 * `totalSharePaise`, not summed here).
 */
export function earningsRows(answer: EarningsAnswer): EarningsRows {
  const worked = answer.days.filter((d) => d.sessions > 0).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const best = Math.max(0, ...worked.map((d) => d.sharePaise));
  return {
    rows: worked.map((d) => ({ ...d, barFraction: best > 0 ? d.sharePaise / best : 0 })),
    sessions: worked.reduce((sum, d) => sum + d.sessions, 0),
    minutes: worked.reduce((sum, d) => sum + d.minutes, 0),
    grossPaise: worked.reduce((sum, d) => sum + d.grossPaise, 0),
  };
}

const statusLabels = {
  requested: m.ad_status_requested,
  active: m.ad_status_active,
  ended: m.ad_status_ended,
  declined: m.ad_status_declined,
  expired: m.ad_status_expired,
  cancelled: m.ad_status_cancelled,
} satisfies Record<ConsultationStatus, (inputs?: object, options?: { locale?: Locale }) => string>;

/** A consultation's status in the page's language. */
export function statusLabel(status: ConsultationStatus, locale: Locale): string {
  return statusLabels[status]({}, { locale });
}

const endReasonLabels = {
  user: m.ad_ended_by_user,
  astrologer: m.ad_ended_by_astrologer,
  funds: m.ad_ended_funds,
  pack: m.ad_ended_pack,
  declined: m.ad_status_declined,
  expired: m.ad_status_expired,
  cancelled: m.ad_status_cancelled,
  abandoned: m.ad_ended_abandoned,
} satisfies Record<EndReason, (inputs?: object, options?: { locale?: Locale }) => string>;

/**
 * Why an ended session ended, or null when it is not over (a declined or expired request's
 * status says it already). The viewer's own side ending it reads "Ended by you".
 */
export function endReasonLabel(c: Pick<ConsultationSummary, "status" | "endReason" | "viewerSide">, locale: Locale): string | null {
  if (c.status !== "ended" || !c.endReason) return null;
  if (c.endReason === c.viewerSide) return m.ad_ended_by_you({}, { locale });
  return endReasonLabels[c.endReason]({}, { locale });
}

/** Statuses that never started: nothing was charged. */
export function costNothing(status: ConsultationStatus): boolean {
  return status === "declined" || status === "expired" || status === "cancelled";
}

/**
 * The opening of a conversation for a preview: its first `count` messages of either side in
 * order (the room's system lines left out), and whether more follow.
 */
export function firstLines(transcript: readonly TranscriptMessage[], count: number): { lines: TranscriptMessage[]; more: boolean } {
  const spoken = transcript.filter((line) => line.sender !== "system").sort((a, b) => a.seq - b.seq);
  return { lines: spoken.slice(0, count), more: spoken.length > count };
}
