import { describe, expect, it } from "vitest";
import { addMonths, resolveFestivalRequest, shownMonth } from "./api";

const delhi = { place: "New Delhi", lat: 28.6139, lon: 77.209, tz: "Asia/Kolkata" };

describe("the festival calendar's month", () => {
  it("opens at the current month of the current year, and at January of another year", () => {
    expect(shownMonth({}, 2026, "2026-11-25")).toBe("2026-11");
    expect(shownMonth({}, 2027, "2026-11-25")).toBe("2027-01");
    expect(shownMonth({ month: "2026-03" }, 2026, "2026-11-25")).toBe("2026-03");
    // A month outside a year's own page falls back to that year.
    expect(shownMonth({ month: "2025-03" }, 2026, "2026-11-25")).toBe("2026-11");
  });

  it("steps across the turn of the year both ways", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 14)).toBe("2028-01");
  });

  it("takes the year from the month asked for, else from today in the place's zone", () => {
    expect(resolveFestivalRequest({ month: "2027-02" }, delhi).year).toBe(2027);
    expect(resolveFestivalRequest({ month: "2027-02" }, delhi, 2026).year).toBe(2026);
    expect(resolveFestivalRequest({ year: 2024 }, delhi).year).toBe(2024);
  });
});
