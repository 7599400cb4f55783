import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";
import * as schema from "../../worker/src/db/schema";
import { seedAstrologers } from "../seed/astrologers";
import { seedReviews } from "../seed/reviews";
import { loadPlaces } from "../seed/places";

export const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));

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
 * Loads the development seed (astrologers and their reviews) and the gazetteer (places, once). Rows that exist
 * already are left alone, so edits made while developing survive a restart; returns how
 * many rows were inserted.
 */
export async function seedDevelopmentData(url: string, authToken?: string): Promise<{ astrologers: number; places: number }> {
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
    const places = await loadPlaces(client);
    return { astrologers: inserted.length, places };
  } finally {
    client.close();
  }
}
