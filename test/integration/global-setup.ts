import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, seedDevelopmentData } from "../../scripts/lib/database";
import { startSqld } from "../../scripts/lib/sqld";
import { patchVitestPoolWorkers } from "../../scripts/lib/vitest-pool-patch";

/** A real libSQL server with migrations and the development seed, for the workerd tests. */
export default async function setup(project: TestProject) {
  // Before workerd loads the pool's wrapper of our Durable Objects (see the function's comment).
  patchVitestPoolWorkers();
  const dataDir = mkdtempSync(join(tmpdir(), "jyotish-workers-"));
  const sqld = await startSqld({ dataDir, quiet: true });
  await migrateDatabase(sqld.url);
  await seedDevelopmentData(sqld.url);
  project.provide("libsqlUrl", sqld.url);
  return async () => {
    await sqld.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
