// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A minimal iCalendar (RFC 5545) writer for all-day events: CRLF line ends, text escaped
 * (§3.3.11), lines folded at 75 octets without splitting a UTF-8 character (§3.1).
 */

import { addDays } from "../../lib/datetime";

export interface IcsEvent {
  uid: string;
  /** First day, "YYYY-MM-DD". */
  date: string;
  /** Last day (inclusive) for events of several days. */
  lastDate?: string;
  summary: string;
  description?: string;
  url?: string;
}

const escapeText = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
const icsDate = (iso: string) => iso.replaceAll("-", "");

const nextDay = (iso: string) => addDays(iso, 1);

const encoder = new TextEncoder();

/** Folds one content line into pieces of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines carry a leading space
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The calendar text. `stamp` is the DTSTAMP, "YYYYMMDDTHHMMSSZ". */
export function icsCalendar(name: string, events: readonly IcsEvent[], stamp: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Jyotish Platform//Hindu festivals//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:P7D",
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(e.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(e.lastDate ?? e.date))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
