/**
 * The pricing module (@contract/pricing): integer paise everywhere, the spec's chat pack
 * (§9: rate × 20 × 0.85 rounded; original rate × 20), the first free minutes of a first chat
 * (§1) and GST splits that add up. The settings are the ones migrations/0006_pricing_seed.sql seeds.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  astrologerSharePaise,
  divRoundHalfUp,
  packPrice,
  type PricingSettings,
  pricingSettingsSchema,
  quote,
  reportsFromPaise,
  services,
  sessionCharge,
  splitGst,
} from "@contract/pricing";
import * as v from "valibot";

const seeded: PricingSettings = {
  freeChatMinutes: 5,
  packs: { chat: { minutes: 20, discountBp: 1500 }, call: { minutes: 20, discountBp: 1000 }, video: { minutes: 15, discountBp: 1000 } },
  gstBp: 1800,
  astrologerShareBp: 6000,
};

/** Rates from ₹0.01 to ₹10,000 a minute. */
const ratePaise = fc.integer({ min: 1, max: 1_000_000 });
const anySettings = fc.record({
  freeChatMinutes: fc.integer({ min: 0, max: 60 }),
  packs: fc.record({
    chat: fc.record({ minutes: fc.integer({ min: 1, max: 120 }), discountBp: fc.integer({ min: 0, max: 10_000 }) }),
    call: fc.record({ minutes: fc.integer({ min: 1, max: 120 }), discountBp: fc.integer({ min: 0, max: 10_000 }) }),
    video: fc.record({ minutes: fc.integer({ min: 1, max: 120 }), discountBp: fc.integer({ min: 0, max: 10_000 }) }),
  }),
  gstBp: fc.integer({ min: 0, max: 10_000 }),
  astrologerShareBp: fc.integer({ min: 0, max: 10_000 }),
});

describe("chat pack (spec §9)", () => {
  it("₹45 a minute sells 20 minutes for ₹765, ₹900 before the 15 % discount", () => {
    expect(packPrice(4500, "chat", seeded)).toEqual({ minutes: 20, pricePaise: 76_500, originalPricePaise: 90_000 });
  });

  it("rounds to a whole rupee when rate × 17 is not one: ₹12.50 a minute → ₹212.50 → ₹213", () => {
    expect(packPrice(1250, "chat", seeded)).toEqual({ minutes: 20, pricePaise: 21_300, originalPricePaise: 25_000 });
  });

  it("rounds down below half a rupee: ₹12.51 a minute → ₹212.67 → ₹213, ₹12.47 → ₹211.99 → ₹212", () => {
    expect(packPrice(1251, "chat", seeded).pricePaise).toBe(21_300);
    expect(packPrice(1247, "chat", seeded).pricePaise).toBe(21_200);
    expect(packPrice(1241, "chat", seeded).pricePaise).toBe(21_100); // 210.97
  });

  it("agrees with the spec's rupee formula Math.round(rate × 20 × 0.85) for whole-rupee rates", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (rupees) => {
        // The spec's formula in floats, as an oracle only; 17/20 = 0.85 exactly for the rounding here.
        const expectedRupees = Math.round((rupees * 20 * 85) / 100);
        expect(packPrice(rupees * 100, "chat", seeded).pricePaise).toBe(expectedRupees * 100);
      }),
    );
  });

  it("is integer paise, a whole rupee, never above the original price, for any rate and settings", () => {
    fc.assert(
      fc.property(ratePaise, anySettings, fc.constantFrom(...services), (rate, settings, service) => {
        const pack = packPrice(rate, service, settings);
        expect(Number.isInteger(pack.pricePaise)).toBe(true);
        expect(Number.isInteger(pack.originalPricePaise)).toBe(true);
        expect(pack.pricePaise % 100).toBe(0);
        expect(pack.originalPricePaise).toBe(rate * settings.packs[service].minutes);
        // Rounding to a rupee moves the price by at most 50 paise from the exact discounted amount.
        const exactTimes10000 = pack.originalPricePaise * (10_000 - settings.packs[service].discountBp);
        expect(Math.abs(pack.pricePaise * 10_000 - exactTimes10000)).toBeLessThanOrEqual(50 * 10_000);
      }),
    );
  });

  it("call and video packs use their own minutes and discount", () => {
    expect(packPrice(4500, "call", seeded)).toEqual({ minutes: 20, pricePaise: 81_000, originalPricePaise: 90_000 });
    expect(packPrice(4500, "video", seeded)).toEqual({ minutes: 15, pricePaise: 60_800, originalPricePaise: 67_500 }); // 607.50 → 608
  });
});

