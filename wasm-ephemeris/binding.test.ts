// SPDX-License-Identifier: AGPL-3.0-or-later
//
// The TypeScript binding's contract: options, echoes, errors, helpers, portability.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createEphemeris,
  DEFAULT_POSITION_OPTIONS,
  degInSign,
  EphemerisError,
  epochMsFromJulianDay,
  julianDayFromEpochMs,
  nakshatraOf,
  signIndex,
  WASI_IMPORT_NAMES,
} from "./index.js";
import { compileEphemerisModuleNode, SWE_WASM_PATH } from "./node.js";
import { angleDiffDeg } from "./test-support.js";

const module = await compileEphemerisModuleNode();
const eph = createEphemeris(module);
const J2000 = 2451545.0;
const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };

describe("positions()", () => {
  it("answers with the nine grahas in a fixed order and echoes the options it used, defaults filled in", () => {
    const r = eph.positions(J2000);
    expect(r.jdUt).toBe(J2000);
    expect(r.options).toEqual(DEFAULT_POSITION_OPTIONS);
    expect(r.options).toEqual({
      zodiac: "sidereal",
      ayanamsa: "lahiri",
      node: "mean",
      houseSystem: "whole-sign",
      includeOuterPlanets: false,
      position: "apparent",
    });
    expect(r.bodies.map((b) => b.body)).toEqual(["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"]);
    expect(r.ascendantDeg).toBeUndefined();
    expect(r.cuspsDeg).toBeUndefined();
    expect(r.ayanamsaDeg).toBeGreaterThan(23.8);
    expect(r.ayanamsaDeg).toBeLessThan(23.9);
    for (const b of r.bodies) {
      expect(b.longitudeDeg).toBeGreaterThanOrEqual(0);
      expect(b.longitudeDeg).toBeLessThan(360);
      expect(b.retrograde).toBe(b.speedDegPerDay < 0);
    }
    const o = eph.positions(J2000, { zodiac: "tropical", ayanamsa: "kp", node: "true", includeOuterPlanets: true, houseSystem: "kp" });
    expect(o.options).toEqual({ zodiac: "tropical", ayanamsa: "kp", node: "true", houseSystem: "kp", includeOuterPlanets: true, position: "apparent" });
    expect(o.bodies.map((b) => b.body).slice(9)).toEqual(["uranus", "neptune", "pluto"]);
  });

  it("puts Ketu exactly opposite Rahu, with mirrored latitude and the same speed", () => {
    for (const node of ["mean", "true"] as const) {
      const r = eph.positions(2460000.25, { node });
      const rahu = r.bodies[7]!;
      const ketu = r.bodies[8]!;
      expect(Math.abs(angleDiffDeg(ketu.longitudeDeg, rahu.longitudeDeg + 180))).toBeLessThan(1e-12);
      expect(ketu.latitudeDeg).toBe(-rahu.latitudeDeg);
      expect(ketu.speedDegPerDay).toBe(rahu.speedDegPerDay);
      if (node === "mean") expect(rahu.retrograde).toBe(true);
    }
  });

  it("gives the Sun's tropical longitude near 280.37° at J2000 (a well-known value)", () => {
    const sun = eph.positions(J2000, { zodiac: "tropical" }).bodies[0]!;
    expect(sun.longitudeDeg).toBeCloseTo(280.37, 1);
    expect(sun.distanceAu).toBeCloseTo(0.9833, 3);
    expect(sun.speedDegPerDay).toBeCloseTo(1.0194, 3);
  });

  it("returns whole-sign cusps starting at the ascendant's sign, and echoes the observer", () => {
    const r = eph.positions(J2000, {}, DELHI);
    expect(r.observer).toEqual(DELHI);
    expect(r.houseSystemUsed).toBe("whole-sign");
    expect(r.cuspsDeg).toHaveLength(12);
    expect(r.cuspsDeg![0]).toBe(signIndex(r.ascendantDeg!) * 30);
    r.cuspsDeg!.forEach((c, i) => expect(c).toBe(((signIndex(r.ascendantDeg!) + i) % 12) * 30));
  });

  it("gives KP houses as Placidus cusps, and Placidus/Sripati/Porphyry cusp 1 at the ascendant", () => {
    const kp = eph.positions(J2000, { ayanamsa: "kp", houseSystem: "kp" }, DELHI);
    const placidus = eph.positions(J2000, { ayanamsa: "kp", houseSystem: "placidus" }, DELHI);
    expect(kp.cuspsDeg).toEqual(placidus.cuspsDeg);
    expect(kp.options.houseSystem).toBe("kp");
    expect(kp.houseSystemUsed).toBe("kp");
    for (const houseSystem of ["placidus", "porphyry"] as const) {
      const r = eph.positions(J2000, { houseSystem }, DELHI);
      expect(r.cuspsDeg![0]).toBeCloseTo(r.ascendantDeg!, 9);
      expect(r.cuspsDeg![9]).toBeCloseTo(r.mcDeg!, 9);
    }
    // Sripati cusps are the midpoints of Porphyry houses (bhava madhya at the ascendant).
    const sripati = eph.positions(J2000, { houseSystem: "sripati" }, DELHI);
    const porphyry = eph.positions(J2000, { houseSystem: "porphyry" }, DELHI);
    const mid = porphyry.cuspsDeg![11]! + angleDiffDeg(porphyry.cuspsDeg![0]!, porphyry.cuspsDeg![11]!) / 2;
    expect(angleDiffDeg(sripati.cuspsDeg![0]!, mid)).toBeCloseTo(0, 9);
  });

  it("falls back to Porphyry for Placidus inside the polar circle, and says so", () => {
    const r = eph.positions(J2000, { houseSystem: "placidus" }, { latitudeDeg: 78.2, longitudeDeg: 15.6 });
    expect(r.options.houseSystem).toBe("placidus");
    expect(r.houseSystemUsed).toBe("porphyry");
    expect(r.warning).toMatch(/Porphyry/);
    const whole = eph.positions(J2000, { houseSystem: "whole-sign" }, { latitudeDeg: 78.2, longitudeDeg: 15.6 });
    expect(whole.houseSystemUsed).toBe("whole-sign");
    expect(whole.warning).toBeUndefined();
  });

  it("gives geometric positions that lead apparent ones by about the light-time", () => {
    const apparent = eph.positions(J2000, { position: "apparent" }).bodies[5]!; // Jupiter
    const geometric = eph.positions(J2000, { position: "geometric" }).bodies[5]!;
    const lightTimeDays = (apparent.distanceAu * 499.005) / 86_400;
    expect(angleDiffDeg(geometric.longitudeDeg, apparent.longitudeDeg)).toBeCloseTo(apparent.speedDegPerDay * lightTimeDays + 0, 2);
  });

  it("rejects unknown options and bad numbers with an EphemerisError whose code says why", () => {
    const bad: [() => unknown, string][] = [
      [() => eph.positions(Number.NaN), "jdUt"],
      [() => eph.positions(J2000, { ayanamsa: "sayana" as never }), "ayanamsa"],
      [() => eph.positions(J2000, { node: "osculating" as never }), "node"],
      [() => eph.positions(J2000, { zodiac: "draconic" as never }), "zodiac"],
      [() => eph.positions(J2000, { houseSystem: "koch" as never }), "houseSystem"],
      [() => eph.positions(J2000, { position: "astrometric" as never }), "position"],
      [() => eph.positions(J2000, {}, { latitudeDeg: 91, longitudeDeg: 0 }), "latitude"],
      [() => eph.positions(J2000, {}, { latitudeDeg: 0, longitudeDeg: 181 }), "longitude"],
      [() => eph.riseSet({ body: "mars" as never, event: "rise", jdUtStart: J2000, ...DELHI }), "body"],
      [() => eph.riseSet({ body: "sun", event: "dawn" as never, jdUtStart: J2000, ...DELHI }), "event"],
      [() => eph.riseSet({ body: "sun", event: "rise", jdUtStart: J2000, ...DELHI, rising: "lower-limb" as never }), "rising"],
      [() => eph.riseSet({ body: "sun", event: "rise", jdUtStart: J2000, latitudeDeg: 95, longitudeDeg: 0 }), "latitude"],
      [() => eph.ayanamsaDeg(J2000, "galactic" as never), "ayanamsa"],
      [() => eph.julianDayUt({ year: 2000, month: 13, day: 1 }), "month"],
      [() => eph.julianDayUt({ year: 2000.5, month: 1, day: 1 }), "integers"],
    ];
    for (const [call, word] of bad) {
      let thrown: unknown;
      try {
        call();
      } catch (e) {
        thrown = e;
      }
      expect(thrown, word).toBeInstanceOf(EphemerisError);
      expect((thrown as EphemerisError).code, word).toBe("invalid-argument");
      expect((thrown as EphemerisError).message, word).toContain(word);
    }
  });

  it("keeps working after errors and across many calls on one instance (no per-call allocation)", () => {
    const first = eph.positions(2455000.5, {}, DELHI);
    expect(() => eph.positions(J2000, { ayanamsa: "x" as never })).toThrow(EphemerisError);
    for (let i = 0; i < 5000; i++) eph.positions(2455000.5 + i * 0.37, { node: i % 2 ? "true" : "mean" }, DELHI);
    expect(eph.positions(2455000.5, {}, DELHI)).toEqual(first);
  });

  it("gives the same answer whatever the previous call's ayanamsa was (the cached sidereal mode never leaks)", () => {
    const lahiri = eph.positions(2440000.5, { ayanamsa: "lahiri" }, DELHI);
    eph.positions(2440000.5, { ayanamsa: "true-chitra" }, DELHI);
    eph.ayanamsaDeg(2440000.5, "raman");
    expect(eph.positions(2440000.5, { ayanamsa: "lahiri" }, DELHI)).toEqual(lahiri);
    const fresh = createEphemeris(module).positions(2440000.5, { ayanamsa: "lahiri" }, DELHI);
    expect(fresh).toEqual(lahiri);
  });
});

