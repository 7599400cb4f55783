/**
 * The query strings of the payment and checkout pages, as their routes' `validateSearch` keeps
 * them. Validation stays in the route tree (the app's first chunk), so this module imports nothing.
 *
 * The router parses `price=1` as the number 1: values are kept as parsed (a string or a number),
 * so the address is written back as it came. Only `astrologer` and `service` are ever read; the
 * spec's display figures (`duration`, `price`, `originalPrice`, `type`) ride along untouched.
 */
export interface PackSearch {
  astrologer?: string | number;
  service?: string | number;
  duration?: string | number;
  price?: string | number;
  originalPrice?: string | number;
  type?: string | number;
  /** `call` or `video`: start that consultation here (issue 26) instead of buying the service's pack. */
  kind?: string | number;
}

const paymentKeys = ["astrologer", "service", "duration", "price", "originalPrice", "type", "kind"] as const;

function pick(search: Record<string, unknown>, keys: readonly (keyof PackSearch)[]): PackSearch {
  const kept: PackSearch = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) kept[key] = value;
  }
  return kept;
}

/** `/payment?astrologer=&service=&duration=&price=&originalPrice=&type=` (spec §7). */
export const paymentSearch = (search: Record<string, unknown>): PackSearch => pick(search, paymentKeys);

/** `/checkout?astrologer=&service=`. */
export const checkoutSearch = (search: Record<string, unknown>): PackSearch => pick(search, ["astrologer", "service"]);
