/**
 * The clock and the bill of a consultation, as pure functions of stored timestamps (issue 21;
 * research §1.7 item 3 and §6): no I/O, no `Date.now()`. The `ChatRoom` object stores the facts
 * (when the astrologer first wrote, when a side left and came back, when it ended) and asks these
 * functions what is owed at any instant, so an alarm that fires late, twice, or after the object
 * was evicted computes the same bill.
 *
 * Rules:
 * - The clock starts at the astrologer's first message (`startedAtMs`).
 * - Served time is wall time since the start less pauses. A pause is a stretch in which a side was
 *   away for longer than the grace (30 s in the product); the whole stretch is unbilled, from the
 *   moment the side left (time nobody served is not charged). A shorter absence is not a pause.
 * - Per-minute plan: the first `freeMinutes` of served time are free; after that every started
 *   minute is charged at the rate: minute n is due as soon as served time passes
 *   `free + (n − 1)` minutes.
 * - 20-minute pack: paid up front; the session ends when its minutes are served; unused whole
 *   minutes are refunded pro rata at the end.
 */
import type { Receipt } from "@contract/consultations";
import { divRoundHalfUp, splitGst } from "@contract/pricing";

export interface ClockFacts {
  /** The astrologer's first message; null before it. */
  startedAtMs: number | null;
  /** The end (null while running): served time stops there. */
  endedAtMs: number | null;
  /** Pauses already closed, in milliseconds. */
  pausedMs: number;
  /** Since when at least one side is away (null while both are present). */
  absentSinceMs: number | null;
  graceMs: number;
}

/**
 * The stretch of the current absence that counts as a pause at `nowMs`: the whole absence (from
 * the start of the clock at the earliest) once it outlasted the grace, else 0. A returning side
 * closes it: add it to `pausedMs` and clear `absentSinceMs`.
 */
export function openPauseMs(f: ClockFacts, nowMs: number): number {
  if (f.startedAtMs === null || f.absentSinceMs === null) return 0;
  const at = f.endedAtMs === null ? nowMs : Math.min(nowMs, f.endedAtMs);
  if (at - f.absentSinceMs <= f.graceMs) return 0;
  return Math.max(0, at - Math.max(f.absentSinceMs, f.startedAtMs));
}

/** True when billing stands still at `nowMs` because a side is away past the grace. */
export function isPaused(f: ClockFacts, nowMs: number): boolean {
  return f.startedAtMs !== null && f.absentSinceMs !== null && nowMs - f.absentSinceMs > f.graceMs;
}

/** Served milliseconds at `nowMs`. */
export function servedMs(f: ClockFacts, nowMs: number): number {
  if (f.startedAtMs === null) return 0;
  const at = f.endedAtMs === null ? nowMs : Math.min(nowMs, f.endedAtMs);
  return Math.max(0, at - f.startedAtMs - f.pausedMs - openPauseMs(f, nowMs));
}

export interface Plan {
  plan: "per-minute" | "pack-20";
  ratePerMinutePaise: number;
  freeMinutes: number;
  /** Pack minutes (pack plan only). */
  packMinutes: number | null;
  minuteMs: number;
}

/** Minutes due (charged per started minute) after `served` milliseconds, per-minute plan. */
export function minutesDue(p: Plan, served: number): number {
  if (p.plan !== "per-minute") return 0;
  const paid = served - p.freeMinutes * p.minuteMs;
  return paid > 0 ? Math.ceil(paid / p.minuteMs) : 0;
}

/**
 * Served time at which the next thing happens: the next minute becomes due (per minute, after
 * `billedMinutes`), or the pack runs out. Null when nothing more can happen (pack fully served).
 */
export function nextThresholdMs(p: Plan, billedMinutes: number): number {
  if (p.plan === "pack-20") return (p.packMinutes ?? 0) * p.minuteMs;
  // Minute n is due when served time passes free + (n − 1) minutes; billed n − 1 so far.
  return (p.freeMinutes + billedMinutes) * p.minuteMs;
}

/** Whole minutes the funds cover from `served` on: free and pack minutes, and paid minutes. */
export function minutesLeft(p: Plan, served: number, billedMinutes: number, spendablePaise: number): number {
  if (p.plan === "pack-20") return Math.max(0, Math.floor(((p.packMinutes ?? 0) * p.minuteMs - served) / p.minuteMs));
  // Served time already paid for (free minutes plus billed minutes), then what the wallet can pay.
  const covered = (p.freeMinutes + billedMinutes) * p.minuteMs - served;
  const more = p.ratePerMinutePaise > 0 ? Math.floor(spendablePaise / p.ratePerMinutePaise) : 0;
  return Math.max(0, Math.floor(covered / p.minuteMs)) + more;
}

