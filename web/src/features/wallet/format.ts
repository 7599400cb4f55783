/** How the wallet pages write money, rates and times, in the page's language (spec §9). */
import { currentLocaleTag, formatNumber, formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { dateTimeFormat } from "../../i18n/intl";

/** "GST 18 %" from the rate in basis points (1800), as the settings hold it. */
export function gstLabel(gstBp: number): string {
  return m.wlt_gst({ rate: formatNumber(gstBp / 100, gstBp % 100 === 0 ? 0 : 2) });
}

/** A ledger movement with its sign: "+₹100.00" for a credit, "−₹12.00" for a debit. */
export function signedPaise(paise: number): string {
  const amount = formatPaise(Math.abs(paise), "balance");
  if (paise > 0) return `+${amount}`;
  return paise < 0 ? `\u2212${amount}` : amount;
}

/** An instant as a date and time in the page's language and the browser's time zone. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(currentLocaleTag(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}
