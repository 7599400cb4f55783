import { createClient } from "@libsql/client";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, seedDevelopmentData } from "../../scripts/lib/database";
import { projectRoot } from "../../scripts/lib/wrangler";

const dir = mkdtempSync(join(tmpdir(), "jyotish-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("database migrations", () => {
  it("apply to an empty database, and the seed loads once", async () => {
    const url = `file:${join(dir, "fresh.db")}`;
    await migrateDatabase(url);
    await migrateDatabase(url); // a second run is a no-op
    expect(await seedDevelopmentData(url)).toEqual({ astrologers: expect.any(Number), places: expect.any(Number) });
    expect(await seedDevelopmentData(url)).toEqual({ astrologers: 0, places: 0 });
    const client = createClient({ url });
    const { rows } = await client.execute("select count(*) as n from astrologers");
    client.close();
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(12);
  });

  it("match the drizzle schema (db:generate has nothing left to write)", () => {
    const out = join(dir, "migrations");
    cpSync(migrationsFolder, out, { recursive: true });
    const before = readdirSync(out).sort();
    execFileSync(
      process.execPath,
      [join(projectRoot, "node_modules", "drizzle-kit", "bin.cjs"), "generate", "--dialect", "sqlite", "--schema", "worker/src/db/schema.ts", "--out", out],
      { cwd: projectRoot, stdio: "pipe" },
    );
    expect(readdirSync(out).sort()).toEqual(before);
  });
});
