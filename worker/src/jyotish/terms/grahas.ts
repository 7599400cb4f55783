// SPDX-License-Identifier: AGPL-3.0-or-later
import type { Term } from "./lang";

/** The nine grahas. */
export const grahaIds = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type GrahaId = (typeof grahaIds)[number];

export const grahaNames: Record<GrahaId, Term> = {
  sun: { en: "Sun", hi: "सूर्य", ta: "சூரியன்", te: "సూర్యుడు" },
  moon: { en: "Moon", hi: "चंद्र", ta: "சந்திரன்", te: "చంద్రుడు" },
  mars: { en: "Mars", hi: "मंगल", ta: "செவ்வாய்", te: "కుజుడు" },
  mercury: { en: "Mercury", hi: "बुध", ta: "புதன்", te: "బుధుడు" },
  jupiter: { en: "Jupiter", hi: "गुरु", ta: "குரு", te: "గురువు" },
  venus: { en: "Venus", hi: "शुक्र", ta: "சுக்கிரன்", te: "శుక్రుడు" },
  saturn: { en: "Saturn", hi: "शनि", ta: "சனி", te: "శని" },
  rahu: { en: "Rahu", hi: "राहु", ta: "ராகு", te: "రాహువు" },
  ketu: { en: "Ketu", hi: "केतु", ta: "கேது", te: "కేతువు" },
};

