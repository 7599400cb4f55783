// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The paid reports: their kinds, their sections in reading order, and their prices.
 *
 * A section is built from the buyer's chart (engine.ts) and written from the statement library
 * of the report's language (texts.ts, text/<lang>.ts). The life report has exactly 82 sections
 * (spec §1, §9); the others take the sections that speak to their subject, plus a few of
 * their own (the partner match of the marriage report, the months of the yearly report).
 *
 * Prices are the `products` table's rows `report-<kind>` (paise, GST-inclusive, set by the
 * administrators): decided on the server; the browser only shows them.
 */
export const reportKinds = ["life", "career", "marriage", "child", "yearly"] as const;
export type ReportKind = (typeof reportKinds)[number];

export const planetSections = ["planet-sun", "planet-moon", "planet-mars", "planet-mercury", "planet-jupiter", "planet-venus", "planet-saturn", "planet-rahu", "planet-ketu"] as const;
export const houseSections = ["house-1", "house-2", "house-3", "house-4", "house-5", "house-6", "house-7", "house-8", "house-9", "house-10", "house-11", "house-12"] as const;
/** The divisional charts the life report reads, each for the matters it rules (BPHS ch. 6). */
export const vargaSections = ["varga-d2", "varga-d3", "varga-d4", "varga-d7", "varga-d9", "varga-d10", "varga-d12", "varga-d16", "varga-d20", "varga-d24"] as const;
export const monthSections = ["month-1", "month-2", "month-3", "month-4", "month-5", "month-6", "month-7", "month-8", "month-9", "month-10", "month-11", "month-12"] as const;

/** The life report's 82 sections, in reading order. */
export const lifeSections = [
  // Foundations (6)
  "overview",
  "ascendant",
  "ascendant-lord",
  "moon-sign",
  "birth-star",
  "sun-sign",
  // Each graha's placement: house, sign, dignity, retrograde or combust (9)
  ...planetSections,
  // Each house: its lord's placement and its occupants (12)
  ...houseSections,
  // Strength (3)
  "dignities",
  "retrograde-combust",
  "ashtakavarga",
  // Yogas and doshas (5)
  "yogas",
  "manglik",
  "kaal-sarp",
  "pitra",
  "sade-sati",
  // Vimshottari dasha (7): the balance at birth, the running periods, the next 20 years in four spans
  "dasha-balance",
  "mahadasha-now",
  "antardasha-now",
  "dasha-years-1-5",
  "dasha-years-6-10",
  "dasha-years-11-15",
  "dasha-years-16-20",
  // Matters of life (18)
  "temperament",
  "education",
  "career",
  "career-fields",
  "career-timing",
  "wealth",
  "gains",
  "property",
  "marriage",
  "spouse",
  "marriage-timing",
  "children",
  "health",
  "siblings",
  "parents",
  "travel",
  "spirituality",
  "friendships",
  // Divisional charts (10)
  ...vargaSections,
  // Transits from the Moon sign now (3)
  "transit-saturn",
  "transit-jupiter",
  "transit-nodes",
  // Remedies (6)
  "gemstone-primary",
  "gemstone-fortune",
  "gemstone-caution",
  "mantras",
  "charity-fasting",
  "lucky-factors",
  // Numerology (2)
  "numerology-root",
  "numerology-destiny",
  // Summary (1)
  "summary",
] as const;

/** Sections that only other kinds have. */
export const extraSections = [
  // marriage, with a partner's details: the Ashtakoota match and the two charts' Manglik balance
  "partner-match",
  "partner-manglik",
  // yearly: the dasha sub-periods of the coming 12 months, then each month
  "year-dasha",
  ...monthSections,
] as const;

export const sectionIds = [...lifeSections, ...extraSections] as const;
export type SectionId = (typeof sectionIds)[number];

export const reportSections: Record<ReportKind, readonly SectionId[]> = {
  life: lifeSections,
  career: [
    "overview", "ascendant", "ascendant-lord", "planet-sun", "planet-saturn", "planet-mercury", "house-10", "house-6", "house-2", "house-11",
    "career", "career-fields", "career-timing", "wealth", "gains", "varga-d10", "mahadasha-now", "antardasha-now", "transit-saturn", "transit-jupiter",
    "gemstone-primary", "summary",
  ],
  marriage: [
    "overview", "ascendant", "moon-sign", "planet-venus", "planet-jupiter", "planet-mars", "house-7", "house-2", "house-8",
    "marriage", "spouse", "marriage-timing", "manglik", "varga-d9", "partner-match", "partner-manglik", "mahadasha-now", "antardasha-now", "transit-jupiter", "summary",
  ],
  child: [
    "overview", "ascendant", "moon-sign", "birth-star", "planet-moon", "planet-mercury", "planet-jupiter", "temperament", "education",
    "health", "career-fields", "house-5", "varga-d24", "dasha-balance", "dasha-years-1-5", "dasha-years-6-10", "numerology-root", "lucky-factors", "summary",
  ],
  yearly: [
    "overview", "moon-sign", "mahadasha-now", "antardasha-now", "year-dasha", ...monthSections, "transit-saturn", "transit-jupiter", "transit-nodes", "sade-sati", "summary",
  ],
};

/** How many of the life report's first sections the free sample shows. */
export const SAMPLE_SECTIONS = 6;

