/** `GET /api/admin/audit`: the audit log of administrators' writes (./audit.ts), newest first. */
import { and, count, desc, eq, gte, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { ADMIN_PAGE_SIZE, auditQuery } from "@contract/admin";
import { createDatabase } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";
import { requireRole } from "../auth/middleware";
import { istDayStartUtc } from "./stats";

export const adminAuditRoutes = new Hono<AppEnv>().use(requireRole("admin")).get("/", validate("query", auditQuery), async (c) => {
  const { entity, from, page } = c.req.valid("query");
  const db = createDatabase(c.env);
  const filters: SQL[] = [];
  if (entity) filters.push(eq(auditLog.entity, entity));
  // `from` is an Indian calendar date: entries from its IST midnight on.
  if (from) filters.push(gte(auditLog.at, istDayStartUtc(from)));
  const where = filters.length ? and(...filters) : undefined;
  const [entries, [total]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return c.json({ entries, total: total?.n ?? 0, page, pageSize: ADMIN_PAGE_SIZE }, 200, { "Cache-Control": "no-store" });
});
