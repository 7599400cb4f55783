// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: CPU time of one full day's panchang (sunrise to next sunrise: limbs with every
// transition, calendar, muhurtas, choghadiya, hora) and of a 30-day month, through the WASM
// ephemeris, with the ephemeris calls a day makes. Run: npx tsx test/bench/panchang.bench.ts
//
// Goals (issue 6): one day ≤ 2 ms, a 30-day month ≤ 40 ms.

import { loadEphemerisNode } from "@ephemeris/node.js";
import { computePanchang, type PanchangQuery } from "@jyotish/panchang/index.js";

const eph = await loadEphemerisNode();
const places = [
  { latitudeDeg: 28.6139, longitudeDeg: 77.209, timeZone: "Asia/Kolkata" },
  { latitudeDeg: 13.0878, longitudeDeg: 80.2785, timeZone: "Asia/Kolkata" },
  { latitudeDeg: 51.5072, longitudeDeg: -0.1276, timeZone: "Europe/London" },
  { latitudeDeg: 40.7128, longitudeDeg: -74.006, timeZone: "America/New_York" },
];

const dayQuery = (i: number): PanchangQuery => {
  const d = new Date(Date.UTC(2020, 0, 1) + (i % 3650) * 86_400_000);
  return { date: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, ...places[i % places.length]! };
};

let sink = 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Warm-up (JIT, the WASM instance, Intl formatters).
for (let i = 0; i < 300; i++) sink += computePanchang(eph, dayQuery(i)).tithi.length;

const DAYS = 1_000;
const dayRounds: number[] = [];
const calls: number[] = [];
for (let round = 0; round < 5; round++) {
  const t0 = performance.now();
  for (let i = 0; i < DAYS; i++) {
    const p = computePanchang(eph, dayQuery(round * DAYS + i));
    sink += p.tithi.length;
    if (round === 0) calls.push(p.ephemerisCalls);
  }
  dayRounds.push((performance.now() - t0) / DAYS);
}

const monthRounds: number[] = [];
for (let round = 0; round < 15; round++) {
  const place = places[round % places.length]!;
  const t0 = performance.now();
  for (let day = 0; day < 30; day++) {
    const d = new Date(Date.UTC(2026, round % 12, 1 + day));
    sink += computePanchang(eph, { date: { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, ...place }).muhurtas.hora.length;
  }
  monthRounds.push(performance.now() - t0);
}

const dayMs = median(dayRounds);
const monthMs = median(monthRounds);
console.log("\nPanchang (full day: sunrise…next sunrise, all limbs, calendar, muhurtas)");
console.log(`  one day:        ${dayMs.toFixed(2)} ms median of 5 rounds × ${DAYS} days  (goal ≤ 2 ms)  ${dayMs <= 2 ? "met" : "MISSED"}`);
console.log(`  30-day month:   ${monthMs.toFixed(1)} ms median of 15 months  (goal ≤ 40 ms)  ${monthMs <= 40 ? "met" : "MISSED"}`);
console.log(`  ephemeris calls per day: ${Math.min(...calls)}–${Math.max(...calls)} (median ${median(calls)}): 6 rise/set, the rest Sun+Moon samples`);
if (sink === 42) console.log("");
