// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A Worker for the workerd kundli benchmark only (never deployed): POST a list of birth
 * requests; it computes each full kundli exactly as `POST /api/kundli` does, serialises it
 * to JSON, and answers how many characters it wrote.
 */
import { computeKundli, parseKundliRequest } from "../../../worker/src/features/kundli/service";

// wrangler bundles with the project's wrangler.toml, which declares this Durable Object.
export { RateLimiter } from "../../../worker/src/lib/rate-limit";
export { Wallet } from "../../../worker/src/features/wallet/wallet-object";

export default {
  async fetch(request: Request): Promise<Response> {
    const births = (await request.json()) as unknown[];
    let characters = 0;
    for (const birth of births) characters += JSON.stringify(computeKundli(parseKundliRequest(birth))).length;
    return Response.json({ kundlis: births.length, characters });
  },
};
