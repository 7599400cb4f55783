import { m } from "../../paraglide/messages.js";
import { formatDate, formatShortDate, formatTime } from "../panchang/format";
import type { Eclipse, Festival } from "./api";

export const windowText: Record<string, () => string> = {
  udaya: m.fe_window_udaya,
  arunodaya: m.fe_window_arunodaya,
  purvahna: m.fe_window_purvahna,
  madhyahna: m.fe_window_madhyahna,
  aparahna: m.fe_window_aparahna,
  dinamana: m.fe_window_dinamana,
  sunset: m.fe_window_sunset,
  pradosha: m.fe_window_pradosha,
  nishita: m.fe_window_nishita,
  moonrise: m.fe_window_moonrise,
};

export const muhuratLabel: Record<string, () => string> = {
  window: m.fe_mu_window,
  "lakshmi-puja": m.fe_mu_lakshmi_puja,
  "dhanteras-puja": m.fe_mu_dhanteras_puja,
  "holika-dahan": m.fe_mu_holika_dahan,
  "raksha-bandhan": m.fe_mu_raksha_bandhan,
  "punya-kaal": m.fe_mu_punya_kaal,
  "fast-to-moonrise": m.fe_mu_fast_to_moonrise,
  "abhyanga-snan": m.fe_mu_abhyanga_snan,
  ghatasthapana: m.fe_mu_ghatasthapana,
  arghya: m.fe_mu_arghya,
  parana: m.fe_mu_parana,
};

type Args = { tithi: string; window: string; date: string; other: string; time: string };
const decided: Record<string, (a: Args) => string> = {
  "only-day": m.fe_decided_only_day,
  "both-days-first": m.fe_decided_both_days_first,
  "both-days-second": m.fe_decided_both_days_second,
  "both-days-more": m.fe_decided_both_days_more,
  "both-days-dwadashi": m.fe_decided_both_days_dwadashi,
  "neither-day-longer": m.fe_decided_neither_day_longer,
  "neither-day-next": m.fe_decided_neither_day_next,
  "neither-day-udaya": m.fe_decided_neither_day_udaya,
  "ingress-hindu-day": m.fe_decided_ingress_hindu_day,
  "ingress-before-sunset": m.fe_decided_ingress_before_sunset,
  "ingress-after-sunset": m.fe_decided_ingress_after_sunset,
  "nakshatra-at-sunrise": m.fe_decided_nakshatra_at_sunrise,
  "nakshatra-next-day": m.fe_decided_nakshatra_next_day,
  "bhadra-next-day": m.fe_decided_bhadra_next_day,
};

/** The rule applied, in the page's language. */
export function ruleSentence(f: Festival, timeZone: string): string {
  const [first, second] = [f.date, f.alternativeDate ?? f.date].sort() as [string, string];
  const say = decided[f.rule.decided];
  if (!say) return f.rule.explanation;
  return say({
    tithi: f.rule.tithi ?? f.name,
    window: windowText[f.rule.window]?.() ?? "",
    date: formatShortDate(first),
    other: formatShortDate(second),
    time: f.ingress ? `${formatTime(f.ingress, timeZone, f.ingress.slice(0, 10))}, ${formatShortDate(f.ingress)}` : "",
  });
}

/** "07:12 am – 09:30 am" for a festival's muhurat, dates added when it crosses midnight. */
export function muhuratWindow(f: Festival, timeZone: string): string | null {
  if (!f.start || !f.end) return null;
  return m.pc_window({ start: formatTime(f.start, timeZone, f.date), end: formatTime(f.end, timeZone, f.date) });
}

export function eclipseTitle(e: Eclipse): string {
  const type = { total: m.fe_eclipse_total, annular: m.fe_eclipse_annular, hybrid: m.fe_eclipse_hybrid, partial: m.fe_eclipse_partial, penumbral: m.fe_eclipse_penumbral }[e.type]();
  return `${e.kind === "solar" ? m.fe_eclipse_solar() : m.fe_eclipse_lunar()} (${type}) · ${formatDate(e.date)}`;
}

/** The list filter a festival belongs to. */
export function groupOf(f: Festival): "festivals" | "ekadashi" | "moon" | "vrat" {
  if (f.kind === "ekadashi") return "ekadashi";
  if (f.kind === "purnima" || f.kind === "amavasya") return "moon";
  if (f.kind === "pradosh" || f.kind === "sankashti-chaturthi" || f.kind === "masik-shivaratri") return "vrat";
  return "festivals";
}
