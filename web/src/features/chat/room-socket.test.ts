import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomEvent, RoomState } from "@contract/consultations";
import { createRoomSocket, PING_INTERVAL_MS, retryDelayMs, servedMsNow, requestMsLeft, type SocketLike } from "./room-socket";

const ID = `cs_${"a".repeat(32)}`;

function state(patch: Partial<RoomState> = {}): RoomState {
  return {
    kind: "chat",
  status: "active",
    endReason: null,
    plan: "per-minute",
    ratePerMinutePaise: 2000,
    freeMinutes: 0,
    packMinutes: null,
    requestExpiresAtMs: null,
    startedAtMs: 1_000,
    servedMs: 0,
    paused: false,
    media: { user: null, astrologer: null },
  present: { user: true, astrologer: true },
    billedMinutes: 0,
    chargedPaise: 0,
    minutesLeft: 10,
    lowBalance: false,
    balancePaise: 20_000,
    minuteMs: 60_000,
    serverNowMs: 1_000,
    readUpTo: { user: 0, astrologer: 0 },
    ...patch,
  };
}

/**
 * A test double of the browser's WebSocket, wired to an in-memory room that behaves as the
 * protocol says: `hello`, then the stored events after `after`; a message's clientId is stored once.
 */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  readonly sent: string[] = [];
  constructor(
    readonly url: string,
    readonly room: FakeRoom,
  ) {}
  send(data: string) {
    this.sent.push(data);
    this.room.receive(this, data);
  }
  close(code = 1000) {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The server side opens the socket and greets the client. */
  accept() {
    this.readyState = 1;
    this.onopen?.({});
    const after = Number(new URL(this.url).searchParams.get("after"));
    this.push({ v: 1, t: "hello", side: "user", consultationId: ID, lastSeq: this.room.events.length, state: this.room.state });
    for (const e of this.room.events) if (e.seq > after) this.push(e);
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection drops (network, eviction). */
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

class FakeRoom {
  events: RoomEvent[] = [];
  state = state();
  sockets: FakeSocket[] = [];
  /** When false, sockets connect but the room stores nothing and answers nothing (a dead link). */
  live = true;
  open = (url: string) => {
    const socket = new FakeSocket(url, this);
    this.sockets.push(socket);
    return socket;
  };
  store(from: "user" | "astrologer", body: string, clientId: string | null): RoomEvent {
    const event: RoomEvent = { v: 1, t: "message", seq: this.events.length + 1, from, body, atMs: 0, clientId };
    this.events.push(event);
    for (const s of this.sockets) if (s.readyState === 1) s.push(event);
    return event;
  }
  receive(socket: FakeSocket, data: string) {
    if (!this.live || data === "ping") return;
    const frame = JSON.parse(data) as { t: string; clientId?: string; body?: string };
    if (frame.t === "message" && frame.clientId) {
      if (this.events.some((e) => e.t === "message" && e.clientId === frame.clientId)) return;
      this.store("user", frame.body ?? "", frame.clientId);
    }
  }
  get last(): FakeSocket {
    const socket = this.sockets[this.sockets.length - 1];
    if (!socket) throw new Error("no socket opened yet");
    return socket;
  }
}

const ticket = vi.fn(async () => ({ ticket: "t", expiresAt: "2026-01-01T00:00:00Z", side: "user" as const }));

function room() {
  const fake = new FakeRoom();
  const client = createRoomSocket({ consultationId: ID, getTicket: ticket, openSocket: fake.open, socketUrl: (_id, t, after) => `ws://x/s?ticket=${t}&after=${after}` });
  return { fake, client };
}

const seqs = (events: readonly RoomEvent[]) => events.map((e) => e.seq);

beforeEach(() => {
  vi.useFakeTimers();
  ticket.mockClear();
});
afterEach(() => vi.useRealTimers());

describe("room socket", () => {
  it("resumes after a drop from the last sequence it holds, without losing or repeating an event", async () => {
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    fake.store("astrologer", "namaste", null);
    fake.store("astrologer", "your chart?", null);
    fake.last.drop();
    // Said while the client was away.
    fake.store("astrologer", "still there?", null);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(fake.sockets).toHaveLength(2);
    expect(new URL(fake.last.url).searchParams.get("after")).toBe("2");
    fake.last.accept();
    // A room that repeats an event (a resume racing a live fan-out) changes nothing.
    fake.last.push(fake.events[2]);
    const { events, connection, lastSeq } = client.getSnapshot();
    expect(connection).toBe("open");
    expect(seqs(events)).toEqual([1, 2, 3]);
    expect(lastSeq).toBe(3);
    expect(ticket).toHaveBeenCalledTimes(2);
    client.close();
  });

  it("keeps events in sequence order when they arrive out of order", async () => {
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    fake.last.push({ v: 1, t: "message", seq: 2, from: "astrologer", body: "b", atMs: 0, clientId: null });
    fake.last.push({ v: 1, t: "message", seq: 1, from: "astrologer", body: "a", atMs: 0, clientId: null });
    expect(seqs(client.getSnapshot().events)).toEqual([1, 2]);
    client.close();
  });

  it("resends an unacknowledged message on reconnect with the same clientId, and it lands once", async () => {
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    // The link is dead: the message leaves but the room never gets it.
    fake.live = false;
    const lost = client.send("is Saturn transiting my 7th house?");
    // The room gets this one, but its echo is lost with the connection.
    fake.live = true;
    const dying = fake.last;
    dying.onmessage = null;
    const unechoed = client.send("and Rahu?");
    expect(fake.events).toHaveLength(1);
    dying.drop();
    expect(client.getSnapshot().pending.map((p) => p.clientId)).toEqual([lost, unechoed]);
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    fake.last.accept();
    const bodies = fake.events.map((e) => (e.t === "message" ? e.body : ""));
    expect(bodies.sort()).toEqual(["and Rahu?", "is Saturn transiting my 7th house?"]);
    const { events, pending } = client.getSnapshot();
    expect(pending).toEqual([]);
    expect(events.filter((e) => e.t === "message" && e.clientId === unechoed)).toHaveLength(1);
    expect(events.filter((e) => e.t === "message" && e.clientId === lost)).toHaveLength(1);
    client.close();
  });

  it("backs off 1 s, 2 s, 4 s, 8 s, then 10 s between failed attempts, and starts over after a hello", async () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.drop();
    for (const wait of [1000, 2000, 4000, 8000, 10_000]) {
      const before = fake.sockets.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(fake.sockets).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(fake.sockets).toHaveLength(before + 1);
      fake.last.drop();
    }
    // No socket was ever greeted: still "connecting", not "reconnecting".
    expect(client.getSnapshot()).toMatchObject({ connection: "connecting", failures: 6 });
    await vi.advanceTimersByTimeAsync(10_000);
    fake.last.accept();
    expect(client.getSnapshot()).toMatchObject({ connection: "open", failures: 0 });
    fake.last.drop();
    // A connection that was open and got lost is "reconnecting".
    expect(client.getSnapshot().connection).toBe("reconnecting");
    const before = fake.sockets.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.sockets).toHaveLength(before + 1);
    client.close();
  });

  it("retries when a ticket cannot be fetched, and gives up when the server refuses it", async () => {
    const { fake, client } = room();
    ticket.mockRejectedValueOnce(Object.assign(new Error("0: offline"), { status: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    // room() fetched its first ticket at once; the rejection meets the next attempt.
    fake.last.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getSnapshot().connection).toBe("connecting");
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.sockets).toHaveLength(2);
    ticket.mockRejectedValueOnce(Object.assign(new Error("404: not found"), { status: 404 }));
    fake.last.drop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(client.getSnapshot().connection).toBe("failed");
    expect(fake.sockets).toHaveLength(2);
  });

  it("does not reconnect after the session's end", async () => {
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    fake.last.push({ v: 1, t: "end", reason: "user", receipt: null });
    fake.last.close(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.sockets).toHaveLength(1);
    expect(client.getSnapshot()).toMatchObject({ connection: "ended", endReason: "user" });
    expect(ticket).toHaveBeenCalledTimes(1);
  });

  it("does not reconnect to a request that was declined", async () => {
    const { fake, client } = room();
    fake.state = state({ status: "declined", endReason: "declined", startedAtMs: null });
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    fake.last.drop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.sockets).toHaveLength(1);
    expect(client.getSnapshot().connection).toBe("ended");
  });

  it("sends ping every 15 s while open and ignores the room's pong", async () => {
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 2);
    expect(fake.last.sent.filter((s) => s === "ping")).toHaveLength(2);
    fake.last.onmessage?.({ data: "pong" });
    expect(client.getSnapshot().connection).toBe("open");
    client.close();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(fake.last.sent.filter((s) => s === "ping")).toHaveLength(2);
  });

  it("ignores a frame that does not match the protocol", async () => {
    const { fake, client } = room();
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    fake.last.push({ v: 2, t: "message", seq: 9, from: "astrologer", body: "x", atMs: 0, clientId: null });
    fake.last.onmessage?.({ data: "{not json" });
    expect(client.getSnapshot().events).toEqual([]);
    client.close();
  });
});

