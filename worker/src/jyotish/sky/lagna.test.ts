import { describe, expect, it } from "vitest";
import { lagnaSigns } from "./lagna";

/** 2024-03-20 00:00 UT. */
const jd = 2460389.5;
const ayanamsaDeg = 24.19;

describe("lagnaSigns", () => {
  it.each([
    ["New Delhi", 28.61, 77.21],
    ["Reykjavik", 64.15, -21.94],
    ["Ushuaia", -54.8, -68.3],
    ["66° N, where Pisces rises in 3 minutes", 66, 0],
  ])("reports every sign rising at %s through a day, each the next after the last, edge to edge", (_, latitudeDeg, longitudeDeg) => {
    const spans = lagnaSigns(jd, jd + 1, latitudeDeg, longitudeDeg, ayanamsaDeg);
    expect(spans.length).toBeGreaterThanOrEqual(12);
    for (let i = 1; i < spans.length; i++) {
      expect(spans[i]!.sign, `span ${i} at ${spans[i]!.start}`).toBe((spans[i - 1]!.sign + 1) % 12);
      expect(spans[i]!.start).toBe(spans[i - 1]!.end);
    }
    expect(spans[0]!.start).toBe(jd);
    expect(spans.at(-1)!.end).toBe(jd + 1);
  });

  it("refuses a span of centuries instead of scanning it for hours (the muhurat hang of 0001-01-01)", () => {
    expect(() => lagnaSigns(1721425.5, 2415385.5, 28.61, 77.21, ayanamsaDeg)).toThrow(RangeError);
    expect(() => lagnaSigns(jd, Number.NaN, 28.61, 77.21, ayanamsaDeg)).toThrow(RangeError);
  });
});
