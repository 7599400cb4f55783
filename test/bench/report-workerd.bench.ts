// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark: writing a report in workerd, per kind. The code the reports service runs for a
// report (its chart, the transits now, the engine's sections, each rendered in the report's
// language) is bundled by wrangler into a bench-only Worker (test/bench/workerd/report-entry.ts)
// and run in workerd through Miniflare. One request writes 20 reports, so its wall time over 20
// is the CPU time of one report (workerd freezes its clocks while code runs). The PDF's cost is
// measured by report-pdf.bench.ts. Run: npx tsx test/bench/report-workerd.bench.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { projectRoot } from "../../scripts/lib/wrangler";

const outDir = mkdtempSync(join(tmpdir(), "jyotish-bench-report-"));
try {
  execFileSync(
    process.execPath,
    [join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js"), "deploy", "--dry-run", "--outdir", outDir, join("test", "bench", "workerd", "report-entry.ts")],
    { cwd: projectRoot, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir, "report-entry.js"),
    modulesRoot: outDir,
    modulesRules: [{ type: "CompiledWasm", include: ["**/*.wasm"] }],
    compatibilityDate: "2026-04-20",
  });
  try {
    const birth = (i: number) => ({
      name: "Bench",
      date: `${1950 + (i % 60)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      time: `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`,
      latitude: 8 + ((i * 37) % 25),
      longitude: 69 + ((i * 53) % 20),
      timezone: "Asia/Kolkata",
    });
    const batch = 20;
    const write = async (kind: string, lang: string, from: number) => {
      const t = performance.now();
      const res = await mf.dispatchFetch("http://bench/", { method: "POST", body: JSON.stringify({ kind, lang, births: Array.from({ length: batch }, (_, i) => birth(from + i)), partner: birth(9999) }) });
      const answer = (await res.json()) as { reports: number; sections: number; characters: number };
      if (answer.reports !== batch) throw new Error(`bench worker failed: ${JSON.stringify(answer)}`);
      return { ms: (performance.now() - t) / batch, sections: answer.sections / batch, kb: answer.characters / batch / 1024 };
    };
    console.log("\nWriting a report in workerd (Miniflare): chart, transits, sections, rendered (CPU per report, median of 3 rounds × 20 charts)");
    for (const kind of ["life", "career", "marriage", "child", "yearly"]) {
      await write(kind, "en", 0); // warm-up and JIT
      for (const lang of ["en", "hi"]) {
        const rounds = [await write(kind, lang, 100), await write(kind, lang, 200), await write(kind, lang, 300)].sort((a, b) => a.ms - b.ms);
        const r = rounds[1]!;
        console.log(`  ${kind.padEnd(9)} ${lang}: ${r.ms.toFixed(1)} ms per report, ${r.sections} sections, ${r.kb.toFixed(0)} KB of JSON`);
      }
    }
  } finally {
    await mf.dispose();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
