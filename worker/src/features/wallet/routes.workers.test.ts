/**
 * The wallet API under workerd against the real `Wallet` objects and a real sqld, paying through
 * the local development gateway (which signs exactly as Razorpay does, with local secrets): the
 * recharge flow, verify and webhook racing each other, forged and mismatched payments, promo codes,
 * packs paid from the wallet, and `Idempotency-Key`.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@contract/auth";
import type { OrderAnswer, PackAnswer, RechargeOrder, RechargeQuote, VerifyAnswer, WalletAnswer } from "@contract/wallet";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { auditLog, devGatewayPayments, idempotencyKeys, promoCodes } from "../../db/schema";
import { signUpThroughMail, testClient } from "../auth/signup.testing";
import { LOCAL_GATEWAY } from "./gateway";
import { hmacSha256Hex, paymentSignature } from "./signature";
import { walletOf } from "./wallet-object";

const app = createApp();

const { call, newUser } = testClient(app, "192.0.2.90", "wallet");

async function createOrder(token: string, body: { amountPaise: number; promoCode?: string }, headers: Record<string, string> = {}): Promise<RechargeOrder> {
  const res = await call("POST", "/api/wallet/orders", token, body, headers);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as RechargeOrder;
}

async function pay(token: string, orderId: string, outcome: "success" | "failure" = "success") {
  const res = await call("POST", `/api/dev/gateway/orders/${orderId}/pay`, token, { outcome });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { paymentId: string; signature?: string; error?: { reason: string } };
}

async function balance(token: string): Promise<number> {
  return ((await (await call("GET", "/api/wallet", token)).json()) as WalletAnswer).balancePaise;
}

/** A webhook delivery as Razorpay sends it, signed with the local gateway's webhook secret. */
async function webhook(event: string, payment: { id: string; order_id: string; amount: number }, eventId: string, secret: string = LOCAL_GATEWAY.webhookSecret) {
  const raw = JSON.stringify({ entity: "event", event, payload: { payment: { entity: { ...payment, currency: "INR", status: event === "payment.failed" ? "failed" : "captured" } } } });
  return call("POST", "/api/payments/razorpay/webhook", undefined, raw, {
    "Content-Type": "application/json",
    "X-Razorpay-Signature": await hmacSha256Hex(secret, raw),
    "X-Razorpay-Event-Id": eventId,
  });
}

