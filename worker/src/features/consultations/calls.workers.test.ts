/**
 * Voice and video consultations under workerd (issue 26), with the real `ChatRoom` and `Wallet`
 * objects and a real sqld: the room relays a call's offer, answer and candidates between its two
 * members only and refuses everyone else; a call's clock starts when both sides' media connected,
 * not at a message; a side whose media or socket dropped for more than the grace pauses the clock
 * from the moment it dropped; the bill at the call's own rate settles to the paisa against the
 * ledger; "continue as chat" turns a call that cannot connect into a chat at the chat rate.
 * Time is the simulated clock of ./room.testing.ts.
 */
import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ConsultationAnswer, IceServersAnswer, ServerFrame } from "@contract/consultations";
import { createDatabase } from "../../db/client";
import { consultations } from "../../db/schema";
import { walletOf } from "../wallet/wallet-object";
import { type ChatRoom, roomOf } from "./chat-room";
import { call, Client, clock, fund, json, ledgerOf, MINUTE, newAstrologer, newUser, RATE, requested, tick, useRoomClock, withRoom } from "./room.testing";

useRoomClock();

const CALL_RATE = 2_500; // ₹25 a minute
const VIDEO_RATE = 4_000; // ₹40 a minute
const offer = { type: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n" } as const;
const candidate = { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 };
const connected = { connected: true, audio: true, video: false };
const dropped = { connected: false, audio: true, video: false };

/** Frames of one type that a client received. */
function framesOf<T extends ServerFrame["t"]>(c: Client, t: T): Extract<ServerFrame, { t: T }>[] {
  return c.frames.filter((f): f is Extract<ServerFrame, { t: T }> => f.t === t);
}

/** The last state frame a client received. */
function lastState(c: Client) {
  const states = c.frames.filter((f) => f.t === "state" || f.t === "hello");
  const last = states[states.length - 1]!;
  return last.t === "state" || last.t === "hello" ? last.state : null;
}

/** A call (or video) accepted at `atMs`, both sockets connected, media not yet reported. */
async function acceptedCall(options: { kind?: "call" | "video"; balance?: number; atMs: number }) {
  const r = await requested({ kind: options.kind ?? "call", balance: options.balance ?? 50_000, rates: { call: CALL_RATE, video: VIDEO_RATE } });
  clock.now = options.atMs;
  await json(await call("POST", `/api/consultations/${r.id}/accept`, r.astro.token));
  const u = await Client.connect(r.id, r.user.token);
  const a = await Client.connect(r.id, r.astro.token);
  return { ...r, u, a };
}

describe("calls through the room", () => {
  it("prices a call and a video at their own rates, with no free minutes", async () => {
    const voice = await requested({ kind: "call", balance: 10_000, rates: { call: CALL_RATE, video: VIDEO_RATE } });
    expect(voice.created.priceQuote).toMatchObject({ ratePerMinutePaise: CALL_RATE, freeMinutes: 0 });
    expect(voice.created.consultation.kind).toBe("call");
    const video = await requested({ kind: "video", balance: 10_000, rates: { video: VIDEO_RATE } });
    expect(video.created.priceQuote).toMatchObject({ ratePerMinutePaise: VIDEO_RATE, freeMinutes: 0 });
    // A call has no free minutes: without a minute's funds it is refused (402).
    const [broke, astro] = await Promise.all([newUser("broke"), newAstrologer({ call: CALL_RATE })]);
    const refused = await call("POST", "/api/consultations", broke.token, { astrologerId: astro.astrologerId, kind: "call", plan: "per-minute" });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { details: { pricePaise: number } } }).error.details.pricePaise).toBe(CALL_RATE);
    // Without a call rate of its own, a call costs the chat rate.
    const plain = await requested({ kind: "call", balance: 10_000 });
    expect(plain.created.priceQuote.ratePerMinutePaise).toBe(RATE);
  });

  it("answers a repeated call request (same Idempotency-Key) with the first consultation, refuses one still in flight, and moves nothing", async () => {
    const [user, astro] = await Promise.all([newUser("retrier"), newAstrologer({ call: CALL_RATE })]);
    await fund(user.id, 10_000);
    const body = { astrologerId: astro.astrologerId, kind: "call", plan: "per-minute" };
    const headers = { "Idempotency-Key": `call-${crypto.randomUUID()}` };
    const answers = await Promise.all([1, 2, 3].map(() => call("POST", "/api/consultations", user.token, body, headers)));
    // At once: one runs; the others, while it runs, answer 409 "in progress" (lib/idempotency.ts) or its answer.
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((st) => st === 201 || st === 409), statuses.join(",")).toBe(true);
    const ids = (await Promise.all(answers.map(async (res) => ((await res.json()) as { id?: string }).id))).filter((id) => id !== undefined);
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ids).size).toBe(1);
    const again = await json<{ id: string }>(await call("POST", "/api/consultations", user.token, body, headers), 201);
    expect(again.id).toBe(ids[0]);
    expect(await createDatabase(env).select().from(consultations).where(eq(consultations.userId, user.id))).toHaveLength(1);
    expect(await walletOf(env, user.id).summary()).toMatchObject({ balancePaise: 10_000, heldPaise: 0 });
  });

  it("relays offers, answers and candidates to the other side only, and refuses outsiders", async () => {
    const start = Date.now();
    const { id, user, astro, u, a } = await acceptedCall({ atMs: start });
    const other = await acceptedCall({ atMs: start });

    u.send({ t: "sdp", description: offer, tracks: [{ trackName: "user-audio", mid: "0", kind: "audio" }] });
    u.send({ t: "ice", candidate });
    await expect.poll(() => framesOf(a, "ice").length).toBe(1);
    expect(framesOf(a, "sdp")).toEqual([{ v: 1, t: "sdp", from: "user", description: offer, tracks: [{ trackName: "user-audio", mid: "0", kind: "audio" }], restart: false }]);
    expect(framesOf(a, "ice")[0]).toMatchObject({ from: "user", candidate });
    a.send({ t: "sdp", description: { type: "answer", sdp: offer.sdp }, tracks: [{ trackName: "astrologer-audio", mid: "0", kind: "audio" }] });
    await expect.poll(() => framesOf(u, "sdp").length).toBe(1);
    expect(framesOf(u, "sdp")[0]).toMatchObject({ from: "astrologer", description: { type: "answer" } });
    // Never echoed to the sender, never into another room.
    expect(framesOf(u, "ice")).toEqual([]);
    expect(framesOf(a, "sdp")).toHaveLength(1);
    for (const c of [other.u, other.a]) expect(c.frames.filter((f) => f.t === "sdp" || f.t === "ice")).toEqual([]);

    // A third party gets no pass (404, as for any consultation not theirs), nor does the other room's user.
    const stranger = await newUser("eavesdropper");
    expect((await call("POST", `/api/consultations/${id}/ticket`, stranger.token)).status).toBe(404);
    expect((await call("POST", `/api/consultations/${id}/ticket`, other.user.token)).status).toBe(404);
    expect((await call("GET", `/api/consultations/${id}/ice-servers`, stranger.token)).status).toBe(404);
    // The members get the ICE servers: none on this loopback-free test host means public STUN.
    const ice = await json<IceServersAnswer>(await call("GET", `/api/consultations/${id}/ice-servers`, user.token));
    expect(ice).toMatchObject({ mode: "stun", iceServers: [{ urls: "stun:stun.cloudflare.com:3478" }] });
    expect((await call("GET", `/api/consultations/${id}/ice-servers`, astro.token)).status).toBe(200);

    // Malformed signalling is refused and relays nothing.
    u.send({ t: "sdp", description: { type: "pranswer", sdp: "x" }, tracks: [] });
    u.send({ t: "ice", candidate: { candidate: "x".repeat(1001) } });
    await expect.poll(() => u.frames.filter((f) => f.t === "error" && f.code === "bad_frame").length).toBe(2);
    expect(framesOf(a, "ice")).toHaveLength(1);
    for (const c of [u, a, other.u, other.a]) await c.close();
  });

  it("refuses call frames in a chat, and before acceptance or after the end", async () => {
    const chat = await requested({ balance: 10_000 });
    const cu = await Client.connect(chat.id, chat.user.token);
    cu.send({ t: "sdp", description: offer, tracks: [] });
    cu.send({ t: "media", media: connected });
    cu.send({ t: "as_chat" });
    await expect.poll(() => cu.frames.filter((f) => f.t === "error" && f.code === "not_a_call").length).toBe(3);
    expect((await call("GET", `/api/consultations/${chat.id}/ice-servers`, chat.user.token)).status).toBe(409);

    const waiting = await requested({ kind: "call", balance: 10_000, rates: { call: CALL_RATE } });
    const wu = await Client.connect(waiting.id, waiting.user.token);
    wu.send({ t: "ice", candidate });
    await expect.poll(() => wu.frames.some((f) => f.t === "error" && f.code === "not_active")).toBe(true);
    await cu.close();
    await wu.close();
  });

  it("starts a call's clock when both sides' media connected, pauses it after 30 s away, and settles to the paisa", async () => {
    const start = Date.now();
    const { id, user, u, a } = await acceptedCall({ atMs: start - 5_000, balance: 50_000 });
    // Messages do not start a call's clock.
    clock.now = start - 3_000;
    a.send({ t: "message", clientId: "astro-hello-1", body: "नमस्कार, आवाज़ आ रही है?" });
    await expect.poll(() => u.messages().length).toBe(1);
    expect(await withRoom(id, (room) => room.snapshot("user")!.state.startedAtMs)).toBeNull();

    u.send({ t: "media", media: connected });
    await expect.poll(() => framesOf(a, "media").length).toBe(1);
    expect(framesOf(a, "media")[0]).toEqual({ v: 1, t: "media", from: "user", media: connected });
    expect(await withRoom(id, (room) => room.snapshot("user")!.state)).toMatchObject({ startedAtMs: null, present: { user: true, astrologer: false } });
    clock.now = start;
    a.send({ t: "media", media: connected });
    await expect.poll(() => u.systems().includes("started")).toBe(true);
    const startedEvent = u.frames.find((f) => f.t === "system" && f.code === "started");
    expect(startedEvent).toMatchObject({ atMs: start, params: { kind: "call" } });
    expect(lastState(u)?.media).toEqual({ user: connected, astrologer: connected });

    // 1:30 served: two minutes.
    await tick(id, start + 90_000);
    expect(await withRoom(id, (room) => room.snapshot("user")!.state.billedMinutes)).toBe(2);

    // The astrologer's media drops at 1:40; back within the grace (20 s): nothing paused.
    clock.now = start + 100_000;
    a.send({ t: "media", media: dropped });
    await expect.poll(async () => withRoom(id, (room) => room.snapshot("user")!.state.present.astrologer)).toBe(false);
    await tick(id, start + 120_000);
    expect(await withRoom(id, (room) => room.snapshot("user")!.state.paused)).toBe(false);
    a.send({ t: "media", media: connected });
    await expect.poll(async () => withRoom(id, (room) => room.snapshot("user")!.state.present.astrologer)).toBe(true);
    expect(u.systems()).not.toContain("paused");

    // The user's socket drops at 2:30 (a phone going offline) and stays away 40 s: paused from 2:30.
    clock.now = start + 150_000;
    await u.close();
    await expect.poll(async () => withRoom(id, (room) => room.snapshot("astrologer")!.state.present.user)).toBe(false);
    await expect.poll(() => framesOf(a, "media").some((f) => f.from === "user" && !f.media.connected)).toBe(true);
    await tick(id, start + 185_000);
    expect(await withRoom(id, (room) => room.snapshot("astrologer")!.state.paused)).toBe(true);
    expect(a.systems()).toContain("paused");
    // Billing stood still: 2:30 served at most → 3 minutes, not 4.
    await tick(id, start + 189_000);
    expect(await withRoom(id, (room) => room.snapshot("user")!.state.billedMinutes)).toBe(3);
    // Back at 3:10: the socket alone is not enough in a call — media must connect again.
    clock.now = start + 190_000;
    const u2 = await Client.connect(id, user.token, 1_000);
    expect(await withRoom(id, (room) => room.snapshot("user")!.state.paused)).toBe(true);
    u2.send({ t: "media", media: connected });
    await expect.poll(() => a.systems().includes("resumed")).toBe(true);
    const resumed = a.frames.find((f) => f.t === "system" && f.code === "resumed");
    expect(resumed).toMatchObject({ params: { pausedSeconds: 40 } });

    // Hang up at 4:10: served 4:10 − 0:40 = 3:30 → 4 minutes at the call rate.
    await tick(id, start + 250_000);
    clock.now = start + 250_000;
    u2.send({ t: "end" });
    await expect.poll(() => u2.frames.some((f) => f.t === "end" && f.receipt !== null)).toBe(true);
    const end = u2.frames.find((f): f is Extract<ServerFrame, { t: "end" }> => f.t === "end" && f.receipt !== null)!;
    expect(end.receipt).toMatchObject({ servedSeconds: 210, pausedSeconds: 40, totalPaise: 4 * CALL_RATE, lines: [{ kind: "minutes", minutes: 4, ratePerMinutePaise: CALL_RATE, amountPaise: 4 * CALL_RATE }] });
    const consult = (await ledgerOf(user.id)).filter((e) => e.kind === "consultation");
    expect(consult.map((e) => e.key).sort()).toEqual([1, 2, 3, 4].map((n) => `consult:${id}:m${n}`).sort());
    expect(consult.reduce((s, e) => s - e.amountPaise, 0)).toBe(4 * CALL_RATE);
    expect(await walletOf(env, user.id).summary()).toMatchObject({ balancePaise: 50_000 - 4 * CALL_RATE, heldPaise: 0 });
    await expect
      .poll(async () => (await createDatabase(env).select().from(consultations).where(eq(consultations.id, id)))[0], { timeout: 30_000 })
      .toMatchObject({ kind: "call", status: "ended", billedMinutes: 4, amountPaise: 4 * CALL_RATE, servedSeconds: 210 });
    const answer = await json<ConsultationAnswer>(await call("GET", `/api/consultations/${id}`, user.token));
    expect(answer.receipt?.totalPaise).toBe(4 * CALL_RATE);
    await u2.close();
    await a.close();
  });

  it("bills a call the same whether its alarm runs late, twice, or after the room was evicted", async () => {
    const start = Date.now();
    const { id, user, u, a } = await acceptedCall({ kind: "video", atMs: start - 1_000, balance: 50_000 });
    clock.now = start;
    u.send({ t: "media", media: { connected: true, audio: true, video: true } });
    a.send({ t: "media", media: { connected: true, audio: true, video: true } });
    await expect.poll(() => u.systems().includes("started")).toBe(true);
    await tick(id, start + 2 * MINUTE + 5_000);
    await tick(id, start + 2 * MINUTE + 5_000);
    // Evicted: a new instance from storage reads the same facts (the sockets go with the old one).
    await runInDurableObject(roomOf(env, id), (_r: ChatRoom, state) => state.abort("evicted by the test")).catch(() => undefined);
    await tick(id, start + 2 * MINUTE + 6_000);
    expect(await withRoom(id, (room) => room.charges().map((c) => [c.minute, c.amountPaise, c.status]))).toEqual([
      [1, VIDEO_RATE, "done"],
      [2, VIDEO_RATE, "done"],
      [3, VIDEO_RATE, "done"],
    ]);
    expect(await walletOf(env, user.id).summary()).toMatchObject({ balancePaise: 50_000 - 3 * VIDEO_RATE });
    await u.close();
    await a.close();
  });

  it("continues a call that cannot connect as a chat, at the chat rate, before its clock starts", async () => {
    const start = Date.now();
    const { id, u, a } = await acceptedCall({ kind: "video", atMs: start - 2_000, balance: 20_000 });
    clock.now = start - 1_000;
    u.send({ t: "as_chat" });
    await expect.poll(() => a.systems().includes("as_chat")).toBe(true);
    expect(await withRoom(id, (room) => room.snapshot("user")!.state)).toMatchObject({ kind: "chat", ratePerMinutePaise: RATE, startedAtMs: null });
    // Now a chat: its clock starts at the astrologer's first message; a second switch is refused.
    clock.now = start;
    a.send({ t: "message", clientId: "astro-chat-first", body: "कैमरा नहीं चला, कोई बात नहीं — लिखकर बात करते हैं" });
    await expect.poll(() => u.systems().includes("started")).toBe(true);
    u.send({ t: "as_chat" });
    await expect.poll(() => u.frames.some((f) => f.t === "error" && f.code === "not_a_call")).toBe(true);
    await tick(id, start + 30_000);
    clock.now = start + 30_000;
    u.send({ t: "end" });
    await expect.poll(async () => (await createDatabase(env).select().from(consultations).where(eq(consultations.id, id)))[0], { timeout: 30_000 }).toMatchObject({
      kind: "chat",
      ratePerMinutePaise: RATE,
      amountPaise: RATE,
      status: "ended",
    });
    await u.close();
    await a.close();
  });

  it("refuses to continue as chat once a call's clock runs", async () => {
    const start = Date.now();
    const { u, a } = await acceptedCall({ atMs: start - 1_000 });
    clock.now = start;
    u.send({ t: "media", media: connected });
    a.send({ t: "media", media: connected });
    await expect.poll(() => u.systems().includes("started")).toBe(true);
    u.send({ t: "as_chat" });
    await expect.poll(() => u.frames.some((f) => f.t === "error" && f.code === "call_started")).toBe(true);
    u.send({ t: "end" });
    await expect.poll(() => u.frames.some((f) => f.t === "end")).toBe(true);
    await u.close();
    await a.close();
  });
});
