/**
 * Consultations under workerd with the real objects (`ChatRoom`, `Wallet`) and a real sqld: two
 * sockets in a room, the per-socket rate limit, resuming after a reconnect, eviction mid-session,
 * simulated time through the free minutes, paid minutes, the low-balance warning and the automatic
 * end, a disconnect that pauses billing, requests that cost nothing, the ledger against the
 * receipt, and many rooms at once (see ROOMS).
 *
 * Time: every room reads `roomClock`, which this file points at a clock the test moves (a module
 * hook, so a room that hibernated and came back as a new instance reads it too); the test then
 * runs the alarm (`runDurableObjectAlarm` would need the real time to pass). Billing is computed
 * from stored timestamps, so running the alarm at any instant, once or twice, must give the same
 * bill. Alarms the rooms set themselves still fire in real time and read the same clock.
 */
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ConsultationAnswer, CreateConsultationAnswer } from "@contract/consultations";
import { createDatabase } from "../../db/client";
import { astrologers, consultations, freeChatClaims, users } from "../../db/schema";
import { walletOf } from "../wallet/wallet-object";
import { type ChatRoom, roomOf } from "./chat-room";
import { call, Client, clock, fund, inBatches, json, ledgerOf, MINUTE, newAstrologer, newUser, present, RATE, requested, started, tick, useRoomClock, withRoom } from "./room.testing";

/**
 * Rooms running at once in the concurrency test: all open, both sockets connected and billing,
 * before the clock moves (the issue asks for 200).
 *
 * This file once managed 50, then 100 and 200 now and then: each batch of rooms took longer than
 * the one before, sockets went silent and the rooms closed them as stale. The room had real
 * faults (an alarm that spun on a clock standing still, a presence check every 15 s, a room back
 * from hibernation reading the real clock; all gone), but the growth itself was the test pool's:
 * @cloudflare/vitest-pool-workers 0.15.1 wrapped the prototype of every Durable Object class in
 * one more Proxy at each construction, so every lookup the runtime made on any object got slower
 * with every object made (perf: ~95 % of workerd's CPU in nested Proxy traps). The workers
 * project's global setup applies upstream's fix (scripts/lib/vitest-pool-patch.ts); since then a
 * batch of 20 rooms opens in ~5 s on a busy 2-core machine, the 200th as fast as the first.
 * test/bench/room-workerd.bench.ts opens batches of 200 in a plain workerd.
 */
const ROOMS = 200;

useRoomClock();


