/**
 * The admin API besides content (issue 24): the dashboard's figures, the settings the server
 * prices and serves pages with, promo codes and the audit log, against the real database.
 * The workers tests share one database: every setting changed here is put back in `finally`.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditEntry, PromoCode, SettingsAnswer, SiteSetting, StatsAnswer } from "@contract/admin";
import type { ErrorBody } from "@contract/common";
import type { PricingResponse, Quote } from "@contract/pricing";
import type { CatalogAnswer } from "@contract/reports";
import worker from "../../index";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { auditLog, settings, users, walletOrders } from "../../db/schema";
import { hashPassword } from "../auth/password";
import { signToken } from "../auth/tokens";
import { createUser } from "../auth/users";
import { istDays } from "./stats";

const app = createApp();
const db = createDatabase(env);
const unique = () => crypto.randomUUID().slice(0, 8);

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": "192.0.2.150" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const ctx = createExecutionContext();
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** An account made directly in the database (no mail round trip), with a token; `admin` promotes it. */
async function account(role: "user" | "admin" = "user"): Promise<{ id: string; email: string; token: string }> {
  const email = `admin-api.${role}.${unique()}@example.com`;
  const user = await createUser(db, env, { email, passwordHash: await hashPassword("long enough 1", 1000), name: "Admin API" });
  if (!user) throw new Error("could not create the account");
  if (role === "admin") await db.update(users).set({ role }).where(eq(users.id, user.id));
  return { id: user.id, email, token: await signToken(env, { id: user.id, role, tokenVersion: user.tokenVersion }) };
}

async function auditOf(entity: string, entityId: string): Promise<(typeof auditLog.$inferSelect)[]> {
  return db.select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.id));
}

describe("GET /api/admin/stats", () => {
  it("counts today's new account and paid recharge on today's IST date, lists the latest payment and refund, and gives days without rows zeros", async () => {
    const admin = await account("admin");
    const days = 3;
    const before = (await (await call("GET", `/api/admin/stats?days=${days}`, admin.token)).json()) as StatsAnswer;
    const customer = await account();
    const paidId = `order_stats_${unique()}`;
    const refundedId = `order_stats_${unique()}`;
    const paidAt = new Date().toISOString();
    await db.insert(walletOrders).values([
      { id: paidId, userId: customer.id, gateway: "local", receipt: `rcpt_${paidId}`, amountPaise: 10_000, gstBp: 1800, gstPaise: 1_800, totalPaise: 11_800, status: "paid", paidAt },
      { id: refundedId, userId: customer.id, gateway: "local", receipt: `rcpt_${refundedId}`, amountPaise: 20_000, gstBp: 1800, gstPaise: 3_600, totalPaise: 23_600, status: "refunded", paidAt },
    ]);
    await db.insert(auditLog).values({ actorId: admin.id, actorEmail: admin.email, action: "wallet.refund", entity: "wallet_order", entityId: refundedId, before: { status: "paid" }, after: { status: "refunded", refundId: "rfnd_stats" } });

    const res = await call("GET", `/api/admin/stats?days=${days}`, admin.token);
    expect(res.status).toBe(200);
    const after = (await res.json()) as StatsAnswer;
    expect(after.days.map((d) => d.date)).toEqual(istDays(Date.now(), days));
    const today = after.days.at(-1)!;
    const todayBefore = before.days.at(-1)!;
    // Other tests write too: at least this test's rows were added.
    expect(today.users - todayBefore.users).toBeGreaterThanOrEqual(1);
    expect(today.revenuePaise - todayBefore.revenuePaise).toBeGreaterThanOrEqual(11_800 + 23_600);
    expect(after.totals.users).toBe(after.days.reduce((sum, d) => sum + d.users, 0));
    expect(after.totals.revenuePaise).toBe(after.days.reduce((sum, d) => sum + d.revenuePaise, 0));
    expect(after.recentPayments.find((p) => p.orderId === paidId)).toMatchObject({ userEmail: customer.email, amountPaise: 11_800, status: "paid", gateway: "local", paidAt });
    expect(after.recentRefunds.find((r) => r.orderId === refundedId)).toMatchObject({ userEmail: customer.email, amountPaise: 23_600, refundId: "rfnd_stats" });
    expect(after.recentPayments.length).toBeLessThanOrEqual(10);

    // A year back: 366 days, each present, the seeded database has no rows on most of them.
    const year = (await (await call("GET", "/api/admin/stats?days=366", admin.token)).json()) as StatsAnswer;
    expect(year.days).toHaveLength(366);
    expect(year.days[0]).toMatchObject({ users: 0, consultations: 0, revenuePaise: 0, reports: 0 });
    expect((await call("GET", "/api/admin/stats?days=367", admin.token)).status).toBe(400);
  });
});

