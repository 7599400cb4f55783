// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Independent cross-check: astronomy-engine (VSOP87 / NOVAS-derived, a different
// theory and code base) against the WASM Swiss Ephemeris (Moshier).

import { describe, expect, it } from "vitest";
import * as Astronomy from "astronomy-engine";
import { loadEphemerisNode } from "./node.js";
import { angleDiffDeg, MaxError, seededRandom } from "./test-support.js";

const eph = await loadEphemerisNode();

const ONE_ARCMIN_DEG = 1 / 60;
const JD_J2000 = 2451545.0;

const BODIES = [
  ["sun", Astronomy.Body.Sun],
  ["moon", Astronomy.Body.Moon],
  ["mercury", Astronomy.Body.Mercury],
  ["venus", Astronomy.Body.Venus],
  ["mars", Astronomy.Body.Mars],
  ["jupiter", Astronomy.Body.Jupiter],
  ["saturn", Astronomy.Body.Saturn],
] as const;

/**
 * Geocentric apparent ecliptic longitude of date (true equinox), degrees, from
 * astronomy-engine, at the same Terrestrial Time as the Swiss Ephemeris uses for
 * jdUt: the two libraries extrapolate ΔT differently (by ~100 s near 2100, i.e.
 * ~1′ of lunar motion), and this test compares the theories, not the ΔT models.
 */
function astronomyEngineLongitudeDeg(body: Astronomy.Body, jdUt: number): number {
  const time = Astronomy.AstroTime.FromTerrestrialTime(jdUt + eph.deltaTSeconds(jdUt) / 86_400 - JD_J2000);
  const eqj = Astronomy.GeoVector(body, time, true); // light time + aberration, J2000 equator
  const ect = Astronomy.RotateVector(Astronomy.Rotation_EQJ_ECT(time), eqj); // true ecliptic of date
  return Astronomy.SphereFromVector(ect).lon;
}

describe("tropical longitudes agree with astronomy-engine", () => {
  it("for the Sun, Moon, Mercury, Venus, Mars, Jupiter and Saturn within 1 arcminute at 400 instants 1900–2100", () => {
    const jd1900 = eph.julianDayUt({ year: 1900, month: 1, day: 1 });
    const jd2100 = eph.julianDayUt({ year: 2100, month: 12, day: 31 });
    const rnd = seededRandom(2100);
    const perBody = new Map(BODIES.map(([name]) => [name, new MaxError()]));
    for (let i = 0; i < 400; i++) {
      const jdUt = jd1900 + rnd() * (jd2100 - jd1900);
      const r = eph.positions(jdUt, { zodiac: "tropical" });
      for (const [name, body] of BODIES) {
        const ours = r.bodies.find((b) => b.body === name)!.longitudeDeg;
        perBody.get(name)!.add(angleDiffDeg(ours, astronomyEngineLongitudeDeg(body, jdUt)), () => `jd ${jdUt}`);
      }
    }
    for (const [name, err] of perBody) {
      if (process.env.EPHEMERIS_REPORT) console.info(`${name}: ${(err.max * 3600).toFixed(2)}″ ${err}`);
      expect(err.max, `${name}: ${err}`).toBeLessThan(ONE_ARCMIN_DEG);
    }
  });
});
