import { describe, expect, it } from "vitest";
import type { PricingSettings } from "@contract/pricing";
import { astrologerSlug, paiseToRupees, toAstrologerDto } from "./astrologer";

const pricing: PricingSettings = {
  freeChatMinutes: 5,
  packs: { chat: { minutes: 20, discountBp: 1500 }, call: { minutes: 20, discountBp: 1000 }, video: { minutes: 15, discountBp: 1000 } },
  gstBp: 1800,
  astrologerShareBp: 6000,
};

describe("astrologer mapping", () => {
  it("slugs a name as the spec says: lowercase, spaces to hyphens, other symbols dropped", () => {
    expect(astrologerSlug("Dr. Ramesh Iyer")).toBe("dr-ramesh-iyer");
    expect(astrologerSlug("  Acharya   Devendra Shastri ")).toBe("acharya-devendra-shastri");
    expect(astrologerSlug("K. S. Rao (KP)")).toBe("k-s-rao-kp");
  });

  it("converts integer paise to rupees exactly", () => {
    expect(paiseToRupees(4500)).toBe(45);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it("exposes the spec's field names and omits a missing image", () => {
    const dto = toAstrologerDto({
      id: "a1",
      slug: "x-y",
      name: "X Y",
      image: null,
      isOnline: true,
      experienceYears: 7,
      rating: 4.5,
      reviewsCount: 12,
      specialties: ["vedic"],
      ratePerMinutePaise: 2500,
      languages: ["hi"],
      bio: "b",
      createdAt: "2026-01-01T00:00:00Z",
    }, pricing);
    expect(dto).toEqual({
      id: "a1",
      slug: "x-y",
      name: "X Y",
      isOnline: true,
      experience: 7,
      rating: 4.5,
      reviews: 12,
      specialties: ["vedic"],
      ratePerMinute: 25,
      languages: ["hi"],
      bio: "b",
      chatPack: { minutes: 20, pricePaise: 42_500, originalPricePaise: 50_000 },
    });
  });
});
