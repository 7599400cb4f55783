import { describe, expect, it } from "vitest";
import { freeSlots, indiaClock, slotRefusal } from "./slots";

// 2026-11-27 is a Friday (weekday 5). 03:00 UTC is 08:30 in India.
const FRIDAY_0830_IST = Date.parse("2026-11-27T03:00:00Z");
const hours = [
  { day: 5, from: "09:00", to: "11:00" },
  { day: 6, from: "18:00", to: "19:15" },
  { day: 0, from: "23:00", to: "24:00" },
];

describe("free booking slots", () => {
  it("lists 30-minute slots of each India date's windows, a whole slot before each window's end, empty dates included", () => {
    const days = freeSlots({ availability: hours, booked: new Set(), nowMs: FRIDAY_0830_IST, days: 4 });
    expect(days.map((d) => [d.date, d.weekday, d.slots.map((s) => s.time)])).toEqual([
      ["2026-11-27", 5, ["09:00", "09:30", "10:00", "10:30"]],
      ["2026-11-28", 6, ["18:00", "18:30"]],
      ["2026-11-29", 0, ["23:00", "23:30"]],
      ["2026-11-30", 1, []],
    ]);
  });

  it("gives each slot's start in UTC: 09:00 IST is 03:30Z, and Sunday 23:30 IST is 18:00Z the same day", () => {
    const days = freeSlots({ availability: hours, booked: new Set(), nowMs: FRIDAY_0830_IST, days: 3 });
    expect(days[0]!.slots[0]!.startsAt).toBe("2026-11-27T03:30:00.000Z");
    expect(days[2]!.slots[1]!.startsAt).toBe("2026-11-29T18:00:00.000Z");
  });

  it("leaves out booked starts and starts less than 30 minutes from now", () => {
    const at0855 = FRIDAY_0830_IST + 25 * 60_000;
    const days = freeSlots({ availability: hours, booked: new Set(["2026-11-27T04:30:00.000Z"]), nowMs: at0855, days: 1 });
    expect(days[0]!.slots.map((s) => s.time)).toEqual(["09:30", "10:30"]);
  });

  it("starts the dates at India's midnight, not UTC's: 19:00Z on Friday is already Saturday in India", () => {
    const days = freeSlots({ availability: hours, booked: new Set(), nowMs: Date.parse("2026-11-27T19:00:00Z"), days: 1 });
    expect(days).toEqual([{ date: "2026-11-28", weekday: 6, slots: expect.any(Array) }]);
    expect(indiaClock(Date.parse("2026-11-27T18:29:00Z"))).toEqual({ date: "2026-11-27", time: "23:59", weekday: 5 });
  });

  it("refuses a start that is past or too soon, or not on the hours, and accepts an offered one", () => {
    const options = { availability: hours, nowMs: FRIDAY_0830_IST };
    expect(slotRefusal(options, "2026-11-27T02:00:00.000Z")).toBe("too_soon");
    expect(slotRefusal(options, "2026-11-27T03:45:00.000Z")).toBe("outside_hours");
    expect(slotRefusal(options, "2026-11-28T03:30:00.000Z")).toBe("outside_hours");
    expect(slotRefusal(options, "2026-11-27T04:00:00.000Z")).toBeNull();
    // A Friday slot two weeks on is offered (14 days), three weeks on is not.
    expect(slotRefusal(options, "2026-12-04T04:00:00.000Z")).toBeNull();
    expect(slotRefusal(options, "2026-12-18T04:00:00.000Z")).toBe("outside_hours");
  });
});
