// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark (issue 20): money movements through the real `Wallet` Durable Object in workerd
// (Miniflare, SQLite-backed storage). The wallet code is bundled by wrangler into a bench-only
// Worker (test/bench/workerd/wallet-entry.ts).
//  - debit latency: one ₹1 debit per request, sequential, timed from outside per request
//    (Worker → object RPC → one SQLite transaction → answer); p50 and p99 of 2,000;
//  - throughput: bursts of 2,000 concurrent movements on ONE wallet inside one request (a single
//    object serialises them: this is the per-wallet ceiling), timed from outside; the ledger audit
//    after each burst must show balance = sum of the ledger.
// Run: npx tsx test/bench/wallet-workerd.bench.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { projectRoot } from "../../scripts/lib/wrangler";

const outDir = mkdtempSync(join(tmpdir(), "jyotish-bench-wallet-"));
const persist = mkdtempSync(join(tmpdir(), "jyotish-bench-wallet-do-"));
try {
  execFileSync(
    process.execPath,
    [join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js"), "deploy", "--dry-run", "--outdir", outDir, join("test", "bench", "workerd", "wallet-entry.ts")],
    { cwd: projectRoot, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir, "wallet-entry.js"),
    modulesRoot: outDir,
    compatibilityDate: "2026-04-20",
    durableObjects: { WALLET: { className: "Wallet", useSQLite: true }, RATE_LIMITER: { className: "RateLimiter", useSQLite: true } },
    durableObjectsPersist: persist,
  });
  try {
    const post = async (path: string) => {
      const res = await mf.dispatchFetch(`http://bench${path}`, { method: "POST" });
      const body = (await res.json()) as { ok?: boolean };
      return body;
    };
    await post("/credit?wallet=latency&paise=100000000");
    for (let i = 0; i < 200; i++) await post(`/debit?wallet=latency`); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 2_000; i++) {
      const t = performance.now();
      const r = await post(`/debit?wallet=latency`);
      times.push(performance.now() - t);
      if (!r.ok) throw new Error("a bench debit was refused");
    }
    const noop: number[] = [];
    for (let i = 0; i < 2_000; i++) {
      const t = performance.now();
      await post("/noop");
      noop.push(performance.now() - t);
    }
    const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
    const pct = (p: number) => percentile(times, p);

    const bursts: number[] = [];
    for (let b = 0; b < 5; b++) {
      const wallet = `burst-${b}`;
      await post(`/credit?wallet=${wallet}&paise=1000000`);
      const t = performance.now();
      const res = (await (await mf.dispatchFetch(`http://bench/burst?wallet=${wallet}&n=2000`, { method: "POST" })).json()) as {
        applied: number;
        audit: { sumPaise: number; balancePaise: number; negativeBalances: number };
      };
      const seconds = (performance.now() - t) / 1000;
      if (res.audit.sumPaise !== res.audit.balancePaise || res.audit.negativeBalances !== 0) throw new Error(`ledger invariant broken: ${JSON.stringify(res.audit)}`);
      bursts.push(res.applied / seconds);
    }
    bursts.sort((a, b) => a - b);
    console.log("\nWallet Durable Object in workerd (Miniflare, SQLite storage)");
    console.log(`  debit latency, request → object → answer: p50 ${pct(50).toFixed(2)} ms, p99 ${pct(99).toFixed(2)} ms (2,000 sequential debits; an empty request through the same harness: p50 ${percentile(noop, 50).toFixed(2)} ms, p99 ${percentile(noop, 99).toFixed(2)} ms)`);
    console.log(`  movements per second on one wallet: ${Math.round(bursts[2]!).toLocaleString("en")} (median of 5 bursts of 2,000 concurrent; ledger sum = balance after each)`);
  } finally {
    await mf.dispose();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(persist, { recursive: true, force: true });
}
