/** KP lords, Yogini dasha, doshas and sade sati. */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart } from "@jyotish/kundli/chart";
import { kaalSarp, manglik, pitraDosha } from "@jyotish/kundli/doshas";
import { kpLords } from "@jyotish/kundli/kp";
import ingresses from "@jyotish/kundli/saturn-ingresses.json";
import { saturnPeriods } from "@jyotish/kundli/sade-sati";
import { yoginiDasha } from "@jyotish/kundli/yogini";
import { render } from "@jyotish/text/render";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});
const iso = (jd: number) => new Date((jd - 2440587.5) * 86_400_000).toISOString();
const chennai = () => birthChart(eph, birthInstant({ date: "1996-12-07", time: "10:34", timezone: "Asia/Kolkata" }).jdUt, { latitudeDeg: 13.0878, longitudeDeg: 80.2785 });

describe("KP star, sub and sub-sub lords", () => {
  it("follows the KP table at the start of Aries", () => {
    expect(kpLords(0.01)).toEqual({ signLord: "mars", starLord: "ketu", subLord: "ketu", subSubLord: "ketu" });
    expect(kpLords(0.1).subSubLord).toBe("venus"); // Ketu-Ketu-Ketu ends at 0.0454°
    expect(kpLords(0.78).subLord).toBe("venus"); // Ketu's sub ends at 0°46′40″
    expect(kpLords(3.01).subLord).toBe("sun"); // Venus's sub ends at 3°00′
    expect(kpLords(13.34)).toMatchObject({ starLord: "venus", subLord: "venus" }); // Bharani begins
    expect(kpLords(359.99)).toMatchObject({ signLord: "jupiter", starLord: "mercury", subLord: "saturn" });
  });

  it("gives 243 subs of the zodiac, each lord's width in proportion to its years", () => {
    let changes = 0;
    let last = kpLords(0).subLord;
    for (let i = 1; i < 360_000; i++) {
      const sub = kpLords(i / 1000).subLord;
      if (sub !== last) changes++;
      last = sub;
    }
    expect(changes).toBe(242);
  });
});

describe("Yogini dasha", () => {
  it("starts Ashwini births in Bhramari and tiles 108 years in order", () => {
    const birth = 2451545;
    const d = yoginiDasha(5, birth); // Ashwini, 5° of 13°20′ elapsed
    expect(d.balanceAtBirth.yogini).toBe("bhramari");
    expect(d.balanceAtBirth.days).toBeCloseTo((1 - 5 / (40 / 3)) * 4 * 365.25, 6);
    expect(d.periods).toHaveLength(24);
    expect(d.periods.slice(0, 3).map((p) => p.yogini)).toEqual(["bhramari", "bhadrika", "ulka"]);
    expect(d.periods.at(-1)!.end - d.periods[0]!.start).toBeCloseTo(108 * 365.25, 6);
    for (let i = 1; i < 24; i++) expect(d.periods[i]!.start).toBeCloseTo(d.periods[i - 1]!.end, 9);
    const sub = d.periods[1]!.sub!;
    expect(sub[0]!.yogini).toBe("bhadrika");
    expect(sub.at(-1)!.end).toBeCloseTo(d.periods[1]!.end, 9);
    // Revati (27): (27 + 3) mod 8 = 6 → Ulka; Pushya (8): 11 mod 8 = 3 → Dhanya; Shravana (22): 25 mod 8 = 1 → Mangala; Hasta (13): 16 mod 8 = 0 → Sankata.
    expect(yoginiDasha(355, birth).balanceAtBirth.yogini).toBe("ulka");
    expect(yoginiDasha(95, birth).balanceAtBirth.yogini).toBe("dhanya");
    expect(yoginiDasha(285, birth).balanceAtBirth.yogini).toBe("mangala");
    expect(yoginiDasha(165, birth).balanceAtBirth.yogini).toBe("sankata");
  });
});

describe("doshas of the Chennai 1996 chart", () => {
  it("finds Mars in the 8th from the lagna (manglik) cancelled by Jupiter's 9th aspect", () => {
    const m = manglik(chennai());
    expect(m.present).toBe(true);
    expect(m.from).toEqual([{ reference: "lagna", house: 8 }]);
    expect(m.cancellations).toEqual([{ id: "jupiter-aspect", house: 9, rule: { code: "manglik.jupiter-aspect", params: { aspect: 9 } } }]);
    expect(m.effective).toBe(false);
    expect(manglik(chennai(), "north").from).toEqual([{ reference: "lagna", house: 8 }]);
  });

  it("finds no kaal sarp (Mars lies outside the Rahu–Ketu half), and pitra dosha from Rahu in the 9th (Virgo from Capricorn)", () => {
    expect(kaalSarp(chennai())).toEqual({ present: false, type: null, direction: null });
    const pitra = pitraDosha(chennai());
    expect(pitra).toEqual({ present: true, reasons: [{ id: "node-in-9th", node: "rahu", rule: { code: "pitra.node-in-9th", params: { node: "rahu" } } }] });
    expect(render(pitra.reasons[0]!.rule, "en")).toBe("Rahu is in the 9th house");
    expect(render(pitra.reasons[0]!.rule, "hi")).toBe("राहु नवम भाव में है");
  });

  it("names kaal sarp by Rahu's house when all seven grahas lie on one side", () => {
    const chart = chennai();
    const rahu = chart.planets[7]!.longitudeDeg;
    const moved = { ...chart, planets: chart.planets.map((p, i) => (i < 7 ? { ...p, longitudeDeg: (rahu + 10 + i * 20) % 360 } : p)) };
    const k = kaalSarp(moved);
    expect(k.present).toBe(true);
    expect(k.direction).toBe("kaal-sarp");
    expect(k.type).toBe("shankhachud"); // Rahu in Virgo, the 9th sign from the Capricorn lagna
  });
});

describe("sade sati and dhaiya from the Saturn ingress table", () => {
  it("has an ingress table whose every entry is a real sign change (checked at 20 random entries)", () => {
    const rows = ingresses.table.lahiri as [number, number][];
    for (let k = 0; k < 20; k++) {
      const [jd, sign] = rows[1 + Math.floor(Math.random() * (rows.length - 1))]!;
      const before = Math.floor(eph.positions(jd - 0.01, { ayanamsa: "lahiri" }).bodies[6]!.longitudeDeg / 30);
      const after = Math.floor(eph.positions(jd + 0.01, { ayanamsa: "lahiri" }).bodies[6]!.longitudeDeg / 30);
      expect(after).toBe(sign);
      expect(before).not.toBe(sign);
    }
  });

  it("gives a Libra Moon born in 1996 its sade sati from September 2009, phases in order", () => {
    const chart = chennai();
    expect(chart.planets[1]!.signIndex).toBe(6);
    const p = saturnPeriods(6, chart.jdUt)!;
    const first = p.sadeSati[0]!;
    expect(iso(first.start).slice(0, 7)).toBe("2009-09");
    expect(first.phases[0]!.phase).toBe("rising");
    expect(first.phases.map((x) => x.phase)).toContain("peak");
    expect(first.phases.at(-1)!.phase).toBe("setting");
    expect(iso(first.end).slice(0, 4)).toBe("2017");
    for (const s of p.sadeSati) for (let i = 1; i < s.phases.length; i++) expect(s.phases[i]!.start).toBe(s.phases[i - 1]!.end);
    expect(p.dhaiya.some((d) => d.kind === "ashtama")).toBe(true);
    expect(saturnPeriods(6, 2000000)).toBeNull(); // 763 CE: outside the table
  });
});
