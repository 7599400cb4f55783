/**
 * Ashtakavarga (BPHS ch. 66) and the yogas of `kundli/yogas.ts`: hand-computed bindus and yogas
 * for PyJHora's Chennai 1996 chart, invariants over random real charts, and synthetic charts
 * that must and must not form each yoga.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Ephemeris, nakshatraOf } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { seededRandom } from "@ephemeris/test-support";
import { type GrahaId, grahaIds } from "@jyotish/glossary";
import { ashtakavarga, ashtakavargaPlanets, beneficPlaces } from "@jyotish/kundli/ashtakavarga";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { type BirthChart, type GrahaPlacement, birthChart, defaultChartOptions, dignityOf } from "@jyotish/kundli/chart";
import { type Yoga, findYogas, mahapurushaPlanets, yogaKinds, yogaNames } from "@jyotish/kundli/yogas";
import { render } from "@jyotish/text/render";
import cases from "../fixtures/reference-cases.json";

/** A yoga's rule as the API writes it in English. */
const ruleEn = (y: Yoga) => render(y.rule, "en");

let eph: Ephemeris;
let randomCharts: BirthChart[];
let chennai: BirthChart;


beforeAll(async () => {
  eph = await loadEphemerisNode();
  const rnd = seededRandom(20240611);
  const jd1900 = 2415020.5; // 1900-01-01 0h UT
  const jd2100 = 2488069.5; // 2100-01-01 0h UT
  randomCharts = Array.from({ length: 500 }, () =>
    birthChart(eph, jd1900 + rnd() * (jd2100 - jd1900), { latitudeDeg: -60 + rnd() * 120, longitudeDeg: -180 + rnd() * 360 }),
  );
  const instant = birthInstant({ date: "1996-12-07", time: "10:34", utcOffsetHours: 5.5 });
  chennai = birthChart(eph, instant.jdUt, { latitudeDeg: 13.0878, longitudeDeg: 80.2785 });
});

const mod12 = (n: number) => ((n % 12) + 12) % 12;
const signOf = (chart: BirthChart, id: GrahaId) => chart.planets.find((p) => p.id === id)!.signIndex;

/**
 * A synthetic chart: the ascendant and each graha at `deg` degrees into the given sign, with
 * house (whole sign), dignity (`dignityOf`) and nakshatra consistent with that longitude.
 * Rahu defaults to Aries and Ketu to the sign opposite Rahu.
 */
function synth(ascSign: number, signs: Record<"sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn", number> & Partial<Record<"rahu", number>>, deg = 10): BirthChart {
  const place = (lon: number) => {
    const n = nakshatraOf(lon);
    const signIndex = Math.floor(lon / 30);
    return { longitudeDeg: lon, signIndex, degInSign: lon - signIndex * 30, nakshatra: { number: n.number, pada: n.pada, lord: n.lord } };
  };
  const rahu = signs.rahu ?? 0;
  const all: Record<GrahaId, number> = { ...signs, rahu, ketu: mod12(rahu + 6) };
  const planets = grahaIds.map((id): GrahaPlacement => {
    const lon = mod12(all[id]) * 30 + deg;
    return { id, ...place(lon), speedDegPerDay: 1, house: mod12(all[id] - ascSign) + 1, retrograde: false, combust: false, dignity: dignityOf(id, lon) };
  });
  return {
    jdUt: 2451545,
    options: { ...defaultChartOptions },
    ayanamsaDeg: 23.85,
    ascendant: place(mod12(ascSign) * 30 + deg),
    planets,
    cuspsDeg: Array.from({ length: 12 }, (_, i) => mod12(ascSign + i) * 30),
    houseSystemUsed: "whole-sign",
  };
}

const ids = (yogas: Yoga[]) => yogas.map((y) => y.id);
const kindOf = (y: Yoga) => y.id.split(":")[0]!;

