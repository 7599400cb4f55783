import { describe, expect, it } from "vitest";
import { portraitSvg } from "./portrait";

/** Ids in the seed's form (ast_01 … ast_14). */
const ids = Array.from({ length: 14 }, (_, i) => `ast_${String(i + 1).padStart(2, "0")}`);

describe("generated astrologer portraits", () => {
  it("draws the same SVG for the same id, every time", () => {
    expect(portraitSvg("ast_01")).toBe(portraitSvg("ast_01"));
  });

  it("draws a complete SVG document with no missing values", () => {
    for (const id of ids) {
      const svg = portraitSvg(id);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/undefined|NaN|null/);
      expect(svg.match(/<(?!\/)/g)?.length).toBeGreaterThan(8);
    }
  });

  it("gives each of the seed astrologers a portrait of their own", () => {
    const drawings = new Set(ids.map((id) => portraitSvg(id)));
    expect(drawings.size).toBe(ids.length);
  });

  it("writes nothing of the id into the drawing (the id comes from the URL)", () => {
    const hostile = `"><script>alert(1)</script>`;
    expect(portraitSvg(hostile)).not.toContain("script");
  });
});
