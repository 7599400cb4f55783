/**
 * `/api/gemstones`: Gemstones and remedies from the birth chart (issue 25). Schemas and route rows: `@contract/gemstones`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const gemstoneRoutes = new Hono<AppEnv>();
