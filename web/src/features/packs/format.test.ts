import { afterAll, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { durationLabel, failureMessage, percentOf, serviceName } from "./format";

afterAll(() => activateLocale("en"));

describe("the pack pages' words and figures", () => {
  it("writes durations as spec §9 does: 'N minutes' under an hour, else hours and minutes", () => {
    activateLocale("en");
    expect(durationLabel(20)).toBe("20 minutes");
    expect(durationLabel(1)).toBe("1 minute");
    expect(durationLabel(90)).toBe("1h 30m");
    activateLocale("ta");
    expect(durationLabel(20)).toBe("20 நிமிடங்கள்");
    expect(durationLabel(1)).toBe("1 நிமிடம்");
  });

  it("writes a discount's basis points as a percentage with only the decimals it has", () => {
    activateLocale("en");
    expect(percentOf(1500)).toBe("15");
    expect(percentOf(1250)).toBe("12.5");
    expect(percentOf(1234)).toBe("12.34");
    expect(percentOf(1800)).toBe("18");
  });

  it("names each service in the page's language", () => {
    activateLocale("hi");
    expect([serviceName("chat"), serviceName("call"), serviceName("video")]).toEqual(["चैट", "कॉल", "वीडियो"]);
  });

  it("shows the server's reason for a refusal, and its own words when the server had none to give", () => {
    const offline = new HttpError(409, "409: …", { error: { code: "conflict", message: "Meenakshi Raghavan is offline now", requestId: "r" } } as never);
    expect(failureMessage(offline, "fallback")).toBe("Meenakshi Raghavan is offline now");
    const crash = new HttpError(500, "500: …", { error: { code: "internal", message: "Internal server error", requestId: "r" } } as never);
    expect(failureMessage(crash, "fallback")).toBe("fallback");
    expect(failureMessage(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
  });
});
