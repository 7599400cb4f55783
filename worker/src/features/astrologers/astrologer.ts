import type { Astrologer } from "@contract/astrologers";
import { packPrice, type PricingSettings } from "@contract/pricing";
import type { AstrologerRow } from "../../db/schema";

/** An astrologer as the spec's client reads it (§3 Astrologer): `@contract/astrologers`. */
export type AstrologerDto = Astrologer;

/** Paise → rupees for display fields; exact for integer paise. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The answer's astrologer, with the chat pack priced from the stored rate and the site's settings. */
export function toAstrologerDto(row: AstrologerRow, pricing: PricingSettings): AstrologerDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...(row.image ? { image: row.image } : {}),
    isOnline: row.isOnline,
    experience: row.experienceYears,
    rating: row.rating,
    reviews: row.reviewsCount,
    specialties: row.specialties,
    ratePerMinute: paiseToRupees(row.ratePerMinutePaise),
    languages: row.languages,
    bio: row.bio,
    chatPack: packPrice(row.ratePerMinutePaise, "chat", pricing),
  };
}

/** The spec's slug (§3): shared with the SPA, so it lives in the contract. */
export { astrologerSlug } from "@contract/astrologers";
