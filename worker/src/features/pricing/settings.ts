/**
 * Reads the pricing settings, promotional claims and products from the database (the
 * `settings` and `products` tables seeded by migrations/0006_pricing_seed.sql), checks them
 * with the contract's schemas and keeps them per isolate for a short time, so a page of
 * astrologers costs one read, not one per card, and an admin's edit shows within a minute.
 *
 * A missing or malformed row is a deployment fault, not a reason to invent a price: it is
 * logged with the keys at fault and the request fails with a 500.
 */
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";
import { type Claims, claimsSchema, type PricingSettings, pricingSettingsSchema, type Product } from "@contract/pricing";
import { type Seller, sellerSchema, type WalletSettings, walletSettingsSchema } from "@contract/wallet";
import type { Database } from "../../db/client";
import { products, settings } from "../../db/schema";
import { ApiError } from "../../lib/errors";

/** Everything the prices depend on, as one value for the pure pricing functions. */
export interface SiteSettings {
  pricing: PricingSettings;
  claims: Claims;
  products: Product[];
  wallet: WalletSettings;
  /** Who sells: printed on GST receipts. */
  seller: Seller;
}

/** How long an isolate keeps the settings before reading them again. */
export const settingsCacheMs = 60_000;

// Only the value is shared between requests, never a promise: workerd ties I/O to the request that started it.
let cached: { value: SiteSettings; expiresAtMs: number } | undefined;

/** Forgets the cached settings (after an admin edit, and between tests). */
export function clearSettingsCache(): void {
  cached = undefined;
}

/** The rows of the `settings` table this module needs, and where each goes. */
const keys = {
  "pricing.freeChatMinutes": (s: Draft, value: unknown) => (s.pricing.freeChatMinutes = value),
  "pricing.packs.chat": (s: Draft, value: unknown) => (s.pricing.packs.chat = value),
  "pricing.packs.call": (s: Draft, value: unknown) => (s.pricing.packs.call = value),
  "pricing.packs.video": (s: Draft, value: unknown) => (s.pricing.packs.video = value),
  "pricing.gstBp": (s: Draft, value: unknown) => (s.pricing.gstBp = value),
  "pricing.astrologerShareBp": (s: Draft, value: unknown) => (s.pricing.astrologerShareBp = value),
  "claims.astrologers": (s: Draft, value: unknown) => (s.claims.astrologers = value),
  "claims.rating": (s: Draft, value: unknown) => (s.claims.rating = value),
  "claims.users": (s: Draft, value: unknown) => (s.claims.users = value),
  "claims.years": (s: Draft, value: unknown) => (s.claims.years = value),
  "claims.availability": (s: Draft, value: unknown) => (s.claims.availability = value),
  "wallet.rechargePacksPaise": (s: Draft, value: unknown) => (s.wallet.packsPaise = value),
  "wallet.maxRechargePaise": (s: Draft, value: unknown) => (s.wallet.maxRechargePaise = value),
  seller: (s: Draft, value: unknown) => (s.seller = value),
} as const;
type Draft = {
  pricing: Record<string, unknown> & { packs: Record<string, unknown> };
  claims: Record<string, unknown>;
  wallet: Record<string, unknown>;
  seller?: unknown;
};

const settingsSchema = v.object({ pricing: pricingSettingsSchema, claims: claimsSchema, wallet: walletSettingsSchema, seller: sellerSchema });

function fail(message: string, details: Record<string, unknown>): never {
  console.error(JSON.stringify({ level: "error", message, ...details }));
  throw new ApiError("internal", "prices_unavailable");
}

/** Builds the settings from table rows; throws (after logging which keys) when any is missing or malformed. */
export function settingsFromRows(
  settingRows: readonly { key: string; value: unknown }[],
  productRows: readonly { id: string; kind: "report"; pricePaise: number; sections: number | null }[],
): SiteSettings {
  const draft: Draft = { pricing: { packs: {} }, claims: {}, wallet: {} };
  const seen = new Set<string>();
  for (const row of settingRows) {
    const put = keys[row.key as keyof typeof keys];
    if (put) {
      put(draft, row.value);
      seen.add(row.key);
    }
  }
  const missing = Object.keys(keys).filter((k) => !seen.has(k));
  if (missing.length) fail("settings rows missing: prices cannot be computed", { missing });
  const parsed = v.safeParse(settingsSchema, draft);
  if (!parsed.success) {
    fail("settings rows malformed: prices cannot be computed", {
      issues: parsed.issues.map((i) => ({ path: i.path?.map((p) => String(p.key)).join("."), message: i.message })),
    });
  }
  return { ...parsed.output, products: productRows.map((p) => ({ id: p.id, kind: p.kind, pricePaise: p.pricePaise, sections: p.sections })) };
}

async function read(db: Database): Promise<SiteSettings> {
  // One round trip for both tables.
  const [settingRows, productRows] = await db.batch([
    db.select({ key: settings.key, value: settings.value }).from(settings),
    db
      .select({ id: products.id, kind: products.kind, pricePaise: products.pricePaise, sections: products.sections })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
  ]);
  return settingsFromRows(settingRows, productRows);
}

/** The site's settings, from the isolate's cache when younger than `settingsCacheMs`. */
export async function loadSettings(db: Database, nowMs = Date.now()): Promise<SiteSettings> {
  if (cached && cached.expiresAtMs > nowMs) return cached.value;
  const value = await read(db);
  cached = { value, expiresAtMs: nowMs + settingsCacheMs };
  return value;
}
