import { describe, expect, it } from "vitest";
import { grahaIds, type GrahaId } from "../terms/grahas";
import { gocharaVerdicts, goodHouses, vedhaExempt, vedhaHouseOf } from "./gochara";
import type { House } from "./texts";

/**
 * Phaladeepika 26.2 and 26.3–8 as the translation prints them (V. Subrahmanya Sastri, 2nd ed.
 * 1950, pp. 286–289), typed here again from the text, not from gochara.ts: "favourable → vedha".
 */
const verses: Record<Exclude<GrahaId, "rahu" | "ketu">, string> = {
  sun: "3→9, 6→12, 10→4, 11→5",
  moon: "1→5, 3→9, 6→12, 7→2, 10→4, 11→8",
  mars: "3→12, 6→9, 11→5",
  mercury: "2→5, 4→3, 6→9, 8→1, 10→8, 11→12",
  jupiter: "2→12, 5→4, 7→3, 9→10, 11→8",
  venus: "1→8, 2→7, 3→1, 4→10, 5→9, 8→5, 9→11, 11→3, 12→6",
  saturn: "3→12, 6→9, 11→5",
};
const parsed = (g: keyof typeof verses) => new Map(verses[g].split(", ").map((pair) => pair.split("→").map(Number) as [number, number]));
const houses = Array.from({ length: 12 }, (_, i) => (i + 1) as House);

describe("gochara: Phaladeepika 26.2–8", () => {
  it("gives every graha's favourable houses and vedha house, all 9 × 12", () => {
    for (const g of grahaIds) {
      for (const h of houses) {
        if (g === "rahu" || g === "ketu") {
          // 26.2: the nodes act like the Sun (3, 6, 10, 11); Prasna Marga 22.51: 3, 6, 11. No vedha (26.3–8 name none).
          expect(goodHouses(g).includes(h), `${g} ${h}`).toBe([3, 6, 10, 11].includes(h));
          expect(goodHouses(g, "prasna-marga").includes(h), `${g} ${h}`).toBe([3, 6, 11].includes(h));
          expect(vedhaHouseOf(g, h)).toBeNull();
          continue;
        }
        const table = parsed(g);
        expect(goodHouses(g).includes(h), `${g} in ${h}`).toBe(table.has(h));
        expect(vedhaHouseOf(g, h), `${g} in ${h}`).toBe(table.get(h) ?? null);
      }
    }
  });

  it("exempts father and son: Sun–Saturn and Moon–Mercury never obstruct each other (26.3)", () => {
    const pairs = grahaIds.flatMap((a) => grahaIds.filter((b) => vedhaExempt(a, b)).map((b) => `${a}-${b}`));
    expect(pairs.sort()).toEqual(["mercury-moon", "moon-mercury", "saturn-sun", "sun-saturn"]);
  });

  it("reads a sky: favourable, obstructed by the graha in the vedha house, or exempt", () => {
    const at = (h: Partial<Record<GrahaId, number>>) =>
      Object.fromEntries(grahaIds.map((g) => [g, (h[g] ?? 2) as House])) as Record<GrahaId, House>;
    const of = (sky: Record<GrahaId, House>, g: GrahaId) => gocharaVerdicts(sky).find((v) => v.planet === g)!;
    // Sun in the 3rd; Saturn in the 9th is its exempt partner; Mars there obstructs.
    expect(of(at({ sun: 3, saturn: 9, mars: 1, mercury: 1, jupiter: 1, venus: 1, moon: 1 }), "sun")).toMatchObject({ verdict: "favourable", exemptPartner: { planet: "saturn", house: 9 } });
    expect(of(at({ sun: 3, mars: 9, moon: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1 }), "sun")).toMatchObject({ verdict: "obstructed", obstruction: { planet: "mars", house: 9 } });
    // Jupiter in the 5th, nothing in the 4th: favourable; Saturn in the 8th: unfavourable.
    expect(of(at({ jupiter: 5, saturn: 8, moon: 1, sun: 1, mars: 1, mercury: 1, venus: 1 }), "jupiter").verdict).toBe("favourable");
    expect(of(at({ jupiter: 5, saturn: 8 }), "saturn")).toMatchObject({ verdict: "unfavourable", obstruction: null });
    // The nodes neither are obstructed nor obstruct: Rahu in the 9th does not block the Sun in the 3rd.
    expect(of(at({ sun: 3, rahu: 9, ketu: 3, moon: 1, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1 }), "sun").verdict).toBe("favourable");
    expect(of(at({ rahu: 3, ketu: 9 }), "rahu").verdict).toBe("favourable");
  });
});
