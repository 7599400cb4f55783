/**
 * Access to every route registered on the app, table-driven: each route is public, needs a
 * signed-in user, or is an administrator's. A new route fails this test until it is placed in
 * one of the three, and every signed-in and admin route is probed anonymously and as a user.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import { signUpThroughMail } from "../auth/signup.testing";

const app = createApp();
const adminEnv = { ...env, ADMIN_EMAILS: "boss@example.com, second.boss@example.com" };

/** Routes anyone may call (`METHOD path` as Hono registers them). */
const publicRoutes = new Set([
  "GET /api/health",
  "GET /api/openapi.json",
  "GET /api/analytics/ga-config",
  "GET /api/astrologers",
  "GET /api/astrologers/stats",
  "GET /api/astrologers/:idOrSlug",
  "GET /api/astrologers/:idOrSlug/reviews",
  "GET /api/astrologers/:idOrSlug/portrait.svg",
  "GET /api/astrologers/:idOrSlug/photo",
  "GET /api/planets",
  "GET /api/locations/search",
  "GET /api/locations/nearest",
  "GET /api/places/default",
  "GET /api/timezone",
  "GET /api/zodiac-image/:file",
  "GET /api/source",
  "GET /api/today",
  "GET /api/panchang/today",
  "GET /api/panchang",
  "GET /api/panchang/month",
  "POST /api/presence",
  "GET /api/pricing",
  "GET /api/pricing/quote",
  "POST /api/kundli",
  "GET /api/kundli",
  "POST /api/matching",
  "GET /api/matching",
  "GET /api/festivals.ics",
  "GET /api/festivals",
  "GET /api/muhurat",
  // Calculators and divination (issue 25)
  "GET /api/numerology",
  "GET /api/numerology/lucky",
  "GET /api/numerology/year",
  "GET /api/baby-names",
  "GET /api/baby-names/syllables",
  "GET /api/lal-kitab",
  "GET /api/gemstones",
  "GET /api/gemstones/remedies",
  "GET /api/tarot/draw",
  "GET /api/tarot/year",
  "GET /api/horoscope",
  "GET /api/transits",
  "GET /api/reports/catalog",
  "GET /api/reports/sample",
  "POST /api/auth/signup",
  "POST /api/auth/signup/verify",
  "POST /api/auth/login",
  "POST /api/auth/phone/start",
  "POST /api/auth/phone/verify",
  "POST /api/auth/logout",
  "POST /api/auth/reset-pin/request",
  "POST /api/auth/reset-pin/confirm",
  "GET /api/auth/providers",
  "GET /api/auth/google",
  "GET /api/auth/google/callback",
  // Razorpay's server calls it: no user, the signature over the body is the credential.
  "POST /api/payments/razorpay/webhook",
  // The room's socket: its credential is the one-minute pass from POST /api/consultations/:id/ticket.
  "GET /api/consultations/:id/socket",
  // Published content and uploaded images (issue 24).
  "GET /api/content/articles",
  "GET /api/content/articles/by-id/:id",
  "GET /api/content/articles/:slug",
  "GET /api/content/page",
  "GET /api/media/:file",
  // The /support contact form: visitors write too (rate-limited; a session, when present, links the ticket).
  "POST /api/support/tickets",
  // An astrologer's free booking slots (issue 26).
  "GET /api/astrologers/:idOrSlug/slots",
]);
/** Routes for any signed-in user. */
const userRoutes = new Set([
  "GET /api/auth/me",
  "PATCH /api/auth/me",
  "POST /api/auth/password",
  "GET /api/charts",
  "GET /api/horoscope/personal",
  "POST /api/reports",
  "GET /api/reports",
  "GET /api/reports/:file{.+\\.pdf}",
  "GET /api/reports/:id",
  "POST /api/reports/:id/regenerate",
  "POST /api/charts",
  "GET /api/charts/:id",
  "PUT /api/charts/:id",
  "DELETE /api/charts/:id",
  "GET /api/me/place",
  "PUT /api/me/place",
  "GET /api/wallet",
  "GET /api/wallet/recharge",
  "POST /api/wallet/quote",
  "POST /api/wallet/orders",
  "GET /api/wallet/orders/:orderId",
  "POST /api/wallet/orders/:orderId/verify",
  "POST /api/wallet/orders/:orderId/failure",
  "POST /api/wallet/packs",
  "GET /api/wallet/packs/:id",
  "GET /api/wallet/invoices/:entryId",
  "POST /api/dev/gateway/orders/:orderId/pay",
  "POST /api/consultations",
  "GET /api/consultations",
  "GET /api/consultations/:id",
  "POST /api/consultations/:id/ticket",
  "GET /api/consultations/:id/ice-servers",
  "POST /api/consultations/:id/accept",
  "POST /api/consultations/:id/decline",
  "POST /api/consultations/:id/cancel",
  "POST /api/consultations/:id/end",
  "POST /api/consultations/:id/review",
  "POST /api/consultations/:id/problem",
  // The astrologer's own: signed in, and 403 for accounts that are not an astrologer's.
  "POST /api/astrologer/status",
  "GET /api/astrologer/requests",
  "GET /api/astrologer/earnings",
  // Astrologer accounts (issue 21): any signed-in user applies; the profile and photo answer 403
  // to anyone but an astrologer (astrologer-account.workers.test.ts).
  "POST /api/astrologer/applications",
  "GET /api/astrologer/application",
  "GET /api/astrologer/profile",
  "PUT /api/astrologer/profile",
  "POST /api/astrologer/photo",
  // Bookings (issue 26): `role=astrologer` answers 403 to accounts that are not an astrologer's.
  "POST /api/bookings",
  "GET /api/bookings",
  "POST /api/bookings/:id/cancel",
]);
const isAdminRoute = (path: string) => path === "/api/admin" || path.startsWith("/api/admin/");

