import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { type PricingResponse, pricingResponseSchema, type Quote, quoteResponseSchema } from "@contract/pricing";
import type { AstrologerDto } from "../astrologers/astrologer";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));

// The first request of a file starts the Worker (and its WebAssembly): slow on a busy machine.
describe("GET /api/pricing (workerd → libSQL settings)", { timeout: 60_000 }, () => {
  it("answers the seeded products with GST-inclusive prices, the packs, free minutes and claims", async () => {
    const res = await api("/api/pricing");
    expect(res.status).toBe(200);
    const body: PricingResponse = v.parse(pricingResponseSchema, await res.json());
    expect(body.currency).toBe("INR");
    expect(body.gstBp).toBe(1800);
    expect(body.freeChatMinutes).toBe(5);
    expect(body.packs.chat).toEqual({ minutes: 20, discountBp: 1500 });
    expect(body.products.map((p) => p.id)).toEqual(["report-life", "report-career", "report-marriage", "report-child", "report-yearly"]);
    expect(body.products.find((p) => p.id === "report-life")?.sections).toBe(82);
    for (const p of body.products) {
      expect(p.pricePaise).toBeGreaterThanOrEqual(body.reportsFromPaise!);
      expect(p.gst.basePaise + p.gst.gstPaise).toBe(p.pricePaise);
    }
    expect(body.reportsFromPaise).toBe(49_900); // "premium reports from ₹499" (spec §1)
    expect(body.claims).toEqual({ astrologers: "100+", rating: "4.8/5", users: "50K+", years: "20", availability: "24/7" });
  });
});

describe("GET /api/pricing/quote", () => {
  it("recomputes the chat pack from the astrologer's stored rate (₹45 a minute → ₹765 for 20 minutes)", async () => {
    const res = await api("/api/pricing/quote?astrologer=ast_01&service=chat");
    expect(res.status).toBe(200);
    expect(v.parse(quoteResponseSchema, await res.json())).toEqual({
      astrologerId: "ast_01",
      service: "chat",
      currency: "INR",
      minutes: 20,
      pricePaise: 76_500,
      originalPricePaise: 90_000,
      gst: { basePaise: 64_831, gstPaise: 11_669 },
    });
  });

  it("ignores any price the browser sends with the payment page's query", async () => {
    const honest = (await (await api("/api/pricing/quote?astrologer=ast_01&service=chat")).json()) as Quote;
    const res = await api("/api/pricing/quote?astrologer=ast_01&service=chat&duration=600&price=1&originalPrice=1&type=consultation");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(honest);
  });

  it("finds the astrologer by slug too, and prices call and video with their own packs", async () => {
    const call = (await (await api("/api/pricing/quote?astrologer=acharya-devendra-shastri&service=call")).json()) as Quote;
    expect(call).toMatchObject({ astrologerId: "ast_01", minutes: 20, pricePaise: 81_000, originalPricePaise: 90_000 });
    const video = (await (await api("/api/pricing/quote?astrologer=ast_01&service=video")).json()) as Quote;
    // The seed gives ast_01 a video rate of its own, ₹54 a minute (its chat and call rate is ₹45).
    expect(video).toMatchObject({ minutes: 15, pricePaise: 72_900, originalPricePaise: 81_000 });
  });

  it("answers 404 for an unknown astrologer and 400 for a missing or unknown service", async () => {
    expect((await api("/api/pricing/quote?astrologer=nobody&service=chat")).status).toBe(404);
    expect((await api("/api/pricing/quote?astrologer=ast_01")).status).toBe(400);
    expect((await api("/api/pricing/quote?astrologer=ast_01&service=tarot")).status).toBe(400);
  });
});

describe("astrologer answers carry the server's chat pack", () => {
  it("the list and the profile answer the same pack as the quote", async () => {
    const list = (await (await api("/api/astrologers")).json()) as AstrologerDto[];
    const one = (await (await api("/api/astrologers/ast_01")).json()) as AstrologerDto;
    const quote = (await (await api("/api/pricing/quote?astrologer=ast_01&service=chat")).json()) as Quote;
    const expected = { minutes: quote.minutes, pricePaise: quote.pricePaise, originalPricePaise: quote.originalPricePaise };
    expect(one.chatPack).toEqual(expected);
    expect(list.find((a) => a.id === "ast_01")?.chatPack).toEqual(expected);
    for (const a of list) expect(Number.isInteger(a.chatPack.pricePaise) && a.chatPack.pricePaise % 100 === 0).toBe(true);
  });
});