describe("wallet recharge through the local development gateway", () => {
  it("prices a recharge on the server, pays, verifies and credits once; the header's /me reads the object", async () => {
    const { token } = await newUser();
    const options = await (await call("GET", "/api/wallet/recharge", token)).json();
    expect(options).toMatchObject({ currency: "INR", gateway: "local", keyId: LOCAL_GATEWAY.keyId, minPaise: 100, gstBp: 1800 });

    const quote = (await (await call("POST", "/api/wallet/quote", token, { amountPaise: 10_000 })).json()) as RechargeQuote;
    expect(quote).toEqual({ amountPaise: 10_000, bonusPaise: 0, gstPaise: 1_800, totalPaise: 11_800, currency: "INR", promoCode: null });

    const order = await createOrder(token, { amountPaise: 10_000 });
    expect(order).toMatchObject({ gateway: "local", amountPaise: 10_000, gstPaise: 1_800, totalPaise: 11_800 });
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const paid = await pay(token, order.orderId);
    const verified = await call("POST", `/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: paid.paymentId, signature: paid.signature });
    expect(verified.status, await verified.clone().text()).toBe(200);
    const answer = (await verified.json()) as VerifyAnswer;
    expect(answer).toMatchObject({ balancePaise: 10_000, bonusEntry: null, entry: { kind: "recharge", amountPaise: 10_000, balanceAfterPaise: 10_000, reference: paid.paymentId, description: "Wallet recharge", hasInvoice: true } });

    const me = (await (await call("GET", "/api/auth/me", token)).json()) as PublicUser;
    expect(me.balance).toBe(10_000);
    const state = (await (await call("GET", `/api/wallet/orders/${order.orderId}`, token)).json()) as OrderAnswer;
    expect(state).toMatchObject({ status: "paid", paymentId: paid.paymentId, entryId: answer.entry.id });
    const hindi = (await (await call("GET", "/api/wallet?lang=hi", token)).json()) as WalletAnswer;
    expect(hindi.entries[0]!.description).toBe("वॉलेट रिचार्ज");

    // The GST receipt: a numbered HTML page in the reader's language, and a PDF.
    const html = await call("GET", `/api/wallet/invoices/${answer.entry.id}?lang=ta`, token);
    expect(html.status).toBe(200);
    expect(html.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(html.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
    const page = await html.text();
    expect(page).toMatch(/<html lang="ta"/);
    expect(page).toMatch(/R\d{4}-\d{7}/);
    expect(page).toContain("118.00");
    const pdf = await call("GET", `/api/wallet/invoices/${answer.entry.id}?format=pdf`, token);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // Only recharges have receipts, and only the owner's.
    expect((await call("GET", "/api/wallet/invoices/999", token)).status).toBe(404);
    const stranger = await newUser();
    expect((await call("GET", `/api/wallet/invoices/${answer.entry.id}`, stranger.token)).status).toBe(404);
  });

  it("credits one payment once: 50 concurrent verifies and 5 webhook replays", async () => {
    const { token, id } = await newUser();
    const order = await createOrder(token, { amountPaise: 25_000 });
    const paid = await pay(token, order.orderId);
    const payment = { id: paid.paymentId, order_id: order.orderId, amount: order.totalPaise };
    const results = await Promise.all([
      ...Array.from({ length: 50 }, () => call("POST", `/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: paid.paymentId, signature: paid.signature })),
      ...Array.from({ length: 5 }, (_, i) => webhook(i % 2 ? "order.paid" : "payment.captured", payment, `evt_${i % 2}_${paid.paymentId}`)),
    ]);
    for (const r of results) expect(r.status, await r.clone().text()).toBe(200);
    expect(await balance(token)).toBe(25_000);
    const audit = await walletOf(env, id).audit();
    expect(audit).toEqual({ sumPaise: 25_000, balancePaise: 25_000, rows: 1, negativeBalances: 0 });
  });

  it("rejects a tampered signature, another order's signature and a payment whose amount differs", async () => {
    const { token, id } = await newUser();
    const a = await createOrder(token, { amountPaise: 5_000 });
    const b = await createOrder(token, { amountPaise: 5_000 });
    const paidA = await pay(token, a.orderId);
    const paidB = await pay(token, b.orderId);

    const flipped = paidA.signature!.replace(/^./, (ch) => (ch === "0" ? "1" : "0"));
    const tampered = await call("POST", `/api/wallet/orders/${a.orderId}/verify`, token, { paymentId: paidA.paymentId, signature: flipped });
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { error: { messageCode: string } }).error.messageCode).toBe("bad_signature");

    // B's genuine payment and signature, presented for order A: the signature is over B's order id.
    const crossed = await call("POST", `/api/wallet/orders/${a.orderId}/verify`, token, { paymentId: paidB.paymentId, signature: paidB.signature });
    expect(crossed.status).toBe(400);

    // A correctly signed payment for A whose captured amount is not A's total.
    const short = "pay_ShortAmount001";
    await createDatabase(env).insert(devGatewayPayments).values({ id: short, orderId: a.orderId, amountPaise: a.totalPaise - 100, status: "captured" });
    const mismatch = await call("POST", `/api/wallet/orders/${a.orderId}/verify`, token, { paymentId: short, signature: await paymentSignature(LOCAL_GATEWAY.keySecret, a.orderId, short) });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: { messageCode: string } }).error.messageCode).toBe("payment_mismatch");
    // The same short payment arriving by webhook is acknowledged and refused.
    const viaHook = await webhook("payment.captured", { id: short, order_id: a.orderId, amount: a.totalPaise - 100 }, `evt_short_${short}`);
    expect(await viaHook.json()).toEqual({ status: "refused" });

    // Someone else's order is not found at all.
    const stranger = await newUser();
    const foreign = await call("POST", `/api/wallet/orders/${a.orderId}/verify`, stranger.token, { paymentId: paidA.paymentId, signature: paidA.signature });
    expect(foreign.status).toBe(404);

    expect(await balance(token)).toBe(0);
    expect((await walletOf(env, id).audit()).rows).toBe(0);
  });

  it("answers 400 to a webhook with a bad or missing signature and credits nothing", async () => {
    const { token } = await newUser();
    const order = await createOrder(token, { amountPaise: 7_000 });
    const paid = await pay(token, order.orderId);
    const forged = await webhook("payment.captured", { id: paid.paymentId, order_id: order.orderId, amount: order.totalPaise }, "evt_forged", "not-the-webhook-secret");
    expect(forged.status).toBe(400);
    const unsigned = await call("POST", "/api/payments/razorpay/webhook", undefined, "{}", { "Content-Type": "application/json" });
    expect(unsigned.status).toBe(400);
    expect(await balance(token)).toBe(0);
    // The genuine delivery credits.
    const genuine = await webhook("payment.captured", { id: paid.paymentId, order_id: order.orderId, amount: order.totalPaise }, `evt_ok_${paid.paymentId}`);
    expect(await genuine.json()).toEqual({ status: "settled" });
    expect(await balance(token)).toBe(7_000);
  });

  it("records a failed payment, and the same order can still be paid afterwards", async () => {
    const { token } = await newUser();
    const order = await createOrder(token, { amountPaise: 3_000 });
    const failed = await pay(token, order.orderId, "failure");
    expect(failed.error?.reason).toBe("payment_failed");
    const recorded = await call("POST", `/api/wallet/orders/${order.orderId}/failure`, token, { paymentId: failed.paymentId, code: "BAD_REQUEST_ERROR", reason: "payment_failed" });
    expect(((await recorded.json()) as OrderAnswer).status).toBe("failed");
    const retry = await pay(token, order.orderId);
    const ok = await call("POST", `/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: retry.paymentId, signature: retry.signature });
    expect(ok.status).toBe(200);
    const state = (await (await call("GET", `/api/wallet/orders/${order.orderId}`, token)).json()) as OrderAnswer;
    expect(state).toMatchObject({ status: "paid", failureReason: null });
  });

  it("validates amounts and ids at the edge with 4xx", async () => {
    const { token } = await newUser();
    expect((await call("POST", "/api/wallet/orders", token, { amountPaise: 99 })).status).toBe(400);
    expect((await call("POST", "/api/wallet/orders", token, { amountPaise: 100.5 })).status).toBe(400);
    expect((await call("POST", "/api/wallet/orders", token, { amountPaise: 10_000_001 })).status).toBe(400);
    expect((await call("POST", "/api/wallet/orders", token, { amountPaise: 1_000, price: 1 })).status).toBe(400);
    expect((await call("GET", "/api/wallet/orders/not-an-order", token)).status).toBe(400);
    expect((await call("GET", "/api/wallet/orders/order_Unknown000000", token)).status).toBe(404);
    expect((await call("GET", "/api/wallet")).status).toBe(401);
    expect((await call("POST", "/api/wallet/orders", token, { amountPaise: 1_000 }, { "Idempotency-Key": "short" })).status).toBe(400);
  });
});

describe("promo codes", () => {
  it("adds WELCOME50's bonus once per user, even when two orders carry it", async () => {
    const { token, id } = await newUser();
    const quote = (await (await call("POST", "/api/wallet/quote", token, { amountPaise: 10_000, promoCode: " welcome50 " })).json()) as RechargeQuote;
    expect(quote).toMatchObject({ bonusPaise: 5_000, promoCode: "WELCOME50" });
    // 50 % capped at ₹100.
    expect(((await (await call("POST", "/api/wallet/quote", token, { amountPaise: 100_000, promoCode: "WELCOME50" })).json()) as RechargeQuote).bonusPaise).toBe(10_000);

    const first = await createOrder(token, { amountPaise: 10_000, promoCode: "WELCOME50" });
    const second = await createOrder(token, { amountPaise: 20_000, promoCode: "WELCOME50" });
    const p1 = await pay(token, first.orderId);
    const p2 = await pay(token, second.orderId);
    const [v1, v2] = await Promise.all([
      call("POST", `/api/wallet/orders/${first.orderId}/verify`, token, { paymentId: p1.paymentId, signature: p1.signature }),
      call("POST", `/api/wallet/orders/${second.orderId}/verify`, token, { paymentId: p2.paymentId, signature: p2.signature }),
    ]);
    const answers = [(await v1.json()) as VerifyAnswer, (await v2.json()) as VerifyAnswer];
    expect(answers.filter((a) => a.bonusEntry !== null)).toHaveLength(1);
    const bonus = answers.find((a) => a.bonusEntry)!.bonusEntry!;
    expect(bonus).toMatchObject({ kind: "bonus", description: "Bonus from promo code WELCOME50" });
    expect(await balance(token)).toBe(30_000 + bonus.amountPaise);
    expect((await walletOf(env, id).audit()).rows).toBe(3);

    const again = await call("POST", "/api/wallet/quote", token, { amountPaise: 10_000, promoCode: "WELCOME50" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { messageCode: string } }).error.messageCode).toBe("promo_used");
  });

  it("refuses unknown, expired, exhausted and too-small promo codes with the reason", async () => {
    const { token } = await newUser();
    const db = createDatabase(env);
    const tag = crypto.randomUUID().slice(0, 6).toUpperCase();
    await db.insert(promoCodes).values([
      { code: `OLD${tag}`, kind: "flat", valuePaise: 1_000, expiresAt: "2020-01-01T00:00:00Z" },
      { code: `GONE${tag}`, kind: "flat", valuePaise: 1_000, usageCap: 1, usedCount: 1 },
    ]);
    const reason = async (promoCode: string, amountPaise = 10_000) =>
      ((await (await call("POST", "/api/wallet/quote", token, { amountPaise, promoCode })).json()) as { error: { messageCode: string } }).error.messageCode;
    expect(await reason("NOSUCHCODE")).toBe("promo_unknown");
    expect(await reason(`OLD${tag}`)).toBe("promo_expired");
    expect(await reason(`GONE${tag}`)).toBe("promo_exhausted");
    expect(await reason("RECHARGE100", 50_000)).toBe("promo_min_amount");
    await db.delete(promoCodes).where(eq(promoCodes.code, `OLD${tag}`));
  });
});

describe("packs paid from the wallet", () => {
  it("answers 402 with the shortfall, then pays once per Idempotency-Key at the server's price", async () => {
    const { token, id } = await newUser();
    const short = await call("POST", "/api/wallet/packs", token, { astrologer: "ast_01", service: "chat" });
    expect(short.status).toBe(402);
    // ast_01 charges ₹45 a minute: 20 minutes at 15 % off is ₹765.
    expect(((await short.json()) as { error: { details: unknown } }).error.details).toEqual({ balancePaise: 0, pricePaise: 76_500, shortfallPaise: 76_500 });

    const order = await createOrder(token, { amountPaise: 100_000 });
    const paid = await pay(token, order.orderId);
    await call("POST", `/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: paid.paymentId, signature: paid.signature });

    const key = crypto.randomUUID();
    const buys = await Promise.all(Array.from({ length: 10 }, () => call("POST", "/api/wallet/packs", token, { astrologer: "ast_01", service: "chat" }, { "Idempotency-Key": key })));
    const created = buys.filter((r) => r.status === 201);
    // The first answers; the others either replay it or are told it is still running.
    for (const r of buys) expect([201, 409]).toContain(r.status);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const packs = (await Promise.all(created.map((r) => r.json()))) as PackAnswer[];
    expect(new Set(packs.map((p) => p.id)).size).toBe(1);
    expect(packs[0]).toMatchObject({ astrologerId: "ast_01", service: "chat", minutes: 20, pricePaise: 76_500, status: "paid", balancePaise: 23_500 });
    const replay = await call("POST", "/api/wallet/packs", token, { astrologer: "ast_01", service: "chat" }, { "Idempotency-Key": key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balance(token)).toBe(23_500);
    expect((await walletOf(env, id).audit()).rows).toBe(2);

    const reused = await call("POST", "/api/wallet/packs", token, { astrologer: "ast_02", service: "chat" }, { "Idempotency-Key": key });
    expect(reused.status).toBe(409);
    const fetched = (await (await call("GET", `/api/wallet/packs/${packs[0]!.id}`, token)).json()) as PackAnswer;
    expect(fetched).toMatchObject({ id: packs[0]!.id, status: "paid", entry: { kind: "consultation", amountPaise: -76_500 } });
    expect(fetched.entry.description).toMatch(/20-minute chat pack with /);
    const offline = await call("POST", "/api/wallet/packs", token, { astrologer: "ast_03", service: "chat" });
    expect(offline.status).toBe(409);
  });

  it("replays an order for a repeated Idempotency-Key instead of creating another", async () => {
    const { token } = await newUser();
    const key = `order-${crypto.randomUUID()}`;
    const a = await createOrder(token, { amountPaise: 5_000 }, { "Idempotency-Key": key });
    const b = await createOrder(token, { amountPaise: 5_000 }, { "Idempotency-Key": key });
    expect(b.orderId).toBe(a.orderId);
    const other = await newUser();
    const c = await createOrder(other.token, { amountPaise: 5_000 }, { "Idempotency-Key": key });
    expect(c.orderId).not.toBe(a.orderId);
    // A day later the key is forgotten: the same key makes a new order.
    await createDatabase(env).update(idempotencyKeys).set({ createdAt: "2020-01-01T00:00:00.000Z" }).where(eq(idempotencyKeys.key, key));
    const d = await createOrder(token, { amountPaise: 5_000 }, { "Idempotency-Key": key });
    expect(d.orderId).not.toBe(a.orderId);
  });
});

