import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatShortDate } from "./format";

describe("the panchang page's dates", () => {
  it("heads 0050-03-14 with Monday of the year 50, not 1950's Tuesday (Date.UTC reads 0–99 as 1900–1999)", () => {
    expect(formatDate("0050-03-14")).toMatch(/^Monday,? 14 March 50$/);
    expect(formatDate("2026-11-22")).toMatch(/^Sunday,? 22 November 2026$/);
  });

  it("steps through the first century and the Gregorian reform day by day", () => {
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(addDays("0001-01-01", -1)).toBe("0000-12-31");
    expect(addDays("1582-10-04", 1)).toBe("1582-10-05");
    expect(formatShortDate("0004-02-29T06:00:00+05:53")).toBe("29 Feb 4");
  });
});
