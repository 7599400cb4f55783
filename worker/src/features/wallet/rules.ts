/**
 * The wallet's pure rules, with no I/O: the GST on a recharge, a promo code's bonus, and the
 * financial year of a GST receipt's number. Integer paise throughout (`divRoundHalfUp`).
 */
import { divRoundHalfUp, fullBp } from "@contract/pricing";
import type { PromoCodeRow } from "../../db/schema";

/** GST on top of a recharge: the wallet receives `amountPaise`, the user pays `amountPaise + gstPaise`. */
export function rechargeGst(amountPaise: number, gstBp: number): number {
  return divRoundHalfUp(amountPaise * gstBp, fullBp);
}

/** A promo code's bonus on `amountPaise`, or why it cannot apply. */
export function promoBonus(promo: PromoCodeRow, amountPaise: number, now: Date): { bonusPaise: number } | { refused: "promo_expired" | "promo_exhausted" | "promo_min_amount" | "promo_unknown" } {
  if (!promo.active) return { refused: "promo_unknown" };
  if (promo.expiresAt !== null && Date.parse(promo.expiresAt) <= now.getTime()) return { refused: "promo_expired" };
  if (promo.usageCap !== null && promo.usedCount >= promo.usageCap) return { refused: "promo_exhausted" };
  if (amountPaise < promo.minAmountPaise) return { refused: "promo_min_amount" };
  const raw = promo.kind === "percent" ? divRoundHalfUp(amountPaise * (promo.valueBp ?? 0), fullBp) : (promo.valuePaise ?? 0);
  return { bonusPaise: promo.maxBonusPaise === null ? raw : Math.min(raw, promo.maxBonusPaise) };
}

/**
 * The Indian financial year (April to March, Asia/Kolkata) of an instant, as four digits:
 * 2026-11-25 → "2627", 2027-03-31 → "2627", 2027-04-01 → "2728".
 */
export function financialYear(iso: string): string {
  const ist = new Date(Date.parse(iso) + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, "0")}${String((start + 1) % 100).padStart(2, "0")}`;
}
