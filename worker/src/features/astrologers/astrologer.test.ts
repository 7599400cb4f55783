import { describe, expect, it } from "vitest";
import type { PricingSettings } from "@contract/pricing";
import type { AstrologerRow } from "../../db/schema";
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

  const row: AstrologerRow = {
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
    nameHi: "एक्स वाई",
    nameTa: null,
    nameTe: "",
    bioHi: "हिंदी परिचय",
    bioTa: null,
    bioTe: null,
    userId: null,
    photoKey: null,
    callRatePerMinutePaise: null,
    videoRatePerMinutePaise: null,
    availability: [],
    createdAt: "2026-01-01T00:00:00Z",
  };

  it("exposes the spec's field names, with the generated portrait when there is no photo", () => {
    expect(toAstrologerDto(row, pricing)).toEqual({
      id: "a1",
      slug: "x-y",
      name: "X Y",
      image: "/api/astrologers/a1/portrait.svg?v=1",
      isOnline: true,
      experience: 7,
      rating: 4.5,
      reviews: 12,
      specialties: ["vedic"],
      ratePerMinute: 25,
      callRatePerMinute: 25,
      videoRatePerMinute: 25,
      languages: ["hi"],
      bio: "b",
      chatPack: { minutes: 20, pricePaise: 42_500, originalPricePaise: 50_000 },
    });
    expect(toAstrologerDto({ ...row, image: "https://example.com/p.jpg" }, pricing).image).toBe("https://example.com/p.jpg");
  });

  it("names and describes the astrologer in the page's script where given, else in the default text", () => {
    expect(toAstrologerDto(row, pricing, { lang: "hi" })).toMatchObject({ name: "एक्स वाई", bio: "हिंदी परिचय" });
    expect(toAstrologerDto(row, pricing, { lang: "ta" })).toMatchObject({ name: "X Y", bio: "b" });
    // An empty localized name counts as none.
    expect(toAstrologerDto(row, pricing, { lang: "te" })).toMatchObject({ name: "X Y", bio: "b" });
  });

  it("shows the count and mean of stored reviews when there are any, else the stored figures", () => {
    expect(toAstrologerDto(row, pricing, { reviews: { count: 3, meanRating: 14 / 3 } })).toMatchObject({ reviews: 3, rating: 4.7 });
    expect(toAstrologerDto(row, pricing, { reviews: { count: 0, meanRating: null } })).toMatchObject({ reviews: 12, rating: 4.5 });
  });
});