describe("ashtakavarga", () => {
  const totals = { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39 } as const;

  it("has tables whose benefic places sum to Parashara's totals", () => {
    for (const p of ashtakavargaPlanets) {
      const rows = Object.values(beneficPlaces[p]);
      expect(rows).toHaveLength(8);
      expect(rows.reduce((n, r) => n + r.length, 0), p).toBe(totals[p]);
      for (const r of rows) for (const h of r) expect(h >= 1 && h <= 12 && Number.isInteger(h)).toBe(true);
      for (const r of rows) expect(new Set(r).size).toBe(r.length);
    }
  });

  it("gives hand-computed bindus for PyJHora's Chennai 1996 chart", () => {
    // Lagna Capricorn, Sun Scorpio, Moon Libra, Mars Leo, Mercury and Jupiter Sagittarius,
    // Venus Libra, Saturn Pisces (the reference case's signs, checked first).
    const ref = cases.charts.find((c) => c.id === "pyjhora-own-chennai-1996-12-07")!.expected.D1!;
    for (const row of ref) {
      const sign = row.body === "Ascendant" ? chennai.ascendant.signIndex : signOf(chennai, row.body.toLowerCase() as GrahaId);
      expect(sign, row.body).toBe(row.sign_index0);
    }
    const a = ashtakavarga(chennai);
    // Sun's BAV in Aries: Aries is 6th from Sun (no), 7th from Moon (no), 9th from Mars (yes),
    // 5th from Mercury (yes), 5th from Jupiter (yes), 7th from Venus (yes), 2nd from Saturn (yes),
    // 4th from the Lagna (yes) = 6.
    expect(a.bhinna.sun[0]).toBe(6);
    // Sun's BAV in Capricorn: only Saturn (11th from Pisces) gives a bindu = 1.
    expect(a.bhinna.sun[9]).toBe(1);
    // Moon's BAV in Libra: from Moon (1st), Mars (3rd), Mercury (11th), Jupiter (11th), Lagna (10th) = 5.
    expect(a.bhinna.moon[6]).toBe(5);
    // Jupiter's BAV in Sagittarius: from Sun (2nd), Mercury (1st), Jupiter (1st) = 3.
    expect(a.bhinna.jupiter[8]).toBe(3);
    // Saturn's BAV in Pisces: from Moon (6th), Venus (6th), Lagna (3rd) = 3.
    expect(a.bhinna.saturn[11]).toBe(3);
    for (let s = 0; s < 12; s++) expect(a.sarva[s]).toBe(ashtakavargaPlanets.reduce((n, p) => n + a.bhinna[p][s]!, 0));
  });

  it("gives hand-computed bindus for a synthetic chart", () => {
    // Lagna and Mars Aries, Moon Taurus, Jupiter Cancer, Sun Leo, Mercury Virgo, Venus Libra, Saturn Capricorn.
    const a = ashtakavarga(synth(0, { sun: 4, moon: 1, mars: 0, mercury: 5, jupiter: 3, venus: 6, saturn: 9 }));
    expect(a.bhinna.sun[0]).toBe(4); // from Sun (9th), Mars (1st), Venus (7th), Saturn (4th)
    expect(a.bhinna.moon[1]).toBe(5); // from Sun (10th), Moon (1st), Mars (2nd), Jupiter (11th), Saturn (5th)
    expect(a.bhinna.jupiter[3]).toBe(5); // from Mars (4th), Mercury (11th), Jupiter (1st), Venus (10th), Lagna (4th)
    expect(a.bhinna.saturn[9]).toBe(2); // from Mars (10th), Lagna (10th)
  });

  it("with all eight contributors in Aries, gives each place the number of contributors naming it", () => {
    // Read off the tables by hand: e.g. the Sun's 11th place is named by all but Venus (7),
    // Saturn's 11th by all eight.
    const a = ashtakavarga(synth(0, { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0 }));
    expect(a.bhinna.sun).toEqual([3, 3, 3, 4, 2, 5, 4, 3, 5, 6, 7, 3]);
    expect(a.bhinna.saturn).toEqual([2, 1, 4, 2, 3, 7, 1, 2, 1, 4, 8, 4]);
  });

  it("keeps the totals 48, 49, 39, 54, 56, 52, 39 and 337 over 500 random charts, each sign 0–8", () => {
    expect(randomCharts).toHaveLength(500);
    for (const chart of randomCharts) {
      const a = ashtakavarga(chart);
      for (const p of ashtakavargaPlanets) {
        expect(a.bhinna[p]).toHaveLength(12);
        expect(a.bhinna[p].reduce((n, x) => n + x, 0), p).toBe(totals[p]);
        for (const x of a.bhinna[p]) expect(Number.isInteger(x) && x >= 0 && x <= 8).toBe(true);
      }
      expect(a.sarva).toHaveLength(12);
      expect(a.sarva.reduce((n, x) => n + x, 0)).toBe(337);
      // Independently: a sign's bindu count is the number of contributors from which it is a benefic place.
      const from = { lagna: chart.ascendant.signIndex, ...Object.fromEntries(ashtakavargaPlanets.map((p) => [p, signOf(chart, p)])) } as Record<string, number>;
      for (const p of ashtakavargaPlanets) {
        for (let s = 0; s < 12; s++) {
          const expected = Object.entries(beneficPlaces[p]).filter(([c, places]) => places.includes(mod12(s - from[c]!) + 1)).length;
          expect(a.bhinna[p][s]).toBe(expected);
        }
      }
    }
  });
});

