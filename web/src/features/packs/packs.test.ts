import { describe, expect, it, vi } from "vitest";
import { idempotencyKeyPattern } from "@contract/wallet";
import { HttpError } from "../../lib/api";
import { checkoutLink, hrefOf, newIdempotencyKey, packOf, paymentLink, shortfallOf, spendablePaise, topUpLink } from "./api";
import { checkoutSearch, paymentSearch } from "./search";

const paymentRequired = (details: unknown) =>
  new HttpError(402, "402: …", { error: { code: "payment_required", message: "Not enough balance", details, requestId: "r" } } as never);

describe("the payment and checkout addresses", () => {
  it("keep the spec's payment query as the router parsed it, so the address is written back unchanged", () => {
    const parsed = { astrologer: "ast_01", service: "chat", duration: 20, price: 1, originalPrice: 900, type: "consultation", utm: "x", bad: { a: 1 } };
    expect(paymentSearch(parsed)).toEqual({ astrologer: "ast_01", service: "chat", duration: 20, price: 1, originalPrice: 900, type: "consultation" });
    expect(checkoutSearch(parsed)).toEqual({ astrologer: "ast_01", service: "chat" });
  });

  it("name a pack only with an astrologer and a known service", () => {
    expect(packOf({ astrologer: "ast_01", service: "chat" })).toEqual({ astrologer: "ast_01", service: "chat" });
    expect(packOf({ astrologer: 42, service: "video" })).toEqual({ astrologer: "42", service: "video" });
    expect(packOf({ astrologer: "ast_01", service: "tarot" })).toBeNull();
    expect(packOf({ service: "chat" })).toBeNull();
    expect(packOf({ astrologer: "", service: "chat" })).toBeNull();
  });

  it("carry the quote's figures in rupees to the payment page, and only the pack to the checkout", () => {
    const quote = { astrologerId: "ast_01", service: "chat", currency: "INR", minutes: 20, pricePaise: 76_500, originalPricePaise: 90_000, gst: { basePaise: 64_831, gstPaise: 11_669 } } as const;
    // Numbers stay numbers: the router writes a string "765" as %22765%22.
    expect(paymentLink(quote)).toEqual({
      to: "/payment",
      search: { astrologer: "ast_01", service: "chat", duration: 20, price: 765, originalPrice: 900, type: "consultation" },
    });
    expect(hrefOf(checkoutLink("ast_01", "chat"))).toBe("/checkout?astrologer=ast_01&service=chat");
  });
});

describe("paying a pack from the wallet", () => {
  it("tops up the shortfall in whole rupees, rounded up, and comes back to the checkout", () => {
    const back = checkoutLink("ast_01", "chat");
    expect(topUpLink(76_450, back)).toEqual({ to: "/wallet-recharge", search: { amount: 765, return: "/checkout?astrologer=ast_01&service=chat" } });
    expect(topUpLink(76_500, back).search.amount).toBe(765);
    expect(topUpLink(1, back).search.amount).toBe(1);
  });

  it("reads the server's shortfall from a 402 payment_required answer, and from nothing else", () => {
    expect(shortfallOf(paymentRequired({ balancePaise: 0, pricePaise: 76_500, shortfallPaise: 76_500 }))).toBe(76_500);
    expect(shortfallOf(paymentRequired({ shortfallPaise: "76500" }))).toBeNull();
    expect(shortfallOf(paymentRequired(undefined))).toBeNull();
    expect(shortfallOf(new HttpError(404, "404: …", { error: { code: "not_found", message: "No such astrologer", requestId: "r" } } as never))).toBeNull();
    expect(shortfallOf(new Error("offline"))).toBeNull();
  });

  it("makes a new idempotency key per checkout visit, in the header's alphabet, with or without crypto.randomUUID", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    try {
      for (let i = 0; i < 50; i++) keys.add(newIdempotencyKey());
    } finally {
      vi.unstubAllGlobals();
    }
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(idempotencyKeyPattern);
  });

  it("spends only what running consultations do not hold", () => {
    expect(spendablePaise({ balancePaise: 100_000, heldPaise: 30_000 })).toBe(70_000);
    expect(spendablePaise({ balancePaise: 10_000, heldPaise: 30_000 })).toBe(0);
  });
});
