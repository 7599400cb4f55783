/**
 * Payment gateways behind one interface (ARCHITECTURE.md §4):
 *
 * - **Razorpay**, a small fetch-based client (research §2.6–2.7: the official SDK needs axios and
 *   Node's crypto): Orders API (amount in paise, our unique `receipt`), payment fetch, refunds with
 *   `X-Refund-Idempotency`; signatures in ./signature.ts. Chosen when `RAZORPAY_KEY_ID` and
 *   `RAZORPAY_KEY_SECRET` are set.
 * - the **local development gateway**, when no Razorpay keys are set and the database is a local
 *   one: the same paths without a network. Its orders and payments live in libSQL, and it signs
 *   payments and webhooks with fixed local secrets exactly as Razorpay signs with real ones. It is
 *   never available against a hosted database (a deployment without keys takes no payments rather
 *   than accept unpaid ones), and answers 404 when real keys are set.
 */
import { eq } from "drizzle-orm";
import type { Gateway } from "@contract/wallet";
import type { Database } from "../../db/client";
import { devGatewayPayments } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { isProductionDatabase } from "../auth/tokens";
import { paymentSignature, randomId, verifyPaymentSignature, verifyWebhookSignature } from "./signature";

export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  /** Razorpay's payment states; only `captured` money is credited. */
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
}

export interface PaymentGateway {
  name: Gateway;
  /** Public key id for Checkout.js. */
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  /** The payment as the gateway knows it; null when it does not exist. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  verifyPayment(storedOrderId: string, paymentId: string, signature: string): Promise<boolean>;
  verifyWebhook(rawBody: string, signature: string): Promise<boolean>;
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<{ id: string; status: string }>;
}

// ——— Razorpay ———

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com/v1 */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** What the Orders, Payments and Refunds APIs answer (the fields we read). */
interface RazorpayPaymentEntity {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: GatewayPayment["status"];
}

export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const base = config.baseUrl ?? "https://api.razorpay.com/v1";
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const authorization = `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { Authorization: authorization, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", message: "razorpay unreachable", path, error: String(error) }));
      throw new ApiError("unavailable", "gateway_unavailable");
    }
    const data = (await response.json().catch(() => null)) as T;
    if (response.status >= 500 || response.status === 401) {
      console.error(JSON.stringify({ level: "error", message: "razorpay error", path, status: response.status, data }));
      throw new ApiError("unavailable", "gateway_unavailable");
    }
    return { status: response.status, data };
  }

  return {
    name: "razorpay",
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const { status, data } = await call<{ id?: string; error?: unknown }>("POST", "/orders", { amount: amountPaise, currency: "INR", receipt, notes });
      if (status !== 200 || !data?.id) {
        console.error(JSON.stringify({ level: "error", message: "razorpay order refused", status, data }));
        throw new ApiError("unavailable", "gateway_unavailable");
      }
      return { id: data.id };
    },
    async fetchPayment(paymentId) {
      const { status, data } = await call<RazorpayPaymentEntity>("GET", `/payments/${encodeURIComponent(paymentId)}`);
      if (status === 400 || status === 404) return null;
      return { id: data.id, orderId: data.order_id ?? "", amountPaise: data.amount, currency: data.currency, status: data.status };
    },
    verifyPayment: (orderId, paymentId, signature) => verifyPaymentSignature(config.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(config.webhookSecret, rawBody, signature),
    async refund({ paymentId, amountPaise, idempotencyKey, notes }) {
      const { status, data } = await call<{ id?: string; status?: string }>(
        "POST",
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", notes },
        // Same key and body on a retry: Razorpay answers the first refund instead of making another.
        { "X-Refund-Idempotency": idempotencyKey },
      );
      if (status !== 200 || !data?.id) throw new ApiError("unavailable", "gateway_unavailable");
      return { id: data.id, status: data.status ?? "pending" };
    },
  };
}

// ——— The local development gateway ———

/** Not secrets: the local gateway exists only where no real money can move. */
export const LOCAL_GATEWAY = {
  keyId: "rzp_local_development",
  keySecret: "local-development-gateway-key-secret",
  webhookSecret: "local-development-gateway-webhook-secret",
} as const;

export function localGateway(db: Database): PaymentGateway {
  return {
    name: "local",
    keyId: LOCAL_GATEWAY.keyId,
    createOrder: async () => ({ id: randomId("order_") }),
    async fetchPayment(paymentId) {
      const [row] = await db.select().from(devGatewayPayments).where(eq(devGatewayPayments.id, paymentId)).limit(1);
      return row ? { id: row.id, orderId: row.orderId, amountPaise: row.amountPaise, currency: "INR", status: row.status } : null;
    },
    verifyPayment: (orderId, paymentId, signature) => verifyPaymentSignature(LOCAL_GATEWAY.keySecret, orderId, paymentId, signature),
    verifyWebhook: (rawBody, signature) => verifyWebhookSignature(LOCAL_GATEWAY.webhookSecret, rawBody, signature),
    refund: async () => ({ id: randomId("rfnd_"), status: "processed" }),
  };
}

/**
 * What the local gateway's checkout does when the user chooses an outcome: records the payment
 * and hands back what Checkout.js would (a signed payment, or Razorpay's failure shape).
 */
export async function localCheckout(
  db: Database,
  order: { id: string; totalPaise: number },
  outcome: "success" | "failure",
): Promise<{ paymentId: string; signature?: string; error?: { code: string; description: string; reason: string } }> {
  const paymentId = randomId("pay_");
  const status = outcome === "success" ? "captured" : "failed";
  await db.insert(devGatewayPayments).values({ id: paymentId, orderId: order.id, amountPaise: order.totalPaise, status });
  if (outcome === "failure") {
    return { paymentId, error: { code: "BAD_REQUEST_ERROR", description: "Payment failed at the local development gateway", reason: "payment_failed" } };
  }
  return { paymentId, signature: await paymentSignature(LOCAL_GATEWAY.keySecret, order.id, paymentId) };
}

/** Whether this deployment may use the local gateway: no Razorpay keys, and a local database. */
export function localGatewayAllowed(env: Env): boolean {
  return !env.RAZORPAY_KEY_ID && !env.RAZORPAY_KEY_SECRET && !isProductionDatabase(env);
}

/** The configured gateway: Razorpay with keys, else the local one where allowed; else payments are unavailable (503). */
export function paymentGateway(env: Env, db: Database): PaymentGateway {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    return razorpayGateway({ keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "" });
  }
  if (localGatewayAllowed(env)) return localGateway(db);
  console.error(JSON.stringify({ level: "error", message: "payments are off: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are unset on a hosted database" }));
  throw new ApiError("unavailable", "gateway_unavailable");
}
