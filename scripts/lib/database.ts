import { type Client, createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";
import * as schema from "../../worker/src/db/schema";
import { hashPassword } from "../../worker/src/features/auth/password";
import { DEV_ASTROLOGER_PASSWORD, seedAstrologerEmail, seedAstrologers } from "../seed/astrologers";
import { seedReviews } from "../seed/reviews";
import { loadPlaces } from "../seed/places";
import { seedContent, type SeededContent } from "../seed/content";

export const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));
/** The CMS content files (articles and pages in four languages). */
export const contentRoot = fileURLToPath(new URL("../../content", import.meta.url));

function connect(url: string, authToken?: string) {
  const client = createClient({ url, authToken });
  return { client, db: drizzle(client, { schema }) };
}

/** Applies every migration in `migrations/` that the database has not seen yet. */
export async function migrateDatabase(url: string, authToken?: string): Promise<void> {
  const { client, db } = connect(url, authToken);
  try {
    await migrate(db, { migrationsFolder });
  } finally {
    client.close();
  }
}

/** Loads the gazetteer (places and the search index) into an empty database; returns how many places. */
export async function loadGazetteer(url: string, authToken?: string): Promise<number> {
  const { client } = connect(url, authToken);
  try {
    return await loadPlaces(client);
  } finally {
    client.close();
  }
}

/**
 * Loads the CMS content (articles and pages from `content/`) into the database: items and texts
 * that exist are left alone, so administrators' edits survive; returns how many rows were added.
 */
export async function loadContent(url: string, authToken?: string): Promise<SeededContent> {
  const { client } = connect(url, authToken);
  try {
    return await seedContent(client, contentRoot);
  } finally {
    client.close();
  }
}

/**
 * Loads the development seed (astrologers and their reviews), the CMS content and the gazetteer (places, once). Rows that exist
 * already are left alone, so edits made while developing survive a restart; returns how
 * many rows were inserted.
 */
export async function seedDevelopmentData(url: string, authToken?: string): Promise<{ astrologers: number; accounts: number; places: number; content: SeededContent }> {
  const { client, db } = connect(url, authToken);
  try {
    const inserted = await db
      .insert(schema.astrologers)
      .values(seedAstrologers)
      .onConflictDoNothing()
      .returning({ id: schema.astrologers.id });
    // Names and bios in Hindi, Tamil and Telugu came after the first seed: fill the ones a
    // database does not have yet, and leave any edited while developing.
    const localized = ["name_hi", "name_ta", "name_te", "bio_hi", "bio_ta", "bio_te"] as const;
    for (const row of seedAstrologers) {
      await client.execute({
        sql: `update astrologers set ${localized.map((c) => `${c} = coalesce(${c}, ?)`).join(", ")} where id = ?`,
        args: [row.nameHi ?? null, row.nameTa ?? null, row.nameTe ?? null, row.bioHi ?? null, row.bioTa ?? null, row.bioTe ?? null, row.id],
      });
    }
    // Only for astrologers still present (one deleted while developing keeps no reviews).
    const present = new Set((await db.select({ id: schema.astrologers.id }).from(schema.astrologers)).map((r) => r.id));
    const reviews = seedReviews.filter((r) => present.has(r.astrologerId));
    if (reviews.length > 0) await db.insert(schema.astrologerReviews).values(reviews).onConflictDoNothing();
    const accounts = await seedAstrologerAccounts(client);
    const content = await seedContent(client, contentRoot);
    const places = await loadPlaces(client);
    return { astrologers: inserted.length, accounts, places, content };
  } finally {
    client.close();
  }
}

/**
 * Development only (never a migration; `db:places` does not call it): a sign-in for every seeded
 * astrologer that has none, `<slug>@astrologers.jyotish.local` (a reserved, non-routable domain)
 * with the one documented password, role `astrologer`, linked through `astrologers.user_id`.
 * Accounts and links that exist are left alone, so re-running the seed only fills the gaps.
 * Returns how many accounts were created.
 */
async function seedAstrologerAccounts(client: Client): Promise<number> {
  const unlinked = await client.execute("select id, slug, name from astrologers where user_id is null");
  const seeded = new Set(seedAstrologers.map((a) => a.id));
  let created = 0;
  for (const row of unlinked.rows) {
    const id = String(row.id);
    if (!seeded.has(id)) continue;
    const email = seedAstrologerEmail(String(row.slug));
    const insert = await client.execute({
      sql: "insert into users (id, email, password_hash, role, name) values (?, ?, ?, 'astrologer', ?) on conflict (email) do nothing",
      args: [crypto.randomUUID(), email, await hashPassword(DEV_ASTROLOGER_PASSWORD), String(row.name)],
    });
    created += insert.rowsAffected;
    // Link the account of that email unless it already speaks for another astrologer.
    await client.execute({
      sql: `update astrologers set user_id = (select id from users where email = ?)
            where id = ? and user_id is null and not exists (select 1 from astrologers where user_id = (select id from users where email = ?))`,
      args: [email, id, email],
    });
  }
  return created;
}
