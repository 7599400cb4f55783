import { describe, expect, it } from "vitest";
import { dateInZone, formatOffset, isoWithOffset, utcOffsetMinutes, wallTimeToEpochMs } from "./timezone";

describe("UTC offsets from the IANA database", () => {
  it("gives India +05:30 today and +06:30 war time in 1942–45", () => {
    expect(utcOffsetMinutes("Asia/Kolkata", Date.UTC(2025, 0, 1))).toBe(330);
    expect(utcOffsetMinutes("Asia/Kolkata", Date.UTC(1943, 5, 1))).toBe(390);
  });

  it("gives Nepal +05:45 and follows daylight saving abroad", () => {
    expect(formatOffset(utcOffsetMinutes("Asia/Kathmandu", Date.UTC(2025, 5, 1)))).toBe("+05:45");
    expect(utcOffsetMinutes("Europe/London", Date.UTC(2025, 6, 1))).toBe(60);
    expect(utcOffsetMinutes("Europe/London", Date.UTC(2025, 0, 1))).toBe(0);
    expect(formatOffset(utcOffsetMinutes("America/New_York", Date.UTC(2025, 0, 1)))).toBe("-05:00");
  });

  it("turns a wall-clock birth time into the UTC instant", () => {
    expect(new Date(wallTimeToEpochMs("Asia/Kolkata", { year: 1996, month: 12, day: 7, hour: 10, minute: 34 })).toISOString()).toBe("1996-12-07T05:04:00.000Z");
    expect(new Date(wallTimeToEpochMs("Asia/Kolkata", { year: 1943, month: 6, day: 1, hour: 12, minute: 0 })).toISOString()).toBe("1943-06-01T05:30:00.000Z");
  });
});

describe("isoWithOffset", () => {
  it("writes the same civil time as Date for random instants and offsets, 70 CE to 3200 CE", () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 20_000; i++) {
      const ms = Math.round((next() - 0.6) * 1e14);
      const offset = Math.round((next() - 0.5) * 28 * 60);
      const viaDate = new Date(Math.round(ms / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
      expect(isoWithOffset(ms, offset).slice(0, viaDate.length)).toBe(viaDate);
    }
  });
});

describe("dateInZone", () => {
  it("gives the civil date in a zone for the first century and before year 1, not the 1900s", () => {
    const epochMs = (y: number, m: number, d: number, h: number) => {
      const t = new Date(0);
      t.setUTCFullYear(y, m - 1, d);
      return t.getTime() + h * 3_600_000;
    };
    expect(dateInZone(epochMs(50, 3, 13, 20), "Asia/Kolkata")).toBe("0050-03-14"); // 20:00 UT is after midnight in India (LMT +05:53)
    expect(dateInZone(epochMs(50, 3, 13, 12), "Asia/Kolkata")).toBe("0050-03-13");
    expect(dateInZone(epochMs(-100, 1, 1, 12), "UTC")).toBe("-000100-01-01");
    expect(dateInZone(epochMs(2024, 2, 29, 23), "America/New_York")).toBe("2024-02-29");
  });
});
