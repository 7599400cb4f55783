/** A chat package as the spec sells it (§9): 20 minutes at 15 % off the per-minute rate. */
export const chatPackageMinutes = 20;
export const chatPackageDiscount = 0.15;

export interface ChatPurchase {
  durationMinutes: number;
  /** Rupees, rounded to a whole rupee. */
  price: number;
  /** Rupees before the discount. */
  originalPrice: number;
}

export function chatPurchase(ratePerMinuteRupees: number): ChatPurchase {
  const originalPrice = ratePerMinuteRupees * chatPackageMinutes;
  return {
    durationMinutes: chatPackageMinutes,
    price: Math.round(originalPrice * (1 - chatPackageDiscount)),
    originalPrice,
  };
}

/** The payment page's query string for a chat with this astrologer (spec §7 navigation). */
export function chatPaymentSearch(astrologerId: string, ratePerMinuteRupees: number): Record<string, string> {
  const p = chatPurchase(ratePerMinuteRupees);
  return {
    astrologer: astrologerId,
    service: "chat",
    duration: String(p.durationMinutes),
    price: String(p.price),
    originalPrice: String(p.originalPrice),
    type: "consultation",
  };
}
