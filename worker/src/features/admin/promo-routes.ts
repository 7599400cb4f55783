/**
 * `/api/admin/promo-codes`: the recharge promo codes (a percentage with a cap, or a flat bonus;
 * worker/src/features/wallet applies them). Codes are never deleted, only switched off, so a
 * receipt's code always names a row.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { type PromoCode, promoCreateBody, promoParam, promoUpdateBody } from "@contract/admin";
import { createDatabase } from "../../db/client";
import { type PromoCodeRow, promoCodes } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { currentUser, requireRole } from "../auth/middleware";
import { auditEntry } from "./audit";

const noStore = { "Cache-Control": "no-store" };

function promoCode(row: PromoCodeRow): PromoCode {
  return { ...row };
}

/** A unique-constraint failure, as libSQL reports it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed|SQLITE_CONSTRAINT_PRIMARYKEY/.test(e.message)) return true;
  return false;
}

export const adminPromoRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .get("/", async (c) => {
    const rows = await createDatabase(c.env).select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code);
    return c.json({ codes: rows.map(promoCode) }, 200, noStore);
  })
  .post("/", validate("json", promoCreateBody), async (c) => {
    const body = c.req.valid("json");
    const value = body.kind === "percent" ? { valueBp: body.valueBp ?? null, valuePaise: null } : { valueBp: null, valuePaise: body.valuePaise ?? null };
    if (value.valueBp === null && value.valuePaise === null) {
      throw new ApiError("validation_failed", "promo_value", [{ path: body.kind === "percent" ? "valueBp" : "valuePaise", code: "promo_value", params: {}, message: "A percent code needs valueBp, a flat code valuePaise" }]);
    }
    const db = createDatabase(c.env);
    const row = {
      code: body.code,
      kind: body.kind,
      ...value,
      // A cap on the bonus is a percent code's; a flat code's bonus is its value.
      maxBonusPaise: body.kind === "percent" ? (body.maxBonusPaise ?? null) : null,
      minAmountPaise: body.minAmountPaise,
      expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
      usageCap: body.usageCap ?? null,
    };
    const [existing] = await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.code, body.code)).limit(1);
    if (existing) throw new ApiError("conflict", "promo_exists");
    try {
      const [[created]] = await db.batch([
        db.insert(promoCodes).values(row).returning(),
        auditEntry(db, currentUser(c), { action: "promo.create", entity: "promo", entityId: body.code, before: null, after: row }),
      ]);
      return c.json(promoCode(created!), 201, noStore);
    } catch (error) {
      // Another administrator created the same code between the check and the insert.
      if (isUniqueViolation(error)) throw new ApiError("conflict", "promo_exists");
      throw error;
    }
  })
  .patch("/:code", validate("param", promoParam), validate("json", promoUpdateBody), async (c) => {
    const { code } = c.req.valid("param");
    const patch = c.req.valid("json");
    const db = createDatabase(c.env);
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
    if (!row) throw new ApiError("not_found", "no_such_promo");
    const changes: Partial<PromoCodeRow> = {};
    if (patch.active !== undefined) changes.active = patch.active;
    if (patch.expiresAt !== undefined) changes.expiresAt = patch.expiresAt === null ? null : new Date(patch.expiresAt).toISOString();
    if (patch.usageCap !== undefined) changes.usageCap = patch.usageCap;
    if (patch.maxBonusPaise !== undefined) changes.maxBonusPaise = row.kind === "percent" ? patch.maxBonusPaise : null;
    if (changes.usageCap != null && changes.usageCap < row.usedCount) {
      throw new ApiError("validation_failed", { code: "at_least", params: { field: "usageCap", min: row.usedCount } });
    }
    const before = promoCode(row);
    if (Object.keys(changes).length === 0) return c.json(before, 200, noStore);
    const [[updated]] = await db.batch([
      db.update(promoCodes).set(changes).where(eq(promoCodes.code, code)).returning(),
      auditEntry(db, currentUser(c), { action: "promo.update", entity: "promo", entityId: code, before, after: { ...before, ...changes } }),
    ]);
    return c.json(promoCode(updated!), 200, noStore);
  });
