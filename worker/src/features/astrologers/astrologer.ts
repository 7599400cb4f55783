import { type PackPrice, packPrice, type PricingSettings } from "@contract/pricing";
import type { AstrologerRow } from "../../db/schema";

/** An astrologer as the spec's client reads it (§3 Astrologer); money in rupees only here. */
export interface AstrologerDto {
  id: string;
  slug: string;
  name: string;
  image?: string;
  isOnline: boolean;
  /** Years of practice. */
  experience: number;
  rating: number;
  /** Number of reviews. */
  reviews: number;
  specialties: string[];
  /** Rupees per minute (stored as paise). */
  ratePerMinute: number;
  languages: string[];
  bio: string;
  /** The chat pack as the server prices it (spec §9), in paise; the SPA shows these figures. */
  chatPack: PackPrice;
}

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

/**
 * The spec's slug (§3): name lowercased, spaces to hyphens, other non-alphanumerics removed.
 * Runs of spaces collapse to one hyphen so "A  B" and "A B" share a slug.
 */
export function astrologerSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
