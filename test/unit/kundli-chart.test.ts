/** The birth chart (D1) against every `charts` reference case, with the options each names. */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ayanamsa, Ephemeris } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { birthInstant } from "@jyotish/kundli/birth-time";
import { birthChart, dignityOf } from "@jyotish/kundli/chart";
import cases from "../fixtures/reference-cases.json";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

const signs = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];
interface Inputs {
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  options: { ayanamsa?: string };
}
function chartFor(inputs: Inputs) {
  const [date, time] = inputs.local_datetime.split("T") as [string, string];
  const instant = birthInstant({ date, time, utcOffsetHours: inputs.utc_offset_hours });
  const ayanamsa: Ayanamsa = /CHIT/.test(inputs.options.ayanamsa ?? "") ? "true-chitra" : "lahiri";
  return birthChart(eph, instant.jdUt, { latitudeDeg: inputs.lat, longitudeDeg: inputs.lon }, { ayanamsa });
}
const signOf = (chart: ReturnType<typeof chartFor>, body: string) =>
  body === "Ascendant" ? chart.ascendant.signIndex : chart.planets.find((p) => p.id === body.toLowerCase())!.signIndex;

describe("birth chart against the reference charts", () => {
  it.each(cases.charts.filter((c) => (c.expected as { sign_of?: unknown }).sign_of).map((c) => [c.id, c] as const))("%s: every sign exact", (_id, c) => {
    const chart = chartFor(c.inputs as Inputs);
    for (const [body, sign] of Object.entries((c.expected as { sign_of: Record<string, string> }).sign_of)) {
      expect(signs[signOf(chart, body)], body).toBe(sign);
    }
  });

  it("places PyJHora's Chennai 1996 grahas and ascendant within 0.02°", () => {
    const c = cases.charts.find((x) => x.id === "pyjhora-own-chennai-1996-12-07")!;
    const chart = chartFor(c.inputs as Inputs);
    for (const row of c.expected.D1!) {
      const lon = row.body === "Ascendant" ? chart.ascendant.longitudeDeg : chart.planets.find((p) => p.id === row.body.toLowerCase())!.longitudeDeg;
      expect(Math.abs(lon - (row.sign_index0 * 30 + row.deg_in_sign)), row.body).toBeLessThanOrEqual(0.02);
    }
  });

  it("gives the Bangalore 2015 ascendant within 1′ with its nakshatra and pada", () => {
    const c = cases.charts.find((x) => x.id === "drikpanchanga-asc-bangalore-2015-09-24")!;
    const chart = chartFor(c.inputs as Inputs);
    const e = c.expected.ascendant!;
    expect(chart.ascendant.signIndex).toBe(e.sign_index0);
    const [d, m, s] = e.dms_in_sign;
    expect(Math.abs(chart.ascendant.degInSign - (d! + m! / 60 + s! / 3600)) * 60).toBeLessThanOrEqual(1);
    expect(chart.ascendant.nakshatra).toMatchObject({ number: e.nakshatra_no, pada: e.pada });
  });

  it("gives the jyotisha Chennai 1981 lagna (True Chitra) within its 1e-4 relative tolerance", () => {
    const c = cases.charts.find((x) => x.id === "jyotisha-lagna-chennai-1981-12-23")!;
    const chart = chartFor(c.inputs as Inputs);
    expect(signs[chart.ascendant.signIndex]).toBe(c.expected.lagna_sign);
    expect(Math.abs(chart.ascendant.longitudeDeg / c.expected.lagna_longitude_deg_derived! - 1)).toBeLessThanOrEqual(1e-4);
  });
});

describe("houses, combustion and dignity", () => {
  it("puts whole-sign houses from the ascendant's sign, and bhavas between cusps for Sripati", () => {
    const c = cases.charts.find((x) => x.id === "pyjhora-own-chennai-1996-12-07")!;
    const chart = chartFor(c.inputs as Inputs);
    for (const p of chart.planets) expect(p.house).toBe(((p.signIndex - chart.ascendant.signIndex + 12) % 12) + 1);
    const instant = birthInstant({ date: "1996-12-07", time: "10:34", timezone: "Asia/Kolkata" });
    const sripati = birthChart(eph, instant.jdUt, { latitudeDeg: 13.0878, longitudeDeg: 80.2785 }, { houseSystem: "sripati" });
    expect(sripati.houseSystemUsed).toBe("sripati");
    for (const p of sripati.planets) expect(p.house).toBeGreaterThanOrEqual(1);
    // Capricorn 22° rising, Sun at Scorpio 21.6°: 11th by sign, and within the 11th bhava too.
    expect(sripati.planets[0]!.house).toBe(11);
  });

  it("knows the classical dignities", () => {
    expect(dignityOf("sun", 10)).toBe("exalted");
    expect(dignityOf("sun", 190)).toBe("debilitated");
    expect(dignityOf("sun", 125)).toBe("moolatrikona");
    expect(dignityOf("sun", 145)).toBe("own");
    expect(dignityOf("moon", 32)).toBe("exalted");
    expect(dignityOf("saturn", 305)).toBe("moolatrikona");
    expect(dignityOf("saturn", 275)).toBe("own");
    expect(dignityOf("jupiter", 245)).toBe("moolatrikona");
    expect(dignityOf("jupiter", 250)).toBe("own"); // moolatrikona is 0°–10° of Sagittarius
    expect(dignityOf("jupiter", 65)).toBe("enemy"); // Gemini, Mercury's sign
    expect(dignityOf("mars", 100)).toBe("debilitated");
    expect(dignityOf("venus", 45)).toBe("own");
    expect(dignityOf("mercury", 40)).toBe("friend"); // Taurus, Venus's sign
    expect(dignityOf("rahu", 40)).toBe("exalted");
    expect(dignityOf("rahu", 100)).toBeNull();
  });

  it("marks combust grahas within their orbs of the Sun, never the nodes", () => {
    for (let i = 0; i < 200; i++) {
      const chart = birthChart(eph, 2451545 + i * 37.3, { latitudeDeg: 28.6, longitudeDeg: 77.2 });
      const sun = chart.planets[0]!;
      expect(sun.combust).toBe(false);
      for (const p of chart.planets.slice(7)) expect(p.combust).toBe(false);
      const mercury = chart.planets[3]!;
      const sep = Math.abs(((((mercury.longitudeDeg - sun.longitudeDeg) % 360) + 540) % 360) - 180);
      expect(mercury.combust).toBe(sep <= (mercury.retrograde ? 12 : 14));
    }
  });

  it("resolves a birth time through the zone's history: Kolkata 1942 is +06:30, an explicit offset wins", () => {
    expect(birthInstant({ date: "1943-03-01", time: "12:00", timezone: "Asia/Kolkata" }).utcOffsetMinutes).toBe(390);
    expect(birthInstant({ date: "1996-12-07", time: "10:34", timezone: "Asia/Kolkata" }).utcOffsetMinutes).toBe(330);
    const explicit = birthInstant({ date: "1943-03-01", time: "12:00", timezone: "Asia/Kolkata", utcOffsetHours: 5.5 });
    expect(explicit).toMatchObject({ utcOffsetMinutes: 330, source: "explicit-offset" });
    expect(new Date(explicit.epochMs).toISOString()).toBe("1943-03-01T06:30:00.000Z");
  });
});
