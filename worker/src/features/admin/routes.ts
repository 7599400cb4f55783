/**
 * `/api/admin/*`: administrators only (every route here sits behind `requireRole("admin")`,
 * and the table-driven test in app.workers.test.ts checks 401 and 403 for each).
 */
import { count, desc, eq, like, sql } from "drizzle-orm";
import { Hono } from "hono";
import { statsQuery } from "@contract/admin";
import { adminRoleBody, adminUserParam, adminUsersQuery } from "@contract/auth";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { currentUser, requireRole } from "../auth/middleware";
import { publicUser } from "../auth/users";
import { auditEntry } from "./audit";
import { dashboardStats } from "./stats";

const PAGE_SIZE = 50;

export const adminRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .get("/stats", validate("query", statsQuery), async (c) => {
    const stats = await dashboardStats(createDatabase(c.env), c.req.valid("query").days);
    c.header("Cache-Control", "no-store");
    return c.json(stats);
  })
  .get("/users", validate("query", adminUsersQuery), async (c) => {
    const { q, page } = c.req.valid("query");
    const db = createDatabase(c.env);
    const where = q ? like(users.email, `%${q.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`) : undefined;
    const filter = where ? sql`${where} escape '\\'` : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(users).where(filter).orderBy(desc(users.createdAt)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
      db.select({ n: count() }).from(users).where(filter),
    ]);
    c.header("Cache-Control", "no-store");
    return c.json({ users: rows.map(publicUser), total: total?.n ?? 0, page, pageSize: PAGE_SIZE });
  })
  .patch("/users/:id/role", validate("param", adminUserParam), validate("json", adminRoleBody), async (c) => {
    const { id } = c.req.valid("param");
    const { role } = c.req.valid("json");
    // An administrator cannot demote themselves, so the last one cannot lock everyone out.
    if (id === currentUser(c).id && role !== "admin") throw new ApiError("conflict", "own_admin_role");
    const db = createDatabase(c.env);
    const [before] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
    if (!before) throw new ApiError("not_found", "no_such_user");
    const [[row]] = await db.batch([
      db
        .update(users)
        .set({ role, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
        .where(eq(users.id, id))
        .returning(),
      auditEntry(db, currentUser(c), { action: "user.role", entity: "user", entityId: id, before, after: { role } }),
    ]);
    if (!row) throw new ApiError("not_found", "no_such_user");
    c.header("Cache-Control", "no-store");
    return c.json(publicUser(row));
  });
