import { type Client, createClient } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import type { Env } from "../env";
import { ApiError } from "../lib/errors";
import * as schema from "./schema";

/** drizzle over libSQL, with the raw client (`$client`) for SQL drizzle does not model (FTS5). */
export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/**
 * The database of one request: drizzle over libSQL's HTTP client, the same client and
 * protocol against Turso in production and the local `sqld` in development and tests.
 */
export function createDatabase(env: Env): Database {
  if (!env.LIBSQL_URL) {
    throw new ApiError("unavailable", "database_not_configured");
  }
  const client = createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN || undefined });
  return drizzle(client, { schema });
}
