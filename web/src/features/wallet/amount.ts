/**
 * The recharge page's custom amount: what the user typed in rupees, read as integer paise and
 * checked against the limits the server sent (`GET /api/wallet/recharge`). The server checks
 * again; this only says early what it would refuse.
 */

export type AmountCheck =
  | { ok: true; paise: number }
  | { ok: false; reason: "empty" | "format" | "below" | "above" };

/** Rupees with at most two decimals ("500", "99.5", "1,000"), read without floats. */
const rupeesPattern = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Reads `text` (rupees, as typed: spaces and thousands separators allowed) as paise and checks
 * it lies within `minPaise`–`maxPaise` inclusive.
 */
export function checkAmount(text: string, minPaise: number, maxPaise: number): AmountCheck {
  const cleaned = text.replace(/[\s,₹]/g, "");
  if (cleaned === "") return { ok: false, reason: "empty" };
  const match = rupeesPattern.exec(cleaned);
  if (!match) return { ok: false, reason: "format" };
  const paise = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (paise < minPaise) return { ok: false, reason: "below" };
  if (paise > maxPaise) return { ok: false, reason: "above" };
  return { ok: true, paise };
}

/** Paise as the rupees the amount field shows ("500", "99.50"). */
export function rupeesText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}
