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

  it("fill in the astrologers' names and bios in Hindi, Tamil and Telugu and the reviews on a database seeded before them, keeping edits", async () => {
    const url = `file:${join(dir, "older.db")}`;
    await migrateDatabase(url);
    await seedDevelopmentData(url);
    const client = createClient({ url });
    // As a database seeded before these columns existed, and one edited while developing.
    await client.execute("update astrologers set name_ta = null, bio_te = null where id = 'ast_02'");
    await client.execute("update astrologers set name_hi = 'संपादित' where id = 'ast_02'");
    await client.execute("delete from astrologer_reviews");
    await seedDevelopmentData(url);
    const { rows } = await client.execute("select name_ta, bio_te, name_hi from astrologers where id = 'ast_02'");
    const reviews = await client.execute("select count(*) as n from astrologer_reviews");
    client.close();
    expect(rows[0]).toMatchObject({ name_ta: "மீனாட்சி ராகவன்", name_hi: "संपादित" });
    expect(String(rows[0]?.bio_te)).toMatch(/\p{Script=Telugu}/u);
    expect(Number(reviews.rows[0]?.n)).toBeGreaterThan(14);
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
