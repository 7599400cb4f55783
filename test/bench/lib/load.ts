// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Loopback load steps with autocannon (load.bench.ts, horoscope.bench.ts): requests/s at
// saturation, then p50/p99 latency and errors at fixed rates, after a warm-up that fills the caches.
import autocannon from "autocannon";

export interface Step {
  step: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
  rates: number[];
}

function load(url: string, seconds: number, options: { connections: number; overallRate?: number }): Promise<autocannon.Result> {
  return autocannon({ url, duration: seconds, connections: options.connections, overallRate: options.overallRate, timeout: 10 });
}

function row(step: string, r: autocannon.Result): Step {
  return { step, "req/s": Math.round(r.requests.average), "p50 ms": r.latency.p50, "p99 ms": r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** The steps of one URL: saturation, then each fixed rate. */
export async function measure(baseUrl: string, path: string, o: LoadOptions): Promise<Step[]> {
  const url = new URL(path, baseUrl).href;
  // Warm up: compile, open the database connection, fill the caches.
  for (let i = 0; i < 5; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  const steps = [row(`saturation, ${o.connections} connections`, await load(url, o.seconds, { connections: o.connections }))];
  for (const rate of o.rates) steps.push(row(`${rate} req/s`, await load(url, o.seconds, { connections: Math.min(rate, 20), overallRate: rate })));
  return steps;
}

/** The fixed-rate steps that had errors or served under 90 % of their rate. */
export function missed(path: string, steps: Step[], rates: number[]): string[] {
  return steps.slice(1).flatMap((s, i) => {
    const behind = s["req/s"] < 0.9 * rates[i]!;
    return s.errors || s.non2xx || behind ? [`${path} at ${s.step}: ${s.errors} errors, ${s.non2xx} non-2xx${behind ? `, only ${s["req/s"]} req/s served` : ""}`] : [];
  });
}
