/**
 * What the header's menus list (spec §2.4): the links of each dropdown, and the account menu's.
 * Loaded when a menu is first opened or pointed at (and once the page is idle), not with the
 * app: a menu's links only render while it is open, so the first screen never needs them, and
 * their labels in four languages would cost every page's first load.
 */
import { m } from "../paraglide/messages.js";
import { type MenuId, type NavLink, year } from "./navigation";

export const menuLinks: Record<MenuId, NavLink[]> = {
  horoscope: [
    { to: "/horoscopes", label: m.nav_horoscopes_all },
    { to: "/daily-horoscope", label: m.nav_daily_horoscope },
    { to: "/weekly-horoscope", label: m.nav_weekly_horoscope },
    { to: "/monthly-horoscope", label: m.nav_monthly_horoscope },
    { to: "/yearly-horoscope", label: m.nav_yearly_horoscope },
    { to: "/love-horoscope", label: m.nav_love_horoscope },
    { to: "/career-horoscope", label: m.nav_career_horoscope },
    { to: "/health-horoscope", label: m.nav_health_horoscope },
  ],
  kundli: [
    { to: "/kundli", label: m.nav_generate_kundli },
    { to: "/kundli-matching", label: m.nav_kundli_matching },
    { to: "/love-horoscope", label: m.nav_love_horoscope },
    { to: "/marriage-astrology", label: m.nav_marriage_astrology },
  ],
  year: [
    { to: `/year-${year}/horoscope`, label: m.nav_year_horoscope },
    { to: `/year-${year}/numerology`, label: m.nav_year_numerology },
    { to: `/year-${year}/tarot`, label: m.nav_year_tarot },
    { to: `/year-${year}/festivals`, label: m.nav_year_festivals },
    { to: `/year-${year}/planet-transits`, label: m.nav_year_transits },
  ],
  tools: [
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
    // Beyond the spec's ten: every other tool (issue 25), so the menu lists them all.
    { to: "/gemstones", label: m.nav_gemstones },
    { to: "/remedies", label: m.nav_remedies },
    { to: "/tarot-reading", label: m.nav_tarot_reading },
    { to: "/divination", label: m.nav_divination },
    { to: "/palmistry", label: m.nav_palmistry },
    { to: "/vastu", label: m.nav_vastu },
    { to: "/spirituality", label: m.nav_spirituality },
    { to: "/astrology-tools", label: m.nav_all_tools },
  ],
  reports: [
    { to: "/reports/premium", label: m.nav_premium_reports },
    { to: "/reports/life", label: m.nav_life_report },
    { to: "/reports/career", label: m.nav_career_report },
    { to: "/reports/marriage", label: m.nav_marriage_report },
  ],
  panchang: [
    { to: "/panchang", label: m.nav_panchang },
    { to: "/shubh-muhurat", label: m.nav_shubh_muhurat },
    { to: "/choghadiya", label: m.nav_choghadiya },
    { to: "/hindu-festivals", label: m.nav_hindu_festivals },
    { to: "/rahu-kaal", label: m.nav_rahu_kaal },
    { to: "/hora-timings", label: m.nav_hora_timings },
    { to: "/abhijit-muhurat", label: m.nav_abhijit_muhurat },
  ],
  learn: [
    { to: "/learn-astrology/basics", label: m.nav_learn_basics },
    { to: "/learn-astrology/birth-chart", label: m.nav_learn_birth_chart },
    { to: "/learn-astrology/planets", label: m.nav_learn_planets },
    { to: "/learn-astrology/nakshatras", label: m.nav_learn_nakshatras },
    { to: "/learn-astrology/doshas", label: m.nav_learn_doshas },
    { to: "/learn-astrology/muhurta", label: m.nav_learn_muhurta },
    { to: "/learn-astrology/advanced", label: m.nav_learn_advanced },
  ],
};

/** The signed-in menu; the admin entry is added for admins only. */
export const accountLinks: NavLink[] = [
  { to: "/dashboard", label: m.nav_dashboard },
  { to: "/dashboard/reports", label: m.nav_my_reports },
  { to: "/dashboard/bookings", label: m.nav_bookings },
  { to: "/dashboard/chat", label: m.nav_chat_history },
  { to: "/dashboard/wallet", label: m.nav_wallet },
  { to: "/profile", label: m.nav_profile },
];
export const adminDashboardLink: NavLink = {
  to: "/admin-dashboard",
  label: m.nav_admin_dashboard,
};
