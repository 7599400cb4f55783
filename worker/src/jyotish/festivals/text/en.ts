// SPDX-License-Identifier: AGPL-3.0-or-later
/** The festival rules' explanations in English. */
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { WindowId } from "../rules";
import { clockOf, type FestivalTexts, festivalNameIn, shortDateIn, tithiIn } from "../texts";

const window: Record<WindowId, string> = {
  udaya: "at sunrise (udaya)",
  arunodaya: "at arunodaya (96 minutes before sunrise)",
  purvahna: "in the forenoon (purvahna)",
  madhyahna: "at midday (madhyahna)",
  aparahna: "in the afternoon (aparahna)",
  dinamana: "in the daytime",
  sunset: "at sunset",
  pradosha: "at dusk (pradosha)",
  nishita: "at midnight (nishita)",
  moonrise: "at moonrise",
};
const t = (p: { tithi: Parameters<typeof tithiIn>[0] }) => tithiIn(p.tithi, "en");
const d = (iso: string) => shortDateIn(iso, "en");
const both = (p: { dates: [string, string] }) => `${d(p.dates[0])} and ${d(p.dates[1])}`;
const at = (iso: string) => `${clockOf(iso)} on ${d(iso)}`;

export const festivalEn: Templates<FestivalTexts> = {
  "festival.only-day": (p) => `${t(p)} holds ${window[p.window]} on ${d(p.date)} only.`,
  "festival.both-days-first": (p) => `${t(p)} holds ${window[p.window]} on both ${both(p)}: the first day is taken.`,
  "festival.both-days-second": (p) => `${t(p)} holds ${window[p.window]} on both ${both(p)}: the second day is taken.`,
  "festival.both-days-more": (p) => `${t(p)} holds ${window[p.window]} on both ${both(p)}: the day it covers more is taken.`,
  "festival.both-days-dwadashi-second": (p) =>
    `${t(p)} holds ${window[p.window]} on both ${both(p)}: the second day is taken, as dwadashi still holds at the next sunrise for the parana.`,
  "festival.both-days-dwadashi-first": (p) =>
    `${t(p)} holds ${window[p.window]} on both ${both(p)}: the first day is taken, as dwadashi ends before the sunrise after the second.`,
  "festival.neither-day-longer": (p) => `${t(p)} holds ${window[p.window]} on no day: the day it covers longer is taken.`,
  "festival.neither-day-next": (p) => `${t(p)} does not hold ${window[p.window]} on any day: the fast moves to the next day.`,
  "festival.neither-day-udaya": (p) =>
    `Bhadra or the tithi's end leaves no ${window[p.window].replace(/^in the |^at /, "")} free on either day: the day ${t(p)} holds at sunrise is taken.`,
  "festival.ingress-hindu-day": (p) =>
    `The Sun enters ${signNames[p.sign].en} at ${at(p.at)}, within the Hindu day (sunrise to sunrise) of ${d(p.date)}.${p.punyaKaal ? ` Its punya kaal falls on ${d(p.punyaKaal)}.` : ""}`,
  "festival.ingress-before-sunset": (p) => `The Sun enters ${signNames[p.sign].en} at ${at(p.at)}, before sunset: the month begins that day.`,
  "festival.ingress-after-sunset": (p) => `The Sun enters ${signNames[p.sign].en} at ${at(p.at)}, after sunset: the month begins the next day.`,
  "festival.nakshatra-next-day": (p) =>
    `${t(p)} holds ${window[p.window]} on ${d(p.date)}, but the next day, which ${t(p)} holds at sunrise, has Shravana nakshatra in its aparahna: that day is taken.`,
  "festival.bhadra-next-day": (p) =>
    `Bhadra fills the whole ${window[p.window].replace(/^at /, "")} of ${d(p.date)}, and ${t(p)} lasts three and a half praharas past the next sunrise: the fire is lit at the next dusk.`,
  "festival.nakshatra-at-sunrise": () => "Thiruvonam (Shravana) holds at sunrise in Chingam, ten days after Atham.",
};
