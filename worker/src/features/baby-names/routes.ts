/**
 * `/api/baby-names`: Baby names by the birth nakshatra's syllables (issue 25). Schemas and route rows: `@contract/baby-names`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const babyNameRoutes = new Hono<AppEnv>();
