import { describe, expect, it } from "vitest";
import { signOfRashi, todayRequest, transitsSearch, yearRequest } from "./search";

describe("the sign pages' URLs", () => {
  it("read /rashi/mesh as Aries and /rashi/meen as Pisces, and know no other slug", () => {
    expect(signOfRashi("mesh")).toBe("aries");
    expect(signOfRashi("meen")).toBe("pisces");
    expect(signOfRashi("aries")).toBeUndefined();
  });

  it("read ?sign=leo&by=graha, and fall back to no sign and by month on anything else", () => {
    expect(transitsSearch({ sign: "leo", by: "graha" })).toEqual({ sign: "leo", by: "graha" });
    expect(transitsSearch({ sign: "lion", by: 3 })).toEqual({ by: "month" });
  });

  it("ask a rashi page's horoscope for today in India: at 20:00 UTC on 26 November it is already the 27th", () => {
    expect(todayRequest("leo", new Date("2026-11-26T20:00:00Z"))).toEqual({ sign: "leo", period: "daily", date: "2026-11-27", area: "general" });
    expect(yearRequest("pisces", 2026)).toEqual({ sign: "pisces", period: "yearly", date: "2026-01-01", area: "general" });
  });
});
