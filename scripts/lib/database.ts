import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";
import * as schema from "../../worker/src/db/schema";
import { seedAstrologers } from "../seed/astrologers";
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

/**
 * Loads the development seed (astrologers) and the gazetteer (places, once). Rows that exist
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
    const places = await loadPlaces(client);
    return { astrologers: inserted.length, places };
  } finally {
    client.close();
  }
}
