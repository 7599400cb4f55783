/**
 * The sister sites, from the `settings` row `sites` (migrations/0022_sites_settings.sql; edited
 * on /admin/settings through `PUT /api/admin/settings/sites`). Each isolate keeps the list it
 * read for a short time, like the pricing settings, so a page costs no query of its own; an
 * admin's edit clears this isolate's copy at once and the others' within `sitesCacheMs`.
 *
 * A missing or malformed row is a deployment fault: it is logged and the request fails,
 * rather than a host being served under a name or analytics id nobody configured.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { sitesSchema } from "@contract/admin";
import type { Database } from "../db/client";
import { settings } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { Site } from "./sites";

export const sitesCacheMs = 60_000;

// Only the value is shared between requests, never a promise: workerd ties I/O to the request that started it.
let cached: { value: readonly Site[]; expiresAtMs: number } | undefined;

/** Forgets the cached sites (after an admin edit, and between tests). */
export function clearSitesCache(): void {
  cached = undefined;
}

/** The sites from the settings row's value; throws (after logging why) when it is not a valid list. */
export function sitesFromValue(value: unknown): readonly Site[] {
  const parsed = v.safeParse(sitesSchema, value);
  if (!parsed.success) {
    console.error(
      JSON.stringify({
        level: "error",
        message: "settings row `sites` missing or malformed: pages cannot be served",
        issues: parsed.issues.map((i) => ({ path: i.path?.map((p) => String(p.key)).join("."), message: i.message })),
      }),
    );
    throw new ApiError("internal", "internal");
  }
  return parsed.output;
}

/** The sister sites, from the isolate's cache when younger than `sitesCacheMs`. */
export async function loadSites(db: () => Database, nowMs = Date.now()): Promise<readonly Site[]> {
  if (cached && cached.expiresAtMs > nowMs) return cached.value;
  let row: { value: unknown } | undefined;
  try {
    [row] = await db().select({ value: settings.value }).from(settings).where(eq(settings.key, "sites")).limit(1);
  } catch (error) {
    // The database is out of reach: pages keep the list this isolate read last, if any.
    if (cached) return cached.value;
    throw error;
  }
  const value = sitesFromValue(row?.value);
  cached = { value, expiresAtMs: nowMs + sitesCacheMs };
  return value;
}
