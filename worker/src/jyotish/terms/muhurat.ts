// SPDX-License-Identifier: AGPL-3.0-or-later
import type { muhuratKinds } from "../muhurat/index";
import type { Term } from "./lang";

/** The undertakings a muhurat is sought for. */
export const muhuratKindNames: Record<(typeof muhuratKinds)[number], Term> = {
  marriage: { en: "marriage", hi: "विवाह", ta: "திருமணம்", te: "వివాహం" },
  "griha-pravesh": { en: "griha pravesh", hi: "गृह प्रवेश", ta: "கிரகப் பிரவேசம்", te: "గృహ ప్రవేశం" },
  "vehicle-purchase": { en: "vehicle purchase", hi: "वाहन क्रय", ta: "வாகனம் வாங்குதல்", te: "వాహన కొనుగోలు" },
  "property-purchase": { en: "property purchase", hi: "संपत्ति क्रय", ta: "சொத்து வாங்குதல்", te: "ఆస్తి కొనుగోలు" },
  "business-launch": { en: "business launch", hi: "व्यापार आरंभ", ta: "தொழில் தொடக்கம்", te: "వ్యాపార ప్రారంభం" },
  "journey-start": { en: "journey start", hi: "यात्रा आरंभ", ta: "பயணத் தொடக்கம்", te: "ప్రయాణ ప్రారంభం" },
};
