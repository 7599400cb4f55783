/**
 * Place search latency against a local sqld holding the full gazetteer: the same query
 * code the Worker runs, through the same HTTP protocol (goal p99 ≤ 20 ms).
 */
import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, seedDevelopmentData } from "../../scripts/lib/database";
import { startSqld } from "../../scripts/lib/sqld";
import { searchPlaces } from "../../worker/src/features/locations/search";
import { placeQueries } from "../fixtures/place-queries";

const dir = mkdtempSync(join(tmpdir(), "jyotish-bench-"));
const sqld = await startSqld({ dataDir: dir, quiet: true });
try {
  await migrateDatabase(sqld.url);
  const seeded = await seedDevelopmentData(sqld.url);
  const client = createClient({ url: sqld.url });
  const queries = [...placeQueries.map((q) => q.query), "ka", "ma", "san", "new", "ban", "hyd", "lon", "par"];
  for (const q of queries) await searchPlaces(client, q); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const q of queries) {
      const t = performance.now();
      await searchPlaces(client, q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.log(`\nPlace search over ${seeded.places} places, ${times.length} queries (${queries.length} distinct × 10 rounds), sqld on loopback`);
  console.log(`search latency: p50 ${pct(50).toFixed(1)} ms, p90 ${pct(90).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  console.log(`goal: p99 ≤ 20 ms ${pct(99) <= 20 ? "met" : "NOT met"}`);
  client.close();
} finally {
  await sqld.stop();
  rmSync(dir, { recursive: true, force: true });
}
