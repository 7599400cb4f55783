/**
 * Functional benefics and malefics of each of the twelve lagnas by BPHS ch. 34's rules, and
 * the stones a chart calls for. The table is written out here by hand from the rules (house
 * lordships counted from each lagna), not from the engine.
 */
import { describe, expect, it } from "vitest";
import type { BirthChart } from "../kundli/chart";
import { signIds } from "../terms/signs";
import { functionalRoles } from "./functional";
import { gemstoneReading, stonesForLagna } from "./index";
import { compatible, incompatibleWith } from "./stones";

type Row = { yogakaraka: string[]; benefic: string[]; neutral: string[]; malefic: string[]; maraka: string[] };
const table: Record<(typeof signIds)[number], Row> = {
  aries: { yogakaraka: [], benefic: ["sun", "mars", "jupiter"], neutral: ["moon", "venus"], malefic: ["mercury", "saturn"], maraka: ["venus"] },
  taurus: { yogakaraka: ["saturn"], benefic: ["mercury", "venus"], neutral: ["sun", "mars"], malefic: ["moon", "jupiter"], maraka: ["mars", "mercury"] },
  gemini: { yogakaraka: [], benefic: ["mercury", "venus", "saturn"], neutral: ["moon", "jupiter"], malefic: ["sun", "mars"], maraka: ["moon", "jupiter"] },
  cancer: { yogakaraka: ["mars"], benefic: ["moon", "jupiter"], neutral: ["sun"], malefic: ["mercury", "venus", "saturn"], maraka: ["sun", "saturn"] },
  leo: { yogakaraka: ["mars"], benefic: ["sun", "jupiter"], neutral: ["moon"], malefic: ["mercury", "venus", "saturn"], maraka: ["mercury", "saturn"] },
  virgo: { yogakaraka: [], benefic: ["mercury", "venus", "saturn"], neutral: ["sun", "jupiter"], malefic: ["moon", "mars"], maraka: ["venus", "jupiter"] },
  libra: { yogakaraka: ["saturn"], benefic: ["mercury", "venus"], neutral: ["moon", "mars"], malefic: ["sun", "jupiter"], maraka: ["mars"] },
  scorpio: { yogakaraka: [], benefic: ["moon", "mars", "jupiter"], neutral: ["sun", "venus"], malefic: ["mercury", "saturn"], maraka: ["jupiter", "venus"] },
  sagittarius: { yogakaraka: [], benefic: ["sun", "mars", "jupiter"], neutral: ["moon", "mercury"], malefic: ["venus", "saturn"], maraka: ["saturn", "mercury"] },
  capricorn: { yogakaraka: ["venus"], benefic: ["mercury", "saturn"], neutral: ["sun", "moon"], malefic: ["mars", "jupiter"], maraka: ["saturn", "moon"] },
  aquarius: { yogakaraka: ["venus"], benefic: ["mercury", "saturn"], neutral: ["sun"], malefic: ["moon", "mars", "jupiter"], maraka: ["jupiter", "sun"] },
  pisces: { yogakaraka: [], benefic: ["moon", "mars", "jupiter"], neutral: ["mercury"], malefic: ["sun", "venus", "saturn"], maraka: ["mars", "mercury"] },
};

