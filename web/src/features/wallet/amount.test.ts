import { describe, expect, it } from "vitest";
import { checkAmount, rupeesText } from "./amount";

const min = 100; // ₹1
const max = 5_000_000; // ₹50,000

describe("the recharge page's custom amount", () => {
  it("reads whole rupees and up to two decimals as integer paise", () => {
    expect(checkAmount("500", min, max)).toEqual({ ok: true, paise: 50_000 });
    expect(checkAmount("99.5", min, max)).toEqual({ ok: true, paise: 9_950 });
    expect(checkAmount("0.07", 1, max)).toEqual({ ok: true, paise: 7 });
    // 0.1 + 0.2 in floats is 0.30000000000000004: the text is read digit by digit instead.
    expect(checkAmount("1234.56", min, max)).toEqual({ ok: true, paise: 123_456 });
  });

  it("forgives spaces, the rupee sign and thousands separators", () => {
    expect(checkAmount(" ₹1,000 ", min, max)).toEqual({ ok: true, paise: 100_000 });
  });

  it("says why it refuses: empty, not an amount, under the minimum, over the maximum", () => {
    expect(checkAmount("", min, max)).toEqual({ ok: false, reason: "empty" });
    expect(checkAmount("abc", min, max)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("-5", min, max)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("1.234", min, max)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("1e3", min, max)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("0.99", min, max)).toEqual({ ok: false, reason: "below" });
    expect(checkAmount("50000.01", min, max)).toEqual({ ok: false, reason: "above" });
    expect(checkAmount("50000", min, max)).toEqual({ ok: true, paise: max });
    expect(checkAmount("1", min, max)).toEqual({ ok: true, paise: min });
  });

  it("writes paise back as the rupees the field shows", () => {
    expect(rupeesText(50_000)).toBe("500");
    expect(rupeesText(9_950)).toBe("99.50");
    expect(rupeesText(7)).toBe("0.07");
  });
});
