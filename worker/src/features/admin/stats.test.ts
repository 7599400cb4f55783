import { describe, expect, it } from "vitest";
import { istDayStartUtc, istDays } from "./stats";

describe("the dashboard's IST days", () => {
  it("an IST date begins at 18:30 UTC the day before", () => {
    expect(istDayStartUtc("2026-11-26")).toBe("2026-11-25T18:30:00.000Z");
    expect(istDayStartUtc("2027-01-01")).toBe("2026-12-31T18:30:00.000Z");
  });

  it("at 20:00 UTC on 26 November it is already the 27th in India, and the range ends there", () => {
    expect(istDays(Date.parse("2026-11-26T20:00:00Z"), 3)).toEqual(["2026-11-25", "2026-11-26", "2026-11-27"]);
    expect(istDays(Date.parse("2026-11-26T18:29:59Z"), 1)).toEqual(["2026-11-26"]);
  });

  it("crosses month and leap-day boundaries one calendar day at a time", () => {
    expect(istDays(Date.parse("2028-03-01T06:00:00Z"), 3)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(istDays(Date.now(), 366)).toHaveLength(366);
  });
});
