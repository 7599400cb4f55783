// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The one table of astrological terms in en, hi, ta and te, one module per kind. One
 * spelling per term across the codebase. The SPA imports the kind it needs
 * (`@jyotish/terms/signs` …) so a page that shows sign names bundles nothing else; the
 * Worker may take everything from here.
 */
export * from "./lang";
export * from "./signs";
export * from "./nakshatras";
export * from "./grahas";
export * from "./panchang";
export * from "./matching";
export * from "./kundli";
// The panchang has its 27 yogas (`yogaNames`); the chart yogas (raj, gaja kesari …) are these.
export { yogaNames as chartYogaNames } from "./yogas";
export * from "./muhurat";