describe("luminaries()", () => {
  it("equals positions()' Sun and Moon exactly, for every ayanamsa and both position types", () => {
    for (const ayanamsa of ["lahiri", "true-chitra", "raman", "kp", "yukteshwar", "fagan-bradley"] as const) {
      for (const position of ["apparent", "geometric"] as const) {
        for (const jd of [J2000, 2299160.5, 2460000.25, 1000000.5]) {
          const full = eph.positions(jd, { ayanamsa, position });
          const fast = eph.luminaries(jd, ayanamsa, position);
          expect(fast).toEqual({
            jdUt: jd,
            ayanamsaDeg: full.ayanamsaDeg,
            sunDeg: full.bodies[0]!.longitudeDeg,
            sunSpeedDegPerDay: full.bodies[0]!.speedDegPerDay,
            moonDeg: full.bodies[1]!.longitudeDeg,
            moonSpeedDegPerDay: full.bodies[1]!.speedDegPerDay,
          });
        }
      }
    }
  });

  it("rejects an unknown ayanamsa and a non-finite instant", () => {
    expect(() => eph.luminaries(J2000, "nope" as never)).toThrow(EphemerisError);
    expect(() => eph.luminaries(Number.NaN)).toThrow(EphemerisError);
  });
});

describe("ayanamsas", () => {
  it("orders the six ayanamsas as published for 2000-01-01 (Fagan-Bradley largest, Raman smallest)", () => {
    const a = (x: Parameters<typeof eph.ayanamsaDeg>[1]) => eph.ayanamsaDeg(J2000, x);
    expect(a("lahiri")).toBeCloseTo(23.857, 2); // with nutation; mean 23°51′11″
    expect(a("fagan-bradley")).toBeCloseTo(24.74, 1);
    expect(a("raman")).toBeCloseTo(22.41, 1);
    expect(a("kp")).toBeCloseTo(23.76, 1);
    expect(a("yukteshwar")).toBeCloseTo(22.48, 1);
    expect(Math.abs(a("true-chitra") - a("lahiri"))).toBeLessThan(0.05);
    expect(eph.ayanamsaDeg(J2000)).toBe(a("lahiri"));
  });
});

