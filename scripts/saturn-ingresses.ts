// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * Generates worker/src/jyotish/kundli/saturn-ingresses.json: every instant from 1800 to 2200 at
 * which Saturn's sidereal (apparent) longitude enters a new sign, retrograde re-entries
 * included, for each supported ayanamsa — the table behind sade sati and dhaiya dates, so a
 * kundli looks them up instead of tracing Saturn over a lifetime. Run: npx tsx scripts/saturn-ingresses.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Ayanamsa, AYANAMSAS } from "@ephemeris";
import { loadEphemerisNode } from "@ephemeris/node";
import { projectRoot } from "./lib/wrangler";

const FROM_JD = 2378496.5; // 1800-01-01
const TO_JD = 2524593.5; // 2200-01-01
const STEP_DAYS = 4; // Saturn never crosses a sign boundary twice within four days

const eph = await loadEphemerisNode();
const saturn = (jd: number, ayanamsa: Ayanamsa) => eph.positions(jd, { ayanamsa }).bodies[6]!.longitudeDeg;
const sign = (lon: number) => Math.floor(lon / 30);

const table: Record<string, [number, number][]> = {};
for (const ayanamsa of AYANAMSAS) {
  const rows: [number, number][] = [];
  let t = FROM_JD;
  let s = sign(saturn(t, ayanamsa));
  rows.push([FROM_JD, s]);
  for (let next = t + STEP_DAYS; next <= TO_JD; t = next, next += STEP_DAYS) {
    const s2 = sign(saturn(next, ayanamsa));
    if (s2 === s) continue;
    // Bisect to about 10 seconds.
    let a = t;
    let b = next;
    while (b - a > 1e-4) {
      const m = (a + b) / 2;
      if (sign(saturn(m, ayanamsa)) === s) a = m;
      else b = m;
    }
    rows.push([Math.round(b * 1e5) / 1e5, s2]);
    s = s2;
  }
  table[ayanamsa] = rows;
  console.log(`${ayanamsa}: ${rows.length} ingresses`);
}
const out = join(projectRoot, "worker", "src", "jyotish", "kundli", "saturn-ingresses.json");
writeFileSync(out, `${JSON.stringify({ generator: "scripts/saturn-ingresses.ts", fromJd: FROM_JD, toJd: TO_JD, position: "apparent", table })}\n`);
console.log(`wrote ${out}`);
