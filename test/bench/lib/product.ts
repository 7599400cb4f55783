import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, seedDevelopmentData } from "../../../scripts/lib/database";
import { startPrinter } from "../../../scripts/lib/printer";
import { freePort } from "../../../scripts/lib/process";
import { startSqld, stopGroup } from "../../../scripts/lib/sqld";
import { projectRoot, startWranglerDev } from "../../../scripts/lib/wrangler";

/**
 * Runs `run` against the built product as the e2e tests serve it: dist/web under `wrangler dev`
 * over a fresh sqld with the development seed and the local PDF printer, on free ports, all
 * stopped afterwards. With `existingUrl` (a server that is already running) it measures that
 * one instead.
 */
export async function withProduct<T>(name: string, existingUrl: string | undefined, run: (baseUrl: string) => Promise<T>): Promise<T> {
  if (existingUrl) return run(existingUrl);
  if (!existsSync(join(projectRoot, "dist", "web", "index.html"))) {
    throw new Error("dist/web is missing: run `npm run build:web` first (npm run bench does)");
  }
  const dataDir = mkdtempSync(join(tmpdir(), `jyotish-${name}-server-`));
  const sqld = await startSqld({ dataDir: join(dataDir, "sqld"), quiet: true });
  const printer = await startPrinter({ quiet: true });
  let worker: Awaited<ReturnType<typeof startWranglerDev>> | undefined;
  try {
    await migrateDatabase(sqld.url);
    await seedDevelopmentData(sqld.url);
    worker = await startWranglerDev({ port: await freePort(), vars: { LIBSQL_URL: sqld.url, PDF_PRINTER_URL: printer.url }, quiet: true, persistTo: join(dataDir, "wrangler") });
    return await run(worker.url);
  } finally {
    if (worker) await stopGroup(worker.process);
    await Promise.all([sqld.stop(), printer.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
