import { describe, expect, it } from "vitest";
import type { EarningsAnswer, TranscriptMessage } from "@contract/consultations";
import { countdownLabel, earningsRows, endReasonLabel, firstLines, formatDay, formatDuration, newRequestIds, secondsLeft, sharePercent } from "./format";

describe("a consultation's duration (spec §9: 'N minutes' under an hour, else 'Nh Nm')", () => {
  it.each([
    [0, "0 minutes"],
    [20, "1 minute"],
    [60, "1 minute"],
    [89, "1 minute"],
    [90, "2 minutes"],
    [59 * 60, "59 minutes"],
    [59 * 60 + 45, "1h 0m"],
    [60 * 60, "1h 0m"],
    [95 * 60, "1h 35m"],
    [125 * 60 + 10, "2h 5m"],
  ])("%i seconds read '%s' in English", (seconds, shown) => {
    expect(formatDuration(seconds, "en")).toBe(shown);
  });

  it.each([
    ["hi", 12 * 60, "12 मिनट"],
    ["ta", 60, "1 நிமிடம்"],
    ["ta", 12 * 60, "12 நிமிடங்கள்"],
    ["te", 12 * 60, "12 నిమిషాలు"],
    ["hi", 75 * 60, "1 घंटे 15 मिनट"],
    ["ta", 75 * 60, "1 மணி 15 நிமி"],
    ["te", 75 * 60, "1 గం 15 ని"],
  ] as const)("in %s, %i seconds read '%s'", (locale, seconds, shown) => {
    expect(formatDuration(seconds, locale)).toBe(shown);
  });
});

describe("a request's countdown", () => {
  const expiresAt = "2026-11-26T10:00:00.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts whole seconds up to the expiry, a started second counting", () => {
    expect(secondsLeft(expiresAt, at("2026-11-26T09:59:00.000Z"))).toBe(60);
    expect(secondsLeft(expiresAt, at("2026-11-26T09:59:15.400Z"))).toBe(45);
    expect(secondsLeft(expiresAt, at("2026-11-26T09:59:59.999Z"))).toBe(1);
  });

  it("stops at zero once the request has expired", () => {
    expect(secondsLeft(expiresAt, at("2026-11-26T10:00:00.000Z"))).toBe(0);
    expect(secondsLeft(expiresAt, at("2026-11-26T10:05:00.000Z"))).toBe(0);
    expect(secondsLeft("not a date", at("2026-11-26T09:59:00.000Z"))).toBe(0);
  });

  it.each([
    [60, "1:00"],
    [45, "0:45"],
    [5, "0:05"],
    [0, "0:00"],
    [-3, "0:00"],
  ])("%i seconds show as %s", (seconds, shown) => {
    expect(countdownLabel(seconds)).toBe(shown);
  });
});

describe("the new-request chime", () => {
  it("rings for requests not seen before, not for those already shown", () => {
    const seen = new Set(["cs_a", "cs_b"]);
    expect(newRequestIds(seen, [{ id: "cs_a" }, { id: "cs_b" }])).toEqual([]);
    expect(newRequestIds(seen, [{ id: "cs_c" }, { id: "cs_a" }])).toEqual(["cs_c"]);
    expect(newRequestIds(new Set(), [])).toEqual([]);
  });
});

describe("the earnings table", () => {
  const answer: EarningsAnswer = {
    shareBp: 7000,
    days: [
      { date: "2026-11-24", sessions: 2, minutes: 25, grossPaise: 75_000, sharePaise: 44_492 },
      { date: "2026-11-25", sessions: 0, minutes: 0, grossPaise: 0, sharePaise: 0 },
      { date: "2026-11-26", sessions: 1, minutes: 10, grossPaise: 30_000, sharePaise: 17_797 },
    ],
    totalSharePaise: 62_289,
  };

  it("lists the days with sessions, newest first, each bar against the best day", () => {
    const table = earningsRows(answer);
    expect(table.rows.map((r) => [r.date, r.barFraction])).toEqual([
      ["2026-11-26", 17_797 / 44_492],
      ["2026-11-24", 1],
    ]);
  });

  it("sums the sessions, minutes and gross of the period", () => {
    expect(earningsRows(answer)).toMatchObject({ sessions: 3, minutes: 35, grossPaise: 105_000 });
  });

  it("has no rows and no bars for a period without sessions", () => {
    const idle = earningsRows({ shareBp: 7000, days: [{ date: "2026-11-26", sessions: 0, minutes: 0, grossPaise: 0, sharePaise: 0 }], totalSharePaise: 0 });
    expect(idle).toEqual({ rows: [], sessions: 0, minutes: 0, grossPaise: 0 });
  });

  it.each([
    [7000, "70"],
    [6250, "62.5"],
    [6125, "61.25"],
  ])("writes a share of %i basis points as %s per cent", (bp, shown) => {
    expect(sharePercent(bp, "en")).toBe(shown);
  });

  it("writes a day in the page's language, whatever the browser's time zone", () => {
    expect(formatDay("2026-11-26", "en")).toBe("26 Nov");
    expect(formatDay("2026-01-01", "en")).toBe("1 Jan");
  });
});

describe("how a session ended", () => {
  it("says who ended it, 'you' for the viewer's own side", () => {
    expect(endReasonLabel({ status: "ended", endReason: "user", viewerSide: "user" }, "en")).toBe("Ended by you");
    expect(endReasonLabel({ status: "ended", endReason: "user", viewerSide: "astrologer" }, "en")).toBe("Ended by the user");
    expect(endReasonLabel({ status: "ended", endReason: "funds", viewerSide: "user" }, "en")).toBe("Ended: the wallet balance ran out");
  });

  it("says nothing for a request that never started (its status says it)", () => {
    expect(endReasonLabel({ status: "declined", endReason: "declined", viewerSide: "user" }, "en")).toBeNull();
    expect(endReasonLabel({ status: "active", endReason: null, viewerSide: "user" }, "en")).toBeNull();
  });
});

describe("a transcript's first lines", () => {
  const line = (seq: number, sender: TranscriptMessage["sender"], body: string): TranscriptMessage => ({ seq, sender, body, createdAt: "2026-11-26T10:00:00Z" });
  const transcript = [line(3, "astrologer", "नमस्ते"), line(1, "system", "accepted"), line(2, "system", "started"), line(4, "user", "வணக்கம்"), line(5, "astrologer", "How can I help?")];

  it("are the first messages of either side in order, the room's system lines left out", () => {
    expect(firstLines(transcript, 2)).toEqual({ lines: [transcript[0], transcript[3]], more: true });
  });

  it("say nothing more follows when the conversation is shorter than the preview", () => {
    expect(firstLines(transcript, 3).more).toBe(false);
    expect(firstLines([line(1, "system", "expired")], 3)).toEqual({ lines: [], more: false });
  });
});