/** Pack minutes used (started minutes, at most the pack) and the refund of the rest, pro rata. */
export function packSettlement(packMinutes: number, packPricePaise: number, served: number, minuteMs: number): { usedMinutes: number; refundPaise: number } {
  const usedMinutes = Math.min(packMinutes, Math.ceil(served / minuteMs));
  const unused = packMinutes - usedMinutes;
  // The refund is the unused share of the price, rounded half up; never more than the price.
  const refundPaise = unused > 0 ? Math.min(packPricePaise, divRoundHalfUp(packPricePaise * unused, packMinutes)) : 0;
  return { usedMinutes, refundPaise };
}

/** What the room knows at the end, for the receipt. */
export interface ReceiptFacts {
  consultationId: string;
  astrologerName: string;
  ratePerMinutePaise: number;
  freeMinutes: number;
  minuteMs: number;
  /** The pack paid up front (pack plan only). */
  pack: { minutes: number; pricePaise: number } | null;
  /** Null when the astrologer never wrote: nothing was served. */
  startedAtMs: number | null;
  endedAtMs: number;
  servedMs: number;
  pausedMs: number;
  /** Minutes captured from the wallet (per-minute plan) and their sum. */
  billedMinutes: number;
  chargedPaise: number;
  /** The ledger keys of the captured minutes, in minute order. */
  chargeKeys: readonly string[];
  /** The ledger key the pack's refund is moved under. */
  packRefundKey: string;
  /** GST in basis points, included in the prices. */
  gstBp: number;
}

/**
 * The itemised receipt. Per minute: the free minutes used (started minutes, at most the free ones)
 * and the minutes captured. Pack: the pack's price, less the pro-rata refund of its unused
 * minutes (`packSettlement`), whose ledger movement the caller makes under `packRefundKey`. The
 * total is what the ledger moved; the GST is the part of it that `splitGst` gives.
 */
export function receiptOf(f: ReceiptFacts): Receipt {
  const lines: Receipt["lines"] = [];
  const ledgerKeys = [...f.chargeKeys];
  let totalPaise = f.chargedPaise;
  if (f.pack && f.startedAtMs !== null) {
    const { usedMinutes, refundPaise } = packSettlement(f.pack.minutes, f.pack.pricePaise, f.servedMs, f.minuteMs);
    lines.push({ kind: "pack", minutes: f.pack.minutes, ratePerMinutePaise: f.ratePerMinutePaise, amountPaise: f.pack.pricePaise });
    if (refundPaise > 0) {
      lines.push({ kind: "pack_refund", minutes: f.pack.minutes - usedMinutes, ratePerMinutePaise: f.ratePerMinutePaise, amountPaise: -refundPaise });
      ledgerKeys.push(f.packRefundKey);
    }
    totalPaise = f.pack.pricePaise - refundPaise;
  } else if (f.startedAtMs !== null) {
    const freeUsed = Math.min(f.freeMinutes, Math.ceil(f.servedMs / f.minuteMs));
    if (freeUsed > 0) lines.push({ kind: "free", minutes: freeUsed, ratePerMinutePaise: f.ratePerMinutePaise, amountPaise: 0 });
    if (f.billedMinutes > 0) lines.push({ kind: "minutes", minutes: f.billedMinutes, ratePerMinutePaise: f.ratePerMinutePaise, amountPaise: f.chargedPaise });
  }
  return {
    consultationId: f.consultationId,
    astrologerName: f.astrologerName,
    startedAt: f.startedAtMs === null ? null : new Date(f.startedAtMs).toISOString(),
    endedAt: new Date(f.endedAtMs).toISOString(),
    servedSeconds: Math.floor(f.servedMs / 1000),
    pausedSeconds: Math.floor(f.pausedMs / 1000),
    lines,
    totalPaise,
    gstPaise: splitGst(totalPaise, f.gstBp).gstPaise,
    ledgerKeys,
  };
}

/** The pack refund a receipt lists (its ledger movement is still to be made), or null. */
export function packRefundOf(receipt: Receipt): { minutes: number; amountPaise: number } | null {
  const line = receipt.lines.find((l) => l.kind === "pack_refund");
  return line ? { minutes: line.minutes, amountPaise: -line.amountPaise } : null;
}
