/**
 * `/api/numerology`: Numerology (Pythagorean and Chaldean) and lucky numbers (issue 25). Schemas and route rows: `@contract/numerology`.
 */
import { Hono } from "hono";
import type { AppEnv } from "../../env";

export const numerologyRoutes = new Hono<AppEnv>();
