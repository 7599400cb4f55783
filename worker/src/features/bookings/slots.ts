/**
 * The bookable slots of an astrologer: pure functions over the weekly hours, the booked starts
 * and an instant (no clock, no database). India keeps UTC+5:30 all year (no daylight saving since
 * 1945), so an India wall-clock time converts to UTC by a fixed offset.
 */
import { BOOKING_LEAD_MINUTES, MAX_SLOT_DAYS, SLOT_MINUTES, type SlotDay } from "@contract/bookings";
import type { AvailabilityWindow } from "@contract/astrologer-account";
import { MINUTE_MS } from "@contract/consultations";

const DAY_MS = 24 * 60 * MINUTE_MS;
/** IST = UTC+05:30. */
export const INDIA_OFFSET_MS = 330 * MINUTE_MS;

/** "HH:MM" (00:00–24:00) as minutes after midnight. */
function minutesOf(clock: string): number {
  const [h, m] = clock.split(":").map(Number);
  return h! * 60 + m!;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The India date (YYYY-MM-DD) and wall-clock time ("HH:MM") of an instant. */
export function indiaClock(instantMs: number): { date: string; time: string; weekday: number } {
  const local = new Date(instantMs + INDIA_OFFSET_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    weekday: local.getUTCDay(),
  };
}

export interface SlotOptions {
  /** The weekly windows, India time (day 0 = Sunday). */
  availability: readonly AvailabilityWindow[];
  /** Starts already booked (ISO UTC, `toISOString()` form). */
  booked: ReadonlySet<string>;
  nowMs: number;
  /** India dates from today, today included. */
  days: number;
  slotMinutes?: number;
  /** Slots starting sooner than this after `nowMs` are left out. */
  leadMinutes?: number;
}

/**
 * The free slots for `days` India dates from the one `nowMs` falls on: every `slotMinutes` from
 * each window's start while a whole slot fits before its end, less booked starts and starts
 * within `leadMinutes` of now. Every date is listed, empty ones too, so the dialog's tabs stay put.
 */
export function freeSlots({ availability, booked, nowMs, days, slotMinutes = SLOT_MINUTES, leadMinutes = BOOKING_LEAD_MINUTES }: SlotOptions): SlotDay[] {
  const today = indiaClock(nowMs);
  const [y, mo, d] = today.date.split("-").map(Number);
  const firstMidnightUtcMs = Date.UTC(y!, mo! - 1, d!) - INDIA_OFFSET_MS;
  const earliestMs = nowMs + leadMinutes * MINUTE_MS;
  const result: SlotDay[] = [];
  for (let i = 0; i < days; i++) {
    const midnightMs = firstMidnightUtcMs + i * DAY_MS;
    const { date, weekday } = indiaClock(midnightMs);
    const slots: SlotDay["slots"] = [];
    for (const w of availability.filter((w) => w.day === weekday).sort((a, b) => a.from.localeCompare(b.from))) {
      const end = minutesOf(w.to);
      for (let start = minutesOf(w.from); start + slotMinutes <= end; start += slotMinutes) {
        const startMs = midnightMs + start * MINUTE_MS;
        const startsAt = new Date(startMs).toISOString();
        if (startMs < earliestMs || booked.has(startsAt)) continue;
        slots.push({ startsAt, time: `${pad(Math.floor(start / 60))}:${pad(start % 60)}` });
      }
    }
    result.push({ date, weekday, slots });
  }
  return result;
}

/** Why a start is not bookable: past or too soon, or not a slot of the hours within `MAX_SLOT_DAYS`; null when it would be offered. */
export function slotRefusal(options: Omit<SlotOptions, "booked" | "days">, startsAt: string): "outside_hours" | "too_soon" | null {
  const startMs = Date.parse(startsAt);
  const leadMs = (options.leadMinutes ?? BOOKING_LEAD_MINUTES) * MINUTE_MS;
  if (startMs < options.nowMs + leadMs) return "too_soon";
  // Every slot the hours hold within the days the slots answer may show, ignoring the lead and bookings.
  const all = freeSlots({ ...options, booked: new Set(), days: MAX_SLOT_DAYS, leadMinutes: 0 });
  return all.some((day) => day.slots.some((s) => s.startsAt === startsAt)) ? null : "outside_hours";
}
