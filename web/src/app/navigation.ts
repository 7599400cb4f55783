/**
 * The header menus, account menu and footer links of spec §2.4, as data. Labels are message
 * functions, so each menu renders in the page's language.
 */
import { m } from "../paraglide/messages.js";

export interface NavLink {
  to: string;
  label: () => string;
}
export interface NavGroup {
  id: MenuId;
  label: () => string;
}

/**
 * The year menu opens this year's edition, read from the clock when the app loads, so it turns
 * over by itself (the route table publishes this year's and next year's editions).
 */
export const year = String(new Date().getFullYear());

export const menuIds = ["horoscope", "kundli", "year", "tools", "reports", "panchang", "learn"] as const;
export type MenuId = (typeof menuIds)[number];

/** The header's dropdowns: the label shows at once; the links load with `./menu-links`. */
export const headerMenus: NavGroup[] = [
  { id: "horoscope", label: m.nav_horoscope },
  { id: "kundli", label: m.nav_kundli },
  { id: "year", label: () => m.calendar_year_menu({ year }) },
  { id: "tools", label: m.nav_free_tools },
  { id: "reports", label: m.nav_reports },
  { id: "panchang", label: m.nav_panchang_muhurat },
  { id: "learn", label: m.nav_learn },
];

export const blogLink: NavLink = { to: "/blog", label: m.nav_blog };
export const adminLink: NavLink = { to: "/admin", label: m.nav_admin };

export const promoLinks: NavLink[] = [
  { to: "/reports/premium", label: m.promo_free_report },
  { to: "/astrologers", label: m.promo_chat },
];

export const footerQuickLinks: NavLink[] = [
  { to: "/", label: m.nav_home },
  { to: "/astrologers", label: m.nav_astrologers },
  { to: "/astro-tools", label: m.footer_astro_tools },
  { to: "/daily-horoscope", label: m.nav_daily_horoscope },
  { to: "/kundli-matching", label: m.nav_kundli_matching },
  { to: "/panchang", label: m.nav_panchang },
  { to: "/blog", label: m.nav_blog },
  { to: "/support", label: m.footer_support },
];

export const footerLegalLinks: NavLink[] = [
  { to: "/privacy-policy", label: m.footer_privacy },
  { to: "/terms-of-service", label: m.footer_terms },
  { to: "/refund-policy", label: m.footer_refund },
  { to: "/delivery-policy", label: m.footer_delivery },
  { to: "/disclaimer", label: m.footer_disclaimer_link },
  { to: "/cookie-policy", label: m.footer_cookie },
  { to: "/contact", label: m.footer_contact },
  { to: "/about", label: m.footer_about },
];
