import { m } from "../../paraglide/messages.js";

export interface Tool {
  to: string;
  label: () => string;
  description: () => string;
  /** Two-letter mark drawn on the tile (no icon font needed). */
  hue: number;
}

/** The free tools grid (home page and /astrology-tools). */
export const freeTools: Tool[] = [
  { to: "/kundli", label: m.nav_generate_kundli, description: m.tool_kundli_desc, hue: 262 },
  { to: "/kundli-matching", label: m.nav_kundli_matching, description: m.tool_matching_desc, hue: 330 },
  { to: "/panchang", label: m.nav_panchang, description: m.tool_panchang_desc, hue: 30 },
  { to: "/moon-sign-checker", label: m.nav_moon_sign_checker, description: m.tool_moon_sign_desc, hue: 215 },
  { to: "/nakshatra-finder", label: m.nav_nakshatra_finder, description: m.tool_nakshatra_desc, hue: 250 },
  { to: "/lagna-calculator", label: m.nav_lagna_calculator, description: m.tool_lagna_desc, hue: 190 },
  { to: "/dosham-detector", label: m.nav_dosham_detector, description: m.tool_dosham_desc, hue: 0 },
  { to: "/sade-sati", label: m.nav_sade_sati, description: m.tool_sade_sati_desc, hue: 240 },
  { to: "/numerology", label: m.nav_numerology, description: m.tool_numerology_desc, hue: 160 },
  { to: "/lucky-numbers", label: m.nav_lucky_numbers, description: m.tool_lucky_numbers_desc, hue: 45 },
  { to: "/baby-naming", label: m.nav_baby_naming, description: m.tool_baby_naming_desc, hue: 300 },
  { to: "/dasha-calculator", label: m.nav_dasha_calculator, description: m.tool_dasha_desc, hue: 280 },
];

/**
 * The other tools, listed on /astrology-tools below the calculators (not on the home page,
 * whose grid is the spec's free calculators): Lal Kitab, gemstones and remedies, and the
 * divination pages.
 */
export const moreTools: Tool[] = [
  { to: "/lal-kitab", label: m.nav_lal_kitab, description: m.tool_lal_kitab_desc, hue: 5 },
  { to: "/gemstones", label: m.nav_gemstones, description: m.tool_gemstones_desc, hue: 345 },
  { to: "/remedies", label: m.nav_remedies, description: m.tool_remedies_desc, hue: 120 },
  { to: "/tarot-reading", label: m.nav_tarot_reading, description: m.tool_tarot_desc, hue: 270 },
  { to: "/divination", label: m.nav_divination, description: m.tool_divination_desc, hue: 225 },
  { to: "/palmistry", label: m.nav_palmistry, description: m.tool_palmistry_desc, hue: 20 },
  { to: "/vastu", label: m.nav_vastu, description: m.tool_vastu_desc, hue: 95 },
  { to: "/spirituality", label: m.nav_spirituality, description: m.tool_spirituality_desc, hue: 35 },
];
