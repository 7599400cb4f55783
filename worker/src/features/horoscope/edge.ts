/**
 * A horoscope page's prediction in its first HTML (issue 22: crawlable, and painted before the
 * SPA's code arrives): for /daily-, /weekly- and /monthly-horoscope/{sign} (and the Tamil sign
 * slugs) and /rashi/{rashi}, the Worker computes the page's answer (the same as
 * `GET /api/horoscope` gives) and writes
 *  - its prediction and the four areas into the skeleton's card (`%PAGE_BODY%`), escaped;
 *  - the whole answer as `<script type="application/json" id="edge-horoscope">`, which the page's
 *    query takes as its first data when the key (sign|period|date|area|lang) is its own.
 */
import * as v from "valibot";
import { calendarDate } from "@contract/common";
import { type HoroscopePeriod, signFromName } from "@contract/horoscope";
import { IsolateMemo } from "../../lib/edge-cache";
import { escapeText } from "../../site/head";
import type { Locale } from "../../site/locales";
import { matchRoute } from "../../site/route-table";
import { secondsUntilEnd, signHoroscope, spanOf } from "./service";

const periodOfRoute: Record<string, HoroscopePeriod> = {
  "/daily-horoscope/:sign": "daily",
  "/daily-horoscope/:tamilSign": "daily",
  "/weekly-horoscope/:sign": "weekly",
  "/weekly-horoscope/:tamilSign": "weekly",
  "/monthly-horoscope/:sign": "monthly",
  "/monthly-horoscope/:tamilSign": "monthly",
  "/rashi/:rashi": "daily",
};

/** The four areas' labels in the first screen (the SPA's own page replaces them). */
const labels: Record<Locale, { love: string; career: string; health: string; finances: string }> = {
  en: { love: "Love life", career: "Career", health: "Health", finances: "Finances" },
  hi: { love: "प्रेम जीवन", career: "करियर", health: "स्वास्थ्य", finances: "धन" },
  ta: { love: "காதல் வாழ்க்கை", career: "தொழில்", health: "ஆரோக்கியம்", finances: "பணவரவு" },
  te: { love: "ప్రేమ జీవితం", career: "వృత్తి", health: "ఆరోగ్యం", finances: "ఆర్థికం" },
};

export interface EdgeHoroscope {
  /** The answer's <script> tag, for the head. */
  tag: string;
  /** The card's markup. */
  html: string;
}

const written = new IsolateMemo<EdgeHoroscope>(512, 12_000_000);
const dateParam = calendarDate("date");

/**
 * The horoscope a page shows in its first HTML, or null for other pages. `path` has no language
 * prefix; `routePath` is the route-table path the page's head matched, so that every other page
 * returns at once, without matching the route table a second time.
 */
export function edgeHoroscope(routePath: string | null, path: string, locale: Locale, search: string, nowMs = Date.now()): EdgeHoroscope | null {
  if (routePath === null || !(routePath in periodOfRoute)) return null;
  const match = matchRoute(path, locale);
  const period = match ? periodOfRoute[match.entry.path] : undefined;
  if (!match || !period) return null;
  const sign = signFromName(match.params.sign ?? match.params.tamilSign ?? match.params.rashi ?? "");
  if (!sign) return null;
  const asked = new URLSearchParams(search).get("date");
  const given = asked !== null && v.is(dateParam, asked) ? asked : undefined;
  const { date, span } = spanOf(period, given, nowMs);
  const key = `${sign}|${period}|${date}|general|${locale}`;
  const known = written.get(key, nowMs);
  if (known) return known;
  const answer = signHoroscope({ sign, period, area: "general", nodes: "phaladeepika", lang: locale, date: given }, date, span);
  const json = JSON.stringify({ key, answer }).replace(/</g, "\\u003c");
  const l = labels[locale];
  const paragraph = (label: string, text: string) => `<p class="mt-2 text-gray-700"><b>${escapeText(label)}:</b> ${escapeText(text)}</p>`;
  const html =
    `<h2 class="font-bold">${escapeText(answer.signName)}</h2>` +
    `<p class="mt-2 text-gray-700">${escapeText(answer.prediction)}</p>` +
    paragraph(l.love, answer.love) +
    paragraph(l.career, answer.career) +
    paragraph(l.health, answer.health) +
    paragraph(l.finances, answer.finances);
  const out = { tag: `<script type="application/json" id="edge-horoscope">${json}</script>`, html };
  written.set(key, out, out.tag.length + html.length, nowMs + secondsUntilEnd(span, nowMs) * 1000);
  return out;
}
