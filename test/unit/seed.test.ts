import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedAstrologers } from "../../scripts/seed/astrologers";
import { seedReviews } from "../../scripts/seed/reviews";
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

  it("names and describes every astrologer in Hindi, Tamil and Telugu, each in its own script", () => {
    const scripts = { Hi: /\p{Script=Devanagari}/u, Ta: /\p{Script=Tamil}/u, Te: /\p{Script=Telugu}/u } as const;
    for (const a of seedAstrologers) {
      for (const [suffix, script] of Object.entries(scripts)) {
        const name = a[`name${suffix}` as "nameHi"];
        const bio = a[`bio${suffix}` as "bioHi"];
        expect(name, `${a.id} name${suffix}`).toMatch(script);
        expect(bio, `${a.id} bio${suffix}`).toMatch(script);
      }
    }
  });

  it("has reviews for every astrologer, in the site's languages, 1–5 stars, with unique ids", () => {
    expect(new Set(seedReviews.map((r) => r.id)).size).toBe(seedReviews.length);
    for (const a of seedAstrologers) expect(seedReviews.some((r) => r.astrologerId === a.id), a.id).toBe(true);
    const ids = new Set(seedAstrologers.map((a) => a.id));
    const script = { en: /^[\p{Script=Latin}\p{P}\p{N}\s—]+$/u, hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u, te: /\p{Script=Telugu}/u };
    for (const r of seedReviews) {
      expect(ids.has(r.astrologerId)).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(r.rating);
      expect(r.body, r.id).toMatch(script[r.lang]);
      expect(r.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    // Reviews come in all four languages.
    expect(new Set(seedReviews.map((r) => r.lang))).toEqual(new Set(["en", "hi", "ta", "te"]));
  });
});