describe("room socket: calls and the network", () => {
  it("hands the other side's call frames to the call, says ready after every hello, and keeps their media in the state", async () => {
    const { fake, client } = room();
    const heard: string[] = [];
    const stop = client.onSignal((signal) => heard.push(signal.t === "sdp" ? `sdp:${signal.description.type}` : signal.t));
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    fake.last.push({ v: 1, t: "sdp", from: "astrologer", description: { type: "answer", sdp: "v=0" }, tracks: [{ trackName: "astrologer-audio", mid: "0", kind: "audio" }], restart: false });
    fake.last.push({ v: 1, t: "ice", from: "astrologer", candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0", sdpMLineIndex: 0 } });
    fake.last.push({ v: 1, t: "media", from: "astrologer", media: { connected: true, audio: true, video: false } });
    expect(client.getSnapshot().state?.media.astrologer).toEqual({ connected: true, audio: true, video: false });
    fake.last.drop();
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    fake.last.accept();
    expect(heard).toEqual(["ready", "sdp:answer", "ice", "media", "ready"]);
    // The call's frames go out only while the socket is open.
    expect(client.call({ v: 1, t: "media", media: { connected: true, audio: false, video: false } })).toBe(true);
    expect(JSON.parse(fake.last.sent.at(-1)!)).toMatchObject({ t: "media", media: { audio: false } });
    stop();
    client.close();
  });

  it("drops the socket when the browser goes offline and reconnects as soon as it is back, without waiting out the backoff", async () => {
    const fake = new FakeRoom();
    const network = new EventTarget();
    const client = createRoomSocket({ consultationId: ID, getTicket: ticket, openSocket: fake.open, socketUrl: (_id, t, after) => `ws://x/s?ticket=${t}&after=${after}`, network });
    await vi.advanceTimersByTimeAsync(0);
    fake.last.accept();
    const first = fake.last;
    network.dispatchEvent(new Event("offline"));
    expect(first.readyState).toBe(3);
    expect(client.getSnapshot().connection).toBe("reconnecting");
    // Offline, the ticket cannot be fetched: the retries back off.
    ticket.mockRejectedValueOnce(Object.assign(new Error("0: offline"), { status: 0 }));
    await vi.advanceTimersByTimeAsync(retryDelayMs(1));
    expect(fake.sockets).toHaveLength(1);
    network.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.sockets).toHaveLength(2);
    fake.last.accept();
    expect(client.getSnapshot().connection).toBe("open");
    client.close();
  });
});

describe("the local clock", () => {
  it("advances served time from the frame's arrival while the session runs", () => {
    expect(servedMsNow(state({ servedMs: 61_000 }), 5_000, 8_500)).toBe(64_500);
  });
  it("stands still while paused, before the start and after the end", () => {
    expect(servedMsNow(state({ servedMs: 61_000, paused: true }), 5_000, 8_500)).toBe(61_000);
    expect(servedMsNow(state({ servedMs: 0, startedAtMs: null }), 5_000, 8_500)).toBe(0);
    expect(servedMsNow(state({ servedMs: 61_000, status: "ended" }), 5_000, 8_500)).toBe(61_000);
  });
  it("counts down the request window whatever the offset between the two clocks", () => {
    const waiting = state({ status: "requested", startedAtMs: null, requestExpiresAtMs: 1_000_060_000, serverNowMs: 1_000_000_000 });
    expect(requestMsLeft(waiting, 42, 10_042)).toBe(50_000);
    expect(requestMsLeft(waiting, 42, 90_042)).toBe(0);
  });
});