describe("yogas: synthetic charts", () => {
  it("Pancha Mahapurusha: own or exaltation sign and a kendra from the lagna", () => {
    const exaltation: Record<string, number> = { mars: 9, mercury: 5, jupiter: 3, venus: 11, saturn: 6 };
    const own: Record<string, number[]> = { mars: [0, 7], mercury: [2, 5], jupiter: [8, 11], venus: [1, 6], saturn: [9, 10] };
    const base = { sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6 };
    for (const [kind, g] of Object.entries(mahapurushaPlanets)) {
      for (const s of [exaltation[g]!, ...own[g]!]) {
        for (const h of [1, 4, 7, 10]) {
          const yogas = findYogas(synth(mod12(s - h + 1), { ...base, [g]: s }));
          const y = yogas.find((x) => x.id === kind);
          expect(y, `${kind} with ${g} in sign ${s}, house ${h}`).toBeDefined();
          expect(y!.planets).toEqual([g]);
          expect(y!.nature).toBe("auspicious");
        }
        for (const h of [2, 3, 5, 6, 8, 9, 11, 12]) {
          expect(ids(findYogas(synth(mod12(s - h + 1), { ...base, [g]: s }))), `${kind}, house ${h}`).not.toContain(kind);
        }
      }
      // In a kendra but neither own nor exalted.
      const other = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((s) => s !== exaltation[g] && !own[g]!.includes(s))!;
      expect(ids(findYogas(synth(other, { ...base, [g]: other })))).not.toContain(kind);
    }
  });

  it("Gaja Kesari: Jupiter in a kendra from the Moon", () => {
    const base = { sun: 2, moon: 0, mars: 5, mercury: 2, jupiter: 3, venus: 1, saturn: 8 };
    const y = findYogas(synth(7, base)).find((x) => x.id === "gaja-kesari");
    expect(y?.planets).toEqual(["moon", "jupiter"]);
    expect(ruleEn(y!)).toMatch(/Jupiter in a kendra .* from the Moon/);
    expect(ids(findYogas(synth(7, { ...base, jupiter: 0 })))).toContain("gaja-kesari");
    expect(ids(findYogas(synth(7, { ...base, jupiter: 6 })))).toContain("gaja-kesari");
    expect(ids(findYogas(synth(7, { ...base, jupiter: 9 })))).toContain("gaja-kesari");
    for (const j of [1, 2, 4, 5, 7, 8, 10, 11]) expect(ids(findYogas(synth(7, { ...base, jupiter: j })))).not.toContain("gaja-kesari");
  });

  it("Budha-Aditya: Sun and Mercury in one sign, combust or not; Chandra-Mangala: Moon and Mars in one sign", () => {
    const base = { sun: 4, moon: 9, mars: 9, mercury: 4, jupiter: 1, venus: 5, saturn: 11 };
    const chart = synth(0, base);
    chart.planets.find((p) => p.id === "mercury")!.combust = true;
    const yogas = findYogas(chart);
    const ba = yogas.find((y) => y.id === "budha-aditya")!;
    expect(ba.planets).toEqual(["sun", "mercury"]);
    expect(ruleEn(ba)).toMatch(/does not require Mercury to be free of combustion/);
    expect(yogas.find((y) => y.id === "chandra-mangala")?.planets).toEqual(["moon", "mars"]);
    const apart = ids(findYogas(synth(0, { ...base, mercury: 5, mars: 10 })));
    expect(apart).not.toContain("budha-aditya");
    expect(apart).not.toContain("chandra-mangala");
  });

  describe("Raj yoga (Aries lagna: kendra lords Mars, Moon, Venus, Saturn; trikona lords Mars, Sun, Jupiter)", () => {
    // No kendra lord associated with a trikona lord: only Moon–Venus exchange (both kendra
    // lords) and Mars with Mercury (Mercury rules the 3rd and 6th).
    const base = { saturn: 0, moon: 1, sun: 2, venus: 3, jupiter: 4, mars: 5, mercury: 5 };
    const raj = (y: Yoga[]) => y.filter((x) => kindOf(x) === "raj-yoga");

    it("none in the base chart", () => {
      expect(raj(findYogas(synth(0, base)))).toEqual([]);
    });
    it("conjunction: Moon (4th lord) with Jupiter (9th lord)", () => {
      const r = raj(findYogas(synth(0, { ...base, jupiter: 1 })));
      expect(ids(r)).toEqual(["raj-yoga:moon-jupiter"]);
      expect(r[0]!.planets).toEqual(["moon", "jupiter"]);
      expect(ruleEn(r[0]!)).toMatch(/Moon \(lord of the 4th\) and Jupiter \(lord of the 9th\) together in Taurus/);
    });
    it("mutual 7th: Saturn (10th lord) in Aries, Sun (5th lord) in Libra", () => {
      const r = raj(findYogas(synth(0, { ...base, sun: 6 })));
      expect(ids(r)).toEqual(["raj-yoga:sun-saturn"]);
      expect(ruleEn(r[0]!)).toMatch(/mutual 7th/);
    });
    it("exchange: Venus (7th lord) in Sagittarius, Jupiter (9th lord) in Libra", () => {
      const r = raj(findYogas(synth(0, { ...base, venus: 8, jupiter: 6, saturn: 10 })));
      expect(ids(r)).toContain("raj-yoga:jupiter-venus");
      expect(ruleEn(r.find((x) => x.id === "raj-yoga:jupiter-venus")!)).toMatch(/exchanging signs/);
    });
    it("one entry per pair: Mars, Moon and Jupiter together give three", () => {
      const r = raj(findYogas(synth(0, { ...base, mars: 1, jupiter: 1, mercury: 4 })));
      expect(ids(r).sort()).toEqual(["raj-yoga:mars-jupiter", "raj-yoga:moon-jupiter", "raj-yoga:moon-mars"].sort());
      expect(r.every((x) => x.planets.length === 2 && x.planets[0] !== x.planets[1])).toBe(true);
    });
    it("not for two kendra lords, nor for a lord of neither", () => {
      // Saturn with the Moon (both kendra lords only), Mercury with Jupiter (Mercury neither).
      expect(raj(findYogas(synth(0, { ...base, saturn: 1, mercury: 4 })))).toEqual([]);
    });
  });

  describe("Dhana yoga (Aries lagna: 2nd lord Venus, 11th lord Saturn; 1st, 5th, 9th lords Mars, Sun, Jupiter)", () => {
    const base = { saturn: 0, moon: 1, sun: 2, venus: 3, jupiter: 4, mars: 5, mercury: 5 };
    const dhana = (y: Yoga[]) => ids(y.filter((x) => kindOf(x) === "dhana-yoga"));
    it("none in the base chart", () => expect(dhana(findYogas(synth(0, base)))).toEqual([]));
    it("Venus with Jupiter in one sign", () => expect(dhana(findYogas(synth(0, { ...base, venus: 4 })))).toEqual(["dhana-yoga:jupiter-venus"]));
    it("Saturn and the Sun exchanging Leo and Aquarius", () => {
      const yogas = findYogas(synth(0, { ...base, saturn: 4, sun: 10, jupiter: 8 }));
      expect(dhana(yogas)).toEqual(["dhana-yoga:sun-saturn"]);
      expect(ids(yogas)).toContain("raj-yoga:sun-saturn"); // Saturn also rules the 10th, the Sun the 5th
    });
    it("not in mutual 7th, nor with a lord of neither group", () => {
      expect(dhana(findYogas(synth(0, { ...base, venus: 10 })))).toEqual([]); // Venus opposite Jupiter
      expect(dhana(findYogas(synth(0, { ...base, venus: 1 })))).toEqual([]); // Venus with the Moon
    });
  });

  describe("Neecha Bhanga Raja yoga", () => {
    // Aries lagna, Sun debilitated in Libra: debilitation sign's lord Venus, exaltation sign's lord Mars.
    const base = { sun: 6, moon: 1, mars: 2, mercury: 5, jupiter: 4, venus: 7, saturn: 8 };
    const nb = (y: Yoga[]) => y.filter((x) => kindOf(x) === "neecha-bhanga-raja-yoga");
    it("not when neither lord is in a kendra from the lagna or the Moon", () => {
      // Venus in Scorpio is 8th from the lagna but 7th from the Moon in Taurus, so the Moon moves
      // to Aries: Venus 8th, Mars (Gemini) 3rd from both.
      expect(nb(findYogas(synth(0, { ...base, moon: 0 })))).toEqual([]);
    });
    it("Venus in a kendra from the lagna", () => {
      const r = nb(findYogas(synth(0, { ...base, moon: 0, venus: 3 })));
      expect(ids(r)).toEqual(["neecha-bhanga-raja-yoga:sun"]);
      expect(r[0]!.planets).toEqual(["sun", "venus"]);
      expect(ruleEn(r[0]!)).toMatch(/Sun debilitated in Libra; Venus, lord of its debilitation sign Libra, is 4th from the lagna/);
    });
    it("Venus in a kendra from the Moon only", () => {
      const r = nb(findYogas(synth(0, base)));
      expect(ids(r)).toEqual(["neecha-bhanga-raja-yoga:sun"]);
      expect(ruleEn(r[0]!)).toMatch(/7th from the Moon/);
    });
    it("Mars, lord of the Sun's exaltation sign, in a kendra", () => {
      const r = nb(findYogas(synth(0, { ...base, moon: 0, mars: 9 })));
      expect(r[0]?.planets).toEqual(["sun", "mars"]);
    });
    it("Mercury in Pisces is not cancelled by itself (it rules its exaltation sign Virgo)", () => {
      // Pisces lagna and Moon, Mercury in Pisces (1st), Jupiter (lord of Pisces) in Taurus (3rd).
      expect(nb(findYogas(synth(11, { sun: 11, moon: 11, mars: 2, mercury: 11, jupiter: 1, venus: 0, saturn: 4 })))).toEqual([]);
      // With Jupiter in Gemini (4th) it is.
      expect(ids(nb(findYogas(synth(11, { sun: 11, moon: 11, mars: 2, mercury: 11, jupiter: 2, venus: 0, saturn: 4 }))))).toEqual(["neecha-bhanga-raja-yoga:mercury"]);
    });
    it("Mars in Cancer: the Moon cancels only from the lagna", () => {
      // Aries lagna, Mars debilitated in Cancer, the Moon in Taurus (2nd), Saturn in Sagittarius (9th from the lagna, 8th from the Moon).
      const common = { sun: 0, mars: 3, mercury: 1, jupiter: 2, venus: 11, saturn: 8 };
      expect(nb(findYogas(synth(0, { ...common, moon: 1 })))).toEqual([]);
      expect(nb(findYogas(synth(0, { ...common, moon: 6 })))[0]?.planets).toEqual(["moon", "mars"]);
    });
  });

  describe("Viparita Raja yoga (Aries lagna: 6th lord Mercury, 8th lord Mars, 12th lord Jupiter)", () => {
    const base = { sun: 0, moon: 1, mars: 2, mercury: 0, jupiter: 4, venus: 1, saturn: 9 };
    const vr = (y: Yoga[]) => ids(y.filter((x) => kindOf(x) === "viparita-raja-yoga"));
    it("none in the base chart", () => expect(vr(findYogas(synth(0, base)))).toEqual([]));
    it("Jupiter, lord of the 12th, in the 6th", () => expect(vr(findYogas(synth(0, { ...base, jupiter: 5 })))).toEqual(["viparita-raja-yoga:jupiter"]));
    it("Mercury, lord of the 6th, in the 6th; Mars, lord of the 8th, in the 12th", () => {
      expect(vr(findYogas(synth(0, { ...base, mercury: 5, mars: 11 })))).toEqual(["viparita-raja-yoga:mars", "viparita-raja-yoga:mercury"]);
    });
    it("not for a lord of another house in a dusthana", () => expect(vr(findYogas(synth(0, { ...base, venus: 5, saturn: 7 })))).toEqual([]));
  });

  it("Kemadruma: nothing but the Sun and nodes in the 12th, 1st and 2nd from the Moon; inauspicious", () => {
    const base = { sun: 1, moon: 0, mars: 3, mercury: 2, jupiter: 6, venus: 3, saturn: 9, rahu: 11 };
    const k = findYogas(synth(4, base)).find((y) => y.id === "kemadruma");
    expect(k?.nature).toBe("inauspicious");
    expect(k?.planets).toEqual(["moon"]);
    expect(ids(findYogas(synth(4, { ...base, saturn: 11 })))).not.toContain("kemadruma");
    expect(ids(findYogas(synth(4, { ...base, venus: 0 })))).not.toContain("kemadruma");
    expect(ids(findYogas(synth(4, { ...base, mercury: 1 })))).not.toContain("kemadruma");
  });

  it("Adhi: each of Mercury, Jupiter and Venus in the 6th, 7th or 8th from the Moon", () => {
    const base = { sun: 6, moon: 0, mars: 2, mercury: 5, jupiter: 6, venus: 7, saturn: 9 };
    expect(findYogas(synth(3, base)).find((y) => y.id === "adhi")?.planets).toEqual(["moon", "mercury", "jupiter", "venus"]);
    expect(ids(findYogas(synth(3, { ...base, mercury: 7, jupiter: 7 })))).toContain("adhi");
    expect(ids(findYogas(synth(3, { ...base, venus: 8 })))).not.toContain("adhi");
  });

  it("Amala: a benefic in the 10th from the lagna or the Moon", () => {
    const base = { sun: 1, moon: 2, mars: 11, mercury: 1, jupiter: 5, venus: 3, saturn: 9 };
    // Aries lagna (10th = Capricorn, Saturn there), Moon in Gemini (10th = Pisces, Mars there).
    expect(ids(findYogas(synth(0, base)))).not.toContain("amala");
    expect(findYogas(synth(0, { ...base, jupiter: 9 })).find((y) => y.id === "amala")?.planets).toEqual(["jupiter"]);
    const both = findYogas(synth(0, { ...base, jupiter: 9, venus: 11 })).find((y) => y.id === "amala")!;
    expect(both.planets).toEqual(["jupiter", "venus"]);
    expect(ruleEn(both)).toMatch(/Venus in Pisces, 10th from the Moon/);
  });
});

