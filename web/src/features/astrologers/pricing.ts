import type { PackPrice, Service } from "@contract/pricing";

/**
 * The payment page's query for a pack (spec §7 navigation: astrologer, service, duration, price,
 * originalPrice, type), as typed search state (numbers stay numbers in the address). The figures
 * are the server's pack (computed by @contract/pricing from the stored rate and the site's
 * settings) in rupees. They are for display only: the payment routes charge
 * `GET /api/pricing/quote`'s recomputed price, never this one.
 */
export function packPaymentSearch(astrologerId: string, service: Service, pack: PackPrice) {
  return {
    astrologer: astrologerId,
    service,
    duration: pack.minutes,
    price: pack.pricePaise / 100,
    originalPrice: pack.originalPricePaise / 100,
    type: "consultation",
    // A call's or video's pack is taken where that consultation starts (the start page's pack plan).
    ...(service === "chat" ? {} : { kind: service }),
  };
}

/** Start Chat's payment query string: the astrologer's chat pack (`chatPack` of GET /api/astrologers). */
export function chatPaymentSearch(astrologer: { id: string; chatPack: PackPrice }): Record<string, string> {
  return Object.fromEntries(Object.entries(packPaymentSearch(astrologer.id, "chat", astrologer.chatPack)).map(([key, value]) => [key, String(value)]));
}
