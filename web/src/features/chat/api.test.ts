import { describe, expect, it } from "vitest";
import { linesOfTranscript } from "./api";

describe("the stored transcript", () => {
  it("reads messages by side and system events by their code, in the room's order", () => {
    const lines = linesOfTranscript([
      { seq: 1, sender: "system", body: JSON.stringify({ code: "requested", params: {} }), createdAt: "2026-11-26T10:00:00.000Z" },
      { seq: 2, sender: "astrologer", body: "नमस्ते", createdAt: "2026-11-26T10:00:20.000Z" },
      { seq: 3, sender: "system", body: JSON.stringify({ code: "low_balance", params: { minutes: 2, bad: { x: 1 } } }), createdAt: "2026-11-26T10:05:00.000Z" },
      { seq: 4, sender: "user", body: "வணக்கம்", createdAt: "2026-11-26T10:05:10.000Z" },
    ]);
    expect(lines.map((l) => l.seq)).toEqual([1, 2, 3, 4]);
    expect(lines[0]).toMatchObject({ kind: "system", code: "requested" });
    expect(lines[1]).toMatchObject({ kind: "message", from: "astrologer", body: "नमस्ते", atMs: Date.parse("2026-11-26T10:00:20.000Z") });
    expect(lines[2]).toMatchObject({ kind: "system", code: "low_balance", params: { minutes: 2 } });
    expect(lines[3]).toMatchObject({ kind: "message", from: "user", body: "வணக்கம்" });
  });

  it("shows a system line it does not know as stored", () => {
    const [line] = linesOfTranscript([{ seq: 7, sender: "system", body: "rebooted", createdAt: "2026-11-26T10:00:00.000Z" }]);
    expect(line).toMatchObject({ kind: "system", code: null, text: "rebooted" });
  });
});
