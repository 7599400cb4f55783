// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Published reference cases (test/fixtures/reference-cases.json; see its README
// for the sources and conventions): D1 chart longitudes and sign ingresses.
// Each case runs with the options the case states, and within its stated tolerance.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Ayanamsa, type BodyName, degInSign, nakshatraOf, type NodeType, signIndex } from "./index.js";
import { loadEphemerisNode } from "./node.js";
import { angleDiffDeg, parseLocal } from "./test-support.js";

const eph = await loadEphemerisNode();

interface ChartInputs {
  local_datetime: string;
  utc_offset_hours: number;
  lat: number;
  lon: number;
  jd_ut?: number;
  options: { ayanamsa: string; nodes?: string };
}
interface ChartCase {
  id: string;
  inputs: ChartInputs;
  expected: Record<string, unknown>;
  alt_expected?: Record<string, { sign_index0: number; dms_in_sign: [number, number, number] }>;
  tolerance: Record<string, unknown>;
  notes?: string;
}
interface TransitCase {
  id: string;
  inputs: { reference_local_datetime: string; utc_offset_hours: number; options: { ayanamsa: string; nodes: string } };
  expected: { body: string; enters_sign: string; boundary_longitude_deg: string; date_local: string; time_pyjhora: string; time_jhora: string };
  tolerance: { time: string };
}

const fixtures = JSON.parse(readFileSync(new URL("../test/fixtures/reference-cases.json", import.meta.url), "utf8")) as {
  charts: ChartCase[];
  transits: TransitCase[];
};

const SIGNS = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];

function chart(id: string): ChartCase {
  const c = fixtures.charts.find((x) => x.id === id);
  if (!c) throw new Error(`fixture ${id} missing`);
  return c;
}

/** jdUt of a case's local date-time (proleptic Gregorian) at its UTC offset. */
function jdUtOf(localIso: string, utcOffsetHours: number): number {
  return eph.julianDayUt({ ...parseLocal(localIso), utcOffsetHours, calendar: "gregorian" });
}

/** Sidereal D1 longitudes of the nine grahas and the ascendant for a case. */
function d1(inputs: ChartInputs, ayanamsa: Ayanamsa, node: NodeType): Map<string, number> {
  const jdUt = inputs.jd_ut ?? jdUtOf(inputs.local_datetime, inputs.utc_offset_hours);
  const r = eph.positions(jdUt, { ayanamsa, node, zodiac: "sidereal" }, { latitudeDeg: inputs.lat, longitudeDeg: inputs.lon });
  expect(r.options).toMatchObject({ ayanamsa, node, zodiac: "sidereal" });
  const out = new Map<string, number>([["Ascendant", r.ascendantDeg!]]);
  for (const b of r.bodies) out.set(b.body[0]!.toUpperCase() + b.body.slice(1), b.longitudeDeg);
  return out;
}

