// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A Worker for the wallet benchmark only (never deployed), over the real `Wallet` object:
 * - `POST /debit?wallet=W&key=K`: one debit of ₹1 through the object, as a spending route makes it;
 * - `POST /credit?wallet=W&paise=N`: one credit;
 * - `POST /burst?wallet=W&n=N`: N concurrent movements (credits and debits) on one wallet, answered
 *   with the ledger audit, so the caller can time the whole burst and check the invariants.
 */
import { walletOf } from "../../../worker/src/features/wallet/wallet-object";
import type { Env } from "../../../worker/src/env";

export { RateLimiter } from "../../../worker/src/lib/rate-limit";
export { Wallet } from "../../../worker/src/features/wallet/wallet-object";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const wallet = walletOf(env, url.searchParams.get("wallet") ?? "bench");
    if (url.pathname === "/noop") return Response.json({ ok: true });
    if (url.pathname === "/credit") {
      const paise = Number(url.searchParams.get("paise"));
      return Response.json(await wallet.move({ key: `rzp:pay_${crypto.randomUUID()}`, kind: "recharge", amountPaise: paise, reference: "bench" }));
    }
    if (url.pathname === "/debit") {
      const key = url.searchParams.get("key") ?? crypto.randomUUID();
      return Response.json(await wallet.move({ key: `pack:${key}`, kind: "consultation", amountPaise: -100, reference: "bench" }));
    }
    if (url.pathname === "/burst") {
      const n = Number(url.searchParams.get("n") ?? "1000");
      const results = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          wallet.move(i % 2 ? { key: `burst:c${i}`, kind: "recharge", amountPaise: 150, reference: "bench" } : { key: `burst:d${i}`, kind: "consultation", amountPaise: -100, reference: "bench" }),
        ),
      );
      return Response.json({ applied: results.filter((r) => r.ok).length, audit: await wallet.audit() });
    }
    return new Response("not found", { status: 404 });
  },
};
