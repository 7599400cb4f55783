/**
 * The twelve signs as the horoscope pages name and link them. Kept free of React and of the
 * API's schemas: the home page's zodiac row imports it in its first screen.
 */
import { signIds, type SignId, tamilSignSlugs } from "@jyotish/terms/signs";
import type { Locale } from "../../i18n/locale";

export { signIds, type SignId };

/** The sign's segment in a page URL: the Tamil pages use the Tamil names (spec §2.2), the others the English id. */
export const signSlug = (sign: SignId, locale: Locale): string => (locale === "ta" ? tamilSignSlugs[sign] : sign);

/**
 * The sign of a horoscope page from its route-table match: `sign` (aries … pisces), or under
 * /tamil `tamilSign` (mesham … meenam). The table has already checked the value.
 */
export function signOfParams(params: Record<string, string | undefined>): SignId | undefined {
  if (params.sign) return signOf(params.sign);
  if (params.tamilSign) return signIds.find((id) => tamilSignSlugs[id] === params.tamilSign);
  return undefined;
}

/** A `?sign=` or stored value that is an English sign id, else undefined. */
export const signOf = (value: unknown): SignId | undefined => (typeof value === "string" && (signIds as readonly string[]).includes(value) ? (value as SignId) : undefined);

/** The project's artwork of a sign (`GET /api/zodiac-image/{Sign}.jpg`). */
export const signImage = (sign: SignId): string => `/api/zodiac-image/${sign.charAt(0).toUpperCase()}${sign.slice(1)}.jpg`;

/** localStorage key of the sign the visitor last read (the home page's "today's prediction" opens with it). */
const lastSignKey = "horoscopeSign";

export function readLastSign(): SignId {
  try {
    return signOf(localStorage.getItem(lastSignKey)) ?? "aries";
  } catch {
    return "aries";
  }
}

export function saveLastSign(sign: SignId): void {
  try {
    localStorage.setItem(lastSignKey, sign);
  } catch {
    // storage unavailable (private mode): the home page opens with Aries
  }
}
