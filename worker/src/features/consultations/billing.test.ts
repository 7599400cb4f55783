import { describe, expect, it } from "vitest";
import { type ReceiptFacts, packRefundOf, receiptOf } from "./billing";

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 26, 6, 30, 0);

/** A per-minute session at ₹10 a minute with GST 18 % inside the price; `patch` changes what a case needs. */
function facts(patch: Partial<ReceiptFacts>): ReceiptFacts {
  return {
    consultationId: "cs_receipt",
    astrologerName: "Test Astrologer",
    ratePerMinutePaise: 1_000,
    freeMinutes: 0,
    minuteMs: MINUTE,
    pack: null,
    startedAtMs: START,
    endedAtMs: START + 10 * MINUTE,
    servedMs: 10 * MINUTE,
    pausedMs: 0,
    billedMinutes: 0,
    chargedPaise: 0,
    chargeKeys: [],
    packRefundKey: "consult:cs_receipt:pack-refund",
    gstBp: 1_800,
    ...patch,
  };
}

describe("receiptOf", () => {
  it("lists the five free minutes and three paid ones of a first chat served 7 min 40 s, with the GST inside ₹30", () => {
    const receipt = receiptOf(
      facts({ freeMinutes: 5, servedMs: 7 * MINUTE + 40_000, endedAtMs: START + 8 * MINUTE + 10_000, pausedMs: 30_500, billedMinutes: 3, chargedPaise: 3_000, chargeKeys: ["k:m1", "k:m2", "k:m3"] }),
    );
    expect(receipt).toEqual({
      consultationId: "cs_receipt",
      astrologerName: "Test Astrologer",
      startedAt: "2026-11-26T06:30:00.000Z",
      endedAt: "2026-11-26T06:38:10.000Z",
      servedSeconds: 460,
      pausedSeconds: 30,
      lines: [
        { kind: "free", minutes: 5, ratePerMinutePaise: 1_000, amountPaise: 0 },
        { kind: "minutes", minutes: 3, ratePerMinutePaise: 1_000, amountPaise: 3_000 },
      ],
      totalPaise: 3_000,
      // ₹30 including 18 %: base ₹25.42, GST ₹4.58.
      gstPaise: 458,
      ledgerKeys: ["k:m1", "k:m2", "k:m3"],
    });
  });

  it("counts only the free minutes started when a first chat ends early, and charges nothing", () => {
    const receipt = receiptOf(facts({ freeMinutes: 5, servedMs: 2 * MINUTE + 10_000 }));
    expect(receipt.lines).toEqual([{ kind: "free", minutes: 3, ratePerMinutePaise: 1_000, amountPaise: 0 }]);
    expect(receipt).toMatchObject({ totalPaise: 0, gstPaise: 0, ledgerKeys: [] });
  });

  it("bills every started minute without a free line when the user has no free minutes", () => {
    const receipt = receiptOf(facts({ servedMs: 2 * MINUTE + 1_000, billedMinutes: 3, chargedPaise: 3_000, chargeKeys: ["k:m1", "k:m2", "k:m3"] }));
    expect(receipt.lines).toEqual([{ kind: "minutes", minutes: 3, ratePerMinutePaise: 1_000, amountPaise: 3_000 }]);
    expect(receipt.totalPaise).toBe(3_000);
  });

  it("returns 12 of a 20-minute pack's minutes pro rata when 7 min 30 s were served, and lists the refund's ledger key", () => {
    const receipt = receiptOf(facts({ pack: { minutes: 20, pricePaise: 17_000 }, servedMs: 7 * MINUTE + 30_000 }));
    expect(receipt.lines).toEqual([
      { kind: "pack", minutes: 20, ratePerMinutePaise: 1_000, amountPaise: 17_000 },
      // 12/20 of ₹170.
      { kind: "pack_refund", minutes: 12, ratePerMinutePaise: 1_000, amountPaise: -10_200 },
    ]);
    expect(receipt).toMatchObject({ totalPaise: 6_800, gstPaise: 1_037, ledgerKeys: ["consult:cs_receipt:pack-refund"] });
    expect(packRefundOf(receipt)).toEqual({ minutes: 12, amountPaise: 10_200 });
  });

  it("refunds nothing of a pack served to its last minute", () => {
    const receipt = receiptOf(facts({ pack: { minutes: 20, pricePaise: 17_000 }, servedMs: 20 * MINUTE }));
    expect(receipt.lines).toEqual([{ kind: "pack", minutes: 20, ratePerMinutePaise: 1_000, amountPaise: 17_000 }]);
    expect(receipt).toMatchObject({ totalPaise: 17_000, gstPaise: 2_593, ledgerKeys: [] });
    expect(packRefundOf(receipt)).toBeNull();
  });

  it("has no lines and no charge when the astrologer never wrote", () => {
    const receipt = receiptOf(facts({ startedAtMs: null, servedMs: 0, freeMinutes: 5, pack: null }));
    expect(receipt).toMatchObject({ startedAt: null, servedSeconds: 0, lines: [], totalPaise: 0, gstPaise: 0, ledgerKeys: [] });
    const pack = receiptOf(facts({ startedAtMs: null, servedMs: 0, pack: { minutes: 20, pricePaise: 17_000 } }));
    expect(pack).toMatchObject({ lines: [], totalPaise: 0 });
  });
});
