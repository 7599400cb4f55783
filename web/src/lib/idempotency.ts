/**
 * A fresh `Idempotency-Key` for a call that spends or moves money (a UUID; from random bytes
 * where `crypto.randomUUID` is missing, as on a plain-http LAN address in development). One key
 * per attempt: its retries send the same key, so the server answers them with the first result.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
