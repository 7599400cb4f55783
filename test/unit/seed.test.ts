import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedAstrologers } from "../../scripts/seed/astrologers";
import { astrologerSlug } from "../../worker/src/features/astrologers/astrologer";

const en = JSON.parse(readFileSync(new URL("../../web/messages/en.json", import.meta.url), "utf8")) as Record<string, string>;

describe("development seed", () => {
  it("has at least 12 astrologers with unique ids and slugs derived from their names", () => {
    expect(seedAstrologers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seedAstrologers.map((a) => a.id)).size).toBe(seedAstrologers.length);
    for (const a of seedAstrologers) expect(a.slug).toBe(astrologerSlug(a.name));
  });

  it("has believable values: ratings 0–5, positive integer paise, some online and some offline", () => {
    for (const a of seedAstrologers) {
      expect(a.rating).toBeGreaterThanOrEqual(0);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(a.ratePerMinutePaise)).toBe(true);
      expect(a.ratePerMinutePaise).toBeGreaterThan(0);
      expect(a.bio.length).toBeGreaterThan(40);
    }
    expect(seedAstrologers.some((a) => a.isOnline)).toBe(true);
    expect(seedAstrologers.some((a) => !a.isOnline)).toBe(true);
  });

  it("uses only specialties the SPA can name in every language", () => {
    for (const a of seedAstrologers) for (const s of a.specialties) expect(en, s).toHaveProperty(`specialty_${s.replace(/-/g, "_")}`);
  });

  it("names languages by ISO 639-1 codes", () => {
    for (const a of seedAstrologers) for (const l of a.languages) expect(l).toMatch(/^[a-z]{2}$/);
  });
});
