import { describe, expect, it } from "vitest";
import { bpToText, istLocalToIso, isoToIstLocal, paiseToText, percentToBp, rupeesToPaise } from "./form";

describe("the admin forms' exact conversions", () => {
  it("turns rupees typed as text into integer paise without float arithmetic", () => {
    expect(rupeesToPaise("149.9")).toBe(14990);
    expect(rupeesToPaise("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(rupeesToPaise("₹ 1,499")).toBe(149900);
    expect(rupeesToPaise("1499.")).toBe(149900);
    expect(rupeesToPaise("1.005")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
    expect(rupeesToPaise("abc")).toBeNull();
    expect(rupeesToPaise("")).toBeNull();
  });

  it("turns percentages into basis points, at most 100 %", () => {
    expect(percentToBp("18")).toBe(1800);
    expect(percentToBp("12.5 %")).toBe(1250);
    expect(percentToBp("0.01")).toBe(1);
    expect(percentToBp("100")).toBe(10_000);
    expect(percentToBp("100.01")).toBeNull();
    expect(percentToBp("7.125")).toBeNull();
  });

  it("shows paise and basis points back as the shortest exact text", () => {
    expect(paiseToText(14990)).toBe("149.9");
    expect(paiseToText(149900)).toBe("1499");
    expect(paiseToText(5)).toBe("0.05");
    expect(bpToText(1800)).toBe("18");
    expect(bpToText(1250)).toBe("12.5");
    for (const text of ["0.29", "149.9", "99999.99"]) expect(paiseToText(rupeesToPaise(text)!)).toBe(text);
  });

  it("reads a datetime-local value as IST and writes it back", () => {
    expect(istLocalToIso("2026-12-01T09:30")).toBe("2026-12-01T04:00:00.000Z");
    expect(istLocalToIso("2026-12-01T02:00")).toBe("2026-11-30T20:30:00.000Z");
    expect(istLocalToIso("")).toBeNull();
    expect(isoToIstLocal("2026-11-30T20:30:00.000Z")).toBe("2026-12-01T02:00");
  });
});
