// Its own module, free of valibot: the SPA's astrologer cards import it into the initial bundle.

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
