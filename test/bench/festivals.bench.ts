// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: CPU time of one full city-year of festivals — every festival, ekadashi, purnima,
// amavasya, pradosh, sankashti and masik shivaratri with its deciding rule and muhurat, plus the
// year's eclipses seen from the city — on the WASM ephemeris the Worker uses; and a year of
// marriage muhurat. Run: npx tsx test/bench/festivals.bench.ts
//
// Goal (issue 9): a full city-year ≤ 300 ms.

import { loadEphemerisNode } from "@ephemeris/node.js";
import { eclipsesBetween } from "@jyotish/festivals/eclipses.js";
import { computeFestivals } from "@jyotish/festivals/index.js";
import { findMuhurats } from "@jyotish/muhurat/index.js";
import { cpuMs } from "./lib/cpu";

const eph = await loadEphemerisNode();
const cities = [
  { latitudeDeg: 28.6139, longitudeDeg: 77.209, timeZone: "Asia/Kolkata" },
  { latitudeDeg: 13.0827, longitudeDeg: 80.2707, timeZone: "Asia/Kolkata" },
  { latitudeDeg: 19.076, longitudeDeg: 72.8777, timeZone: "Asia/Kolkata" },
  { latitudeDeg: 40.7128, longitudeDeg: -74.006, timeZone: "America/New_York" },
];
let sink = 0;
const cityYear = (year: number, c: (typeof cities)[number]) => {
  sink += computeFestivals(eph, { year, ...c }).days.length;
  const jd = (y: number) => Date.UTC(y, 0, 1) / 86_400_000 + 2440587.5;
  sink += eclipsesBetween(eph, jd(year), jd(year + 1), c).length;
};
cityYear(2023, cities[0]!); // warm-up
const samples: number[] = [];
for (let year = 2024; year <= 2028; year++) for (const c of cities) samples.push(cpuMs(() => cityYear(year, c)));
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)]!;
const worst = samples[samples.length - 1]!;
const muhurat = cpuMs(() => {
  sink += findMuhurats(eph, { kind: "marriage", from: "2026-01-01", to: "2026-12-31", ...cities[0]! }).windows.length;
});
console.log("\nFestivals (all festivals and vratas with rules and muhurats, plus eclipses) for one city-year");
console.log(`  CPU per city-year: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${samples.length} city-years in Node (goal ≤ 300 ms)  ${worst <= 300 ? "met" : "MISSED"}`);
console.log(`  a year of marriage muhurat (New Delhi): ${muhurat.toFixed(0)} ms CPU`);
if (sink === 42) console.log("");