describe("first free minutes of chat (spec §1)", () => {
  const cases: [minutes: number, first: boolean, billable: number][] = [
    [0, true, 0],
    [4, true, 0],
    [5, true, 0],
    [6, true, 1],
    [60, true, 55],
    [0, false, 0],
    [4, false, 4],
    [5, false, 5],
    [6, false, 6],
    [60, false, 60],
  ];
  it.each(cases)("a %i-minute chat (first consultation: %s) bills %i minutes", (minutes, first, billable) => {
    const charge = sessionCharge({ durationMinutes: minutes, ratePerMinutePaise: 4500, service: "chat", firstConsultation: first }, seeded);
    expect(charge.billableMinutes).toBe(billable);
    expect(charge.freeMinutes).toBe(minutes - billable);
    expect(charge.amountPaise).toBe(billable * 4500);
  });

  it("calls and videos have no free minutes, even the first", () => {
    expect(sessionCharge({ durationMinutes: 6, ratePerMinutePaise: 4500, service: "call", firstConsultation: true }, seeded).billableMinutes).toBe(6);
    expect(sessionCharge({ durationMinutes: 6, ratePerMinutePaise: 4500, service: "video", firstConsultation: true }, seeded).billableMinutes).toBe(6);
  });

  it("is integer paise for any duration and rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), ratePaise, fc.boolean(), anySettings, (minutes, rate, first, settings) => {
        const charge = sessionCharge({ durationMinutes: minutes, ratePerMinutePaise: rate, service: "chat", firstConsultation: first }, settings);
        expect(Number.isInteger(charge.amountPaise)).toBe(true);
        expect(charge.freeMinutes + charge.billableMinutes).toBe(minutes);
      }),
    );
  });

  it("refuses fractional minutes or paise rather than billing a float", () => {
    expect(() => sessionCharge({ durationMinutes: 1.5, ratePerMinutePaise: 4500, service: "chat", firstConsultation: false }, seeded)).toThrow(RangeError);
    expect(() => packPrice(45.5, "chat", seeded)).toThrow(RangeError);
  });
});

describe("GST (18 % included in every shown price)", () => {
  it("₹499 is ₹422.88 plus ₹76.12 GST", () => {
    expect(splitGst(49_900, 1800)).toEqual({ basePaise: 42_288, gstPaise: 7_612 });
  });

  it("the split is integer paise and adds up to the price exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, gstBp) => {
        const { basePaise, gstPaise } = splitGst(price, gstBp);
        expect(Number.isInteger(basePaise) && Number.isInteger(gstPaise)).toBe(true);
        expect(basePaise + gstPaise).toBe(price);
        expect(gstPaise).toBeGreaterThanOrEqual(0);
        // The GST is the rate applied to the base, within half a paisa.
        expect(Math.abs(gstPaise * 10_000 - basePaise * gstBp)).toBeLessThanOrEqual((10_000 + gstBp) / 2);
      }),
    );
  });

  it("the astrologer's share is taken on the amount before GST", () => {
    expect(astrologerSharePaise(76_500, seeded)).toBe(38_899); // 60 % of ₹648.31 = ₹388.986
  });
});

describe("quotes and products", () => {
  it("a quote is the pack recomputed from the stored rate, with its GST split", () => {
    expect(quote({ id: "ast_01", ratePerMinutePaise: 4500 }, "chat", seeded)).toEqual({
      astrologerId: "ast_01",
      service: "chat",
      currency: "INR",
      minutes: 20,
      pricePaise: 76_500,
      originalPricePaise: 90_000,
      gst: { basePaise: 64_831, gstPaise: 11_669 },
    });
  });

  it("premium reports start at the cheapest report's price", () => {
    expect(reportsFromPaise([
      { id: "report-life", kind: "report", pricePaise: 149_900, sections: 82 },
      { id: "report-yearly", kind: "report", pricePaise: 49_900, sections: null },
    ])).toBe(49_900);
    expect(reportsFromPaise([])).toBeNull();
  });

  it("the seeded settings pass the settings schema", () => {
    expect(v.safeParse(pricingSettingsSchema, seeded).success).toBe(true);
  });

  it("divides with integers only: half rounds up, exact near large quotients", () => {
    expect(divRoundHalfUp(5, 10)).toBe(1);
    expect(divRoundHalfUp(4, 10)).toBe(0);
    expect(divRoundHalfUp(2 ** 50 - 1, 1)).toBe(2 ** 50 - 1);
  });
});