describe("reference charts: D1 longitudes match the published values", () => {
  it("PyJHora's own chart (Chennai 1996-12-07 10:34 IST, Lahiri, mean nodes): every sign and degree within 0.02°", () => {
    const c = chart("pyjhora-own-chennai-1996-12-07");
    const tol = c.tolerance.D1_deg as number;
    expect(tol).toBe(0.02);
    const lons = d1(c.inputs, "lahiri", "mean");
    const rows = c.expected.D1 as { body: string; sign_index0: number; deg_in_sign: number }[];
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const lon = lons.get(row.body)!;
      expect(signIndex(lon), row.body).toBe(row.sign_index0);
      expect(Math.abs(angleDiffDeg(lon, row.sign_index0 * 30 + row.deg_in_sign)), row.body).toBeLessThanOrEqual(tol);
      expect(Math.abs(degInSign(lon) - row.deg_in_sign), row.body).toBeLessThanOrEqual(tol);
    }
  });

  it("drik-panchanga's Bangalore ascendant (2015-09-24 23:38 IST): Gemini 4°37′10″ with Lahiri and 4°38′27″ with True Chitra, within 1′", () => {
    const c = chart("drikpanchanga-asc-bangalore-2015-09-24");
    const expected = c.expected.ascendant as { sign_index0: number; dms_in_sign: [number, number, number]; nakshatra_no: number; pada: number };
    const dms = ([d, m, s]: [number, number, number]) => d + m / 60 + s / 3600;
    const lahiri = d1(c.inputs, "lahiri", "mean").get("Ascendant")!;
    expect(signIndex(lahiri)).toBe(expected.sign_index0);
    expect(Math.abs(degInSign(lahiri) - dms(expected.dms_in_sign)) * 60).toBeLessThanOrEqual(1);
    expect(nakshatraOf(lahiri)).toMatchObject({ number: expected.nakshatra_no, pada: expected.pada });
    const alt = Object.values(c.alt_expected!)[0]!;
    const chitra = d1(c.inputs, "true-chitra", "mean").get("Ascendant")!;
    expect(signIndex(chitra)).toBe(alt.sign_index0);
    expect(Math.abs(degInSign(chitra) - dms(alt.dms_in_sign)) * 60).toBeLessThanOrEqual(1);
  });

  it("jyotisha's Chennai lagna (JD 2444961.7125 UT, True Chitra): 10.3536 rashi units within the source's rtol 1e-4", () => {
    const c = chart("jyotisha-lagna-chennai-1981-12-23");
    const expected = c.expected.lagna_float_rashi_units as number;
    // The stated jd_ut and the local time agree: 10:36 IST = 05:06 UT.
    expect(jdUtOf(c.inputs.local_datetime, c.inputs.utc_offset_hours)).toBeCloseTo(c.inputs.jd_ut!, 9);
    const asc = d1(c.inputs, "true-chitra", "mean").get("Ascendant")!;
    expect(Math.abs(asc / 30 - expected)).toBeLessThanOrEqual(1e-4 * expected);
    expect(SIGNS[signIndex(asc)]).toBe(c.expected.lagna_sign);
  });

  // Sign-level book charts: every graha and the lagna in the stated sign.
  // "nodes: either" — both node options are checked.
  const signCharts: [id: string, ayanamsa: Ayanamsa, why: string][] = [
    ["pvr-book-chart1-2000-04-09", "lahiri", "P.V.R. Narasimha Rao's Chart 1 (2000-04-09, Massachusetts), Lahiri"],
    ["pvr-book-chart7-ronald-reagan", "lahiri", "Ronald Reagan (1911-02-06, Tampico), Lahiri, Mercury 1.2° before Capricorn"],
    ["bvraman-data-1909-07-29-hyderabad", "raman", "B.V. Raman's data (1909-07-29, Hyderabad) with the Raman ayanamsa"],
    ["pvr-book-chart10-akbar-1542", "lahiri", "Akbar (1542-12-04 read as proleptic Gregorian, Umerkot), Lahiri"],
  ];
  for (const [id, ayanamsa, why] of signCharts) {
    it(`${why}: every graha and the lagna in the published sign, with mean and true nodes`, () => {
      const c = chart(id);
      const signOf = c.expected.sign_of as Record<string, string>;
      expect(Object.keys(signOf)).toHaveLength(10);
      for (const node of ["mean", "true"] as const) {
        const lons = d1(c.inputs, ayanamsa, node);
        for (const [body, sign] of Object.entries(signOf)) {
          expect(SIGNS[signIndex(lons.get(body)!)], `${body} (${node} node)`).toBe(sign);
        }
      }
    });
  }

  it("the 1542 chart fails when read as a Julian-calendar date (why it must be proleptic Gregorian)", () => {
    const c = chart("pvr-book-chart10-akbar-1542");
    const p = parseLocal(c.inputs.local_datetime);
    const jdJulian = eph.julianDayUt({ ...p, utcOffsetHours: c.inputs.utc_offset_hours, calendar: "julian" });
    const r = eph.positions(jdJulian, { ayanamsa: "lahiri" });
    expect(SIGNS[signIndex(r.bodies.find((b) => b.body === "moon")!.longitudeDeg)]).toBe("Libra");
    expect(SIGNS[signIndex(r.bodies.find((b) => b.body === "sun")!.longitudeDeg)]).toBe("Sagittarius");
  });

  describe("special lagnas of PyJHora's own chart, from the binding's sunrise (disc centre, no refraction) and the Sun at sunrise", () => {
    const c = chart("pyjhora-own-chennai-1996-12-07-special-lagnas");
    const birth = jdUtOf(c.inputs.local_datetime, c.inputs.utc_offset_hours);
    const midnight = jdUtOf(c.inputs.local_datetime.slice(0, 10), c.inputs.utc_offset_hours);
    const dms = (s: string) => {
      const m = /(\d+)°(\d+)'(\d+)"/.exec(s)!;
      return Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600;
    };
    // Degrees per day each lagna advances from the Sun's longitude at sunrise.
    const rates: [key: string, degPerDay: number][] = [
      ["bhava_lagna", 360],
      ["hora_lagna", 720],
      ["ghati_lagna", 1800],
    ];
    for (const [key, degPerDay] of rates) {
      it(`${key.replace("_", " ")} within 0.5° of PyJHora's or JHora's value`, () => {
        const sunrise = eph.riseSet({
          body: "sun",
          event: "rise",
          jdUtStart: midnight,
          latitudeDeg: c.inputs.lat,
          longitudeDeg: c.inputs.lon,
          rising: "disc-centre-no-refraction",
        }).jdUt!;
        const sunAtSunrise = eph.positions(sunrise, { ayanamsa: "lahiri" }).bodies[0]!.longitudeDeg;
        const lagna = sunAtSunrise + (birth - sunrise) * degPerDay;
        const e = c.expected[key] as { sign: string; pyjhora: string; jhora: string };
        expect(SIGNS[signIndex(lagna)]).toBe(e.sign);
        const best = Math.min(Math.abs(degInSign(lagna) - dms(e.pyjhora)), Math.abs(degInSign(lagna) - dms(e.jhora)));
        expect(best).toBeLessThanOrEqual(0.5);
      });
    }
    // Skipped because of the data: the two sources disagree by 4.7° (13°43′ vs 18°28′
    // Taurus), ten times the stated 0.5° tolerance, and the vighati lagna advances
    // 1.25° per second of sunrise, so neither value pins down a rule to test.
    it.skip("vighati lagna (sources disagree by 4.7°; see comment)", () => {});
  });
});

