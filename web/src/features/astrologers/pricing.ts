import type { PackPrice, Service } from "@contract/pricing";

/**
 * The payment page's query string for a pack (spec §7 navigation: astrologer, service, duration,
 * price, originalPrice, type). The figures are the server's pack (computed by @contract/pricing
 * from the stored rate and the site's settings) in rupees. They are for display only: the payment
 * routes charge `GET /api/pricing/quote`'s recomputed price, never this one.
 */
export function packPaymentSearch(astrologerId: string, service: Service, pack: PackPrice): Record<string, string> {
  return {
    astrologer: astrologerId,
    service,
    duration: String(pack.minutes),
    price: String(pack.pricePaise / 100),
    originalPrice: String(pack.originalPricePaise / 100),
    type: "consultation",
  };
}

/** Start Chat's payment query: the astrologer's chat pack (`chatPack` of GET /api/astrologers). */
export function chatPaymentSearch(astrologer: { id: string; chatPack: PackPrice }): Record<string, string> {
  return packPaymentSearch(astrologer.id, "chat", astrologer.chatPack);
}
