import { describe, expect, it } from "vitest";
import { eventTime, istToday, labelOfDate, periodLabel, periodSpan, periodsFromToday } from "./period";

const clock12: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hour12: true };

describe("horoscope periods", () => {
  it("names a day, a week, a month and a year as a reader does", () => {
    expect(periodLabel("daily", "2026-11-26", "2026-11-26", "en-IN")).toBe("26 Nov 2026");
    expect(periodLabel("weekly", "2026-11-23", "2026-11-29", "en-IN")).toBe("23–29 Nov 2026");
    expect(periodLabel("monthly", "2026-11-01", "2026-11-30", "en-IN")).toBe("November 2026");
    expect(periodLabel("yearly", "2026-01-01", "2026-12-31", "en-IN")).toBe("2026");
  });

  it("names a week across two months or two years with both ends", () => {
    expect(periodLabel("weekly", "2026-11-30", "2026-12-06", "en-IN")).toBe("30 Nov\u2009–\u20096 Dec 2026");
    expect(periodLabel("weekly", "2026-12-28", "2027-01-03", "en-IN")).toBe("28 Dec 2026\u2009–\u20093 Jan 2027");
  });

  it("writes Tamil and Telugu dates without CLDR's stray commas", () => {
    for (const tag of ["ta-IN", "te-IN"]) {
      expect(periodLabel("daily", "2026-11-26", "2026-11-26", tag)).not.toMatch(/,/);
      expect(periodLabel("weekly", "2026-12-28", "2027-01-03", tag)).not.toMatch(/,/);
    }
    expect(periodLabel("monthly", "2026-11-01", "2026-11-30", "hi-IN")).toBe("नवंबर 2026");
  });

  it("finds the Monday-to-Sunday week, the month and the year of a date", () => {
    // 26 Nov 2026 is a Thursday.
    expect(periodSpan("weekly", "2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(periodSpan("weekly", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(periodSpan("weekly", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(periodSpan("monthly", "2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(periodSpan("yearly", "2026-11-26")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(labelOfDate("weekly", "2026-11-26", "en-IN")).toBe("23–29 Nov 2026");
  });

  it("counts whole periods from today: yesterday is −1, next Monday's week +1, next January +1 month from December", () => {
    expect(periodsFromToday("daily", "2026-11-25", "2026-11-26")).toBe(-1);
    expect(periodsFromToday("daily", "2026-11-27", "2026-11-26")).toBe(1);
    expect(periodsFromToday("weekly", "2026-11-29", "2026-11-26")).toBe(0);
    expect(periodsFromToday("weekly", "2026-11-30", "2026-11-26")).toBe(1);
    expect(periodsFromToday("weekly", "2026-11-22", "2026-11-26")).toBe(-1);
    expect(periodsFromToday("monthly", "2027-01-01", "2026-12-31")).toBe(1);
    expect(periodsFromToday("yearly", "2025-06-01", "2026-11-26")).toBe(-1);
  });

  it("takes today's date in India, not in UTC", () => {
    // 20:00 UTC on 25 Nov is 01:30 on 26 Nov in India.
    expect(istToday(new Date("2026-11-25T20:00:00Z"))).toBe("2026-11-26");
    expect(istToday(new Date("2026-11-25T18:29:00Z"))).toBe("2026-11-25");
  });

  it("times a day's events by weekday and a longer period's by date, on India's clock", () => {
    expect(eventTime("2026-11-26T14:05:00+05:30", "daily", "en-IN", clock12)).toBe("Thu, 02:05 pm");
    expect(eventTime("2026-11-26T08:35:00Z", "weekly", "en-IN", clock12)).toBe("Thu, 26 Nov, 02:05 pm");
    expect(eventTime("2026-11-26T08:35:00Z", "monthly", "en-IN", clock12)).toBe("26 Nov, 02:05 pm");
  });
});
