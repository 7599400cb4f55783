import { describe, expect, it } from "vitest";
import { signLords } from "@jyotish/kundli/chart";
import { nakshatraIds } from "@jyotish/terms/nakshatras";
import { signIds } from "@jyotish/terms/signs";
import { elements, qualities, signFacts } from "./facts";

describe("the rashi facts table", () => {
  it("gives each sign the lord the kundli engine uses (Mars, Venus, Mercury, Moon, Sun, Mercury, Venus, Mars, Jupiter, Saturn, Saturn, Jupiter)", () => {
    expect(signIds.map((s) => signFacts[s].lord)).toEqual(signLords);
  });

  it("cycles the elements fire, earth, air, water and the qualities movable, fixed, dual from Aries", () => {
    signIds.forEach((s, i) => {
      expect(signFacts[s].element, s).toBe(elements[i % 4]);
      expect(signFacts[s].quality, s).toBe(qualities[i % 3]);
    });
  });

  it("gives each sign 2¼ nakshatras (nine padas), and the twelve signs together the 108 padas from Ashwini 1 to Revati 4 in order", () => {
    const padas: string[] = [];
    for (const s of signIds) {
      const own = signFacts[s].nakshatras.flatMap((n) => Array.from({ length: n.lastPada - n.firstPada + 1 }, (_, k) => `${n.nakshatra} ${n.firstPada + k}`));
      expect(own, s).toHaveLength(9);
      padas.push(...own);
    }
    expect(padas).toEqual(nakshatraIds.flatMap((n) => [1, 2, 3, 4].map((p) => `${n} ${p}`)));
  });

  it("puts the sign boundaries where a nakshatra is split: Krittika, Mrigashira, Punarvasu after 1, 2 and 3 padas", () => {
    expect(signFacts.aries.nakshatras.at(-1)).toEqual({ nakshatra: "krittika", firstPada: 1, lastPada: 1 });
    expect(signFacts.gemini.nakshatras[0]).toEqual({ nakshatra: "mrigashira", firstPada: 3, lastPada: 4 });
    expect(signFacts.cancer.nakshatras[0]).toEqual({ nakshatra: "punarvasu", firstPada: 4, lastPada: 4 });
  });
});
