/**
 * What the admin forms type, turned into what the API takes, exactly: rupees to integer paise
 * and percentages to basis points from the digits of the text (no float arithmetic: "149.9" is
 * 14990 paise), and a date and time in IST to an ISO instant. The server's validation messages
 * (already in the request's language) are picked out of its error body per field.
 */
import type { ErrorBody } from "@contract/common";
import { HttpError } from "../../lib/api";

/** A decimal text with at most `decimals` places to an integer of 10^decimals units; null when it is not one. */
function decimalToUnits(text: string, decimals: number): number | null {
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ""));
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  if (fraction.length > decimals) return null;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
}

/** "149.9" → 14990; "₹ 1,499" → 149900; null when not an amount of rupees with at most 2 decimals. */
export const rupeesToPaise = (text: string): number | null => decimalToUnits(text.replace(/^\s*₹\s*/, ""), 2);
/** "18" → 1800; "12.5" → 1250; null when not a percentage with at most 2 decimals or above 100. */
export function percentToBp(text: string): number | null {
  const bp = decimalToUnits(text.replace(/\s*%\s*$/, ""), 2);
  return bp === null || bp > 10_000 ? null : bp;
}
function unitsToText(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.trunc(units / scale);
  const fraction = String(units % scale).padStart(decimals, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
/** 14990 → "149.9"; 149900 → "1499". */
export const paiseToText = (paise: number): string => unitsToText(paise, 2);
/** 1800 → "18"; 1250 → "12.5". */
export const bpToText = (bp: number): string => unitsToText(bp, 2);

const istOffsetMs = 330 * 60_000;
/** A `datetime-local` value read as IST ("2026-12-01T09:30") → ISO instant; null when empty or malformed. */
export function istLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - istOffsetMs).toISOString();
}
/** An ISO instant → the `datetime-local` value of that moment in IST. */
export function isoToIstLocal(iso: string): string {
  return new Date(Date.parse(iso) + istOffsetMs).toISOString().slice(0, 16);
}

/** The server's validation messages by the first segment of each issue's path (`value.0.name.hi` → `value`), and a general message. */
export function serverErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  const body: ErrorBody | null = error instanceof HttpError ? error.body : null;
  const fields: Record<string, string> = {};
  const details = body?.error.code === "validation_failed" && Array.isArray(body.error.details) ? (body.error.details as { path?: unknown; message?: unknown }[]) : [];
  for (const issue of details) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    fields[issue.path] ??= issue.message;
  }
  return { fields, message: body?.error.message ?? (error instanceof Error ? error.message : null) };
}

/** The first server message whose path starts with `prefix` (a field's own issues and those inside it). */
export function fieldError(fields: Record<string, string>, prefix: string): string | undefined {
  const key = Object.keys(fields).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key === undefined ? undefined : fields[key];
}
