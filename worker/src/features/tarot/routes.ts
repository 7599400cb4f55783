/**
 * `/api/tarot`: Tarot draws (seeded, shareable) (issue 25). Schemas and route rows: `@contract/tarot`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const tarotRoutes = new Hono<AppEnv>();
