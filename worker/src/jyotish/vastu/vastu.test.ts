import { describe, expect, it } from "vitest";
import { type Plan, type RoomId, type ZoneId, planFromQuery, ratingOf, roomIds, roomRules, scorePlan, sources, zoneIds } from "./index";
import { content as en } from "./content/en";
import { content as hi } from "./content/hi";
import { content as ta } from "./content/ta";
import { content as te } from "./content/te";

const scripts = { en: /^[\x20-\x7E\u2013\u2014\u2018\u2019]+$/, hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const;

/** The rule table, row by row, as the page states it: good zones, acceptable zones; the rest are to be avoided. */
const expected: Record<RoomId, [good: ZoneId[], acceptable: ZoneId[]]> = {
  entrance: [["n", "ne", "e"], ["nw", "w"]],
  kitchen: [["se"], ["nw", "s", "e"]],
  "master-bedroom": [["sw"], ["s", "w", "nw"]],
  bedroom: [["w", "nw", "s"], ["n", "e", "sw"]],
  puja: [["ne"], ["e", "n", "w", "centre"]],
  toilet: [["nw", "w"], ["s", "se"]],
  bathroom: [["e", "n"], ["ne", "nw", "w"]],
  living: [["n", "e", "ne"], ["nw", "w", "s", "se", "centre"]],
  study: [["e", "ne", "w"], ["n", "nw", "sw"]],
  staircase: [["s", "w", "sw"], ["se", "nw"]],
  store: [["sw", "nw"], ["s", "w", "se"]],
  "underground-water": [["ne", "n", "e"], ["w", "nw"]],
  "overhead-tank": [["sw", "w"], ["s", "nw"]],
};

describe("the vastu rule table", () => {
  for (const room of roomIds) {
    it(`rates the ${room} in each of the nine zones as its row says, citing a source`, () => {
      const [good, acceptable] = expected[room];
      for (const zone of zoneIds) expect(ratingOf(room, zone), zone).toBe(good.includes(zone) ? "good" : acceptable.includes(zone) ? "acceptable" : "avoid");
      expect(roomRules[room].sources.length).toBeGreaterThan(0);
      for (const s of roomRules[room].sources) expect(sources[s]).toBeTruthy();
    });
  }

  it("gives no room the same zone twice and leaves every room some zone to avoid", () => {
    for (const room of roomIds) {
      const { good, acceptable } = roomRules[room];
      expect(new Set([...good, ...acceptable]).size).toBe(good.length + acceptable.length);
      expect(good.length + acceptable.length).toBeLessThan(zoneIds.length);
    }
  });

  it("keeps the classical anchors: fire in Agni's south-east, worship in Ishana's north-east, the master in the south-west, no toilet in the north-east or the centre", () => {
    expect(ratingOf("kitchen", "se")).toBe("good");
    expect(ratingOf("kitchen", "ne")).toBe("avoid");
    expect(ratingOf("puja", "ne")).toBe("good");
    expect(ratingOf("master-bedroom", "sw")).toBe("good");
    expect(ratingOf("toilet", "ne")).toBe("avoid");
    expect(ratingOf("toilet", "centre")).toBe("avoid");
  });
});

describe("scorePlan", () => {
  it("scores an empty plan as nothing to score", () => {
    expect(scorePlan({})).toEqual({ placements: [], points: 0, maxPoints: 0, percent: null });
  });

  it("scores kitchen in the south-east and toilet in the north-east as 10 of 20, the toilet to be avoided", () => {
    const score = scorePlan({ toilet: "ne", kitchen: "se" });
    expect(score.points).toBe(10);
    expect(score.maxPoints).toBe(20);
    expect(score.percent).toBe(50);
    // In the table's room order, not the plan's.
    expect(score.placements.map((p) => [p.room, p.rating, p.points])).toEqual([
      ["kitchen", "good", 10],
      ["toilet", "avoid", 0],
    ]);
    expect(score.placements[1]!.goodZones).toEqual(["nw", "w"]);
  });

  it("scores a textbook plan 100 and counts an acceptable placement as half", () => {
    const textbook: Plan = { entrance: "ne", kitchen: "se", "master-bedroom": "sw", puja: "ne", toilet: "nw", "underground-water": "n", staircase: "s" };
    expect(scorePlan(textbook).percent).toBe(100);
    const withAcceptable = scorePlan({ ...textbook, kitchen: "nw" });
    expect(withAcceptable.points).toBe(65);
    expect(withAcceptable.percent).toBe(93);
  });
});

describe("the vastu texts", () => {
  for (const [lang, c] of Object.entries({ en, hi, ta, te }) as [keyof typeof scripts, typeof en][]) {
    it(`give every room, zone and source a text in ${lang}, in its script`, () => {
      for (const room of roomIds) for (const s of Object.values(c.rooms[room])) expect(s, room).toMatch(scripts[lang]);
      for (const zone of zoneIds) for (const s of Object.values(c.zones[zone])) expect(s, zone).toMatch(scripts[lang]);
      for (const s of Object.values(c.sources)) expect(s).toMatch(scripts[lang]);
      expect(c.padaNote).toMatch(scripts[lang]);
      expect(c.caution).toMatch(scripts[lang]);
    });
  }
});

describe("planFromQuery", () => {
  it("keeps known rooms in known zones and drops everything else", () => {
    expect(planFromQuery({ kitchen: "se", toilet: "ne", garage: "n", puja: "up", lang: "ta" })).toEqual({ kitchen: "se", toilet: "ne" });
    expect(planFromQuery({ kitchen: 3 })).toEqual({});
  });
});
