import type { PackPrice } from "@contract/pricing";

/**
 * The payment page's query string for a chat with this astrologer (spec §7 navigation:
 * astrologer, service, duration, price, originalPrice, type). The figures are the server's
 * chat pack (`chatPack` of GET /api/astrologers, computed by @contract/pricing from the stored
 * rate and the site's settings) in rupees. They are for display only: the payment routes
 * charge `GET /api/pricing/quote`'s recomputed price, never this one.
 */
export function chatPaymentSearch(astrologer: { id: string; chatPack: PackPrice }): Record<string, string> {
  const { minutes, pricePaise, originalPricePaise } = astrologer.chatPack;
  return {
    astrologer: astrologer.id,
    service: "chat",
    duration: String(minutes),
    price: String(pricePaise / 100),
    originalPrice: String(originalPricePaise / 100),
    type: "consultation",
  };
}
