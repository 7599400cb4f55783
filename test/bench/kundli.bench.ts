// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: CPU time of one full kundli in Node — the D1 chart with houses, the sixteen vargas,
// Vimshottari (three levels) and Yogini dashas, ashtakavarga, yogas, doshas, sade sati and KP
// lords — on the same WASM ephemeris the Worker uses. Run: npx tsx test/bench/kundli.bench.ts
//
// Goal (issue 7): a full kundli ≤ 3 ms.

import { loadEphemerisNode } from "@ephemeris/node.js";
import { ashtakavarga } from "@jyotish/kundli/ashtakavarga.js";
import { birthChart } from "@jyotish/kundli/chart.js";
import { vimshottari } from "@jyotish/kundli/dasha.js";
import { kaalSarp, manglik, pitraDosha } from "@jyotish/kundli/doshas.js";
import { kpLords } from "@jyotish/kundli/kp.js";
import { saturnPeriods } from "@jyotish/kundli/sade-sati.js";
import { vargaIds, vargaOf } from "@jyotish/kundli/vargas.js";
import { findYogas } from "@jyotish/kundli/yogas.js";
import { yoginiDasha } from "@jyotish/kundli/yogini.js";

const eph = await loadEphemerisNode();
let sink = 0;

function fullKundli(jd: number, latitudeDeg: number, longitudeDeg: number): void {
  const chart = birthChart(eph, jd, { latitudeDeg, longitudeDeg });
  const moon = chart.planets[1]!;
  for (const id of vargaIds) {
    sink += vargaOf(id, chart.ascendant.longitudeDeg).signIndex;
    for (const p of chart.planets) sink += vargaOf(id, p.longitudeDeg).signIndex;
  }
  sink += vimshottari(moon.longitudeDeg, jd).periods.length;
  sink += yoginiDasha(moon.longitudeDeg, jd).periods.length;
  sink += ashtakavarga(chart).sarva[0]!;
  sink += findYogas(chart).length;
  sink += manglik(chart).from.length + (kaalSarp(chart).present ? 1 : 0) + pitraDosha(chart).reasons.length;
  sink += saturnPeriods(moon.signIndex, jd)?.sadeSati.length ?? 0;
  for (const p of chart.planets) sink += kpLords(p.longitudeDeg).subLord.length;
  for (const c of chart.cuspsDeg) sink += kpLords(c).subLord.length;
}

const births = Array.from({ length: 2000 }, (_, i) => [2415020.5 + ((i * 7919.37) % 73000), -40 + ((i * 37) % 80), -170 + ((i * 53) % 340)] as const);
for (let i = 0; i < 300; i++) fullKundli(...births[i]!);
const rounds: number[] = [];
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  for (const b of births) fullKundli(...b);
  rounds.push((performance.now() - t0) / births.length);
}
const ms = [...rounds].sort((a, b) => a - b)[2]!;
console.log("\nKundli (chart, 16 vargas, Vimshottari 3 levels, Yogini, ashtakavarga, yogas, doshas, sade sati, KP)");
console.log(`  one full kundli: ${ms.toFixed(2)} ms median of 5 rounds × ${births.length} births in Node (goal ≤ 3 ms)  ${ms <= 3 ? "met" : "MISSED"}`);
if (sink === 42) console.log("");
