import { afterAll, describe, expect, it } from "vitest";
import type { RoomState } from "@contract/consultations";
import { activateLocale } from "../../i18n/runtime";
import { clockLabel, freeMsLeft, meterOf, servedLabel, unreadAfter } from "./format";

afterAll(() => activateLocale("en"));

const state = (patch: Partial<RoomState>): RoomState => ({
  kind: "chat",
  status: "active",
  endReason: null,
  plan: "per-minute",
  ratePerMinutePaise: 2500,
  freeMinutes: 0,
  packMinutes: null,
  requestExpiresAtMs: null,
  startedAtMs: 0,
  servedMs: 0,
  paused: false,
  media: { user: null, astrologer: null },
  present: { user: true, astrologer: true },
  billedMinutes: 0,
  chargedPaise: 0,
  minutesLeft: 8,
  lowBalance: false,
  balancePaise: 20_000,
  minuteMs: 60_000,
  serverNowMs: 0,
  readUpTo: { user: 0, astrologer: 0 },
  ...patch,
});

describe("the chat's clock and meter", () => {
  it("shows served time as spec §9 says: 'N minutes' under an hour, else 'Nh Nm'", () => {
    activateLocale("en");
    expect(servedLabel(0)).toBe("0 minutes");
    expect(servedLabel(59_999)).toBe("0 minutes");
    expect(servedLabel(60_000)).toBe("1 minute");
    expect(servedLabel(45 * 60_000 + 30_000)).toBe("45 minutes");
    expect(servedLabel(75 * 60_000)).toBe("1h 15m");
    activateLocale("hi");
    expect(servedLabel(12 * 60_000)).toBe("12 मिनट");
    expect(servedLabel(125 * 60_000)).toBe("2 घंटे 5 मिनट");
  });

  it("runs the clock as mm:ss, with hours from the first hour", () => {
    expect(clockLabel(0)).toBe("00:00");
    expect(clockLabel(65_400)).toBe("01:05");
    expect(clockLabel(3_600_000 + 61_000)).toBe("1:01:01");
  });

  it("counts the clock in the room's minutes when a test shortens them", () => {
    activateLocale("en");
    expect(clockLabel(1_500, 2_000)).toBe("00:45");
    expect(servedLabel(4_000, 2_000)).toBe("2 minutes");
  });

  it("shows free time left during the free window, then the server's billed minutes and charge", () => {
    const free = state({ freeMinutes: 5 });
    expect(freeMsLeft(free, 90_000)).toBe(210_000);
    expect(meterOf(free, 90_000)).toEqual({ kind: "free", msLeft: 210_000 });
    expect(meterOf(state({ freeMinutes: 5, billedMinutes: 2, chargedPaise: 5000 }), 6.5 * 60_000)).toEqual({
      kind: "minutes",
      billedMinutes: 2,
      ratePerMinutePaise: 2500,
      chargedPaise: 5000,
    });
  });

  it("shows a pack's minutes left as the server counts them", () => {
    expect(meterOf(state({ plan: "pack-20", packMinutes: 20, minutesLeft: 13 }), 7 * 60_000)).toEqual({ kind: "pack", minutesLeft: 13, packMinutes: 20 });
  });

  it("counts the user's messages after the last one seen as unread, and nothing else", () => {
    const lines = [
      { seq: 1, kind: "system", code: "started", params: {}, text: "started", atMs: 0 },
      { seq: 2, kind: "message", from: "user", body: "a", atMs: 0, clientId: null },
      { seq: 3, kind: "message", from: "astrologer", body: "b", atMs: 0, clientId: null },
      { seq: 4, kind: "message", from: "user", body: "c", atMs: 0, clientId: null },
    ] as const;
    expect(unreadAfter(lines, 0)).toEqual({ newest: 4, unread: 2 });
    expect(unreadAfter(lines, 2)).toEqual({ newest: 4, unread: 1 });
    expect(unreadAfter(lines, 4)).toEqual({ newest: 4, unread: 0 });
  });
});