describe("ChatRoom", () => {
  it("carries messages in order between two sockets, with sequence numbers, typing and read marks", async () => {
    const { id, user, u, a } = await started({ balance: 50_000, startMs: Date.now() });
    u.send({ t: "message", clientId: "user-msg-0001", body: "மதிய வணக்கம், என் வேலை பற்றி கேட்க வேண்டும்" });
    a.send({ t: "typing" });
    await expect.poll(() => u.frames.some((f) => f.t === "typing" && f.from === "astrologer")).toBe(true);
    for (let i = 0; i < 5; i++) a.send({ t: "message", clientId: `astro-msg-${i}xx`, body: `उत्तर ${i}` });
    await expect.poll(() => u.messages().length).toBe(7);
    await expect.poll(() => a.messages().length).toBe(7);
    const seqs = u.messages().map((m) => (m.t === "message" ? m.seq : 0));
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(u.messages().map((m) => (m.t === "message" ? m.body : ""))).toEqual(a.messages().map((m) => (m.t === "message" ? m.body : "")));
    u.send({ t: "read", upTo: seqs.at(-1)! });
    await expect.poll(() => a.frames.some((f) => f.t === "read" && f.from === "user" && f.upTo === seqs.at(-1))).toBe(true);
    // A malformed frame is refused without closing the socket.
    u.ws.send("{not json");
    await expect.poll(() => u.frames.some((f) => f.t === "error" && f.code === "bad_frame")).toBe(true);
    const answer = await json<ConsultationAnswer>(await call("GET", `/api/consultations/${id}`, user.token));
    expect(answer.transcript.filter((m) => m.sender !== "system").map((m) => m.body)).toContain("மதிய வணக்கம், என் வேலை பற்றி கேட்க வேண்டும்");
  });

  it("refuses an 11th message from one socket within 10 s with a rate_limited error and stores none of the excess; the other side is not limited", async () => {
    const { id, u, a } = await started({ balance: 50_000, startMs: Date.now(), firstChat: false });
    for (let i = 0; i < 12; i++) u.send({ t: "message", clientId: `flood-msg-${i}`, body: `flood ${i}` });
    await expect.poll(() => u.frames.filter((f) => f.t === "error" && f.code === "rate_limited").length).toBe(2);
    await expect.poll(() => a.messages().filter((m) => m.t === "message" && m.from === "user").length).toBe(10);
    // Ten of the twelve, each once (the test pool may hand a burst to the room out of order).
    const stored = (await withRoom(id, (room) => room.snapshot("user")!.transcript)).filter((m) => m.sender === "user").map((m) => m.body);
    expect(new Set(stored).size).toBe(10);
    expect(stored.every((body) => /^flood \d+$/.test(body))).toBe(true);
    a.send({ t: "message", clientId: "astro-after-flood", body: "धीरे लिखिए" });
    await expect.poll(() => u.messages().some((m) => m.t === "message" && m.clientId === "astro-after-flood")).toBe(true);
  });

  it("resumes after a reconnect from the last sequence, without loss or duplicates, and lands a resent message once", async () => {
    const { id, user, u, a } = await started({ balance: 50_000, startMs: Date.now() });
    u.send({ t: "message", clientId: "user-msg-1111", body: "first" });
    await expect.poll(() => a.messages().length).toBe(2);
    const lastSeen = Math.max(...u.frames.map((f) => ("seq" in f ? f.seq : 0)));
    await u.close();
    // While the user is away the astrologer writes two messages, one after the other: the test
    // pool's wrapper of the room awaits a module import before each handler, so two frames sent
    // in one burst may reach the room in either order (the room numbers them as they land).
    a.send({ t: "message", clientId: "astro-away-1", body: "while away 1" });
    await expect.poll(() => a.messages().length).toBe(3);
    a.send({ t: "message", clientId: "astro-away-2", body: "while away 2" });
    await expect.poll(() => a.messages().length).toBe(4);
    const back = await Client.connect(id, user.token, lastSeen);
    await expect.poll(() => back.messages().length).toBe(2);
    expect(back.messages().map((m) => (m.t === "message" ? m.body : ""))).toEqual(["while away 1", "while away 2"]);
    // The client resends a message it never saw acknowledged: it lands once.
    back.send({ t: "message", clientId: "user-msg-1111", body: "first" });
    back.send({ t: "message", clientId: "user-msg-2222", body: "second" });
    await expect.poll(() => a.messages().length).toBe(5);
    const bodies = (await withRoom(id, (room) => room.snapshot("user")!.transcript)).filter((m) => m.sender === "user").map((m) => m.body);
    expect(bodies).toEqual(["first", "second"]);
  });

  it("drives the clock through the free minutes, paid minutes, the low-balance warning and the automatic end, and the ledger matches the receipt", async () => {
    const t0 = Date.now();
    // ₹25: five free minutes, then two paid minutes and half of a third.
    const { id, user, u } = await started({ balance: 2_500, startMs: t0 });
    await tick(id, t0 + 3 * MINUTE);
    expect((await withRoom(id, (room) => room.charges())).length).toBe(0);
    await tick(id, t0 + 5 * MINUTE - 1);
    expect((await withRoom(id, (room) => room.charges())).length).toBe(0);
    // The first paid minute is due the moment the free ones are over; a second run moves nothing.
    await tick(id, t0 + 5 * MINUTE + 1);
    await tick(id, t0 + 5 * MINUTE + 2);
    expect(await withRoom(id, (room) => room.charges())).toEqual([{ minute: 1, key: `consult:${id}:m1`, amountPaise: RATE, status: "done" }]);
    await expect.poll(() => u.systems()).toContain("low_balance");
    await tick(id, t0 + 6 * MINUTE + 1);
    // A late alarm (40 s late) still bills by the timestamps, not by how many alarms ran.
    await tick(id, t0 + 7 * MINUTE + 40_000);
    const snapshot = await withRoom(id, (room) => room.snapshot("user")!);
    expect(snapshot.state.status).toBe("ended");
    expect(snapshot.state.endReason).toBe("funds");
    expect(snapshot.state.billedMinutes).toBe(2);
    await expect.poll(() => u.frames.some((f) => f.t === "end" && f.receipt !== null)).toBe(true);
    const receipt = snapshot.receipt!;
    expect(receipt.lines).toEqual([
      { kind: "free", minutes: 5, ratePerMinutePaise: RATE, amountPaise: 0 },
      { kind: "minutes", minutes: 2, ratePerMinutePaise: RATE, amountPaise: 2 * RATE },
    ]);
    expect(receipt.totalPaise).toBe(2_000);
    const consult = (await ledgerOf(user.id)).filter((e) => e.reference === id);
    expect(consult.reduce((s, e) => s + e.amountPaise, 0)).toBe(-receipt.totalPaise);
    expect(consult.map((e) => e.key).sort()).toEqual([...receipt.ledgerKeys].sort());
    expect(await walletOf(env, user.id).summary()).toMatchObject({ balancePaise: 500, heldPaise: 0 });
    // The libSQL copy has the final figures and the transcript.
    await expect.poll(async () => (await json<ConsultationAnswer>(await call("GET", `/api/consultations/${id}`, user.token))).consultation.status).toBe("ended");
    const answer = await json<ConsultationAnswer>(await call("GET", `/api/consultations/${id}`, user.token));
    expect(answer.consultation).toMatchObject({ billedMinutes: 2, amountPaise: 2_000, freeMinutes: 5 });
    expect(answer.receipt?.totalPaise).toBe(2_000);
  });

  it("lets the user top up mid-session without losing the room: the warning clears and billing goes on", async () => {
    const t0 = Date.now();
    const { id, user, u } = await started({ balance: 2_000, startMs: t0, firstChat: false });
    await tick(id, t0 + 1);
    await expect.poll(() => u.systems()).toContain("low_balance");
    await fund(user.id, 10_000);
    u.send({ t: "funds" });
    await expect.poll(() => u.systems()).toContain("topped_up");
    await tick(id, t0 + 4 * MINUTE + 1);
    const state = (await withRoom(id, (room) => room.snapshot("user")!)).state;
    expect(state.status).toBe("active");
    expect(state.billedMinutes).toBe(5);
    expect((await walletOf(env, user.id).summary()).balancePaise).toBe(12_000 - 5 * RATE);
  });

  it("pauses billing while a side is away past the grace, and charges nothing for that time", async () => {
    const t0 = Date.now();
    const { id, u, a, user } = await started({ balance: 50_000, startMs: t0, firstChat: false });
    await tick(id, t0 + 10_000);
    clock.now = t0 + 20_000;
    await u.close();
    await expect.poll(async () => (await present(id)).user).toBe(false);
    // Two minutes away: a pause from the moment the user left.
    await tick(id, t0 + 20_000 + 2 * MINUTE);
    const paused = (await withRoom(id, (room) => room.snapshot("astrologer")!)).state;
    expect(paused.paused).toBe(true);
    expect(paused.servedMs).toBe(20_000);
    await expect.poll(() => a.systems()).toContain("paused");
    clock.now = t0 + 20_000 + 2 * MINUTE + 5_000;
    const back = await Client.connect(id, user.token);
    await expect.poll(() => a.systems()).toContain("resumed");
    expect(back.frames.find((f) => f.t === "hello")).toBeTruthy();
    // 50 s served after the return: 70 s in all, so two started minutes, not four.
    await tick(id, t0 + 20_000 + 2 * MINUTE + 55_000);
    const state = (await withRoom(id, (room) => room.snapshot("user")!)).state;
    expect(state.servedMs).toBe(70_000);
    expect(state.billedMinutes).toBe(2);
    // A short absence (within the grace) is not a pause.
    clock.now = t0 + 20_000 + 2 * MINUTE + 60_000;
    await back.close();
    await expect.poll(async () => (await present(id)).user).toBe(false);
    clock.now += 10_000;
    await Client.connect(id, user.token);
    await tick(id, clock.now + 1);
    expect((await withRoom(id, (room) => room.snapshot("user")!)).state.servedMs).toBe(70_000 + 10_000 + 1 + 5_000);
  });

  it("bills no minute twice and loses none when the room is evicted mid-session, even mid-capture", async () => {
    const t0 = Date.now();
    const { id, user } = await started({ balance: 50_000, startMs: t0, firstChat: false });
    await tick(id, t0 + 2 * MINUTE + 1);
    expect((await withRoom(id, (room) => room.charges())).map((c) => c.minute)).toEqual([1, 2, 3]);
    // The wallet took minute 4, but the room was evicted before it recorded that: a pending charge.
    const hold = await runInDurableObject(roomOf(env, id), (_r: ChatRoom, state) => state.storage.sql.exec<{ hold_key: string }>("SELECT hold_key FROM room").one().hold_key);
    const taken = await walletOf(env, user.id).capture({ holdKey: hold, key: `consult:${id}:m4`, kind: "consultation", amountPaise: -RATE, reference: id, owner: user.id });
    expect(taken.ok).toBe(true);
    await runInDurableObject(roomOf(env, id), (_r: ChatRoom, state) => {
      state.storage.sql.exec("INSERT INTO charges (minute, entry_key, amount_paise, hold_key, status, at_ms) VALUES (4, ?, ?, ?, 'pending', ?)", `consult:${id}:m4`, RATE, hold, clock.now);
    });
    await runInDurableObject(roomOf(env, id), (_r: ChatRoom, state) => state.abort("evicted by the test")).catch(() => undefined);
    // A new instance: memory is gone (sockets too), the storage is not. The clock goes on; the alarm runs twice.
    await tick(id, t0 + 4 * MINUTE + 1);
    await tick(id, t0 + 4 * MINUTE + 1);
    const charges = await withRoom(id, (room) => room.charges());
    const minutes = charges.map((c) => c.minute);
    expect(minutes.length).toBeGreaterThanOrEqual(4);
    expect(minutes).toEqual(Array.from({ length: minutes.length }, (_, i) => i + 1));
    expect(charges.every((c) => c.status === "done")).toBe(true);
    const consult = (await ledgerOf(user.id)).filter((e) => e.reference === id && e.kind === "consultation");
    expect(consult.map((e) => e.key).sort()).toEqual(minutes.map((n) => `consult:${id}:m${n}`).sort());
    expect(await withRoom(id, (room) => room.snapshot("user")!.state.chargedPaise)).toBe(minutes.length * RATE);
    expect((await walletOf(env, user.id).audit()).sumPaise).toBe(50_000 - minutes.length * RATE);
  });

  it("costs nothing when the astrologer declines, when nobody answers in 60 s, or when the user cancels; the free minutes stay the user's", async () => {
    const declined = await requested({ balance: 5_000 });
    expect(declined.created.priceQuote.freeMinutes).toBe(5);
    await json(await call("POST", `/api/consultations/${declined.id}/decline`, declined.astro.token));
    // The user's second request gets the free minutes again: the first was never served.
    const db = createDatabase(env);
    await db.update(astrologers).set({ isOnline: true }).where(eq(astrologers.id, declined.astro.astrologerId));
    const again = await json<CreateConsultationAnswer>(
      await call("POST", "/api/consultations", declined.user.token, { astrologerId: declined.astro.astrologerId, kind: "chat", plan: "per-minute" }),
      201,
    );
    expect(again.priceQuote.freeMinutes).toBe(5);
    // Nobody answers: the alarm expires the request.
    const [row] = await db.select().from(consultations).where(eq(consultations.id, again.id));
    await tick(again.id, Date.parse(row!.requestedAt) + MINUTE + 1);
    expect((await withRoom(again.id, (room) => room.snapshot("user")!)).state.status).toBe("expired");
    await expect.poll(async () => (await db.select().from(consultations).where(eq(consultations.id, again.id)))[0]?.status).toBe("expired");
    // Accepting after the expiry is refused.
    expect((await call("POST", `/api/consultations/${again.id}/accept`, declined.astro.token)).status).toBe(409);
    const cancelled = await json<CreateConsultationAnswer>(
      await call("POST", "/api/consultations", declined.user.token, { astrologerId: declined.astro.astrologerId, kind: "chat", plan: "per-minute" }),
      201,
    );
    await json(await call("POST", `/api/consultations/${cancelled.id}/cancel`, declined.user.token));
    expect(await walletOf(env, declined.user.id).summary()).toMatchObject({ balancePaise: 5_000, heldPaise: 0 });
    expect((await ledgerOf(declined.user.id)).filter((e) => e.kind !== "recharge")).toEqual([]);
  });

  it("ends a pack at its last minute and returns unused minutes to the wallet when ended early", async () => {
    const t0 = Date.now();
    const { id, user, created, a } = await started({ balance: 100_000, plan: "pack-20", startMs: t0 });
    const pack = created.priceQuote.pack!;
    expect(pack.minutes).toBe(20);
    expect(created.priceQuote.freeMinutes).toBe(0);
    await tick(id, t0 + 7 * MINUTE + 30_000);
    clock.now = t0 + 7 * MINUTE + 30_000;
    a.send({ t: "end" });
    await expect.poll(async () => (await withRoom(id, (room) => room.snapshot("user")!)).receipt).not.toBeNull();
    const receipt = (await withRoom(id, (room) => room.snapshot("user")!)).receipt!;
    // 8 started minutes used of 20: 12/20 of the price comes back.
    const refund = Math.round((pack.pricePaise * 12) / 20);
    expect(receipt.lines).toEqual([
      { kind: "pack", minutes: 20, ratePerMinutePaise: RATE, amountPaise: pack.pricePaise },
      { kind: "pack_refund", minutes: 12, ratePerMinutePaise: RATE, amountPaise: -refund },
    ]);
    expect(receipt.totalPaise).toBe(pack.pricePaise - refund);
    expect((await walletOf(env, user.id).summary()).balancePaise).toBe(100_000 - pack.pricePaise + refund);
    const t1 = Date.now();
    const second = await started({ balance: 100_000, plan: "pack-20", startMs: t1 });
    await tick(second.id, t1 + 20 * MINUTE + 1);
    expect((await withRoom(second.id, (room) => room.snapshot("user")!)).state).toMatchObject({ status: "ended", endReason: "pack" });
  });

  it(`settles ${ROOMS} concurrent rooms correctly: every bill is what its served time owes, and every ledger equals its receipt`, async () => {
    const db = createDatabase(env);
    const astro = await newAstrologer();
    const t0 = Date.now();
    clock.now = t0;
    // The rows the rooms need, written in a few batches rather than one request per row: the
    // users, their consultations, and their wallets' first credit (without an owner, so no read
    // copy is written for it; the first capture names the owner).
    const plans = Array.from({ length: ROOMS }, (_, i) => ({
      userId: crypto.randomUUID(),
      id: `cs_${crypto.randomUUID().replaceAll("-", "")}`,
      balance: 10_000 + i * 100,
      free: i % 2 === 0 ? 5 : 0,
    }));
    for (let i = 0; i < ROOMS; i += 50) {
      const chunk = plans.slice(i, i + 50);
      await db.insert(users).values(chunk.map((p) => ({ id: p.userId, email: `bulk.${p.userId.slice(0, 8)}@example.com`, name: "bulk tester", role: "user" as const })));
      await db.insert(consultations).values(
        chunk.map((p) => ({ id: p.id, userId: p.userId, astrologerId: astro.astrologerId, kind: "chat" as const, plan: "per-minute" as const, status: "requested" as const, ratePerMinutePaise: RATE, freeMinutes: p.free, requestedAt: new Date(t0).toISOString() })),
      );
    }
    await inBatches(ROOMS, 25, async (i) => {
      const moved = await walletOf(env, plans[i]!.userId).move({ key: `test:${crypto.randomUUID()}`, kind: "recharge", amountPaise: plans[i]!.balance, reference: "test" });
      expect(moved.ok).toBe(true);
    });
    // Opened 20 at a time; all run at once.
    const rooms = await inBatches(ROOMS, 20, async (i) => {
      const { id, userId, balance, free } = plans[i]!;
      const room = roomOf(env, id);
      await room.open({
        id,
        userId,
        userName: "bulk",
        astrologerId: astro.astrologerId,
        astrologerName: "Test Astrologer",
        plan: "per-minute",
        ratePerMinutePaise: RATE,
        freeMinutes: free,
        pack: null,
        minuteMs: MINUTE,
        requestedAtMs: t0,
        gstBp: 1800,
        astrologerShareBp: 6000,
      });
      expect(await room.accept()).toEqual({ ok: true });
      const [u, a] = await Promise.all([Client.direct(id, "user"), Client.direct(id, "astrologer")]);
      a.send({ t: "message", clientId: `bulk-first-${i}`, body: "start" });
      await expect.poll(() => u.messages().length).toBe(1);
      // Time moves on, if only by a millisecond: a room whose first paid minute is due the
      // instant after its start would otherwise find it due "in 1 ms" again and again.
      clock.now += 1;
      // Served k minutes and a second, k = 1…9 (every start lies within ROOMS ms of t0).
      return { id, userId, balance, free, k: (i % 9) + 1, sockets: [u, a] };
    });
    // All of them are live at once: running, started, both sides connected.
    const live = await inBatches(ROOMS, 25, (i) => roomOf(env, rooms[i]!.id).snapshot("user"));
    expect(live.filter((s) => s?.state.status === "active" && s.state.startedAtMs !== null && s.state.present.user && s.state.present.astrologer)).toHaveLength(ROOMS);
    for (let k = 1; k <= 9; k++) {
      const group = rooms.filter((r) => r.k === k);
      clock.now = t0 + k * MINUTE + 1_000;
      // Five at a time: each end writes the libSQL copy and every minute captured moves the
      // wallet's read copy; two dozen at once exceed the local sqld's 128 concurrent requests (429).
      await inBatches(group.length, 5, (j) => withRoom(group[j]!.id, async (room) => (await room.alarm(), room.end("user"))));
    }
    await inBatches(ROOMS, 25, async (i) => {
      const r = rooms[i]!;
      // Live to the end: the room closed none of them (as it would a socket silent for 45 s).
      expect(r.sockets.map((s) => s.closed)).toEqual([null, null]);
      for (const s of r.sockets) await s.close();
      const snapshot = (await roomOf(env, r.id).snapshot("user"))!;
      expect(snapshot.state.status).toBe("ended");
      const paid = r.k * MINUTE + 1_000 - r.free * MINUTE;
      const owed = (paid > 0 ? Math.ceil(paid / MINUTE) : 0) * RATE;
      expect(snapshot.receipt!.totalPaise).toBe(owed);
      const consult = (await ledgerOf(r.userId)).filter((e) => e.reference === r.id);
      expect(consult.reduce((s, e) => s - e.amountPaise, 0)).toBe(owed);
      expect(await walletOf(env, r.userId).summary()).toMatchObject({ balancePaise: r.balance - owed, heldPaise: 0 });
    });
    await expect
      .poll(async () => (await db.select({ s: consultations.status }).from(consultations).where(eq(consultations.astrologerId, astro.astrologerId))).filter((x) => x.s === "ended").length, { timeout: 60_000 })
      .toBe(ROOMS);
  }, 600_000);

  it("answers clear errors: another user's consultation is 404, a forged pass 401, a second open request 409, no funds 402", async () => {
    const { id, user, astro } = await requested({ balance: 5_000 });
    const stranger = await newUser("stranger");
    expect((await call("GET", `/api/consultations/${id}`, stranger.token)).status).toBe(404);
    expect((await call("POST", `/api/consultations/${id}/ticket`, stranger.token)).status).toBe(404);
    const forged = await exports.default.fetch(`https://example.com/api/consultations/${id}/socket?ticket=${user.id}.user.${Date.now() + 50_000}.${"0".repeat(64)}`, { headers: { Upgrade: "websocket" } });
    expect(forged.status).toBe(401);
    expect((await call("POST", `/api/consultations/${id}/accept`, user.token)).status).toBe(403);
    const second = await call("POST", "/api/consultations", user.token, { astrologerId: astro.astrologerId, kind: "chat", plan: "per-minute" });
    expect(second.status).toBe(409);
    const broke = await newUser("broke");
    await createDatabase(env).insert(freeChatClaims).values({ userId: broke.id, consultationId: "cs_spent" });
    const poor = await call("POST", "/api/consultations", broke.token, { astrologerId: astro.astrologerId, kind: "chat", plan: "per-minute" });
    expect(poor.status).toBe(402);
    expect(((await poor.json()) as { error: { details: { shortfallPaise: number } } }).error.details.shortfallPaise).toBe(RATE);
    expect((await call("POST", "/api/consultations", user.token, { astrologerId: astro.astrologerId, kind: "radio", plan: "per-minute" })).status).toBe(400);
  });
});
