import { defineConfig } from "drizzle-kit";

/** drizzle-kit writes SQL migrations from the schema; `npm run db:migrate` applies them. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/src/db/schema.ts",
  out: "./migrations",
});
