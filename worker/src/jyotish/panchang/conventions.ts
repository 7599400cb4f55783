// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Regional calendar conventions by the reader's language (issue 19). North India counts lunar
 * months purnimanta (full moon to full moon); Tamil Nadu, Andhra Pradesh and Telangana count
 * them amanta (new moon to new moon), and Tamil calendars name the days by the solar month
 * (Chithirai … Panguni). English pages follow drikpanchang.com's default, purnimanta.
 */
export type MonthNaming = "purnimanta" | "amanta";
export type CalendarLanguage = "en" | "hi" | "ta" | "te";

/** The lunar-month naming a reader of `lang` expects by default. */
export function monthNamingFor(lang: CalendarLanguage): MonthNaming {
  return lang === "ta" || lang === "te" ? "amanta" : "purnimanta";
}

/** Whether a reader of `lang` dates days by the Tamil solar month ("கார்த்திகை 10"). */
export function usesTamilSolarMonth(lang: CalendarLanguage): boolean {
  return lang === "ta";
}
