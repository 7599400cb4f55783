import { describe, expect, it } from "vitest";
import { edgeAnswerFor, edgeKey } from "./edge";

const answer = { sign: "aries", period: "daily", date: "2026-11-26", prediction: "…" };

describe("the horoscope the edge wrote into the page", () => {
  it("is keyed by sign, period, date, area and language", () => {
    expect(edgeKey({ sign: "aries", period: "daily", date: "2026-11-26", area: "general" }, "ta")).toBe("aries|daily|2026-11-26|general|ta");
  });

  it("is used only for the request it answers", () => {
    const payload = { key: "aries|daily|2026-11-26|general|en", answer };
    expect(edgeAnswerFor(payload, "aries|daily|2026-11-26|general|en")).toBe(answer);
    expect(edgeAnswerFor(payload, "aries|daily|2026-11-27|general|en")).toBeUndefined();
    expect(edgeAnswerFor(payload, "aries|daily|2026-11-26|general|hi")).toBeUndefined();
    expect(edgeAnswerFor(payload, "leo|daily|2026-11-26|general|en")).toBeUndefined();
  });

  it("is ignored when the page has none or it is not a keyed answer", () => {
    expect(edgeAnswerFor(null, "aries|daily|2026-11-26|general|en")).toBeUndefined();
    expect(edgeAnswerFor("text", "aries|daily|2026-11-26|general|en")).toBeUndefined();
    expect(edgeAnswerFor({ key: "aries|daily|2026-11-26|general|en" }, "aries|daily|2026-11-26|general|en")).toBeUndefined();
    expect(edgeAnswerFor({ key: "aries|daily|2026-11-26|general|en", answer: "x" }, "aries|daily|2026-11-26|general|en")).toBeUndefined();
  });
});