describe("administrators' corrections and refunds", () => {
  const adminEnv = { ...env, ADMIN_EMAILS: "wallet.boss@example.com" };
  async function asAdmin(method: string, path: string, token: string, body?: unknown) {
    const ctx = createExecutionContext();
    const res = await app.request(path, { method, headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) }, adminEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }
  async function admin(): Promise<string> {
    const signed = await signUpThroughMail(
      async (path, body) => {
        const ctx = createExecutionContext();
        const res = await app.request(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.201" }, body: JSON.stringify(body) }, adminEnv, ctx);
        await waitOnExecutionContext(ctx);
        return res;
      },
      { email: "wallet.boss@example.com", password: "long enough 1" },
    ).catch(async () => {
      // Signed up by an earlier run of this file against the same database: sign in instead.
      const ctx = createExecutionContext();
      const res = await app.request("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.202" }, body: JSON.stringify({ email: "wallet.boss@example.com", password: "long enough 1" }) }, adminEnv, ctx);
      await waitOnExecutionContext(ctx);
      return (await res.json()) as { token: string };
    });
    return signed.token;
  }

  it("adjusts once per key with a note, never below zero, and refunds a recharge once", async () => {
    const boss = await admin();
    const { token, id } = await newUser();
    const key = crypto.randomUUID();
    const credit = await asAdmin("POST", "/api/admin/wallet/adjustments", boss, { userId: id, amountPaise: 2_500, note: "Goodwill for a dropped chat", key });
    expect(credit.status, await credit.clone().text()).toBe(200);
    expect(((await credit.json()) as { entry: { description: string } }).entry.description).toBe("Adjustment: Goodwill for a dropped chat");
    expect((await asAdmin("POST", "/api/admin/wallet/adjustments", boss, { userId: id, amountPaise: 2_500, note: "Goodwill for a dropped chat", key })).status).toBe(200);
    expect((await asAdmin("POST", "/api/admin/wallet/adjustments", boss, { userId: id, amountPaise: -9_999, note: "Too much", key: crypto.randomUUID() })).status).toBe(402);
    expect((await asAdmin("POST", "/api/admin/wallet/adjustments", token, { userId: id, amountPaise: 1, note: "self-service", key: crypto.randomUUID() })).status).toBe(403);
    expect(await balance(token)).toBe(2_500);

    const order = await createOrder(token, { amountPaise: 10_000, promoCode: "WELCOME50" });
    const paid = await pay(token, order.orderId);
    await call("POST", `/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: paid.paymentId, signature: paid.signature });
    expect(await balance(token)).toBe(2_500 + 10_000 + 5_000);
    const refunds = await Promise.all([1, 2, 3].map(() => asAdmin("POST", `/api/admin/wallet/orders/${order.orderId}/refund`, boss)));
    for (const r of refunds) expect(r.status, await r.clone().text()).toBe(200);
    // The recharge and its bonus leave the wallet once; the ₹2,500 correction stays.
    expect(await balance(token)).toBe(2_500);
    const ledger = (await (await call("GET", "/api/wallet?kind=refund", token)).json()) as WalletAnswer;
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({ amountPaise: -15_000, description: "Refund to your payment method" });
    expect(((await (await call("GET", `/api/wallet/orders/${order.orderId}`, token)).json()) as OrderAnswer).status).toBe("refunded");
    expect((await walletOf(env, id).audit()).sumPaise).toBe(2_500);

    // The audit log: the correction once (its replay is not a new write), the refund once of three calls.
    const db = createDatabase(env);
    const adjusted = await db.select().from(auditLog).where(and(eq(auditLog.entity, "wallet"), eq(auditLog.entityId, id), eq(auditLog.action, "wallet.adjust")));
    expect(adjusted).toHaveLength(1);
    expect(adjusted[0]).toMatchObject({ actorEmail: "wallet.boss@example.com", before: { balancePaise: 0 }, after: { key, note: "Goodwill for a dropped chat", balancePaise: 2_500, entry: { amountPaise: 2_500, kind: "adjustment" } } });
    const refunded = await db.select().from(auditLog).where(and(eq(auditLog.entity, "wallet_order"), eq(auditLog.entityId, order.orderId)));
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({ action: "wallet.refund", before: { status: "paid", balancePaise: 17_500 }, after: { status: "refunded", refundId: expect.any(String), balancePaise: 2_500, entry: { amountPaise: -15_000 } } });
  });
});
