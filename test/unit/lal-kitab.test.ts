/**
 * The Lal Kitab reading: houses fixed from Aries on the reference charts, sleeping planets and
 * houses and the rins on hand-built charts, and every text in all four languages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { grahaIds, type GrahaId } from "@jyotish/glossary";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart } from "@jyotish/kundli/chart";
import { lalKitabChart, lalKitabHouse, pakkaGhar, rinIds, rinRules } from "@jyotish/lal-kitab";
import { lalKitabContent } from "@jyotish/lal-kitab/content";
import { langs } from "@jyotish/terms/lang";
import { render } from "@jyotish/text/render";
import cases from "../fixtures/reference-cases.json";

const signs = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];
/** A chart from house numbers: every planet not named sits in `rest`. */
const chartOf = (houses: Partial<Record<GrahaId, number>>, rest = 1) =>
  Object.fromEntries(grahaIds.map((id) => [id, (houses[id] ?? rest) - 1])) as Record<GrahaId, number>;

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("Lal Kitab houses are fixed from Aries", () => {
  it("puts Aries in house 1, Leo in house 5 and Pisces in house 12", () => {
    expect(lalKitabHouse(0)).toBe(1);
    expect(lalKitabHouse(4)).toBe(5);
    expect(lalKitabHouse(11)).toBe(12);
  });

  it("places PyJHora's Chennai 1996 planets by sign, not by the Capricorn lagna", () => {
    const c = cases.charts.find((x) => x.id === "pyjhora-own-chennai-1996-12-07")!;
    const [date, time] = c.inputs.local_datetime.split("T") as [string, string];
    const instant = birthInstant({ date, time, utcOffsetHours: c.inputs.utc_offset_hours });
    const chart = birthChart(eph, instant.jdUt, { latitudeDeg: c.inputs.lat, longitudeDeg: c.inputs.lon });
    const lk = lalKitabChart(Object.fromEntries(chart.planets.map((p) => [p.id, p.signIndex])) as Record<GrahaId, number>);
    for (const row of c.expected.D1!.filter((r) => r.body !== "Ascendant")) {
      const planet = lk.planets.find((p) => p.id === row.body.toLowerCase())!;
      expect(planet.house, row.body).toBe(row.sign_index0 + 1);
    }
    // Mars in Leo (the fixture's sign 4) is in Lal Kitab house 5; the Sun in Scorpio in house 8.
    expect(lk.planets.find((p) => p.id === "mars")!.house).toBe(5);
    expect(lk.planets.find((p) => p.id === "sun")!.house).toBe(8);
    expect(lk.houses.find((h) => h.house === 5)!.planets).toContain("mars");
  });

  it.each(cases.charts.filter((c) => (c.expected as { sign_of?: unknown }).sign_of).map((c) => [c.id, c] as const))(
    "%s: each planet's house is its sign's number",
    (_id, c) => {
      const inputs = c.inputs as { local_datetime: string; utc_offset_hours: number; lat: number; lon: number; options: { ayanamsa?: string } };
      const [date, time] = inputs.local_datetime.split("T") as [string, string];
      const instant = birthInstant({ date, time, utcOffsetHours: inputs.utc_offset_hours });
      const chart = birthChart(eph, instant.jdUt, { latitudeDeg: inputs.lat, longitudeDeg: inputs.lon }, { ayanamsa: /CHIT/.test(inputs.options.ayanamsa ?? "") ? "true-chitra" : "lahiri" });
      const lk = lalKitabChart(Object.fromEntries(chart.planets.map((p) => [p.id, p.signIndex])) as Record<GrahaId, number>);
      for (const [body, sign] of Object.entries((c.expected as { sign_of: Record<string, string> }).sign_of)) {
        if (body === "Ascendant") continue;
        expect(lk.planets.find((p) => p.id === body.toLowerCase())!.house, body).toBe(signs.indexOf(sign) + 1);
      }
    },
  );
});

