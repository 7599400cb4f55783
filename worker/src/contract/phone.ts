/**
 * Mobile numbers for phone sign-in, shared by the SPA (checked before sending) and the Worker's
 * schema (`@contract/auth`), dependency-free so the SPA's login chunk stays small.
 */

/**
 * The E.164 form (`+91` and ten digits) of an Indian mobile number as typed, or null.
 *
 * Indian mobile numbers have ten digits and start with 6, 7, 8 or 9 (National Numbering Plan,
 * TRAI/DoT). Spaces, dashes, dots and brackets are ignored; the ten digits may come alone or
 * after `+91`, `0091`, `91` or the trunk prefix `0`. Only Indian mobiles are accepted: the
 * site's users are in India, and a strict rule keeps SMS codes away from premium-rate and
 * foreign numbers (SMS toll fraud).
 */
export function indianMobileE164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  return /^(?:\+91|0091|91|0)?[6-9]\d{9}$/.test(compact) ? `+91${compact.slice(-10)}` : null;
}
