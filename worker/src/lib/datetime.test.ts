import { describe, expect, it } from "vitest";
import { parseIsoInstant } from "./datetime";

describe("ISO 8601 instants", () => {
  it("reads a local time with its offset", () => {
    expect(parseIsoInstant("1996-12-07T10:34:00+05:30")).toEqual({
      year: 1996, month: 12, day: 7, hour: 10, minute: 34, second: 0, utcOffsetHours: 5.5, calendar: "gregorian",
    });
  });

  it("reads UTC, minutes-only times, fractions and negative offsets", () => {
    expect(parseIsoInstant("2025-01-01T00:00Z")).toMatchObject({ hour: 0, minute: 0, second: 0, utcOffsetHours: 0 });
    expect(parseIsoInstant("2025-01-01T12:30:15.25-03:30")).toMatchObject({ second: 15.25, utcOffsetHours: -3.5 });
  });

  it("reads extended years down to 3000 BCE (astronomical numbering)", () => {
    expect(parseIsoInstant("-003000-03-21T12:00Z")).toMatchObject({ year: -3000, month: 3, day: 21 });
    expect(parseIsoInstant("+003000-12-31T23:59:59Z")).toMatchObject({ year: 3000 });
    expect(parseIsoInstant("1542-04-10T06:00+05:53")).toMatchObject({ year: 1542, utcOffsetHours: 5 + 53 / 60 });
  });

  it.each([
    ["1996-12-07T10:34:00", "offset"],
    ["1996-12-07", "offset"],
    ["1996-02-30T10:00Z", "Day"],
    ["1900-02-29T10:00Z", "Day"],
    ["2000-13-01T10:00Z", "Month"],
    ["2000-01-01T24:00Z", "Time"],
    ["-003001-01-01T00:00Z", "Year"],
    ["2000-01-01T00:00+15:00", "offset"],
    ["not a date", "ISO 8601"],
  ])("rejects %s with a message about the %s", (text, word) => {
    expect(parseIsoInstant(text)).toEqual(expect.stringContaining(word));
  });

  it("accepts 29 February in Gregorian leap years only", () => {
    expect(typeof parseIsoInstant("2000-02-29T00:00Z")).toBe("object");
    expect(typeof parseIsoInstant("2024-02-29T00:00Z")).toBe("object");
    expect(typeof parseIsoInstant("2100-02-29T00:00Z")).toBe("string");
  });
});