describe("time", () => {
  it("converts JS Dates, epoch milliseconds and calendar parts to the same Julian day", () => {
    const date = new Date("2000-01-01T12:00:00Z");
    expect(eph.julianDayUt(date)).toBe(J2000);
    expect(eph.julianDayUt(date.getTime())).toBe(J2000);
    expect(eph.julianDayUt({ year: 2000, month: 1, day: 1, hour: 12 })).toBe(J2000);
    expect(eph.julianDayUt({ year: 2000, month: 1, day: 1, hour: 17, minute: 30, utcOffsetHours: 5.5 })).toBe(J2000);
    expect(julianDayFromEpochMs(0)).toBe(2440587.5);
    expect(epochMsFromJulianDay(J2000)).toBe(date.getTime());
  });

  it("reads dates before 1582 as proleptic Gregorian unless told the Julian calendar", () => {
    const greg = eph.julianDayUt({ year: 1542, month: 12, day: 4 });
    const jul = eph.julianDayUt({ year: 1542, month: 11, day: 24, calendar: "julian" });
    expect(greg).toBe(jul);
    expect(eph.julianDayUt(new Date(Date.UTC(1542, 11, 4)))).toBe(greg);
    expect(eph.fromJulianDay(greg)).toMatchObject({ year: 1542, month: 12, day: 4, hour: 0, minute: 0, calendar: "gregorian" });
    expect(eph.fromJulianDay(greg, "julian")).toMatchObject({ year: 1542, month: 11, day: 24, calendar: "julian" });
  });

  it("handles −3000 and +3000 with astronomical year numbering", () => {
    for (const year of [-3000, -1, 0, 1, 3000]) {
      const jd = eph.julianDayUt({ year, month: 3, day: 1, hour: 6, minute: 30 });
      expect(eph.fromJulianDay(jd)).toMatchObject({ year, month: 3, day: 1, hour: 6, minute: 30 });
    }
  });

  it("gives ΔT of about 64 s at J2000", () => {
    expect(eph.deltaTSeconds(J2000)).toBeGreaterThan(63);
    expect(eph.deltaTSeconds(J2000)).toBeLessThan(65);
  });
});

