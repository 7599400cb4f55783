/**
 * `/api/lal-kitab`: The Lal Kitab chart, its planets' effects, debts and remedies (issue 25). Schemas and route rows: `@contract/lal-kitab`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const lalKitabRoutes = new Hono<AppEnv>();
