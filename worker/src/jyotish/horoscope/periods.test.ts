import { describe, expect, it } from "vitest";
import { istDate, istMidnightMs, periodOf } from "./periods";

describe("horoscope periods on IST dates", () => {
  it("a day runs from 00:00 IST, which is 18:30 UTC the evening before", () => {
    expect(new Date(istMidnightMs("2026-11-26")).toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(istDate(Date.parse("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
    expect(istDate(Date.parse("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
    expect(periodOf("daily", "2026-11-26")).toMatchObject({ from: "2026-11-26", to: "2026-11-26", previous: "2026-11-25", next: "2026-11-27" });
  });

  it("a week runs Monday to Sunday", () => {
    // 2026-11-26 is a Thursday; 2026-11-23 a Monday; 2026-11-29 a Sunday.
    for (const d of ["2026-11-23", "2026-11-26", "2026-11-29"]) {
      expect(periodOf("weekly", d)).toMatchObject({ from: "2026-11-23", to: "2026-11-29", previous: "2026-11-16", next: "2026-11-30" });
    }
  });

  it("months and years are calendar ones, across year ends", () => {
    expect(periodOf("monthly", "2026-12-31")).toMatchObject({ from: "2026-12-01", to: "2026-12-31", previous: "2026-11-01", next: "2027-01-01" });
    expect(periodOf("monthly", "2027-01-15")).toMatchObject({ from: "2027-01-01", to: "2027-01-31", previous: "2026-12-01" });
    expect(periodOf("monthly", "2028-02-10").to).toBe("2028-02-29");
    const year = periodOf("yearly", "2026-07-04");
    expect(year).toMatchObject({ from: "2026-01-01", to: "2026-12-31", previous: "2025-01-01", next: "2027-01-01" });
    expect(year.endMs - year.startMs).toBe(365 * 86_400_000);
  });
});