describe("sleeping planets and houses", () => {
  it("wakes a planet whose aspected house holds a planet and puts to sleep one whose houses are empty", () => {
    // Sun in 1 sees 7 (Venus there); Mars in 3 sees 9 and 11 (both empty); the rest in 12.
    const lk = lalKitabChart(chartOf({ sun: 1, venus: 7, mars: 3 }, 12));
    const of = (id: GrahaId) => lk.planets.find((p) => p.id === id)!;
    expect(of("sun").asleep).toBe(false);
    expect(of("sun").why.code).toBe("lk.awake.aspect");
    expect(of("mars").asleep).toBe(true);
    expect(of("mars").why).toEqual({ code: "lk.asleep.empty", params: { planet: "mars", house: 3, aspects: [9, 11] } });
    // House 7 casts no aspect, so Venus there sleeps under the strict rule.
    expect(of("venus").asleep).toBe(true);
    expect(of("venus").why.code).toBe("lk.asleep.no-aspect");
  });

  it("keeps a planet in its pakka ghar awake only under the pakka-awake rule", () => {
    const signs = chartOf({ venus: 7 }, 12);
    expect(lalKitabChart(signs).planets.find((p) => p.id === "venus")!.asleep).toBe(true);
    const lenient = lalKitabChart(signs, { sleep: "pakka-awake" }).planets.find((p) => p.id === "venus")!;
    expect(lenient.asleep).toBe(false);
    expect(lenient.why).toEqual({ code: "lk.awake.pakka", params: { planet: "venus", house: 7, kind: "pakka" } });
  });

  it("calls a house asleep when nothing sits in it and nothing aspects it", () => {
    // Everyone in house 1: house 7 is aspected from 1, every other empty house sleeps.
    const lk = lalKitabChart(chartOf({}, 1));
    expect(lk.sleepingHouses).toEqual([2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
    expect(lk.houses.find((h) => h.house === 7)!).toMatchObject({ asleep: false, aspectedFrom: [1] });
    // And all nine sleep: the 7th they aspect is empty.
    expect(lk.sleepingPlanets).toEqual([...grahaIds]);
  });

  it("knows the pakka ghar table and the dignities by house", () => {
    expect(pakkaGhar.mars).toEqual([3, 8]);
    const lk = lalKitabChart(chartOf({ sun: 1, moon: 8, jupiter: 4, saturn: 1 }, 12));
    const of = (id: GrahaId) => lk.planets.find((p) => p.id === id)!;
    expect(of("sun")).toMatchObject({ dignity: "exalted", inPakkaGhar: true });
    expect(of("moon").dignity).toBe("debilitated");
    expect(of("jupiter").dignity).toBe("exalted");
    expect(of("saturn").dignity).toBe("debilitated");
  });
});

describe("rins", () => {
  it("reads pitri rin from Venus in the 9th and names the planet that makes it", () => {
    const lk = lalKitabChart(chartOf({ venus: 9 }, 3));
    const pitri = lk.rins.find((r) => r.id === "pitri")!;
    expect(pitri.present).toBe(true);
    expect(pitri.found).toEqual([{ planet: "venus", house: 9 }]);
    expect(pitri.reason.code).toBe("lk.rin.present");
  });

  it("finds no rin when every planet sits in the 3rd but the Moon, which is in the 4th", () => {
    // House 3 is Mercury's: only the Moon there makes a debt (behen-putri), so the Moon goes to 4.
    const lk = lalKitabChart(chartOf({ moon: 4 }, 3));
    expect(lk.rins.filter((r) => r.present).map((r) => r.id)).toEqual([]);
  });

  it("reads each rin from one planet of its rule in one of its houses", () => {
    for (const id of rinIds) {
      const rule = rinRules[id];
      const planet = rule.planets[0]!;
      // Everyone else in the 4th, which no rule other than matri names (Ketu alone).
      const lk = lalKitabChart(chartOf({ [planet]: rule.houses[0]!, ketu: planet === "ketu" ? rule.houses[0]! : 3 }, 4));
      expect(lk.rins.find((r) => r.id === id)!.present, id).toBe(true);
    }
  });
});

describe("every Lal Kitab text exists in all four languages", () => {
  const script: Record<string, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ };
  it.each(langs)("%s has 108 effects, 108 remedies, nine rins and every rule, each in its script", (lang) => {
    const c = lalKitabContent[lang];
    const all = [
      c.book,
      ...grahaIds.flatMap((id) => [...c.effects[id], ...c.remedies[id]]),
      ...rinIds.flatMap((id) => [c.rins[id].name, c.rins[id].remedy]),
      ...Object.values(c.rules),
      ...Object.values(c.sleepRules),
      ...Object.values(c.sources),
    ];
    for (const id of grahaIds) {
      expect(c.effects[id]).toHaveLength(12);
      expect(c.remedies[id]).toHaveLength(12);
    }
    expect(new Set(grahaIds.flatMap((id) => c.remedies[id])).size).toBeGreaterThan(90);
    for (const s of all) {
      expect(s.trim().length).toBeGreaterThan(5);
      if (lang !== "en") {
        expect(s).toMatch(script[lang]!);
        expect(s).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });

  it.each(langs)("a whole reading renders in %s with no code left over", (lang) => {
    const lk = lalKitabChart(chartOf({ sun: 1, moon: 4, venus: 9, mars: 3, mercury: 7 }, 12));
    const texts = [...lk.planets.flatMap((p) => [p.why, p.effect, p.remedy, p.source]), ...lk.houses.map((h) => h.why), ...lk.rins.flatMap((r) => [r.name, r.rule, r.reason, r.remedy]), ...lk.rules.flatMap((r) => [r.text, r.source])];
    for (const t of texts) expect(render(t, lang)).not.toMatch(/undefined|NaN|\[object/);
  });
});
