import { HttpError } from "../../lib/api";
import { type Locale, localeTag } from "../../i18n/locale";
import { currentLocale, formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import type { Service } from "./api";
import { numberFormat } from "../../i18n/intl";

/** A service's name in the page's language. */
export function serviceName(service: Service): string {
  return { chat: m.pk_service_chat, call: m.pk_service_call, video: m.pk_service_video }[service]();
}

/** Spec §9: under 60 minutes "N minutes", else hours and minutes; in the page's language unless `locale` is given. */
export function durationLabel(minutes: number, locale: Locale = currentLocale()): string {
  const whole = (value: number) => numberFormat(localeTag[locale], { maximumFractionDigits: 0 }).format(value);
  if (minutes < 60) return m.pk_minutes({ count: minutes, shown: whole(minutes) }, { locale });
  return m.pk_hours_minutes({ hours: whole(Math.floor(minutes / 60)), minutes: whole(minutes % 60) }, { locale });
}

/** A discount in basis points as a percentage number (1500 → "15", 1250 → "12.5"), without the sign. */
export function percentOf(bp: number): string {
  return formatNumber(bp / 100, bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2);
}

/**
 * What to tell the user about a failed call: the server's message for an answer it explained
 * (unknown astrologer, astrologer offline, bad input), else `fallback` (no answer, or a 500,
 * whose message is generic and says nothing the user can act on).
 */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof HttpError && err.body && err.status < 500 ? err.body.error.message : fallback;
}
