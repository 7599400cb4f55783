import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, seedDevelopmentData } from "../../scripts/lib/database";
import { startPrinter } from "../../scripts/lib/printer";
import { freePort } from "../../scripts/lib/process";
import { startSqld, stopGroup } from "../../scripts/lib/sqld";
import { projectRoot, startWranglerDev } from "../../scripts/lib/wrangler";

/**
 * The product as a user meets it: the built SPA and the Worker under `wrangler dev`
 * (workerd), over a fresh sqld with migrations and the development seed, printing report PDFs
 * with the local printer (its Chromium starts only if a test asks for a PDF).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(projectRoot, "dist", "web", "index.html"))) {
    throw new Error("dist/web is missing: run `npm run build:web` first (npm test does)");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "jyotish-e2e-"));
  const sqld = await startSqld({ dataDir: join(dataDir, "sqld"), quiet: true });
  const printer = await startPrinter({ quiet: true });
  let worker: Awaited<ReturnType<typeof startWranglerDev>> | undefined;
  try {
    await migrateDatabase(sqld.url);
    await seedDevelopmentData(sqld.url);
    worker = await startWranglerDev({
      port: await freePort(),
      // A fixed key for the run, so a recycled isolate does not sign the test users out.
      // A measurement id for one sister site only (X-Site: classical), so the browser tests see the
      // Content-Security-Policy allow Google Analytics there and nowhere else.
      vars: { LIBSQL_URL: sqld.url, JWT_SECRET: randomBytes(32).toString("base64url"), GA_MEASUREMENT_IDS: JSON.stringify({ classical: "G-E2ETEST01" }), PDF_PRINTER_URL: printer.url },
      quiet: true,
      persistTo: join(dataDir, "wrangler"),
    });
  } catch (err) {
    await Promise.all([sqld.stop(), printer.stop()]);
    throw err;
  }
  project.provide("baseUrl", worker.url);
  project.provide("libsqlUrl", sqld.url);
  return async () => {
    if (worker) await stopGroup(worker.process);
    await Promise.all([sqld.stop(), printer.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
