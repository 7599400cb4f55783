// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark (issue 22): the horoscopes' cost.
//  1. Cold computation on the WASM ephemeris the Worker uses: each period's sky (samples and
//     the bisection of its events), then the twelve signs' horoscopes written in four languages.
//  2. Cached GETs under load on loopback (`wrangler dev`, as load.bench.ts runs it): the API's
//     answer and a sign page whose first HTML carries the prediction, at fixed rates up to 500/s.
// Goal: p99 ≤ 10 ms at 500 requests/s under wrangler dev (reported as measured, whatever it is).
//
// Environment: HORO_SECONDS=6 (a step), HORO_RATES=100,250,500, HORO_LOAD=0 skips part 2.
import { loadEphemerisNode } from "@ephemeris/node.js";
import { horoscope } from "@jyotish/horoscope/engine.js";
import { periodOf } from "@jyotish/horoscope/periods.js";
import { periodSky } from "@jyotish/horoscope/sky.js";
import { render } from "@jyotish/text/render.js";
import { langs } from "@jyotish/terms/lang.js";
import { measure, missed } from "./lib/load";
import { withProduct } from "./lib/product";
import { cpuMs } from "./lib/cpu";

const eph = await loadEphemerisNode();
let sink = 0;
periodSky(eph, "daily", Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 2)); // warm-up
const rows: Record<string, string | number>[] = [];
let total = 0;
for (const period of ["daily", "weekly", "monthly", "yearly"] as const) {
  const span = periodOf(period, "2026-11-26");
  let sky!: ReturnType<typeof periodSky>;
  const skyMs = cpuMs(() => void (sky = periodSky(eph, period, span.startMs, span.endMs)));
  const signsMs = cpuMs(() => {
    for (let sign = 0; sign < 12; sign++) {
      const h = horoscope({ sign, span, sky, area: "general", nodes: "phaladeepika" });
      for (const lang of langs) for (const t of [...h.prediction, ...h.paragraphs.love, ...h.paragraphs.career, ...h.paragraphs.health, ...h.paragraphs.finances, ...h.events.map((e) => e.text)]) sink += render(t, lang).length;
    }
  });
  total += skyMs + signsMs;
  rows.push({ period, "sky ms": Number(skyMs.toFixed(1)), events: sky.events.length, "12 signs × 4 languages ms": Number(signsMs.toFixed(1)) });
}
console.log("\nHoroscopes, cold (CPU time, WASM Swiss Ephemeris in Node)");
console.table(rows);
console.log(`all 12 signs × 4 periods, 4 languages: ${total.toFixed(0)} ms (${sink > 0 ? "checked" : ""})`);

if (process.env.HORO_LOAD !== "0") {
  const seconds = Math.max(1, Number(process.env.HORO_SECONDS ?? 6) || 6);
  const rates = (process.env.HORO_RATES ?? "100,250,500").split(",").map(Number).filter((n) => n > 0);
  await withProduct("horoscope", process.env.LOAD_URL, async (baseUrl) => {
    console.log(`\nCached horoscope GETs under wrangler dev (autocannon, ${seconds} s a step; goal p99 ≤ 10 ms at 500 req/s)`);
    const failed: string[] = [];
    for (const path of ["/api/horoscope?sign=aries&period=daily&date=2026-11-26", "/daily-horoscope/aries?date=2026-11-26"]) {
      const steps = await measure(baseUrl, path, { seconds, connections: 10, rates });
      console.log(`\n${path}`);
      console.table(steps);
      failed.push(...missed(path, steps, rates));
    }
    console.log(failed.length ? `\nfixed rates missed:\n  ${failed.join("\n  ")}` : "\nevery fixed rate served in full without errors");
  });
}
