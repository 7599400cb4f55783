import { type Astrologer, portraitVersion } from "@contract/astrologers";
import type { ApiLanguage } from "@contract/common";
import { packPrice, type PricingSettings, serviceRatePaise } from "@contract/pricing";
import type { AstrologerRow } from "../../db/schema";

/** An astrologer as the spec's client reads it (§3 Astrologer): `@contract/astrologers`. */
export type AstrologerDto = Astrologer;

/** Paise → rupees for display fields; exact for integer paise. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The generated portrait of an astrologer without a photo (`portrait.ts`), versioned for immutable caching. */
export function portraitUrl(id: string): string {
  return `/api/astrologers/${encodeURIComponent(id)}/portrait.svg?v=${portraitVersion}`;
}

/** The name and bio in `lang`'s script where the astrologer gives them, else the default ones. */
export function localizedText(row: AstrologerRow, lang: ApiLanguage): { name: string; bio: string } {
  const own = {
    en: [null, null],
    hi: [row.nameHi, row.bioHi],
    ta: [row.nameTa, row.bioTa],
    te: [row.nameTe, row.bioTe],
  }[lang];
  return { name: own[0] || row.name, bio: own[1] || row.bio };
}

/** Count and mean rating of an astrologer's stored reviews (`astrologer_reviews`); count 0 when none. */
export interface ReviewStats {
  count: number;
  /** Mean stars, 1–5; null without reviews. */
  meanRating: number | null;
}

/**
 * The answer's astrologer, with the chat pack priced from the stored rate and the site's settings.
 * With stored reviews, `reviews` is their count and `rating` their mean (one decimal), so the count
 * on a card is the number of reviews the profile can show; without any, the stored figures stand.
 */
export function toAstrologerDto(
  row: AstrologerRow,
  pricing: PricingSettings,
  { lang = "en", reviews }: { lang?: ApiLanguage; reviews?: ReviewStats } = {},
): AstrologerDto {
  const hasReviews = reviews !== undefined && reviews.count > 0 && reviews.meanRating !== null;
  return {
    id: row.id,
    slug: row.slug,
    ...localizedText(row, lang),
    image: row.image || portraitUrl(row.id),
    isOnline: row.isOnline,
    experience: row.experienceYears,
    rating: hasReviews ? Math.round(reviews.meanRating! * 10) / 10 : row.rating,
    reviews: hasReviews ? reviews.count : row.reviewsCount,
    specialties: row.specialties,
    ratePerMinute: paiseToRupees(row.ratePerMinutePaise),
    callRatePerMinute: paiseToRupees(serviceRatePaise(row, "call")),
    videoRatePerMinute: paiseToRupees(serviceRatePaise(row, "video")),
    languages: row.languages,
    chatPack: packPrice(row.ratePerMinutePaise, "chat", pricing),
  };
}

/** The spec's slug (§3): shared with the SPA, so it lives in the contract. */
export { astrologerSlug } from "@contract/astrologers";