describe("sign and nakshatra helpers", () => {
  it("index signs from Aries = 0 and keep degrees within [0, 30)", () => {
    expect(signIndex(0)).toBe(0);
    expect(signIndex(29.999999)).toBe(0);
    expect(signIndex(30)).toBe(1);
    expect(signIndex(359.9999)).toBe(11);
    expect(signIndex(360)).toBe(0);
    expect(signIndex(-0.5)).toBe(11);
    expect(signIndex(725)).toBe(0);
    expect(degInSign(45.5)).toBeCloseTo(15.5, 12);
    expect(degInSign(-1)).toBeCloseTo(29, 12);
    expect(degInSign(-1e-18)).toBe(0);
  });

  it("number nakshatras from Ashwini = 1 with padas of 3°20′ and Vimshottari lords from Ketu", () => {
    expect(nakshatraOf(0)).toEqual({ number: 1, pada: 1, lord: "ketu", degInNakshatra: 0 });
    expect(nakshatraOf(3 + 1 / 3)).toMatchObject({ number: 1, pada: 2 });
    expect(nakshatraOf(13 + 1 / 3)).toMatchObject({ number: 2, pada: 1, lord: "venus" });
    expect(nakshatraOf(40)).toMatchObject({ number: 4, pada: 1, lord: "moon" }); // Rohini starts at 10° Taurus
    expect(nakshatraOf(120)).toMatchObject({ number: 10, pada: 1, lord: "ketu" }); // Magha
    expect(nakshatraOf(240)).toMatchObject({ number: 19, pada: 1, lord: "ketu" }); // Mula
    expect(nakshatraOf(359.99)).toMatchObject({ number: 27, pada: 4, lord: "mercury" }); // Revati
    expect(nakshatraOf(-0.01)).toMatchObject({ number: 27, pada: 4 });
    const lords = Array.from({ length: 27 }, (_, i) => nakshatraOf(i * (360 / 27) + 1).lord);
    expect(lords.slice(0, 9)).toEqual(["ketu", "venus", "sun", "moon", "mars", "rahu", "jupiter", "saturn", "mercury"]);
    expect(lords.slice(9, 18)).toEqual(lords.slice(0, 9));
    expect(lords.slice(18)).toEqual(lords.slice(0, 9));
    for (let lon = 0; lon < 360; lon += 0.37) {
      const n = nakshatraOf(lon);
      expect(n.degInNakshatra).toBeGreaterThanOrEqual(0);
      expect(n.degInNakshatra).toBeLessThan(360 / 27 + 1e-9);
      expect(Math.floor(n.degInNakshatra / (10 / 3)) + 1).toBe(n.pada);
    }
  });
});

describe("portability", () => {
  const coreFiles = ["index.ts", "layout.ts", "zodiac.ts", "wasi-stubs.ts"];

  it("keeps the core free of Node built-ins so it runs in workerd and browsers", () => {
    for (const f of coreFiles) {
      const src = readFileSync(new URL(`./${f}`, import.meta.url), "utf8");
      const imports = [...src.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
      for (const spec of imports) expect(spec, `${f} imports ${spec}`).toMatch(/^\.\/[a-z-]+\.js$/);
      expect(src, f).not.toMatch(/\brequire\(|process\.|Buffer\b/);
    }
  });

  it("needs only the WASI imports the binding stubs, and exports what the binding binds", () => {
    const imports = WebAssembly.Module.imports(module);
    for (const i of imports) {
      expect(i.module).toBe("wasi_snapshot_preview1");
      expect(WASI_IMPORT_NAMES as readonly string[]).toContain(i.name);
    }
    expect(imports.map((i) => i.name).sort()).toEqual(["environ_get", "environ_sizes_get", "fd_close", "fd_read", "fd_seek", "fd_write"]);
    expect(WebAssembly.Module.exports(module).map((e) => e.name)).toEqual(
      expect.arrayContaining(["memory", "malloc", "free", "ve_positions", "ve_rise_trans", "ve_ayanamsa", "ve_julday", "ve_revjul", "ve_deltat"]),
    );
  });

  it("ships swe.wasm with the sha256 recorded beside it", () => {
    const bytes = readFileSync(SWE_WASM_PATH);
    const recorded = readFileSync(`${SWE_WASM_PATH}.sha256`, "utf8");
    expect(recorded).toBe(`${createHash("sha256").update(bytes).digest("hex")}  swe.wasm\n`);
  });
});
