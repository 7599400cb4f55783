/** `npm run bench`: every benchmark the issues ask for, one after another. */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../../scripts/lib/wrangler";

const tsx = join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs");
for (const bench of ["ephemeris.bench.ts", "bundle.bench.ts", "search.bench.ts", "panchang.bench.ts", "kundli.bench.ts", "kundli-workerd.bench.ts", "password-workerd.bench.ts", "wallet-workerd.bench.ts", "room-workerd.bench.ts", "festivals.bench.ts", "horoscope.bench.ts", "report-workerd.bench.ts", "report-pdf.bench.ts", "load.bench.ts", "lighthouse.bench.ts"]) {
  execFileSync(process.execPath, [tsx, join(projectRoot, "test", "bench", bench)], { stdio: "inherit", cwd: projectRoot });
}
