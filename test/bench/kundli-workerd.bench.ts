// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: a full kundli in workerd. The Worker code that answers POST /api/kundli is bundled
// by wrangler into a small bench-only Worker (test/bench/workerd/kundli-entry.ts) and run in
// workerd through Miniflare. One request computes 200 full kundlis with their JSON, so the
// request's wall time over 200 is the CPU time of one (workerd freezes its clocks while code
// runs, so the Worker cannot time itself). A second figure times single POST /api/kundli-sized
// requests end to end on loopback. Run: npx tsx test/bench/kundli-workerd.bench.ts
//
// Goal (issue 7): a full kundli ≤ 3 ms.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { projectRoot } from "../../scripts/lib/wrangler";

const outDir = mkdtempSync(join(tmpdir(), "jyotish-bench-worker-"));
try {
  execFileSync(
    process.execPath,
    [join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js"), "deploy", "--dry-run", "--outdir", outDir, join("test", "bench", "workerd", "kundli-entry.ts")],
    { cwd: projectRoot, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir, "kundli-entry.js"),
    modulesRoot: outDir,
    modulesRules: [{ type: "CompiledWasm", include: ["**/*.wasm"] }],
    compatibilityDate: "2026-04-20",
  });
  try {
    const zones = ["Asia/Kolkata", "America/New_York", "Europe/London", "Asia/Kathmandu"];
    const birth = (i: number) => ({
      date: `${1900 + (i % 120)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      time: `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`,
      latitude: -40 + ((i * 37) % 80),
      longitude: -170 + ((i * 53) % 340),
      timezone: zones[i % zones.length],
    });
    const post = async (births: unknown[]) => {
      const t = performance.now();
      const res = await mf.dispatchFetch("http://bench/", { method: "POST", body: JSON.stringify(births) });
      const answer = (await res.json()) as { kundlis: number; characters: number };
      if (answer.kundlis !== births.length) throw new Error("bench worker failed");
      return { ms: performance.now() - t, characters: answer.characters };
    };
    const batch = 200;
    await post(Array.from({ length: batch }, (_, i) => birth(i))); // warm-up and JIT
    const rounds: number[] = [];
    let characters = 0;
    for (let r = 0; r < 5; r++) {
      const result = await post(Array.from({ length: batch }, (_, i) => birth(1000 + r * batch + i)));
      rounds.push(result.ms / batch);
      characters = result.characters / batch;
    }
    const perKundli = [...rounds].sort((a, b) => a - b)[2]!;
    const single: number[] = [];
    for (let i = 0; i < 200; i++) single.push((await post([birth(5000 + i)])).ms);
    const median = [...single].sort((a, b) => a - b)[100]!;
    console.log("\nKundli in workerd (Miniflare), the code of POST /api/kundli");
    console.log(`  one full kundli with its JSON (${(characters / 1024).toFixed(0)} KB): ${perKundli.toFixed(2)} ms median of 5 rounds × ${batch} births (goal ≤ 3 ms)  ${perKundli <= 3 ? "met" : "MISSED"}`);
    console.log(`  one request of one kundli, end to end on loopback: median ${median.toFixed(2)} ms`);
  } finally {
    await mf.dispose();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