describe("functional natures by lagna (BPHS ch. 34)", () => {
  signIds.forEach((sign, lagna) => {
    it(`${sign} lagna: yogakaraka ${table[sign].yogakaraka.join(", ") || "none"}; malefics ${table[sign].malefic.join(", ")}`, () => {
      const roles = functionalRoles(lagna);
      const of = (nature: string) => roles.filter((r) => r.nature === nature).map((r) => r.planet).sort();
      expect(of("yogakaraka")).toEqual([...table[sign].yogakaraka].sort());
      expect(of("benefic")).toEqual([...table[sign].benefic].sort());
      expect(of("neutral")).toEqual([...table[sign].neutral].sort());
      expect(of("malefic")).toEqual([...table[sign].malefic].sort());
      expect(roles.filter((r) => r.maraka).map((r) => r.planet).sort()).toEqual([...table[sign].maraka].sort());
    });
  });

  it("names Saturn yogakaraka for Taurus and Libra, Mars for Cancer and Leo, Venus for Capricorn and Aquarius", () => {
    const yk = (lagna: number) => functionalRoles(lagna).find((r) => r.nature === "yogakaraka")?.planet;
    expect([1, 6, 3, 4, 9, 10].map(yk)).toEqual(["saturn", "saturn", "mars", "mars", "venus", "venus"]);
  });

  it("recommends only stones that may be worn together: the trikona lords of every lagna are natural friends", () => {
    for (let lagna = 0; lagna < 12; lagna++) {
      const planets = stonesForLagna(lagna).map((r) => r.planet);
      expect(planets.length).toBeGreaterThanOrEqual(3);
      for (const a of planets) for (const b of planets) expect(compatible(a, b), `${signIds[lagna]}: ${a} with ${b}`).toBe(true);
      // Never a functional malefic's stone.
      const malefics = functionalRoles(lagna).filter((r) => r.nature === "malefic").map((r) => r.planet as string);
      expect(planets.filter((p) => malefics.includes(p))).toEqual([]);
    }
  });

  it("keeps ruby from blue sapphire and diamond, and the nodes' stones from ruby and pearl", () => {
    expect(incompatibleWith("sun")).toEqual(["venus", "saturn", "rahu", "ketu"]);
    expect(compatible("moon", "rahu")).toBe(false);
    expect(compatible("jupiter", "sun")).toBe(true);
  });
});

/** A hand-built chart: whole-sign houses from the lagna, dignities as the kundli engine gives them. */
function chart(lagna: number, signs: Record<string, number>, extra: Partial<Record<string, { dignity?: string; combust?: boolean }>> = {}) {
  const planets = Object.entries(signs).map(([id, signIndex]) => ({
    id,
    signIndex,
    house: ((signIndex - lagna + 12) % 12) + 1,
    dignity: extra[id]?.dignity ?? "neutral",
    combust: extra[id]?.combust ?? false,
  }));
  return { ascendant: { signIndex: lagna }, planets } as unknown as BirthChart;
}

describe("a chart's gemstone reading", () => {
  // Capricorn lagna; Mercury (9th lord) combust in Sagittarius, Venus (yogakaraka) debilitated in Virgo (9th).
  const c = chart(9, { sun: 8, moon: 3, mars: 0, mercury: 8, jupiter: 2, venus: 5, saturn: 10, rahu: 4, ketu: 10 }, { mercury: { combust: true }, venus: { dignity: "debilitated" } });
  const r = gemstoneReading(c);

  it("gives the life stone of the lagna lord, the intellect and fortune stones, and marks the yogakaraka", () => {
    expect(r.lagna).toEqual({ signIndex: 9, sign: "capricorn", lord: "saturn" });
    expect(r.recommendations.map((x) => [x.planet, x.purposes])).toEqual([
      ["saturn", ["life"]],
      ["venus", ["intellect", "yogakaraka"]],
      ["mercury", ["fortune"]],
    ]);
    expect(r.recommendations[0]!.stone.gem).toBe("blue-sapphire");
    expect(r.recommendations[0]!.stone.finger).toEqual({ code: "gem.finger", params: { finger: "middle" } });
  });

  it("marks weak benefics to strengthen: combust Mercury (fortune), debilitated Venus; Saturn in the 2nd is not weak", () => {
    const by = (p: string) => r.recommendations.find((x) => x.planet === p)!;
    expect(by("mercury").strengthen).toBe(true);
    expect(by("mercury").weaknesses.map((w) => w.code)).toEqual(["gem.weak.combust", "gem.weak.dusthana"]);
    expect(by("venus").weaknesses.map((w) => w.code)).toEqual(["gem.weak.debilitated"]);
    expect(by("saturn").strengthen).toBe(false);
  });

  it("warns against the malefics' stones, the debilitated graha's stone and the nodes' stones", () => {
    expect(r.avoid.map((a) => a.gem).sort()).toEqual(["red-coral", "yellow-sapphire"]);
    const codes = r.cautions.map((x) => x.code);
    expect(codes.filter((x) => x === "gem.caution.malefic")).toHaveLength(2);
    expect(codes).toContain("gem.caution.debilitated");
    expect(r.cautions.find((x) => x.code === "gem.caution.nodes")!.params).toEqual({ rahuHouse: 8, ketuHouse: 2 });
    expect(codes).toContain("gem.caution.pairs");
  });
});
