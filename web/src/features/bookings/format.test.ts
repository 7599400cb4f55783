import { describe, expect, it } from "vitest";
import { indiaDayLabel, indiaTime, joinOpen } from "./format";

describe("booking times on the pages", () => {
  it("shows times in India time whatever the device's zone: 04:30Z is 10:00 am", () => {
    expect(indiaTime("2026-11-28T04:30:00.000Z")).toBe("10:00 am");
  });

  it("labels a date's tab with its weekday and day", () => {
    expect(indiaDayLabel("2026-11-29")).toEqual({ weekday: "Sun", day: "29 Nov" });
  });

  it("opens Join from joinFrom until the end, for a booked slot only", () => {
    const b = { status: "booked", joinFrom: "2026-11-28T04:20:00.000Z", endsAt: "2026-11-28T05:00:00.000Z" };
    expect(joinOpen(b, Date.parse("2026-11-28T04:19:59Z"))).toBe(false);
    expect(joinOpen(b, Date.parse("2026-11-28T04:20:00Z"))).toBe(true);
    expect(joinOpen(b, Date.parse("2026-11-28T04:59:59Z"))).toBe(true);
    expect(joinOpen(b, Date.parse("2026-11-28T05:00:00Z"))).toBe(false);
    expect(joinOpen({ ...b, status: "cancelled" }, Date.parse("2026-11-28T04:30:00Z"))).toBe(false);
  });
});
