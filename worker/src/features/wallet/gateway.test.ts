/**
 * The Razorpay client against a stand-in for Razorpay's servers (the true external boundary),
 * and the signatures against Node's own HMAC as an independent oracle.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { razorpayGateway } from "./gateway";
import { financialYear, promoBonus, rechargeGst } from "./rules";
import { hmacSha256Hex, paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from "./signature";

describe("Razorpay signatures", () => {
  it("signs order_id|payment_id with HMAC-SHA256 exactly as Node's crypto does", async () => {
    const secret = "EnLs21M47BllR3X8PSFtjtbd";
    const expected = createHmac("sha256", secret).update("order_9A33XWu170gUtm|pay_29QQoUBi66xm2f").digest("hex");
    expect(await paymentSignature(secret, "order_9A33XWu170gUtm", "pay_29QQoUBi66xm2f")).toBe(expected);
    expect(await verifyPaymentSignature(secret, "order_9A33XWu170gUtm", "pay_29QQoUBi66xm2f", expected)).toBe(true);
    expect(await verifyPaymentSignature(secret, "order_9A33XWu170gUtX", "pay_29QQoUBi66xm2f", expected)).toBe(false);
    expect(await verifyPaymentSignature("other secret", "order_9A33XWu170gUtm", "pay_29QQoUBi66xm2f", expected)).toBe(false);
    expect(await verifyPaymentSignature(secret, "order_9A33XWu170gUtm", "pay_29QQoUBi66xm2f", "zz")).toBe(false);
    expect(await verifyPaymentSignature("", "order_9A33XWu170gUtm", "pay_29QQoUBi66xm2f", expected)).toBe(false);
  });

  it("checks a webhook over the raw body: one changed byte fails", async () => {
    const raw = '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":11800}}}}';
    const signature = createHmac("sha256", "whsec").update(raw).digest("hex");
    expect(await verifyWebhookSignature("whsec", raw, signature)).toBe(true);
    expect(await verifyWebhookSignature("whsec", raw.replace("11800", "11801"), signature)).toBe(false);
    expect(await verifyWebhookSignature("whsec", JSON.stringify(JSON.parse(raw), null, 1), signature)).toBe(false);
    expect(await hmacSha256Hex("whsec", raw)).toBe(signature);
  });
});

describe("Razorpay client", () => {
  function fakeRazorpay(answers: Record<string, { status: number; body: unknown }>) {
    const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? "GET", headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${init?.method ?? "GET"} ${new URL(url).pathname}`] ?? { status: 404, body: { error: { code: "BAD_REQUEST_ERROR" } } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }) as typeof globalThis.fetch;
    return { calls, gateway: razorpayGateway({ keyId: "rzp_test_key", keySecret: "secret", webhookSecret: "whsec", fetch }) };
  }

  it("creates an order in paise with our receipt, with Basic auth", async () => {
    const { calls, gateway } = fakeRazorpay({ "POST /v1/orders": { status: 200, body: { id: "order_IluGWxBm9U8zJ8", amount: 11_800, currency: "INR", status: "created" } } });
    expect(await gateway.createOrder({ amountPaise: 11_800, receipt: "rcpt_abc", notes: { user: "u1" } })).toEqual({ id: "order_IluGWxBm9U8zJ8" });
    expect(calls[0]).toMatchObject({ url: "https://api.razorpay.com/v1/orders", method: "POST", body: { amount: 11_800, currency: "INR", receipt: "rcpt_abc", notes: { user: "u1" } } });
    expect(calls[0]!.headers.get("Authorization")).toBe(`Basic ${btoa("rzp_test_key:secret")}`);
  });

  it("reads a payment, and answers null for one Razorpay does not know", async () => {
    const { gateway } = fakeRazorpay({
      "GET /v1/payments/pay_29QQoUBi66xm2f": { status: 200, body: { id: "pay_29QQoUBi66xm2f", order_id: "order_1", amount: 11_800, currency: "INR", status: "captured" } },
    });
    expect(await gateway.fetchPayment("pay_29QQoUBi66xm2f")).toEqual({ id: "pay_29QQoUBi66xm2f", orderId: "order_1", amountPaise: 11_800, currency: "INR", status: "captured" });
    expect(await gateway.fetchPayment("pay_unknown")).toBeNull();
  });

  it("refunds with X-Refund-Idempotency, so a retry cannot refund twice", async () => {
    const { calls, gateway } = fakeRazorpay({ "POST /v1/payments/pay_1/refund": { status: 200, body: { id: "rfnd_1", status: "pending" } } });
    expect(await gateway.refund({ paymentId: "pay_1", amountPaise: 5_000, idempotencyKey: "refund_order_1", notes: {} })).toEqual({ id: "rfnd_1", status: "pending" });
    expect(calls[0]!.headers.get("X-Refund-Idempotency")).toBe("refund_order_1");
    expect(calls[0]!.body).toMatchObject({ amount: 5_000, speed: "normal" });
  });

  it("turns Razorpay's outage and refusals into a 503 that charged nothing", async () => {
    const { gateway } = fakeRazorpay({ "POST /v1/orders": { status: 502, body: {} } });
    await expect(gateway.createOrder({ amountPaise: 100, receipt: "r", notes: {} })).rejects.toMatchObject({ code: "unavailable" });
    const refused = fakeRazorpay({ "POST /v1/orders": { status: 400, body: { error: { description: "The amount must be at least INR 1.00" } } } });
    await expect(refused.gateway.createOrder({ amountPaise: 99, receipt: "r", notes: {} })).rejects.toMatchObject({ code: "unavailable" });
  });
});

describe("GST receipt numbers", () => {
  it("follow the Indian financial year in India's time", async () => {
    expect(financialYear("2026-11-25T10:00:00Z")).toBe("2627");
    expect(financialYear("2027-03-31T18:29:59Z")).toBe("2627"); // 23:59:59 IST on 31 March
    expect(financialYear("2027-03-31T18:30:00Z")).toBe("2728"); // 00:00 IST on 1 April
    expect(financialYear("2099-06-01T00:00:00Z")).toBe("9900");
  });
});

describe("recharge rules", () => {
  const promo = { code: "P", kind: "percent" as const, valueBp: 5_000, valuePaise: null, maxBonusPaise: 10_000, minAmountPaise: 100, expiresAt: null, usageCap: null, usedCount: 0, active: true, createdAt: "" };
  const now = new Date("2026-11-25T00:00:00Z");
  it("puts 18 % GST on top, rounded half up to the paisa", () => {
    expect(rechargeGst(10_000, 1_800)).toBe(1_800);
    expect(rechargeGst(100, 1_800)).toBe(18);
    expect(rechargeGst(103, 1_800)).toBe(19); // 18.54 → 19
    expect(rechargeGst(102, 1_800)).toBe(18); // 18.36 → 18
  });
  it("computes a promo bonus with its cap, minimum, expiry and usage cap", () => {
    expect(promoBonus(promo, 10_000, now)).toEqual({ bonusPaise: 5_000 });
    expect(promoBonus(promo, 100_000, now)).toEqual({ bonusPaise: 10_000 });
    expect(promoBonus({ ...promo, kind: "flat", valueBp: null, valuePaise: 2_500, maxBonusPaise: null }, 100, now)).toEqual({ bonusPaise: 2_500 });
    expect(promoBonus({ ...promo, minAmountPaise: 50_000 }, 49_999, now)).toEqual({ refused: "promo_min_amount" });
    expect(promoBonus({ ...promo, expiresAt: "2026-11-25T00:00:00Z" }, 10_000, now)).toEqual({ refused: "promo_expired" });
    expect(promoBonus({ ...promo, usageCap: 3, usedCount: 3 }, 10_000, now)).toEqual({ refused: "promo_exhausted" });
    expect(promoBonus({ ...promo, active: false }, 10_000, now)).toEqual({ refused: "promo_unknown" });
  });
});
