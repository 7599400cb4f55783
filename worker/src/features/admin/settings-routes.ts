/**
 * `/api/admin/settings` and `/api/admin/products`: what the server prices and serves pages
 * with (spec §9 prices, the free minutes, pack discounts, GST, the astrologer's share, claims,
 * recharge amounts, the seller, the sister sites), edited by administrators. Each write is
 * checked against its key's schema, stored with its audit entry in one batch, and this
 * isolate's caches are cleared so the next price or page uses it (other isolates within a minute).
 */
import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type AdminProduct, productBody, productParam, settingBody, settingKeys, settingParam, settingSchemas, type SettingsAnswer, type SiteSetting } from "@contract/admin";
import { clearSitesCache } from "@site/site-list";
import { createDatabase, type Database } from "../../db/client";
import { products, settings } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { parseOrThrow, validate } from "../../lib/validate";
import { currentUser, requireRole } from "../auth/middleware";
import { clearSettingsCache } from "../pricing/settings";
import { auditEntry } from "./audit";

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const noStore = { "Cache-Control": "no-store" };

async function settingsAnswer(db: Database): Promise<SettingsAnswer> {
  const [rows, productRows] = await db.batch([
    db.select().from(settings),
    db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id)),
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const known = settingKeys.filter((key) => byKey.has(key));
  return {
    settings: Object.fromEntries(known.map((key) => [key, byKey.get(key)!.value])),
    updatedAt: Object.fromEntries(known.map((key) => [key, byKey.get(key)!.updatedAt])),
    products: productRows.map(adminProduct),
  };
}

function adminProduct(row: typeof products.$inferSelect): AdminProduct {
  return { id: row.id, kind: row.kind, pricePaise: row.pricePaise, sections: row.sections, active: row.active, sortOrder: row.sortOrder, updatedAt: row.updatedAt };
}

/** Two sites may not share an id or a host: a host must name one site. */
function checkSites(sites: SiteSetting[]): void {
  const ids = new Set<string>();
  const hosts = new Set<string>();
  const issues: { path: string; message: string }[] = [];
  sites.forEach((site, i) => {
    if (ids.has(site.id)) issues.push({ path: `value.${i}.id`, message: `site id ${site.id} is used twice` });
    ids.add(site.id);
    for (const host of site.hosts) {
      if (hosts.has(host)) issues.push({ path: `value.${i}.hosts`, message: `host ${host} belongs to two sites` });
      hosts.add(host);
    }
  });
  if (issues.length) throw new ApiError("validation_failed", { code: "invalid_input", params: { field: "value" } }, issues);
}

export const adminSettingsRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .get("/settings", async (c) => c.json(await settingsAnswer(createDatabase(c.env)), 200, noStore))
  .put("/settings/:key", validate("param", settingParam), validate("json", settingBody), async (c) => {
    const { key } = c.req.valid("param");
    const value: unknown = parseOrThrow(settingSchemas[key], c.req.valid("json").value, "value");
    if (key === "sites") checkSites(value as SiteSetting[]);
    const db = createDatabase(c.env);
    const [before] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    await db.batch([
      db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: nowIso } }),
      auditEntry(db, currentUser(c), { action: "settings.update", entity: "settings", entityId: key, before: before?.value ?? null, after: value }),
    ]);
    clearSettingsCache();
    clearSitesCache();
    return c.json(await settingsAnswer(db), 200, noStore);
  })
  .patch("/products/:id", validate("param", productParam), validate("json", productBody), async (c) => {
    const { id } = c.req.valid("param");
    const patch = c.req.valid("json");
    const db = createDatabase(c.env);
    const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    if (!row) throw new ApiError("not_found", "no_such_product");
    const before = adminProduct(row);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as typeof patch;
    const [[updated]] = await db.batch([
      db
        .update(products)
        .set({ ...changes, updatedAt: nowIso })
        .where(eq(products.id, id))
        .returning(),
      auditEntry(db, currentUser(c), { action: "product.update", entity: "product", entityId: id, before, after: { ...before, ...changes } }),
    ]);
    clearSettingsCache();
    return c.json(adminProduct(updated!), 200, noStore);
  });
