// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A Worker for the workerd password benchmark only (never deployed): GET /?n=N hashes N
 * passwords with the production settings, then verifies the last one, and answers the count.
 */
import { hashPassword, verifyPassword } from "../../../worker/src/features/auth/password";

// wrangler bundles with the project's wrangler.toml, which declares this Durable Object.
export { RateLimiter } from "../../../worker/src/lib/rate-limit";
export { Wallet } from "../../../worker/src/features/wallet/wallet-object";

export default {
  async fetch(request: Request): Promise<Response> {
    const n = Number(new URL(request.url).searchParams.get("n") ?? "1");
    let last = "";
    for (let i = 0; i < n; i++) last = await hashPassword(`password ${i}`);
    const ok = await verifyPassword(`password ${n - 1}`, last);
    return Response.json({ hashes: n + 1, ok });
  },
};
