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
  id: string;
  label: () => string;
  links: NavLink[];
}

/**
 * The year menu opens this year's edition, read from the clock when the app loads, so it turns
 * over by itself (the route table publishes this year's and next year's editions).
 */
const year = String(new Date().getFullYear());

export const headerMenus: NavGroup[] = [
  {
    id: "horoscope",
    label: m.nav_horoscope,
    links: [
      { to: "/horoscopes", label: m.nav_horoscopes_all },
      { to: "/daily-horoscope", label: m.nav_daily_horoscope },
      { to: "/weekly-horoscope", label: m.nav_weekly_horoscope },
      { to: "/monthly-horoscope", label: m.nav_monthly_horoscope },
      { to: "/yearly-horoscope", label: m.nav_yearly_horoscope },
      { to: "/love-horoscope", label: m.nav_love_horoscope },
      { to: "/career-horoscope", label: m.nav_career_horoscope },
      { to: "/health-horoscope", label: m.nav_health_horoscope },
    ],
  },
  {
    id: "kundli",
    label: m.nav_kundli,
    links: [
      { to: "/kundli", label: m.nav_generate_kundli },
      { to: "/kundli-matching", label: m.nav_kundli_matching },
      { to: "/love-horoscope", label: m.nav_love_horoscope },
      { to: "/marriage-astrology", label: m.nav_marriage_astrology },
    ],
  },
  {
    id: "year",
    label: () => m.calendar_year_menu({ year }),
    links: [
      { to: `/year-${year}/horoscope`, label: m.nav_year_horoscope },
      { to: `/year-${year}/numerology`, label: m.nav_year_numerology },
      { to: `/year-${year}/tarot`, label: m.nav_year_tarot },
      { to: `/year-${year}/festivals`, label: m.nav_year_festivals },
      { to: `/year-${year}/planet-transits`, label: m.nav_year_transits },
    ],
  },
  {
    id: "tools",
    label: m.nav_free_tools,
    links: [
      { to: "/moon-sign-checker", label: m.nav_moon_sign_checker },
      { to: "/nakshatra-finder", label: m.nav_nakshatra_finder },
      { to: "/lagna-calculator", label: m.nav_lagna_calculator },
      { to: "/dosham-detector", label: m.nav_dosham_detector },
      { to: "/sade-sati", label: m.nav_sade_sati },
      { to: "/lal-kitab", label: m.nav_lal_kitab },
      { to: "/baby-naming", label: m.nav_baby_naming },
      { to: "/lucky-numbers", label: m.nav_lucky_numbers },
      { to: "/dasha-calculator", label: m.nav_dasha_calculator },
      { to: "/numerology", label: m.nav_numerology },
    ],
  },
  {
    id: "reports",
    label: m.nav_reports,
    links: [
      { to: "/reports/premium", label: m.nav_premium_reports },
      { to: "/reports/life", label: m.nav_life_report },
      { to: "/reports/career", label: m.nav_career_report },
      { to: "/reports/marriage", label: m.nav_marriage_report },
    ],
  },
  {
    id: "panchang",
    label: m.nav_panchang_muhurat,
    links: [
      { to: "/panchang", label: m.nav_panchang },
      { to: "/shubh-muhurat", label: m.nav_shubh_muhurat },
      { to: "/choghadiya", label: m.nav_choghadiya },
      { to: "/hindu-festivals", label: m.nav_hindu_festivals },
      { to: "/rahu-kaal", label: m.nav_rahu_kaal },
      { to: "/hora-timings", label: m.nav_hora_timings },
      { to: "/abhijit-muhurat", label: m.nav_abhijit_muhurat },
    ],
  },
  {
    id: "learn",
    label: m.nav_learn,
    links: [
      { to: "/learn-astrology/basics", label: m.nav_learn_basics },
      { to: "/learn-astrology/birth-chart", label: m.nav_learn_birth_chart },
      { to: "/learn-astrology/planets", label: m.nav_learn_planets },
      { to: "/learn-astrology/nakshatras", label: m.nav_learn_nakshatras },
      { to: "/learn-astrology/doshas", label: m.nav_learn_doshas },
      { to: "/learn-astrology/muhurta", label: m.nav_learn_muhurta },
      { to: "/learn-astrology/advanced", label: m.nav_learn_advanced },
    ],
  },
];

export const blogLink: NavLink = { to: "/blog", label: m.nav_blog };
export const adminLink: NavLink = { to: "/admin", label: m.nav_admin };

export const promoLinks: NavLink[] = [
  { to: "/reports/premium", label: m.promo_free_report },
  { to: "/astrologers", label: m.promo_chat },
];

/** The signed-in menu; the admin entry is added for admins only. */
export const accountLinks: NavLink[] = [
  { to: "/dashboard", label: m.nav_dashboard },
  { to: "/dashboard/reports", label: m.nav_my_reports },
  { to: "/dashboard/bookings", label: m.nav_bookings },
  { to: "/dashboard/chat", label: m.nav_chat_history },
  { to: "/dashboard/wallet", label: m.nav_wallet },
  { to: "/profile", label: m.nav_profile },
];
export const adminDashboardLink: NavLink = { to: "/admin-dashboard", label: m.nav_admin_dashboard };

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
