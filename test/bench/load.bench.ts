// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: a loopback load run (autocannon) of cached GETs against the built product under
// `wrangler dev`, started as the e2e tests start it (the built SPA, a fresh sqld with the
// development seed, free ports). For each URL: requests/s at saturation (LOAD_CONNECTIONS
// connections, as fast as the server answers), then p50/p99 latency and errors at fixed rates.
// Every request of a URL is the same, so after the first the answer should come from the edge
// cache or the isolate's memo: the figures measure the serving path, not the computation.
// Reads dist/web (run `npm run build:web` first; `npm run bench` does).
//
// Environment:
//   LOAD_SECONDS=6           seconds of each step (saturation, then each fixed rate)
//   LOAD_RATES=20,50,100     the fixed rates in requests/s
//   LOAD_CONNECTIONS=10      connections of the saturation step
//   LOAD_PATHS=/,/api/…      only these URLs (comma-separated)
//   LOAD_URL=http://…        load a server that is already running instead of starting one
//
// Goal (issue 18): each URL answers its fixed rates without errors; `/` and place search
// well above the ~90 requests/s they reached before.
import { measure, missed } from "./lib/load";
import { withProduct } from "./lib/product";

const seconds = Math.max(1, Number(process.env.LOAD_SECONDS ?? 6) || 6);
const rates = (process.env.LOAD_RATES ?? "20,50,100").split(",").map(Number).filter((n) => n > 0);
const connections = Math.max(1, Number(process.env.LOAD_CONNECTIONS ?? 10) || 10);

const chennai = new URLSearchParams({ name: "Test Native", gender: "male", date: "1996-12-07", time: "10:34", latitude: "13.0878", longitude: "80.2785", timezone: "Asia/Kolkata" });
const delhi = new URLSearchParams({ date: "2022-01-24", latitude: "28.6139", longitude: "77.209", timezone: "Asia/Kolkata" });
const allPaths = ["/api/panchang/today", `/api/panchang?${delhi}`, `/api/kundli?${chennai}`, "/api/locations/search?query=varanasi", "/"];
const paths = process.env.LOAD_PATHS ? process.env.LOAD_PATHS.split(",").map((p) => p.trim()).filter(Boolean) : allPaths;

await withProduct("load", process.env.LOAD_URL, async (baseUrl) => {
  console.log(`\nLoopback load under wrangler dev (autocannon, ${seconds} s a step)`);
  const failed: string[] = [];
  for (const path of paths) {
    const steps = await measure(baseUrl, path, { seconds, connections, rates });
    console.log(`\n${path}`);
    console.table(steps);
    failed.push(...missed(path, steps, rates));
  }
  console.log(failed.length ? `\nfixed rates missed (errors, or under 90 % of the rate served):\n  ${failed.join("\n  ")}` : "\nevery fixed rate served in full without errors");
});
