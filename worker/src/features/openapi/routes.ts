/** `GET /api/openapi.json`: the API's OpenAPI 3.1 document (static per deploy, so cached). */
import { Hono } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../../env";
import { openApiJson } from "./document";

export const openApiRoutes = new Hono<AppEnv>().get("/", etag(), (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(openApiJson(), 200, { "Content-Type": "application/json; charset=utf-8" });
});
