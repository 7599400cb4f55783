import { describe, expect, it } from "vitest";
import { horoscopeSearch, pickerPageRequest, signPageRequest } from "./loaders";
import { signOfParams } from "./signs";

describe("the horoscope pages' URL state", () => {
  it("keeps a real date, an English sign id and an area page's period", () => {
    expect(horoscopeSearch({ date: "2026-11-27", sign: "leo", period: "weekly" })).toEqual({ date: "2026-11-27", sign: "leo", period: "weekly" });
  });

  it("drops what is not one of its values instead of breaking the page", () => {
    expect(horoscopeSearch({ date: "2026-02-30", sign: "ophiuchus", period: "yearly" })).toEqual({});
    expect(horoscopeSearch({ date: "tomorrow", sign: 3 })).toEqual({});
    expect(horoscopeSearch({ date: "1800-01-01" })).toEqual({});
  });

  it("reads a sign page's sign, period and date, today without a date", () => {
    expect(signPageRequest("virgo", "monthly", {}, "2026-11-26")).toEqual({ sign: "virgo", period: "monthly", date: "2026-11-26", area: "general" });
    expect(signPageRequest("virgo", "daily", { date: "2026-11-27" }, "2026-11-26").date).toBe("2026-11-27");
  });

  it("opens the picker pages at Aries: the yearly horoscope, and an area's daily one unless a period is chosen", () => {
    expect(pickerPageRequest("yearly", {}, "2026-11-26")).toEqual({ sign: "aries", period: "yearly", date: "2026-11-26", area: "general" });
    expect(pickerPageRequest("love", {}, "2026-11-26")).toEqual({ sign: "aries", period: "daily", date: "2026-11-26", area: "love" });
    expect(pickerPageRequest("career", { sign: "leo", period: "monthly" }, "2026-11-26")).toEqual({ sign: "leo", period: "monthly", date: "2026-11-26", area: "career" });
  });

  it("finds a sign page's sign by its English id or, under /tamil, its Tamil name", () => {
    expect(signOfParams({ sign: "scorpio" })).toBe("scorpio");
    expect(signOfParams({ tamilSign: "vrischikam" })).toBe("scorpio");
    expect(signOfParams({ sign: "mesham" })).toBeUndefined();
  });
});