const registered = [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];

async function call(key: string, token?: string, withEnv = adminEnv) {
  const [method, path] = key.split(" ") as [string, string];
  const url = path.replace(/:(\w+)(\{[^}]*\})?/g, "00000000-0000-4000-8000-000000000000");
  const headers: Record<string, string> = { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.99" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const ctx = createExecutionContext();
  const res = await app.request(url, { method, headers, body: ["GET", "HEAD"].includes(method) ? undefined : "{}" }, withEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A new account through the real sign-up flow (the code from the development outbox). */
async function signUp(email: string): Promise<{ token: string; user: { id: string; role: string } }> {
  const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
  return signUpThroughMail(async (path, body) => {
    const ctx = createExecutionContext();
    const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": address }, body: JSON.stringify(body) }, adminEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }, { email, password: "long enough 1" });
}

describe("access to every route", () => {
  it("knows every registered route", () => {
    const unknown = registered.filter((key) => !publicRoutes.has(key) && !userRoutes.has(key) && !isAdminRoute(key.split(" ")[1]!));
    expect(unknown, "place each new route in publicRoutes, userRoutes or under /api/admin").toEqual([]);
    expect(registered.filter((key) => isAdminRoute(key.split(" ")[1]!)).length).toBeGreaterThan(0);
  });

  it("answers 401 anonymously and 403 to a user and to an astrologer on every admin route, and 401 anonymously on every user route", async () => {
    const user = await signUp(`plain.${crypto.randomUUID().slice(0, 8)}@example.com`);
    const astrologer = await signUp(`astro.${crypto.randomUUID().slice(0, 8)}@example.com`);
    // The role is read from the database on every request: the token stays valid.
    await createDatabase(env).update(users).set({ role: "astrologer" }).where(eq(users.id, astrologer.user.id));
    for (const key of registered) {
      const path = key.split(" ")[1]!;
      if (isAdminRoute(path)) {
        expect((await call(key)).status, `${key} anonymous`).toBe(401);
        expect((await call(key, user.token)).status, `${key} as user`).toBe(403);
        expect((await call(key, astrologer.token)).status, `${key} as astrologer`).toBe(403);
      } else if (userRoutes.has(key)) {
        expect((await call(key)).status, `${key} anonymous`).toBe(401);
      }
    }
  });

  it("answers a user's own charts and 404 (not 403) to every other user on each /api/charts/:id route", async () => {
    const owner = await signUp(`owner.${crypto.randomUUID().slice(0, 8)}@example.com`);
    const other = await signUp(`other.${crypto.randomUUID().slice(0, 8)}@example.com`);
    const body = JSON.stringify({ name: "Access Probe", date: "1990-08-15", time: "06:30", latitude: 13.0878, longitude: 80.2785, timezone: "Asia/Kolkata" });
    const as = (token: string, method: string, path: string) =>
      app.request(path, { method, headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: ["GET", "DELETE"].includes(method) ? undefined : body }, adminEnv);
    const created = await as(owner.token, "POST", "/api/charts");
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const chartRoutes = registered.filter((key) => key.startsWith("GET /api/charts/") || key.startsWith("PUT /api/charts/") || key.startsWith("DELETE /api/charts/"));
    expect(chartRoutes).toHaveLength(3);
    for (const key of chartRoutes) {
      const [method, path] = key.split(" ") as [string, string];
      expect((await as(other.token, method, path.replace(":id", id))).status, `${key} as another user`).toBe(404);
    }
    expect((await as(owner.token, "GET", "/api/charts")).status).toBe(200);
    for (const key of chartRoutes) {
      const [method, path] = key.split(" ") as [string, string];
      expect((await as(owner.token, method, path.replace(":id", id))).status, `${key} as the owner`).toBe(method === "DELETE" ? 204 : 200);
    }
  });

  it("makes ADMIN_EMAILS administrators, who can list users and change roles", async () => {
    const boss = await signUp(`Boss@Example.com`.replace("Boss", `boss`)).catch(async () => {
      // Already created by an earlier run against the same database: sign in instead.
      const res = await app.request("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "boss@example.com", password: "long enough 1" }) }, adminEnv);
      return res.json() as Promise<{ token: string; user: { id: string; role: string } }>;
    });
    expect(boss.user.role).toBe("admin");
    const member = await signUp(`member.${crypto.randomUUID().slice(0, 8)}@example.com`);

    const list = await call("GET /api/admin/users", boss.token);
    expect(list.status).toBe(200);
    const page = (await list.json()) as { users: { id: string }[]; total: number };
    expect(page.users.some((u) => u.id === member.user.id)).toBe(true);

    const promote = await app.request(`/api/admin/users/${member.user.id}/role`, { method: "PATCH", headers: { "Content-Type": "application/json", Authorization: `Bearer ${boss.token}` }, body: JSON.stringify({ role: "astrologer" }) }, adminEnv);
    expect(promote.status).toBe(200);
    expect(await promote.json()).toMatchObject({ id: member.user.id, role: "astrologer" });
    // The member's existing token now reads the new role from the database.
    const me = await app.request("/api/auth/me", { headers: { Authorization: `Bearer ${member.token}` } }, adminEnv);
    expect(await me.json()).toMatchObject({ role: "astrologer" });

    const badRole = await app.request(`/api/admin/users/${member.user.id}/role`, { method: "PATCH", headers: { "Content-Type": "application/json", Authorization: `Bearer ${boss.token}` }, body: JSON.stringify({ role: "root" }) }, adminEnv);
    expect(badRole.status).toBe(400);
    const self = await app.request(`/api/admin/users/${boss.user.id}/role`, { method: "PATCH", headers: { "Content-Type": "application/json", Authorization: `Bearer ${boss.token}` }, body: JSON.stringify({ role: "user" }) }, adminEnv);
    expect(self.status).toBe(409);
  });
});
