// SPDX-License-Identifier: AGPL-3.0-or-later
/** पर्वों के निर्णय की व्याख्या हिंदी में, जैसे पंचांग में तिथि-निर्णय लिखा जाता है। */
import { signNames } from "../../terms/signs";
import type { Templates } from "../../text";
import type { WindowId } from "../rules";
import { clockOf, type FestivalTexts, festivalNameIn, shortDateIn, tithiIn } from "../texts";

/** The windows as the nirnaya texts name them. */
const window: Record<WindowId, string> = {
  udaya: "उदय काल",
  arunodaya: "अरुणोदय (सूर्योदय से 96 मिनट पहले)",
  purvahna: "पूर्वाह्न",
  madhyahna: "मध्याह्न",
  aparahna: "अपराह्न",
  dinamana: "दिनमान",
  sunset: "सूर्यास्त",
  pradosha: "प्रदोष काल",
  nishita: "निशीथ काल",
  moonrise: "चंद्रोदय",
};
const t = (p: { tithi: Parameters<typeof tithiIn>[0] }) => tithiIn(p.tithi, "hi");
const d = (iso: string) => shortDateIn(iso, "hi");
const both = (p: { dates: [string, string] }) => `${d(p.dates[0])} और ${d(p.dates[1])}`;
const bothDays = (p: Parameters<FestivalTemplates["festival.both-days-first"]>[0]) => `${t(p)} ${both(p)} दोनों दिन ${window[p.window]} में व्याप्त है`;
type FestivalTemplates = Templates<FestivalTexts>;

export const festivalHi: FestivalTemplates = {
  "festival.only-day": (p) => `${t(p)} केवल ${d(p.date)} को ${window[p.window]} में व्याप्त है।`,
  "festival.both-days-first": (p) => `${bothDays(p)}: पहला दिन लिया जाता है।`,
  "festival.both-days-second": (p) => `${bothDays(p)}: दूसरा दिन लिया जाता है।`,
  "festival.both-days-more": (p) => `${bothDays(p)}: जिस दिन तिथि अधिक व्याप्त है, वही दिन लिया जाता है।`,
  "festival.both-days-dwadashi-second": (p) => `${bothDays(p)}: दूसरा दिन लिया जाता है, क्योंकि अगले सूर्योदय पर पारण के लिए द्वादशी रहती है।`,
  "festival.both-days-dwadashi-first": (p) => `${bothDays(p)}: पहला दिन लिया जाता है, क्योंकि दूसरे दिन के बाद के सूर्योदय से पहले द्वादशी समाप्त हो जाती है।`,
  "festival.neither-day-longer": (p) => `${t(p)} किसी भी दिन ${window[p.window]} में व्याप्त नहीं है: जिस दिन तिथि अधिक देर रहती है, वह दिन लिया जाता है।`,
  "festival.neither-day-next": (p) => `${t(p)} किसी भी दिन ${window[p.window]} में व्याप्त नहीं है: व्रत अगले दिन होता है।`,
  "festival.neither-day-udaya": (p) => `भद्रा या तिथि की समाप्ति के कारण किसी भी दिन ${window[p.window]} खाली नहीं मिलता: जिस दिन सूर्योदय पर ${t(p)} है, वह दिन लिया जाता है।`,
  "festival.ingress-hindu-day": (p) =>
    `सूर्य ${d(p.at)} को ${clockOf(p.at)} बजे ${signNames[p.sign].hi} राशि में प्रवेश करता है, जो ${d(p.date)} के हिंदू दिन (सूर्योदय से सूर्योदय) के भीतर है।${p.punyaKaal ? ` इसका पुण्य काल ${d(p.punyaKaal)} को है।` : ""}`,
  "festival.ingress-before-sunset": (p) => `सूर्य ${d(p.at)} को ${clockOf(p.at)} बजे, सूर्यास्त से पहले, ${signNames[p.sign].hi} राशि में प्रवेश करता है: मास उसी दिन आरंभ होता है।`,
  "festival.ingress-after-sunset": (p) => `सूर्य ${d(p.at)} को ${clockOf(p.at)} बजे, सूर्यास्त के बाद, ${signNames[p.sign].hi} राशि में प्रवेश करता है: मास अगले दिन आरंभ होता है।`,
  "festival.nakshatra-next-day": (p) =>
    `${t(p)} ${d(p.date)} को ${window[p.window]} में व्याप्त है, पर अगले दिन सूर्योदय पर भी ${t(p)} है और उसके अपराह्न में श्रवण नक्षत्र है: वही दिन लिया जाता है।`,
  "festival.bhadra-next-day": (p) =>
    `${d(p.date)} का पूरा ${window[p.window]} भद्रा से ढका है, और अगले सूर्योदय के बाद भी ${t(p)} साढ़े तीन प्रहर तक रहती है: इसलिए होलिका अगले दिन के प्रदोष में जलाई जाती है।`,
  "festival.nakshatra-at-sunrise": () => "मलयालम मास चिंगम में, अत्तम से दस दिन बाद, सूर्योदय पर तिरुवोणम (श्रवण) नक्षत्र है।",
};