describe("reference transits: boundary crossings found with the binding match JHora", () => {
  // The source's times are for geometric positions (PyJHora/JHora compute
  // transits with true positions, no light-time): with apparent positions every
  // crossing comes out late by exactly the body's light-time (Sun 8.2 min,
  // Venus 12 min, Jupiter 50 min, Saturn 86 min; the Moon 1 s). So the cases run
  // with `position: "geometric"`, the convention the data states implicitly.
  const lonOf = (body: BodyName, jdUt: number, ayanamsa: Ayanamsa, node: NodeType): number =>
    eph.positions(jdUt, { ayanamsa, node, position: "geometric" }).bodies.find((b) => b.body === body)!.longitudeDeg;

  /**
   * First instant after jdStart at which `body` crosses `boundaryDeg` in either
   * direction (the nodes cross it retrograde). Scans with `stepDays`, then
   * bisects the bracketing step to 1e-8 day.
   */
  function nextCrossing(body: BodyName, boundaryDeg: number, jdStart: number, stepDays: number, ayanamsa: Ayanamsa, node: NodeType): number {
    const side = (t: number) => angleDiffDeg(lonOf(body, t, ayanamsa, node), boundaryDeg);
    let t0 = jdStart;
    let d0 = side(t0);
    for (let i = 0; i < 5000; i++) {
      const t1 = t0 + stepDays;
      const d1 = side(t1);
      // A sign change near the boundary (not across the opposite point).
      if (Math.sign(d0) !== Math.sign(d1) && Math.abs(d0 - d1) < 90) {
        let lo = t0;
        let hi = t1;
        while (hi - lo > 1e-8) {
          const mid = (lo + hi) / 2;
          if (Math.sign(side(mid)) === Math.sign(d0)) lo = mid;
          else hi = mid;
        }
        return hi;
      }
      t0 = t1;
      d0 = d1;
    }
    throw new Error(`no crossing of ${boundaryDeg}° by ${body}`);
  }

  const STEP_DAYS: Record<string, number> = { Moon: 0.1, Sun: 1, Mercury: 0.5, Venus: 0.5, Mars: 1, Jupiter: 1, Saturn: 1, Rahu: 1, Ketu: 1 };
  // The fixture's rule: 2 min vs JHora for the Moon, Sun and Venus; 10 min for the others.
  const FAST = new Set(["Sun", "Moon", "Venus"]);

  for (const t of fixtures.transits) {
    const e = t.expected;
    const tolMin = FAST.has(e.body) ? 2 : 10;
    it(`${e.body} crosses ${e.boundary_longitude_deg}° (${e.enters_sign}) on ${e.date_local} at ${e.time_jhora} IST (JHora), within ${tolMin} min`, () => {
      expect(t.tolerance.time).toContain("2 min vs JHora (Moon/Sun/Venus), 10 min slow planets");
      const ayanamsa = t.inputs.options.ayanamsa.toLowerCase() as Ayanamsa;
      const node = t.inputs.options.nodes as NodeType;
      const start = jdUtOf(t.inputs.reference_local_datetime, t.inputs.utc_offset_hours);
      const boundary = Number(e.boundary_longitude_deg) % 360;
      const found = nextCrossing(e.body.toLowerCase() as BodyName, boundary, start, STEP_DAYS[e.body]!, ayanamsa, node);
      const expected = jdUtOf(`${e.date_local}T${e.time_jhora}`, t.inputs.utc_offset_hours);
      const errMin = (found - expected) * 1440;
      if (process.env.EPHEMERIS_REPORT) {
        const vsPy = (found - jdUtOf(`${e.date_local}T${e.time_pyjhora}`, t.inputs.utc_offset_hours)) * 1440;
        console.info(`${e.body}: ${errMin.toFixed(2)} min vs JHora, ${vsPy.toFixed(2)} min vs PyJHora`);
      }
      expect(Math.abs(errMin)).toBeLessThanOrEqual(tolMin);
    });
  }
});
