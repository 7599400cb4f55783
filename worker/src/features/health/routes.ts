import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import type { healthAnswer } from "@contract/site";
import type * as v from "valibot";

/** `GET /api/health`: 200 when the database answers a query, 503 in the error shape when not. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  try {
    await createDatabase(c.env).run(sql`select 1`);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError("unavailable", "database_unreachable");
  }
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok", database: { ok: true, latencyMs: Date.now() - started } } satisfies v.InferOutput<typeof healthAnswer>);
});
