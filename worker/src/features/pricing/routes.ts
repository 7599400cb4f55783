import { eq, or } from "drizzle-orm";
import { Hono } from "hono";
import { pricingQuery, type PricingResponse, quote, quoteQuerySchema, reportsFromPaise, splitGst } from "@contract/pricing";
import { createDatabase } from "../../db/client";
import { astrologers } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { loadSettings } from "./settings";

/**
 * Prices as the server computes them (issue 17). The SPA shows these figures; the payment and
 * wallet routes charge `quote(…)` and never a price sent by the browser.
 */
export const pricingRoutes = new Hono<AppEnv>()
  /** `GET /api/pricing`: products with GST-inclusive prices and their GST, packs, free minutes, claims. */
  .get("/", validate("query", pricingQuery), async (c) => {
    const { pricing, claims, products } = await loadSettings(createDatabase(c.env));
    const body: PricingResponse = {
      currency: "INR",
      gstBp: pricing.gstBp,
      freeChatMinutes: pricing.freeChatMinutes,
      packs: pricing.packs,
      products: products.map((p) => ({ ...p, gst: splitGst(p.pricePaise, pricing.gstBp) })),
      reportsFromPaise: reportsFromPaise(products),
      claims,
    };
    c.header("Cache-Control", "public, max-age=60");
    return c.json(body);
  })
  /**
   * `GET /api/pricing/quote?astrologer=<id or slug>&service=chat|call|video`: the pack's price
   * recomputed from the astrologer's stored rate. Any `price`/`originalPrice` in the query is dropped.
   */
  .get("/quote", validate("query", quoteQuerySchema), async (c) => {
    const { astrologer: idOrSlug, service } = c.req.valid("query");
    const db = createDatabase(c.env);
    const [[row], { pricing }] = await Promise.all([
      db
        .select({ id: astrologers.id, ratePerMinutePaise: astrologers.ratePerMinutePaise, callRatePerMinutePaise: astrologers.callRatePerMinutePaise, videoRatePerMinutePaise: astrologers.videoRatePerMinutePaise })
        .from(astrologers)
        .where(or(eq(astrologers.id, idOrSlug), eq(astrologers.slug, idOrSlug)))
        .limit(1),
      loadSettings(db),
    ]);
    if (!row) throw new ApiError("not_found", { code: "no_astrologer", params: { id: idOrSlug } });
    c.header("Cache-Control", "public, max-age=30");
    return c.json(quote(row, service, pricing));
  });