describe("settings", () => {
  it("lists every setting and every product, active or not", async () => {
    const admin = await account("admin");
    const res = await call("GET", "/api/admin/settings", admin.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SettingsAnswer;
    expect(Object.keys(body.settings).sort()).toEqual(
      ["claims.astrologers", "claims.availability", "claims.rating", "claims.users", "claims.years", "pricing.astrologerShareBp", "pricing.freeChatMinutes", "pricing.gstBp", "pricing.packs.call", "pricing.packs.chat", "pricing.packs.video", "seller", "sites", "wallet.maxRechargePaise", "wallet.rechargePacksPaise"].sort(),
    );
    expect(Object.keys(body.updatedAt).sort()).toEqual(Object.keys(body.settings).sort());
    expect(body.products.map((p) => p.id)).toContain("report-life");
  });

  it("an admin's new pack discount, free minutes, GST rate and report price are what pricing, quotes and the report catalog answer at once", async () => {
    const admin = await account("admin");
    const original = (await (await call("GET", "/api/admin/settings", admin.token)).json()) as SettingsAnswer;
    const life = original.products.find((p) => p.id === "report-life")!;
    const keys = ["pricing.packs.chat", "pricing.freeChatMinutes", "pricing.gstBp"] as const;
    try {
      expect((await call("PUT", "/api/admin/settings/pricing.packs.chat", admin.token, { value: { minutes: 20, discountBp: 2500 } })).status).toBe(200);
      expect((await call("PUT", "/api/admin/settings/pricing.freeChatMinutes", admin.token, { value: 9 })).status).toBe(200);
      expect((await call("PUT", "/api/admin/settings/pricing.gstBp", admin.token, { value: 1200 })).status).toBe(200);
      const patched = await call("PATCH", "/api/admin/products/report-life", admin.token, { pricePaise: 159_900 });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toMatchObject({ id: "report-life", pricePaise: 159_900, active: true });

      const pricing = (await (await call("GET", "/api/pricing")).json()) as PricingResponse;
      expect(pricing).toMatchObject({ gstBp: 1200, freeChatMinutes: 9, packs: { chat: { minutes: 20, discountBp: 2500 } } });
      expect(pricing.products.find((p) => p.id === "report-life")).toMatchObject({ pricePaise: 159_900, gst: { basePaise: 142_768, gstPaise: 17_132 } });
      // ₹45 a minute × 20 minutes = ₹900, less 25 % = ₹675, GST 12 % inside it.
      const quote = (await (await call("GET", "/api/pricing/quote?astrologer=ast_01&service=chat")).json()) as Quote;
      expect(quote).toMatchObject({ minutes: 20, pricePaise: 67_500, originalPricePaise: 90_000, gst: { basePaise: 60_268, gstPaise: 7_232 } });
      const catalog = (await (await call("GET", "/api/reports/catalog")).json()) as CatalogAnswer;
      expect(catalog.kinds.find((k) => k.kind === "life")?.pricePaise).toBe(159_900);

      // Each write is in the audit log, with the value before and after.
      const [discount] = await auditOf("settings", "pricing.packs.chat");
      expect(discount).toMatchObject({ action: "settings.update", actorId: admin.id, actorEmail: admin.email, before: original.settings["pricing.packs.chat"], after: { minutes: 20, discountBp: 2500 } });
      const [price] = await auditOf("product", "report-life");
      expect(price).toMatchObject({ action: "product.update", before: { pricePaise: life.pricePaise }, after: { pricePaise: 159_900 } });
    } finally {
      for (const key of keys) await call("PUT", `/api/admin/settings/${key}`, admin.token, { value: original.settings[key] });
      await call("PATCH", "/api/admin/products/report-life", admin.token, { pricePaise: life.pricePaise });
    }
    const restored = (await (await call("GET", "/api/pricing")).json()) as PricingResponse;
    expect(restored).toMatchObject({ gstBp: original.settings["pricing.gstBp"], freeChatMinutes: original.settings["pricing.freeChatMinutes"] });
  });

  it("a value its key's schema refuses answers 400 and changes nothing, and an unknown key or product is refused", async () => {
    const admin = await account("admin");
    const [before] = await db.select().from(settings).where(eq(settings.key, "pricing.gstBp"));
    const auditBefore = (await auditOf("settings", "pricing.gstBp")).length;
    for (const value of [-1, 10_001, "18%", null, 12.5]) {
      const res = await call("PUT", "/api/admin/settings/pricing.gstBp", admin.token, { value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("validation_failed");
    }
    const [after] = await db.select().from(settings).where(eq(settings.key, "pricing.gstBp"));
    expect(after).toEqual(before);
    expect(await auditOf("settings", "pricing.gstBp")).toHaveLength(auditBefore);
    expect((await call("PUT", "/api/admin/settings/pricing.nothing", admin.token, { value: 1 })).status).toBe(400);
    expect((await call("PUT", "/api/admin/settings/pricing.gstBp", admin.token, { value: 1800, extra: 1 })).status).toBe(400);
    expect((await call("PATCH", "/api/admin/products/no-such-product", admin.token, { pricePaise: 10_000 })).status).toBe(404);
    expect((await call("PATCH", "/api/admin/products/report-life", admin.token, { pricePaise: 99 })).status).toBe(400);
    // Two sites may not claim one host.
    const sites = (await (await call("GET", "/api/admin/settings", admin.token)).json()) as SettingsAnswer;
    const list = sites.settings.sites as SiteSetting[];
    const clash = list.map((s, i) => (i === 1 ? { ...s, hosts: [...s.hosts, list[0]!.hosts[0]!] } : s));
    expect((await call("PUT", "/api/admin/settings/sites", admin.token, { value: clash })).status).toBe(400);
  });

  it("an admin's new site name is the page head's site name on that host at once", async () => {
    const admin = await account("admin");
    const original = ((await (await call("GET", "/api/admin/settings", admin.token)).json()) as SettingsAnswer).settings.sites as SiteSetting[];
    const renamed = original.map((s) => (s.id === "bharat" ? { ...s, name: { ...s.name, en: "Bharat Jyotish", ta: "பாரத ஜோதிடம்" } } : s));
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(url, { headers: { Accept: "text/html", ...headers } }), env, ctx);
      await waitOnExecutionContext(ctx);
      return res.text();
    };
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    try {
      expect(title(await page("https://bharat.jyotishsetu.in/kundli"))).toMatch(/\| Jyotish Setu$/);
      const res = await call("PUT", "/api/admin/settings/sites", admin.token, { value: renamed });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(title(await page("https://bharat.jyotishsetu.in/kundli"))).toMatch(/\| Bharat Jyotish$/);
      expect(title(await page("https://bharat.jyotishsetu.in/tamil/kundli"))).toMatch(/\| பாரத ஜோதிடம்$/);
      // The development emulation picks the same row.
      expect(title(await page("http://127.0.0.1:8787/kundli", { "X-Site": "bharat" }))).toMatch(/\| Bharat Jyotish$/);
      // The other sites keep their names.
      expect(title(await page("https://tamil.jyotishsetu.in/kundli"))).toMatch(/\| Jyotish Setu$/);
      const [entry] = await auditOf("settings", "sites");
      expect(entry).toMatchObject({ action: "settings.update", after: renamed });
    } finally {
      await call("PUT", "/api/admin/settings/sites", admin.token, { value: original });
    }
    expect(title(await page("https://bharat.jyotishsetu.in/kundli"))).toMatch(/\| Jyotish Setu$/);
  });
});

describe("promo codes", () => {
  it("creates a code once (409 the second time), refuses a code without its value, switches it off, and audits each write", async () => {
    const admin = await account("admin");
    const code = `TEST${unique().toUpperCase()}`;
    const created = await call("POST", "/api/admin/promo-codes", admin.token, { code: code.toLowerCase(), kind: "percent", valueBp: 1000, maxBonusPaise: 20_000, usageCap: 5 });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ code, kind: "percent", valueBp: 1000, valuePaise: null, maxBonusPaise: 20_000, minAmountPaise: 100, usageCap: 5, usedCount: 0, active: true });

    const again = await call("POST", "/api/admin/promo-codes", admin.token, { code, kind: "flat", valuePaise: 5_000 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.messageCode).toBe("promo_exists");
    const noValue = await call("POST", "/api/admin/promo-codes", admin.token, { code: `${code}X`, kind: "flat", valueBp: 500 });
    expect(noValue.status).toBe(400);
    expect(((await noValue.json()) as ErrorBody).error.messageCode).toBe("promo_value");

    const off = await call("PATCH", `/api/admin/promo-codes/${code}`, admin.token, { active: false, expiresAt: "2030-01-01T00:00:00Z" });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ code, active: false, expiresAt: "2030-01-01T00:00:00.000Z" });
    expect((await call("PATCH", "/api/admin/promo-codes/NOSUCHCODE", admin.token, { active: false })).status).toBe(404);
    const list = (await (await call("GET", "/api/admin/promo-codes", admin.token)).json()) as { codes: PromoCode[] };
    expect(list.codes.find((c) => c.code === code)).toMatchObject({ active: false });
    expect(list.codes.find((c) => c.code === "WELCOME50")).toBeDefined();

    const audit = (await (await call("GET", "/api/admin/audit?entity=promo", admin.token)).json()) as { entries: AuditEntry[]; total: number; pageSize: number };
    const mine = audit.entries.filter((e) => e.entityId === code);
    expect(mine.map((e) => e.action)).toEqual(["promo.update", "promo.create"]);
    expect(mine[0]).toMatchObject({ actorEmail: admin.email, before: { active: true, expiresAt: null }, after: { active: false, expiresAt: "2030-01-01T00:00:00.000Z" } });
    expect(mine[1]).toMatchObject({ before: null, after: { code, kind: "percent", valueBp: 1000 } });
    expect(audit.pageSize).toBe(50);
  });
});

