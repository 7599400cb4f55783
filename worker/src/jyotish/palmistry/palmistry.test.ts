import { describe, expect, it } from "vitest";
import { featureIds, featureSources, handShape, lineIds, linePaths, mountIds, mountShapes, shapeIds, shapeRules, sources } from "./index";
import { content as en } from "./content/en";
import { content as hi } from "./content/hi";
import { content as ta } from "./content/ta";
import { content as te } from "./content/te";

const scripts = { en: /^[\x20-\x7E\u2013\u2014\u2018\u2019]+$/, hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;
const all = { en, hi, ta, te };

describe("the palmistry catalogue", () => {
  it("names seven lines and nine mounts, each drawn on the hand", () => {
    expect(lineIds).toHaveLength(7);
    expect(mountIds).toHaveLength(9);
    for (const id of lineIds) expect(linePaths[id]).toMatch(/^M[\d .LMCQ]+$/);
    for (const id of mountIds) {
      const { cx, cy, r } = mountShapes[id];
      // Inside the 300 × 400 drawing.
      expect(cx - r).toBeGreaterThan(0);
      expect(cx + r).toBeLessThan(300);
      expect(cy + r).toBeLessThan(400);
    }
  });

  it("cites a named source for every line, mount and hand shape", () => {
    for (const id of [...featureIds, ...shapeIds]) {
      expect(featureSources[id].length, id).toBeGreaterThan(0);
      for (const s of featureSources[id]) expect(sources[s]).toMatch(/\d{4}|Brihat Samhita/);
    }
  });

  it("classifies the four elemental hands by palm shape and finger length", () => {
    expect(handShape(100, 100, 75)).toBe("earth");
    expect(handShape(100, 100, 95)).toBe("air");
    expect(handShape(115, 100, 80)).toBe("fire");
    expect(handShape(115, 100, 105)).toBe("water");
    expect(new Set(shapeIds.map((s) => `${shapeRules[s].palm}-${shapeRules[s].fingers}`)).size).toBe(4);
  });
});

describe("the palmistry texts", () => {
  for (const [lang, c] of Object.entries(all) as [keyof typeof scripts, typeof en][]) {
    it(`explain every line, mount and hand shape in ${lang}, in its script`, () => {
      for (const id of featureIds) {
        const t = c.features[id];
        for (const s of [t.name, t.where, t.lookFor]) expect(s, `${id}`).toMatch(scripts[lang]);
        expect(t.otherName.length, id).toBeGreaterThan(3);
        expect(t.lookFor.length, id).toBeGreaterThan(t.where.length / 2);
      }
      for (const id of shapeIds) for (const s of Object.values(c.shapes[id])) expect(s, id).toMatch(scripts[lang]);
      expect(c.samudrika).toMatch(scripts[lang]);
    });
  }

  it("never repeat an explanation between features", () => {
    for (const c of Object.values(all)) {
      const texts = featureIds.map((id) => c.features[id].lookFor);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
