import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/errors";
import { settingsFromRows } from "./settings";

/** The rows migrations/0006_pricing_seed.sql writes. */
const seededRows = [
  { key: "pricing.freeChatMinutes", value: 5 },
  { key: "pricing.packs.chat", value: { minutes: 20, discountBp: 1500 } },
  { key: "pricing.packs.call", value: { minutes: 20, discountBp: 1000 } },
  { key: "pricing.packs.video", value: { minutes: 15, discountBp: 1000 } },
  { key: "pricing.gstBp", value: 1800 },
  { key: "pricing.astrologerShareBp", value: 6000 },
  { key: "claims.astrologers", value: "100+" },
  { key: "claims.rating", value: "4.8/5" },
  { key: "claims.users", value: "50K+" },
  { key: "claims.years", value: "20" },
  { key: "claims.availability", value: "24/7" },
  // migrations/0015_wallet_seed.sql
  { key: "wallet.rechargePacksPaise", value: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000] },
  { key: "wallet.maxRechargePaise", value: 10_000_000 },
  { key: "seller", value: { name: "Jyotish Setu", address: "", state: "", gstin: "", email: "" } },
];

afterEach(() => vi.restoreAllMocks());

describe("settings from the database", () => {
  it("builds the pricing settings and claims from the seeded rows; unknown keys are left alone", () => {
    const s = settingsFromRows([...seededRows, { key: "site.other", value: 1 }], [{ id: "report-yearly", kind: "report", pricePaise: 49_900, sections: null }]);
    expect(s.pricing).toEqual({
      freeChatMinutes: 5,
      packs: { chat: { minutes: 20, discountBp: 1500 }, call: { minutes: 20, discountBp: 1000 }, video: { minutes: 15, discountBp: 1000 } },
      gstBp: 1800,
      astrologerShareBp: 6000,
    });
    expect(s.claims.rating).toBe("4.8/5");
    expect(s.products).toEqual([{ id: "report-yearly", kind: "report", pricePaise: 49_900, sections: null }]);
  });

  it("a missing row fails with a logged 500 naming the key, never a silent default", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const rows = seededRows.filter((r) => r.key !== "pricing.gstBp");
    expect(() => settingsFromRows(rows, [])).toThrow(ApiError);
    try {
      settingsFromRows(rows, []);
    } catch (err) {
      expect((err as ApiError).status).toBe(500);
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining("pricing.gstBp"));
  });

  it("a malformed row (a fractional discount) fails the same way", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const rows = seededRows.map((r) => (r.key === "pricing.packs.chat" ? { ...r, value: { minutes: 20, discountBp: 12.5 } } : r));
    expect(() => settingsFromRows(rows, [])).toThrow(ApiError);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("packs.chat.discountBp"));
  });
});
