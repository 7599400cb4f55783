import { createClient } from "@libsql/client";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder, seedDevelopmentData } from "../../scripts/lib/database";
import { projectRoot } from "../../scripts/lib/wrangler";
import { DEV_ASTROLOGER_PASSWORD, seedAstrologerEmail, seedAstrologers } from "../../scripts/seed/astrologers";
import { verifyPassword } from "../../worker/src/features/auth/password";

const dir = mkdtempSync(join(tmpdir(), "jyotish-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("database migrations", () => {
  it("apply to an empty database, and the seed loads once", async () => {
    const url = `file:${join(dir, "fresh.db")}`;
    await migrateDatabase(url);
    await migrateDatabase(url); // a second run is a no-op
    const first = await seedDevelopmentData(url);
    expect(first).toEqual({ astrologers: expect.any(Number), accounts: seedAstrologers.length, places: expect.any(Number), content: expect.objectContaining({ skipped: [] }) });
    expect(first.content.items).toBeGreaterThan(0);
    expect(await seedDevelopmentData(url)).toMatchObject({ astrologers: 0, accounts: 0, places: 0 });
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

  it("give every seeded astrologer a development sign-in (role astrologer, linked), adding only the missing ones on a re-run", async () => {
    const url = `file:${join(dir, "accounts.db")}`;
    await migrateDatabase(url);
    await seedDevelopmentData(url);
    const client = createClient({ url });
    const linked = await client.execute(
      "select a.slug, u.email, u.role, u.password_hash from astrologers a join users u on u.id = a.user_id order by a.id",
    );
    expect(linked.rows).toHaveLength(seedAstrologers.length);
    for (const row of linked.rows) {
      expect(row.email).toBe(seedAstrologerEmail(String(row.slug)));
      expect(row.role).toBe("astrologer");
    }
    expect(await verifyPassword(DEV_ASTROLOGER_PASSWORD, String(linked.rows[0]!.password_hash))).toBe(true);
    // A database seeded before the accounts: one astrologer unlinked and its account gone, another
    // account edited while developing (its name) — the seed adds the one and keeps the other.
    await client.execute("update astrologers set user_id = null where id = 'ast_03'");
    await client.execute(`delete from users where email = '${seedAstrologerEmail("pandit-harish-joshi")}'`);
    await client.execute(`update users set name = 'Edited' where email = '${seedAstrologerEmail("meenakshi-raghavan")}'`);
    expect((await seedDevelopmentData(url)).accounts).toBe(1);
    const again = await client.execute("select count(*) as n from astrologers where user_id is not null");
    const edited = await client.execute(`select name from users where email = '${seedAstrologerEmail("meenakshi-raghavan")}'`);
    client.close();
    expect(Number(again.rows[0]?.n)).toBe(seedAstrologers.length);
    expect(edited.rows[0]?.name).toBe("Edited");
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