describe("yogas: real charts", () => {
  it("finds the hand-derived yogas of PyJHora's Chennai 1996 chart", () => {
    // Capricorn lagna: Venus (lord of 5 and 10) own sign in Libra, the 10th: Malavya and Amala;
    // the Moon (lord of 7) with Venus: raj yoga; Mercury (lord of 6) and Jupiter (lord of 12) in
    // Sagittarius, the 12th: viparita raja yoga.
    expect(ids(findYogas(chennai)).sort()).toEqual(
      ["malavya", "raj-yoga:moon-venus", "viparita-raja-yoga:mercury", "viparita-raja-yoga:jupiter", "amala"].sort(),
    );
  });

  it("over 300 random charts: valid entries, and Gaja Kesari, the Mahapurushas, Budha-Aditya and Kemadruma re-checked", () => {
    const seen = new Set<string>();
    for (const chart of randomCharts.slice(0, 300)) {
      const yogas = findYogas(chart);
      const found = new Set(ids(yogas));
      expect(found.size).toBe(yogas.length);
      for (const y of yogas) {
        const kind = kindOf(y) as (typeof yogaKinds)[number];
        expect(yogaKinds).toContain(kind);
        seen.add(kind);
        expect(y.name).toEqual(yogaNames[kind]);
        expect(y.planets.length).toBeGreaterThan(0);
        for (const p of y.planets) expect(grahaIds).toContain(p);
        expect(new Set(y.planets).size).toBe(y.planets.length);
        expect(y.nature).toBe(kind === "kemadruma" ? "inauspicious" : "auspicious");
        expect(ruleEn(y).length).toBeGreaterThan(20);
      }
      const moon = signOf(chart, "moon");
      expect(found.has("gaja-kesari")).toBe(mod12(signOf(chart, "jupiter") - moon) % 3 === 0);
      for (const [kind, g] of Object.entries(mahapurushaPlanets)) {
        const p = chart.planets.find((x) => x.id === g)!;
        const dignified = p.dignity === "own" || p.dignity === "moolatrikona" || p.dignity === "exalted";
        expect(found.has(kind), kind).toBe(dignified && [1, 4, 7, 10].includes(p.house));
      }
      expect(found.has("budha-aditya")).toBe(signOf(chart, "sun") === signOf(chart, "mercury"));
      const nearMoon = chart.planets.filter((p) => !["sun", "moon", "rahu", "ketu"].includes(p.id) && [11, 0, 1].includes(mod12(p.signIndex - moon)));
      expect(found.has("kemadruma")).toBe(nearMoon.length === 0);
    }
    // The common yogas all turn up somewhere in 300 charts.
    for (const kind of ["gaja-kesari", "budha-aditya", "raj-yoga", "dhana-yoga", "viparita-raja-yoga", "amala"]) expect(seen, kind).toContain(kind);
  });
});
