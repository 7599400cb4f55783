/**
 * Razorpay's signatures, with WebCrypto (research §2.2–2.3):
 * - a payment: hex HMAC-SHA256 of `order_id + "|" + payment_id` keyed with the key secret, where
 *   the order id is the one WE stored, never the one the browser sends back;
 * - a webhook: hex HMAC-SHA256 of the raw request body keyed with the webhook secret.
 * Checks go through `crypto.subtle.verify`, which compares in constant time.
 */

import { sha256Bytes, toHex } from "../../lib/hash";

const encoder = new TextEncoder();

async function hmacKey(secret: string, usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(message)));
}

/** Whether `signatureHex` is the HMAC-SHA256 of `message` under `secret`, compared in constant time. */
export async function verifyHmacSha256Hex(secret: string, message: string, signatureHex: string): Promise<boolean> {
  const signature = sha256Bytes(signatureHex.trim());
  if (!signature || !secret) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, encoder.encode(message));
}

/** The signature Checkout.js hands the page for a payment of an order. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): Promise<string> {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyPaymentSignature(keySecret: string, storedOrderId: string, paymentId: string, signature: string): Promise<boolean> {
  return verifyHmacSha256Hex(keySecret, `${storedOrderId}|${paymentId}`, signature);
}

/** A webhook's `X-Razorpay-Signature` over the raw body (never a re-serialised parse of it). */
export function verifyWebhookSignature(webhookSecret: string, rawBody: string, signature: string): Promise<boolean> {
  return verifyHmacSha256Hex(webhookSecret, rawBody, signature);
}

const idAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A random id of `length` base-62 characters, as Razorpay's (`order_` + 14). */
export function randomId(prefix: string, length = 14): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = prefix;
  // 62 does not divide 256: the bias (under 2 %) does not matter for ids that are only unique, not secret.
  for (const b of bytes) id += idAlphabet[b % 62];
  return id;
}
