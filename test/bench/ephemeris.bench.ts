// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: one full chart batch (9 grahas + ascendant + 12 cusps, Lahiri,
// mean node, whole-sign houses) through the WASM binding versus the equivalent
// sequence of native Swiss Ephemeris calls (npm `sweph` addon), on the same
// instants, after warm-up. Run: npx tsx test/bench/ephemeris.bench.ts
//
// Goals: WASM/native ratio ≤ 1.1 and a WASM batch ≤ 150 µs.

import * as sweph from "sweph";
import { loadEphemerisNode } from "@ephemeris/node.js";

const C = sweph.constants;
const N = 2_500;
const ROUNDS = 7;
const PLACE = { latitudeDeg: 13.0878, longitudeDeg: 80.2785 }; // Chennai
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SPEED | C.SEFLG_SIDEREAL;
const GRAHAS = [C.SE_SUN, C.SE_MOON, C.SE_MARS, C.SE_MERCURY, C.SE_JUPITER, C.SE_VENUS, C.SE_SATURN, C.SE_MEAN_NODE];

// Same instants for every contender: seeded, 1900–2100.
let seed = 20260101;
const rnd = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const JD_1900 = 2415020.5;
const JD_2100 = 2488069.5;
const instants = Array.from({ length: N }, () => JD_1900 + rnd() * (JD_2100 - JD_1900));

const eph = await loadEphemerisNode();
sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);

let sink = 0; // keeps results alive

const contenders: Record<string, (jdUt: number) => void> = {
  "WASM full batch (binding, objects built)": (jdUt) => {
    const r = eph.positions(jdUt, { ayanamsa: "lahiri", node: "mean", houseSystem: "whole-sign" }, PLACE);
    sink += r.bodies[1]!.longitudeDeg + r.cuspsDeg![11]!;
  },
  "native full batch (sweph addon)": (jdUt) => {
    // Equivalent native sequence: ayanamsa, 8 calc_ut (Ketu derived), houses.
    sink += sweph.get_ayanamsa_ex_ut(jdUt, C.SEFLG_MOSEPH).data;
    for (const ipl of GRAHAS) sink += sweph.calc_ut(jdUt, ipl, FLAGS).data[0]!;
    sink += sweph.houses_ex(jdUt, C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL, PLACE.latitudeDeg, PLACE.longitudeDeg, "W").data.points[0]!;
  },
  "WASM grahas only (no observer)": (jdUt) => {
    sink += eph.positions(jdUt).bodies[1]!.longitudeDeg;
  },
  "native Moon only (calc_ut)": (jdUt) => {
    sink += sweph.calc_ut(jdUt, C.SE_MOON, FLAGS).data[0]!;
  },
  "native Sun only (calc_ut)": (jdUt) => {
    sink += sweph.calc_ut(jdUt, C.SE_SUN, FLAGS).data[0]!;
  },
  "native houses only (houses_ex)": (jdUt) => {
    sink += sweph.houses_ex(jdUt, C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL, PLACE.latitudeDeg, PLACE.longitudeDeg, "W").data.points[0]!;
  },
};

function timeOnce(fn: (jdUt: number) => void): number {
  const t0 = performance.now();
  for (const jd of instants) fn(jd);
  return ((performance.now() - t0) * 1000) / instants.length; // µs per call
}

// Warm-up: JIT both paths and fill the library's caches the same way.
for (const fn of Object.values(contenders)) for (let i = 0; i < 2; i++) timeOnce(fn);

// Interleaved rounds, so machine noise hits every contender alike; report the median.
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, fn] of Object.entries(contenders)) samples[name]!.push(timeOnce(fn));
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const best = (xs: number[]): number => Math.min(...xs);

const wasmName = "WASM full batch (binding, objects built)";
const nativeName = "native full batch (sweph addon)";
const wasm = median(samples[wasmName]!);
const native = median(samples[nativeName]!);

console.log(`\nEphemeris benchmark: ${N} instants 1900–2100, ${ROUNDS} interleaved rounds after warm-up (Node ${process.version})\n`);
console.table(
  Object.fromEntries(
    Object.entries(samples).map(([name, xs]) => [name, { "median µs": Number(median(xs).toFixed(1)), "best µs": Number(best(xs).toFixed(1)) }]),
  ),
);
const ratio = wasm / native;
console.log(`full batch: WASM ${wasm.toFixed(1)} µs, native ${native.toFixed(1)} µs, ratio WASM/native ${ratio.toFixed(2)}`);
console.log(`goals: ratio ≤ 1.10 ${ratio <= 1.1 ? "met" : "MISSED"}; WASM batch ≤ 150 µs ${wasm <= 150 ? "met" : "MISSED"}`);
if (!Number.isFinite(sink)) console.log("(sink)", sink);