describe("the audit log", () => {
  it("lists entries newest first, by entity and from a date, 50 a page", async () => {
    const admin = await account("admin");
    const member = await account();
    expect((await call("PATCH", `/api/admin/users/${member.id}/role`, admin.token, { role: "astrologer" })).status).toBe(200);
    expect((await call("PATCH", `/api/admin/users/${member.id}/role`, admin.token, { role: "user" })).status).toBe(200);
    const res = await call("GET", "/api/admin/audit?entity=user", admin.token);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { entries: AuditEntry[]; total: number; page: number };
    const mine = page.entries.filter((e) => e.entityId === member.id);
    expect(mine).toMatchObject([
      { action: "user.role", actorId: admin.id, before: { role: "astrologer" }, after: { role: "user" } },
      { action: "user.role", actorId: admin.id, before: { role: "user" }, after: { role: "astrologer" } },
    ]);
    expect(page.entries.every((e) => e.entity === "user")).toBe(true);
    expect(page.page).toBe(1);
    const future = (await (await call("GET", "/api/admin/audit?from=2999-01-01", admin.token)).json()) as { entries: AuditEntry[]; total: number };
    expect(future).toMatchObject({ entries: [], total: 0 });
    expect((await call("GET", "/api/admin/audit?from=yesterday", admin.token)).status).toBe(400);
    expect((await call("GET", "/api/admin/audit?page=0", admin.token)).status).toBe(400);
  });
});
