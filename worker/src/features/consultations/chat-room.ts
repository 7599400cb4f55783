/**
 * The `ChatRoom` Durable Object: one per consultation (issue 21, ARCHITECTURE.md §3). It owns
 * the live conversation and the clock:
 *
 * - Both sides connect through the WebSocket Hibernation API (`acceptWebSocket`, tags `user` and
 *   `astrologer`); the object may sleep between messages and is woken by the next one. "ping" is
 *   answered with "pong" by the runtime without waking it.
 * - Every stored event (message or system event) has a sequence number in the object's SQLite;
 *   a client reconnects with the last one it holds and gets exactly what followed.
 * - The bill is computed from stored timestamps by ./billing.ts, never from how many alarms
 *   fired: each run of `bill()` charges the minutes due at that instant that were not charged
 *   yet. Each minute is a capture from a wallet hold keyed `consult:<id>:m<n>`, recorded here as
 *   pending before the call and done after it, so a run interrupted by eviction finishes with the
 *   same key and the wallet moves once.
 * - State changes are one `transactionSync` each; calls to the Wallet object and to libSQL happen
 *   between transactions, never inside one (research §1.4).
 * - The libSQL copy (`consultations`, the transcript at the end) is written after each change
 *   and retried by the alarm until it lands (`version` / `synced_version`).
 */
import { DurableObject } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import * as v from "valibot";
import {
  clientFrame,
  type ConsultationKind,
  DISCONNECT_GRACE_FRACTION,
  type EndReason,
  LOW_BALANCE_MINUTES,
  type MediaReport,
  MESSAGE_WINDOW_MS,
  MESSAGES_PER_WINDOW,
  PROTOCOL_VERSION,
  type Receipt,
  REQUEST_TIMEOUT_MINUTES,
  type RoomEvent,
  type RoomState,
  type ServerFrame,
  type Side,
  type SystemCode,
  type TranscriptMessage,
} from "@contract/consultations";
import { astrologerSharePaise } from "@contract/pricing";
import { createDatabase } from "../../db/client";
import { consultationMessages, consultationPacks, consultations, freeChatClaims } from "../../db/schema";
import type { Env } from "../../env";
import { walletOf } from "../wallet/wallet-object";
import { type ClockFacts, isPaused, minutesDue, minutesLeft, nextThresholdMs, openPauseMs, packRefundOf, type Plan, receiptOf, servedMs } from "./billing";

/** What the Worker gives the room when the request is made. */
export interface RoomInit {
  id: string;
  userId: string;
  userName: string;
  astrologerId: string;
  astrologerName: string;
  /** Chat, call or video (absent in rooms opened before calls existed: chat). */
  kind?: ConsultationKind;
  /** The chat rate, for a call continued as chat (calls only). */
  chatRatePerMinutePaise?: number;
  plan: "per-minute" | "pack-20";
  ratePerMinutePaise: number;
  freeMinutes: number;
  pack: { id: string; minutes: number; pricePaise: number } | null;
  minuteMs: number;
  requestedAtMs: number;
  /** Settings at the time of the request, for the receipt and the astrologer's share. */
  gstBp: number;
  astrologerShareBp: number;
}

/**
 * Where every room reads the time: `Date.now()`; tests point it at a simulated clock. It lives in
 * the module, not in a room's instance, because a room that hibernates or is evicted comes back
 * as a new instance, which must read the same clock (an instance field would fall back to real
 * time behind the test's back).
 */
export const roomClock: { now(): number } = { now: () => Date.now() };

/** A hold reserves at most this many minutes at a time; the next block is held when it is used up. */
const HOLD_BLOCK_MINUTES = 10;
/** An accepted session the astrologer never starts, or a side away this long, ends (minutes). */
const ABANDON_MINUTES = 5;
/** A socket that has not sent "ping" for this long is treated as gone (the client pings every 15 s). */
const STALE_SOCKET_MS = 45_000;
/** Signalling frames (offers, answers, candidates) a socket may send per `MESSAGE_WINDOW_MS`. */
const SIGNALS_PER_WINDOW = 200;

interface RoomRow extends Record<string, SqlStorageValue> {
  init: string;
  status: string;
  end_reason: string | null;
  expires_at_ms: number | null;
  accepted_at_ms: number | null;
  started_at_ms: number | null;
  ended_at_ms: number | null;
  paused_ms: number;
  absent_since_ms: number | null;
  pause_announced: number;
  billed_minutes: number;
  charged_paise: number;
  hold_key: string | null;
  hold_amount: number;
  hold_captured: number;
  holds_opened: number;
  spendable_paise: number;
  low_warned: number;
  settled: number;
  receipt: string | null;
  version: number;
  synced_version: number;
  sync_failures: number;
}

interface EventRow extends Record<string, SqlStorageValue> {
  seq: number;
  kind: string;
  sender: string | null;
  body: string | null;
  code: string | null;
  params: string | null;
  client_id: string | null;
  at_ms: number;
}

interface FundsCheckRow extends Record<string, SqlStorageValue> {
  served_minute: number;
  billed_minutes: number;
}

interface ChargeRow extends Record<string, SqlStorageValue> {
  minute: number;
  entry_key: string;
  amount_paise: number;
  hold_key: string;
  status: string;
}

const schema = [
  `CREATE TABLE IF NOT EXISTS room (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    init TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('requested', 'active', 'ended', 'declined', 'expired', 'cancelled')),
    end_reason TEXT,
    expires_at_ms INTEGER,
    accepted_at_ms INTEGER,
    started_at_ms INTEGER,
    ended_at_ms INTEGER,
    paused_ms INTEGER NOT NULL DEFAULT 0,
    absent_since_ms INTEGER,
    pause_announced INTEGER NOT NULL DEFAULT 0,
    billed_minutes INTEGER NOT NULL DEFAULT 0,
    charged_paise INTEGER NOT NULL DEFAULT 0,
    hold_key TEXT,
    hold_amount INTEGER NOT NULL DEFAULT 0,
    hold_captured INTEGER NOT NULL DEFAULT 0,
    holds_opened INTEGER NOT NULL DEFAULT 0,
    spendable_paise INTEGER NOT NULL DEFAULT 0,
    low_warned INTEGER NOT NULL DEFAULT 0,
    settled INTEGER NOT NULL DEFAULT 0,
    receipt TEXT,
    version INTEGER NOT NULL DEFAULT 1,
    synced_version INTEGER NOT NULL DEFAULT 0,
    sync_failures INTEGER NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('message', 'system')),
    sender TEXT,
    body TEXT,
    code TEXT,
    params TEXT,
    client_id TEXT UNIQUE,
    at_ms INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS charges (
    minute INTEGER PRIMARY KEY,
    entry_key TEXT NOT NULL UNIQUE,
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    hold_key TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'done')),
    at_ms INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS reads (side TEXT PRIMARY KEY, up_to INTEGER NOT NULL)`,
  // Calls: each side's last media report; forgotten when the side's last socket closes.
  `CREATE TABLE IF NOT EXISTS media (side TEXT PRIMARY KEY, connected INTEGER NOT NULL, audio INTEGER NOT NULL, video INTEGER NOT NULL, at_ms INTEGER NOT NULL)`,
  // The alarm's last look at the wallet: the served minute and the minutes billed then.
  `CREATE TABLE IF NOT EXISTS funds_check (id INTEGER PRIMARY KEY CHECK (id = 1), served_minute INTEGER NOT NULL, billed_minutes INTEGER NOT NULL)`,
];

/** The attachment each socket keeps through hibernation. */
interface Attachment {
  side: Side;
  connectedAtMs: number;
  /** When the socket's recent messages were accepted (real time, the last `MESSAGES_PER_WINDOW` at most), for the rate limit. */
  sentAtMs?: number[];
  /** The same for signalling frames (`SIGNALS_PER_WINDOW`). */
  signalAtMs?: number[];
}

export type RoomActionResult = { ok: true } | { ok: false; reason: "no_room" | "wrong_status" };

export class ChatRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** The time as the room reads it (see `roomClock`). */
  private clock(): number {
    return roomClock.now();
  }
  /** Billing runs one at a time (the input gate opens during calls to the wallet). */
  private billing: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.transactionSync(() => {
        for (const statement of schema) this.sql.exec(statement);
      });
    });
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  // ——— Reading the stored state ———

  private row(): RoomRow | null {
    return this.sql.exec<RoomRow>("SELECT * FROM room WHERE id = 1").toArray()[0] ?? null;
  }

  private initOf(row: RoomRow): RoomInit {
    return JSON.parse(row.init) as RoomInit;
  }

  private planOf(init: RoomInit): Plan {
    return { plan: init.plan, ratePerMinutePaise: init.ratePerMinutePaise, freeMinutes: init.freeMinutes, packMinutes: init.pack?.minutes ?? null, minuteMs: init.minuteMs };
  }

  private factsOf(row: RoomRow, init: RoomInit): ClockFacts {
    return {
      startedAtMs: row.started_at_ms,
      endedAtMs: row.ended_at_ms,
      pausedMs: row.paused_ms,
      absentSinceMs: row.absent_since_ms,
      graceMs: Math.round(init.minuteMs * DISCONNECT_GRACE_FRACTION),
    };
  }

  /** The sides with an open socket now. */
  private connected(): Record<Side, boolean> {
    const open = (side: Side) => this.ctx.getWebSockets(side).some((ws) => ws.readyState === WebSocket.OPEN);
    return { user: open("user"), astrologer: open("astrologer") };
  }

  /** A call's media reports of the sides with a socket (a side without one has none). */
  private media(): Record<Side, MediaReport | null> {
    const sockets = this.connected();
    const out: Record<Side, MediaReport | null> = { user: null, astrologer: null };
    for (const r of this.sql.exec<{ side: string; connected: number; audio: number; video: number }>("SELECT * FROM media").toArray()) {
      if ((r.side === "user" || r.side === "astrologer") && sockets[r.side]) out[r.side] = { connected: r.connected === 1, audio: r.audio === 1, video: r.video === 1 };
    }
    return out;
  }

  /**
   * The sides present now: a socket open, and in a call or video its media connected as well
   * (a call is served only while both can hear each other).
   */
  private present(row: RoomRow | null = this.row()): Record<Side, boolean> {
    const sockets = this.connected();
    if (!row || this.kindOf(this.initOf(row)) === "chat") return sockets;
    const media = this.media();
    return { user: sockets.user && media.user?.connected === true, astrologer: sockets.astrologer && media.astrologer?.connected === true };
  }

  private kindOf(init: RoomInit): ConsultationKind {
    return init.kind ?? "chat";
  }

  private lastSeq(): number {
    return this.sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM events").one().seq ?? 0;
  }

  private reads(): Record<Side, number> {
    const rows = this.sql.exec<{ side: string; up_to: number }>("SELECT side, up_to FROM reads").toArray();
    const out = { user: 0, astrologer: 0 };
    for (const r of rows) if (r.side === "user" || r.side === "astrologer") out[r.side] = r.up_to;
    return out;
  }

  /** The room's state for one side at `nowMs`. */
  private stateFor(side: Side, row: RoomRow, nowMs: number): RoomState {
    const init = this.initOf(row);
    const plan = this.planOf(init);
    const facts = this.factsOf(row, init);
    const served = servedMs(facts, nowMs);
    const running = row.status === "active" && row.started_at_ms !== null;
    const left = running ? minutesLeft(plan, served, row.billed_minutes, row.spendable_paise) : null;
    return {
      kind: this.kindOf(init),
      status: row.status as RoomState["status"],
      endReason: (row.end_reason as EndReason | null) ?? null,
      plan: init.plan,
      ratePerMinutePaise: init.ratePerMinutePaise,
      freeMinutes: init.freeMinutes,
      packMinutes: init.pack?.minutes ?? null,
      requestExpiresAtMs: row.status === "requested" ? row.expires_at_ms : null,
      startedAtMs: row.started_at_ms,
      servedMs: served,
      paused: row.status === "active" && isPaused(facts, nowMs),
      present: this.present(row),
      media: this.media(),
      billedMinutes: row.billed_minutes,
      chargedPaise: row.charged_paise,
      minutesLeft: left,
      lowBalance: left !== null && left <= LOW_BALANCE_MINUTES,
      balancePaise: side === "user" ? row.spendable_paise : 0,
      minuteMs: init.minuteMs,
      serverNowMs: nowMs,
      readUpTo: this.reads(),
    };
  }

  private toEvent(r: EventRow): RoomEvent {
    if (r.kind === "message") {
      return { v: PROTOCOL_VERSION, t: "message", seq: r.seq, from: r.sender as Side, body: r.body ?? "", atMs: r.at_ms, clientId: r.client_id };
    }
    return { v: PROTOCOL_VERSION, t: "system", seq: r.seq, code: r.code as SystemCode, atMs: r.at_ms, params: JSON.parse(r.params ?? "{}") as Record<string, string | number> };
  }

  // ——— Writing (each helper runs inside the caller's transaction) ———

  private addSystem(code: SystemCode, atMs: number, params: Record<string, string | number> = {}): RoomEvent {
    const row = this.sql
      .exec<EventRow>("INSERT INTO events (kind, code, params, at_ms) VALUES ('system', ?, ?, ?) RETURNING *", code, JSON.stringify(params), atMs)
      .one();
    return this.toEvent(row);
  }

  private bump(): void {
    this.sql.exec("UPDATE room SET version = version + 1 WHERE id = 1");
  }

  // ——— Sending ———

  private send(ws: WebSocket, frame: ServerFrame): void {
    try {
      ws.send(JSON.stringify(frame));
    } catch {
      // A socket closing under us: its close handler tidies up.
    }
  }

  private broadcast(frame: ServerFrame, only?: Side): void {
    for (const ws of this.ctx.getWebSockets(only)) this.send(ws, frame);
  }

  /** Every socket gets its side's state. */
  private broadcastState(): void {
    const row = this.row();
    if (!row) return;
    const now = this.clock();
    for (const side of ["user", "astrologer"] as const) this.broadcast({ v: PROTOCOL_VERSION, t: "state", state: this.stateFor(side, row, now) }, side);
  }

  private broadcastEvents(events: RoomEvent[]): void {
    for (const e of events) this.broadcast(e);
  }

  // ——— RPC from the Worker ———

  /** Creates the room for a new request (idempotent: a second call with the same id is a no-op). */
  async open(init: RoomInit): Promise<void> {
    const created = this.ctx.storage.transactionSync(() => {
      if (this.row()) return false;
      const expires = init.requestedAtMs + REQUEST_TIMEOUT_MINUTES * init.minuteMs;
      this.sql.exec("INSERT INTO room (id, init, status, expires_at_ms, absent_since_ms) VALUES (1, ?, 'requested', ?, ?)", JSON.stringify(init), expires, init.requestedAtMs);
      this.addSystem("requested", init.requestedAtMs);
      return true;
    });
    if (created) await this.arm();
  }

  /** The room's state and transcript for `side` (the Worker's GET while the session runs). */
  snapshot(side: Side): { state: RoomState; transcript: TranscriptMessage[]; receipt: Receipt | null } | null {
    const row = this.row();
    if (!row) return null;
    return { state: this.stateFor(side, row, this.clock()), transcript: this.transcript(), receipt: row.receipt ? (JSON.parse(row.receipt) as Receipt) : null };
  }

  private transcript(): TranscriptMessage[] {
    return this.sql
      .exec<EventRow>("SELECT * FROM events ORDER BY seq")
      .toArray()
      .map((r) => ({
        seq: r.seq,
        sender: r.kind === "message" ? (r.sender as Side) : "system",
        body: r.kind === "message" ? (r.body ?? "") : JSON.stringify({ code: r.code, params: JSON.parse(r.params ?? "{}") }),
        createdAt: new Date(r.at_ms).toISOString(),
      }));
  }

  /** The astrologer accepts a waiting request. */
  async accept(): Promise<RoomActionResult> {
    const now = this.clock();
    const result = this.ctx.storage.transactionSync((): RoomActionResult | RoomEvent => {
      const row = this.row();
      if (!row) return { ok: false, reason: "no_room" };
      if (row.status !== "requested" || (row.expires_at_ms !== null && now >= row.expires_at_ms)) return { ok: false, reason: "wrong_status" };
      this.sql.exec("UPDATE room SET status = 'active', accepted_at_ms = ?, expires_at_ms = NULL WHERE id = 1", now);
      this.bump();
      return this.addSystem("accepted", now);
    });
    if ("ok" in result) {
      if (!result.ok && result.reason === "wrong_status") await this.arm();
      return result;
    }
    this.broadcastEvents([result]);
    await this.refreshFunds();
    this.broadcastState();
    await this.afterChange();
    return { ok: true };
  }

  /** A request ends unanswered or unserved: declined, expired, cancelled (nothing is charged). */
  async refuse(reason: "declined" | "cancelled"): Promise<RoomActionResult> {
    const now = this.clock();
    const result = this.ctx.storage.transactionSync((): RoomActionResult | RoomEvent => {
      const row = this.row();
      if (!row) return { ok: false, reason: "no_room" };
      if (row.status !== "requested") return { ok: false, reason: "wrong_status" };
      return this.endTransaction(row, now, reason);
    });
    if ("ok" in result) return result;
    this.broadcastEvents([result]);
    await this.finish();
    return { ok: true };
  }

  /** Either side ends a running session (also through the socket's `end` frame). */
  async end(by: Side): Promise<RoomActionResult> {
    // Bill what was due up to this instant first, then close the clock.
    await this.bill();
    const now = this.clock();
    const result = this.ctx.storage.transactionSync((): RoomActionResult | RoomEvent => {
      const row = this.row();
      if (!row) return { ok: false, reason: "no_room" };
      if (row.status !== "active") return { ok: false, reason: "wrong_status" };
      return this.endTransaction(row, now, by);
    });
    if ("ok" in result) return result;
    this.broadcastEvents([result]);
    await this.finish();
    return { ok: true };
  }

  /**
   * Closes the room (inside the caller's transaction): the clock stops at `atMs`; a pause still
   * open is closed so the stored pauses are final.
   */
  private endTransaction(row: RoomRow, atMs: number, reason: EndReason): RoomEvent {
    const init = this.initOf(row);
    const status = reason === "declined" || reason === "expired" || reason === "cancelled" ? reason : "ended";
    const pause = openPauseMs(this.factsOf(row, init), atMs);
    this.sql.exec(
      "UPDATE room SET status = ?, end_reason = ?, ended_at_ms = ?, expires_at_ms = NULL, paused_ms = paused_ms + ?, absent_since_ms = NULL WHERE id = 1",
      status,
      reason,
      atMs,
      pause,
    );
    this.bump();
    return this.addSystem(status === "ended" ? "ended" : status, atMs, { reason });
  }

  // ——— Sockets ———

  /** The Worker forwards the upgrade after checking the pass: `X-Room-Side` says who connects. */
  override async fetch(request: Request): Promise<Response> {
    const side = request.headers.get("X-Room-Side");
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || (side !== "user" && side !== "astrologer")) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const row = this.row();
    if (!row) return new Response("No such room", { status: 404 });
    const after = Number(new URL(request.url).searchParams.get("after") ?? "0") || 0;
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    const now = this.clock();
    this.ctx.acceptWebSocket(server, [side]);
    // Real time, as the runtime's ping timestamps are (the room's clock may be simulated).
    server.serializeAttachment({ side, connectedAtMs: Date.now() } satisfies Attachment);

    const resumed = this.presenceChanged(now);
    const current = this.row()!;
    this.send(server, { v: PROTOCOL_VERSION, t: "hello", side, consultationId: this.initOf(current).id, lastSeq: this.lastSeq(), state: this.stateFor(side, current, now) });
    for (const r of this.sql.exec<EventRow>("SELECT * FROM events WHERE seq > ? ORDER BY seq", after)) this.send(server, this.toEvent(r));
    if (current.status === "ended" && current.receipt) {
      this.send(server, { v: PROTOCOL_VERSION, t: "end", reason: current.end_reason as EndReason, receipt: JSON.parse(current.receipt) as Receipt });
    }
    this.broadcastEvents(resumed);
    this.broadcastState();
    await this.arm();
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * Records who is present after a socket came or went: both present closes an absence (a pause
   * when it outlasted the grace); one missing opens one. Returns the `resumed` event, if any.
   */
  private presenceChanged(nowMs: number, awaySinceMs: number = nowMs): RoomEvent[] {
    return this.ctx.storage.transactionSync(() => {
      const row = this.row();
      if (!row) return [];
      const present = this.present(row);
      const both = present.user && present.astrologer;
      const events: RoomEvent[] = [];
      if (both && row.absent_since_ms !== null) {
        const pause = row.status === "active" ? openPauseMs(this.factsOf(row, this.initOf(row)), nowMs) : 0;
        this.sql.exec("UPDATE room SET paused_ms = paused_ms + ?, absent_since_ms = NULL, pause_announced = 0 WHERE id = 1", pause);
        if (row.pause_announced) events.push(this.addSystem("resumed", nowMs, { pausedSeconds: Math.round(pause / 1000) }));
      } else if (!both && row.absent_since_ms === null) {
        // A side found gone late (a silent socket) is away from when it was last heard.
        this.sql.exec("UPDATE room SET absent_since_ms = ? WHERE id = 1", Math.min(nowMs, awaySinceMs));
      }
      // A call's clock starts when both sides' media first connected (a chat's at the astrologer's first message).
      const kind = this.kindOf(this.initOf(row));
      if (both && kind !== "chat" && row.status === "active" && row.started_at_ms === null) {
        this.sql.exec("UPDATE room SET started_at_ms = ? WHERE id = 1", nowMs);
        this.bump();
        events.push(this.addSystem("started", nowMs, { kind }));
      }
      return events;
    });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment) return;
    let frame: v.InferOutput<typeof clientFrame>;
    try {
      const parsed = v.safeParse(clientFrame, typeof message === "string" ? JSON.parse(message) : null);
      if (!parsed.success) return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: "bad_frame" });
      frame = parsed.output;
    } catch {
      return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: "bad_frame" });
    }
    const side = attachment.side;
    switch (frame.t) {
      case "message":
        if (!this.withinRate(ws, attachment)) return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: "rate_limited" });
        return this.onMessage(ws, side, frame.clientId, frame.body);
      case "typing":
        for (const other of this.ctx.getWebSockets(side === "user" ? "astrologer" : "user")) this.send(other, { v: PROTOCOL_VERSION, t: "typing", from: side });
        return;
      case "read": {
        const upTo = Math.min(frame.upTo, this.lastSeq());
        this.sql.exec("INSERT INTO reads (side, up_to) VALUES (?, ?) ON CONFLICT (side) DO UPDATE SET up_to = MAX(up_to, excluded.up_to)", side, upTo);
        this.broadcast({ v: PROTOCOL_VERSION, t: "read", from: side, upTo: this.reads()[side] });
        return;
      }
      case "end": {
        const result = await this.end(side);
        if (!result.ok) this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: "not_active" });
        return;
      }
      case "funds":
        await this.refreshFunds();
        this.broadcastState();
        return;
      case "sdp":
      case "ice": {
        const refusal = this.callRefusal();
        if (refusal) return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: refusal });
        if (!this.withinSignalRate(ws, attachment)) return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: "rate_limited" });
        // Relayed to the other side only: never echoed, never to anyone outside the room.
        const relayed: ServerFrame =
          frame.t === "sdp"
            ? { v: PROTOCOL_VERSION, t: "sdp", from: side, description: frame.description, tracks: frame.tracks, restart: frame.restart }
            : { v: PROTOCOL_VERSION, t: "ice", from: side, candidate: frame.candidate };
        this.broadcast(relayed, side === "user" ? "astrologer" : "user");
        return;
      }
      case "media":
        return this.onMedia(ws, side, frame.media);
      case "as_chat":
        return this.onAsChat(ws);
    }
  }

  /** Why a call frame is refused now, or null: only calls and videos signal, and only while active. */
  private callRefusal(): string | null {
    const row = this.row();
    if (!row) return "not_active";
    if (this.kindOf(this.initOf(row)) === "chat") return "not_a_call";
    return row.status === "active" ? null : "not_active";
  }

  /**
   * A side's media report: stored, passed to the other side, and the presence it implies
   * recomputed — which starts a call's clock (both connected), opens an absence (one dropped) or
   * closes it (back within the grace: nothing paused; later: a pause from when it dropped).
   */
  private async onMedia(ws: WebSocket, side: Side, media: MediaReport): Promise<void> {
    const refusal = this.callRefusal();
    if (refusal) return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: refusal });
    const now = this.clock();
    this.sql.exec(
      "INSERT INTO media (side, connected, audio, video, at_ms) VALUES (?, ?, ?, ?, ?) ON CONFLICT (side) DO UPDATE SET connected = excluded.connected, audio = excluded.audio, video = excluded.video, at_ms = excluded.at_ms",
      side,
      media.connected ? 1 : 0,
      media.audio ? 1 : 0,
      media.video ? 1 : 0,
      now,
    );
    this.broadcast({ v: PROTOCOL_VERSION, t: "media", from: side, media }, side === "user" ? "astrologer" : "user");
    const events = this.presenceChanged(now);
    this.broadcastEvents(events);
    const started = events.some((e) => e.t === "system" && e.code === "started");
    if (started) {
      await this.refreshFunds();
      await this.bill();
    }
    this.broadcastState();
    await this.afterChange();
  }

  /**
   * "Continue as chat": a call whose media cannot work becomes a written chat, before its clock
   * started and on the per-minute plan only (a pack was bought for the call's service), at the
   * chat rate; its clock then starts at the astrologer's first message, as any chat's does.
   */
  private async onAsChat(ws: WebSocket): Promise<void> {
    const now = this.clock();
    const result = this.ctx.storage.transactionSync((): RoomEvent | string => {
      const row = this.row();
      if (!row || (row.status !== "active" && row.status !== "requested")) return "not_active";
      const init = this.initOf(row);
      if (this.kindOf(init) === "chat") return "not_a_call";
      if (row.started_at_ms !== null || init.plan !== "per-minute") return "call_started";
      const next: RoomInit = { ...init, kind: "chat", ratePerMinutePaise: init.chatRatePerMinutePaise ?? init.ratePerMinutePaise };
      this.sql.exec("UPDATE room SET init = ? WHERE id = 1", JSON.stringify(next));
      this.sql.exec("DELETE FROM media");
      this.bump();
      return this.addSystem("as_chat", now, { ratePerMinutePaise: next.ratePerMinutePaise });
    });
    if (typeof result === "string") return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: result });
    this.broadcastEvents([result, ...this.presenceChanged(now)]);
    await this.refreshFunds();
    this.broadcastState();
    await this.afterChange();
  }

  /** Signalling frames per socket: generous (an offer trickles a few dozen candidates), but bounded. */
  private withinSignalRate(ws: WebSocket, attachment: Attachment): boolean {
    const nowMs = Date.now();
    const recent = (attachment.signalAtMs ?? []).filter((at) => nowMs - at < MESSAGE_WINDOW_MS);
    if (recent.length >= SIGNALS_PER_WINDOW) return false;
    ws.serializeAttachment({ ...attachment, signalAtMs: [...recent, nowMs] } satisfies Attachment);
    return true;
  }

  /**
   * The per-socket rate limit: true (and the message counted) when fewer than
   * `MESSAGES_PER_WINDOW` were accepted from this socket in the last `MESSAGE_WINDOW_MS`. The
   * count lives in the socket's attachment, so it survives hibernation.
   */
  private withinRate(ws: WebSocket, attachment: Attachment): boolean {
    const nowMs = Date.now();
    const recent = (attachment.sentAtMs ?? []).filter((at) => nowMs - at < MESSAGE_WINDOW_MS);
    if (recent.length >= MESSAGES_PER_WINDOW) return false;
    ws.serializeAttachment({ ...attachment, sentAtMs: [...recent, nowMs] } satisfies Attachment);
    return true;
  }

  private async onMessage(ws: WebSocket, side: Side, clientId: string, body: string): Promise<void> {
    const now = this.clock();
    const result = this.ctx.storage.transactionSync((): { events: RoomEvent[]; started: boolean } | { replay: RoomEvent } | { error: string } => {
      const row = this.row();
      if (!row || row.status !== "active") return { error: "not_active" };
      const existing = this.sql.exec<EventRow>("SELECT * FROM events WHERE client_id = ?", clientId).toArray()[0];
      if (existing) return { replay: this.toEvent(existing) };
      const events: RoomEvent[] = [];
      let started = false;
      if (side === "astrologer" && row.started_at_ms === null && this.kindOf(this.initOf(row)) === "chat") {
        // The clock starts at the astrologer's first message (time spent waiting is never billed).
        this.sql.exec("UPDATE room SET started_at_ms = ? WHERE id = 1", now);
        this.bump();
        events.push(this.addSystem("started", now, { kind: "chat" }));
        started = true;
      }
      const inserted = this.sql
        .exec<EventRow>("INSERT INTO events (kind, sender, body, client_id, at_ms) VALUES ('message', ?, ?, ?, ?) RETURNING *", side, body, clientId, now)
        .one();
      events.push(this.toEvent(inserted));
      return { events, started };
    });
    if ("error" in result) return this.send(ws, { v: PROTOCOL_VERSION, t: "error", code: result.error });
    if ("replay" in result) return this.send(ws, result.replay);
    this.broadcastEvents(result.events);
    if (result.started) {
      await this.bill();
      this.broadcastState();
      await this.afterChange();
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Reciprocate, or the client waits in CLOSING (research §1.1).
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // Already closed.
    }
    this.forgetMediaOfGoneSides();
    const now = this.clock();
    const events = this.presenceChanged(now);
    this.broadcastEvents(events);
    // In a call, the other side hears that this side's media is gone (unless another of its sockets still carries it).
    const attachment = ws.deserializeAttachment() as Attachment | null;
    const row = this.row();
    if (attachment && row && this.kindOf(this.initOf(row)) !== "chat") {
      const media = this.media()[attachment.side] ?? { connected: false, audio: false, video: false };
      this.broadcast({ v: PROTOCOL_VERSION, t: "media", from: attachment.side, media }, attachment.side === "user" ? "astrologer" : "user");
    }
    this.broadcastState();
    await this.arm();
  }

  /** A side whose last socket closed has no media any more (its next socket reports afresh). */
  private forgetMediaOfGoneSides(): void {
    const sockets = this.connected();
    for (const side of ["user", "astrologer"] as const) if (!sockets[side]) this.sql.exec("DELETE FROM media WHERE side = ?", side);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws, 1011);
  }

  // ——— Billing ———

  /** Runs billing once at a time; a run started while another is in flight waits for it. */
  private bill(): Promise<void> {
    const run = this.billing.then(() => this.billNow());
    this.billing = run.catch(() => undefined);
    return run;
  }

  private async billNow(): Promise<void> {
    for (;;) {
      const row = this.row();
      if (!row) return;
      // Charges recorded as pending by an interrupted run are finished first, with their keys.
      const pending = this.sql.exec<ChargeRow>("SELECT * FROM charges WHERE status = 'pending' ORDER BY minute LIMIT 1").toArray()[0];
      if (pending) {
        const outcome = await this.capture(row, pending);
        if (outcome === "retry") continue;
        if (outcome === "failed") return;
        continue;
      }
      if (row.status !== "active" || row.started_at_ms === null) return;
      const init = this.initOf(row);
      const plan = this.planOf(init);
      const now = this.clock();
      const served = servedMs(this.factsOf(row, init), now);
      if (plan.plan === "pack-20") {
        if (served >= nextThresholdMs(plan, 0)) await this.endFor("pack", now);
        return;
      }
      const due = minutesDue(plan, served);
      if (due <= row.billed_minutes) return;
      const minute = row.billed_minutes + 1;
      // The minute needs a hold with room for it; the next block is held when this one is used up.
      if (row.hold_key === null || row.hold_amount - row.hold_captured < init.ratePerMinutePaise) {
        const held = await this.holdNextBlock(row, init);
        if (!held) {
          await this.endFor("funds", now);
          return;
        }
        continue;
      }
      this.ctx.storage.transactionSync(() => {
        this.sql.exec(
          "INSERT OR IGNORE INTO charges (minute, entry_key, amount_paise, hold_key, status, at_ms) VALUES (?, ?, ?, ?, 'pending', ?)",
          minute,
          `consult:${init.id}:m${minute}`,
          init.ratePerMinutePaise,
          row.hold_key,
          now,
        );
      });
    }
  }

  /** Captures one recorded minute from its hold; "retry" when the hold was gone (a new one is needed). */
  private async capture(row: RoomRow, charge: ChargeRow): Promise<"done" | "retry" | "failed"> {
    const init = this.initOf(row);
    const result = await walletOf(this.env, init.userId).capture({
      holdKey: charge.hold_key,
      key: charge.entry_key,
      kind: "consultation",
      amountPaise: -charge.amount_paise,
      reference: init.id,
      meta: { consultation: init.id, minute: charge.minute, astrologer: init.astrologerName },
      owner: init.userId,
    });
    if (result.ok) {
      this.ctx.storage.transactionSync(() => {
        const updated = this.sql.exec("UPDATE charges SET status = 'done' WHERE minute = ? AND status = 'pending'", charge.minute).rowsWritten;
        if (updated > 0) {
          this.sql.exec(
            "UPDATE room SET billed_minutes = MAX(billed_minutes, ?), charged_paise = charged_paise + ?, hold_captured = hold_captured + (CASE WHEN hold_key = ? THEN ? ELSE 0 END) WHERE id = 1",
            charge.minute,
            charge.amount_paise,
            charge.hold_key,
            charge.amount_paise,
          );
          this.bump();
        }
      });
      return "done";
    }
    // The hold ended or had no room left (released by its expiry, or an earlier block): drop the
    // plan for this minute and hold again; the same minute is planned anew with the new hold.
    if (result.reason === "hold_closed" || result.reason === "hold_exceeded" || result.reason === "no_such_hold") {
      this.ctx.storage.transactionSync(() => {
        this.sql.exec("DELETE FROM charges WHERE minute = ? AND status = 'pending'", charge.minute);
        this.sql.exec("UPDATE room SET hold_key = NULL, hold_amount = 0, hold_captured = 0 WHERE id = 1 AND hold_key = ?", charge.hold_key);
      });
      return "retry";
    }
    // A key conflict cannot happen with our keys; stop billing rather than guess.
    console.error(JSON.stringify({ at: "chat-room capture", consultation: init.id, minute: charge.minute, reason: result.reason }));
    this.ctx.storage.transactionSync(() => this.sql.exec("DELETE FROM charges WHERE minute = ? AND status = 'pending'", charge.minute));
    await this.endFor("funds", this.clock());
    return "failed";
  }

  /** Releases the used-up hold and holds the next block of minutes; false when not even one minute is affordable. */
  private async holdNextBlock(row: RoomRow, init: RoomInit): Promise<boolean> {
    const wallet = walletOf(this.env, init.userId);
    if (row.hold_key !== null) await wallet.release(row.hold_key);
    const summary = await wallet.summary();
    const minutes = Math.min(HOLD_BLOCK_MINUTES, Math.floor(summary.availablePaise / init.ratePerMinutePaise));
    if (minutes < 1) {
      this.ctx.storage.transactionSync(() => this.sql.exec("UPDATE room SET hold_key = NULL, hold_amount = 0, hold_captured = 0, spendable_paise = ? WHERE id = 1", summary.availablePaise));
      return false;
    }
    // The key is decided and stored before the call: a run interrupted here holds with the same key.
    const key = `consult:${init.id}:h${row.holds_opened + 1}`;
    const amount = minutes * init.ratePerMinutePaise;
    this.ctx.storage.transactionSync(() =>
      this.sql.exec("UPDATE room SET hold_key = ?, hold_amount = ?, hold_captured = 0, holds_opened = holds_opened + 1 WHERE id = 1", key, amount),
    );
    // A hold outlives a lost room by a day at most: the wallet releases it itself then.
    const held = await wallet.hold({ key, amountPaise: amount, reference: init.id, expiresAtMs: Date.now() + 24 * 3_600_000 });
    if (!held.ok) {
      this.ctx.storage.transactionSync(() => this.sql.exec("UPDATE room SET hold_key = NULL, hold_amount = 0, hold_captured = 0 WHERE id = 1"));
      return false;
    }
    if (held.replayed) {
      this.ctx.storage.transactionSync(() =>
        this.sql.exec("UPDATE room SET hold_amount = ?, hold_captured = ? WHERE id = 1 AND hold_key = ?", held.hold.amountPaise, held.hold.capturedPaise, key),
      );
    }
    return true;
  }

  /** Reads what the user can still spend (the wallet's available balance plus this room's hold). */
  private async refreshFunds(): Promise<void> {
    const row = this.row();
    if (!row || row.status !== "active") return;
    const init = this.initOf(row);
    const summary = await walletOf(this.env, init.userId).summary();
    const now = this.clock();
    const events = this.ctx.storage.transactionSync(() => {
      const current = this.row()!;
      const spendable = summary.availablePaise + (current.hold_key ? current.hold_amount - current.hold_captured : 0);
      this.sql.exec("UPDATE room SET spendable_paise = ? WHERE id = 1", spendable);
      if (current.started_at_ms === null || current.status !== "active") return [];
      const plan = this.planOf(init);
      const left = minutesLeft(plan, servedMs(this.factsOf(current, init), now), current.billed_minutes, spendable);
      if (left <= LOW_BALANCE_MINUTES && !current.low_warned) {
        this.sql.exec("UPDATE room SET low_warned = 1 WHERE id = 1");
        return [this.addSystem("low_balance", now, { minutes: left })];
      }
      if (left > LOW_BALANCE_MINUTES && current.low_warned) {
        this.sql.exec("UPDATE room SET low_warned = 0 WHERE id = 1");
        return [this.addSystem("topped_up", now, { minutes: left })];
      }
      return [];
    });
    this.broadcastEvents(events);
  }

  private async endFor(reason: EndReason, atMs: number): Promise<void> {
    const event = this.ctx.storage.transactionSync(() => {
      const row = this.row();
      if (!row || row.status !== "active") return null;
      return this.endTransaction(row, atMs, reason);
    });
    if (event) this.broadcastEvents([event]);
  }

  // ——— Settlement and the libSQL copy ———

  /** After the end: finish charges, release the hold, refund unused pack minutes, write the receipt; then copy to libSQL. */
  private async finish(): Promise<void> {
    await this.settle();
    await this.afterChange();
  }

  private async settle(): Promise<void> {
    await this.bill();
    const row = this.row();
    if (!row || row.status === "requested" || row.status === "active" || row.settled) return;
    const init = this.initOf(row);
    const wallet = walletOf(this.env, init.userId);
    if (row.hold_key !== null) await wallet.release(row.hold_key);
    const endedAtMs = row.ended_at_ms ?? this.clock();
    const packRefundKey = `consult:${init.id}:pack-refund`;
    const receipt = receiptOf({
      consultationId: init.id,
      astrologerName: init.astrologerName,
      ratePerMinutePaise: init.ratePerMinutePaise,
      freeMinutes: init.freeMinutes,
      minuteMs: init.minuteMs,
      pack: init.pack,
      startedAtMs: row.started_at_ms,
      endedAtMs,
      servedMs: servedMs(this.factsOf(row, init), endedAtMs),
      pausedMs: row.paused_ms,
      billedMinutes: row.billed_minutes,
      chargedPaise: row.charged_paise,
      chargeKeys: this.sql.exec<{ entry_key: string }>("SELECT entry_key FROM charges WHERE status = 'done' ORDER BY minute").toArray().map((r) => r.entry_key),
      packRefundKey,
      gstBp: init.gstBp,
    });
    // The unused pack minutes go back to the wallet before the receipt that lists them is stored.
    const refund = packRefundOf(receipt);
    if (refund) {
      const moved = await wallet.move({
        key: packRefundKey,
        kind: "refund",
        amountPaise: refund.amountPaise,
        reference: init.id,
        meta: { consultation: init.id, packRefund: 1, minutes: refund.minutes, astrologer: init.astrologerName },
        owner: init.userId,
      });
      if (!moved.ok) throw new Error(`pack refund refused: ${moved.reason}`);
    }
    this.ctx.storage.transactionSync(() => {
      this.sql.exec("UPDATE room SET settled = 1, receipt = ?, hold_key = NULL WHERE id = 1 AND settled = 0", JSON.stringify(receipt));
      this.bump();
    });
    this.broadcast({ v: PROTOCOL_VERSION, t: "end", reason: row.end_reason as EndReason, receipt });
    this.broadcastState();
  }

  /** Writes the libSQL copy, then sets the next alarm. A failed write is retried by the alarm. */
  private async afterChange(): Promise<void> {
    try {
      await this.flush();
    } catch (err) {
      console.error(JSON.stringify({ at: "chat-room flush", error: String(err) }));
      this.sql.exec("UPDATE room SET sync_failures = sync_failures + 1 WHERE id = 1");
    }
    await this.arm();
  }

  /** Copies the room's state (and at the end the transcript) to libSQL when it changed since the last copy. */
  private async flush(): Promise<void> {
    const row = this.row();
    if (!row || row.synced_version >= row.version || !this.env.LIBSQL_URL) return;
    // An ended room is copied once settled, so the copy has the final figures.
    if ((row.status === "ended" || row.status === "declined" || row.status === "expired" || row.status === "cancelled") && !row.settled) return;
    const init = this.initOf(row);
    const db = createDatabase(this.env);
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const receipt = row.receipt ? (JSON.parse(row.receipt) as Receipt) : null;
    const final = row.settled === 1;
    const served = servedMs(this.factsOf(row, init), row.ended_at_ms ?? this.clock());
    const amountPaise = receipt ? receipt.totalPaise : row.charged_paise;
    const share = receipt ? astrologerSharePaise(amountPaise, init) : 0;
    const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
      db
        .update(consultations)
        .set({
          // A call continued as chat is a chat at the chat rate from then on.
          kind: this.kindOf(init),
          ratePerMinutePaise: init.ratePerMinutePaise,
          status: row.status as "requested",
          endReason: row.end_reason,
          acceptedAt: iso(row.accepted_at_ms),
          startedAt: iso(row.started_at_ms),
          endedAt: iso(row.ended_at_ms),
          servedSeconds: Math.floor(served / 1000),
          billedMinutes: init.pack ? (receipt ? Math.min(init.pack.minutes, Math.ceil(served / init.minuteMs)) : 0) : row.billed_minutes,
          amountPaise,
          refundPaise: receipt ? -receipt.lines.filter((l) => l.kind === "pack_refund").reduce((s, l) => s + l.amountPaise, 0) : 0,
          astrologerSharePaise: share,
          receipt: receipt ?? null,
          settledAt: final ? new Date().toISOString() : null,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(consultations.id, init.id)),
    ];
    if (final) {
      const transcript = this.transcript();
      for (let i = 0; i < transcript.length; i += 50) {
        const chunk = transcript.slice(i, i + 50).map((m) => ({ consultationId: init.id, seq: m.seq, sender: m.sender, body: m.body, createdAt: m.createdAt }));
        statements.push(db.insert(consultationMessages).values(chunk).onConflictDoNothing());
      }
      if (row.started_at_ms === null) {
        // Never served: the free minutes are the user's again.
        statements.push(db.delete(freeChatClaims).where(and(eq(freeChatClaims.userId, init.userId), eq(freeChatClaims.consultationId, init.id))));
      } else if (init.pack) {
        statements.push(db.update(consultationPacks).set({ status: "used" }).where(and(eq(consultationPacks.id, init.pack.id), inArray(consultationPacks.status, ["paid"]))));
      }
    }
    const version = row.version;
    await db.batch(statements);
    this.sql.exec("UPDATE room SET synced_version = MAX(synced_version, ?), sync_failures = 0 WHERE id = 1", version);
  }

  /**
   * The one alarm: the earliest of the request's expiry, the next billing instant, the end of the
   * grace of an absent side, an abandoned session, a stale-socket check, and a retry of the libSQL
   * copy. Computed from the stored state, so setting it again is always safe.
   */
  private async arm(): Promise<void> {
    const row = this.row();
    if (!row) return;
    const init = this.initOf(row);
    const now = this.clock();
    const times: number[] = [];
    if (row.status === "requested" && row.expires_at_ms !== null) times.push(row.expires_at_ms);
    if (row.status === "active") {
      const facts = this.factsOf(row, init);
      const abandonMs = ABANDON_MINUTES * init.minuteMs;
      if (row.started_at_ms === null && row.accepted_at_ms !== null) times.push(row.accepted_at_ms + abandonMs);
      if (row.absent_since_ms !== null) {
        // The end of the grace, to announce the pause: once, not again and again after it passed
        // (an instant in the past would fire the alarm at once, every time, until the side returns).
        const graceEndMs = row.absent_since_ms + facts.graceMs + 1;
        if (graceEndMs > now || (row.started_at_ms !== null && !row.pause_announced)) times.push(graceEndMs);
        times.push(row.absent_since_ms + abandonMs);
      }
      if (row.started_at_ms !== null && !isPaused(facts, now)) {
        const plan = this.planOf(init);
        const threshold = nextThresholdMs(plan, row.billed_minutes);
        const served = servedMs(facts, now);
        times.push(now + Math.max(1, threshold - served + 1));
        // And every whole served minute, for the meter, the funds left and the low-balance warning.
        times.push(now + init.minuteMs - (served % init.minuteMs) + 1);
      }
      // The first instant a socket could be stale. Pings refresh it without waking the room, so
      // the room wakes once per silence window (30–45 s with the client's pings), not on a timer.
      const staleAtMs = this.firstStaleAtMs();
      if (staleAtMs !== null) times.push(now + Math.max(1, staleAtMs - Date.now()));
    }
    if (row.synced_version < row.version || (row.status !== "requested" && row.status !== "active" && !row.settled)) {
      times.push(now + Math.min(60_000, 1_000 * 2 ** Math.min(6, row.sync_failures)));
    }
    if (times.length === 0) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    // Alarms run on the real clock; a simulated clock (tests) only decides what is due.
    const at = Math.max(Date.now(), Math.min(...times) - now + Date.now());
    await this.ctx.storage.setAlarm(at);
  }

  /**
   * Whatever is due now: expire an unanswered request, close stale sockets, announce a pause, end
   * an abandoned session, bill the minutes due, settle and copy. Safe to run late or twice: each
   * step looks at the stored state and the clock.
   */
  override async alarm(): Promise<void> {
    const now = this.clock();
    const row = this.row();
    if (!row) return;
    const init = this.initOf(row);
    if (row.status === "requested" && row.expires_at_ms !== null && now >= row.expires_at_ms) {
      const event = this.ctx.storage.transactionSync(() => {
        const current = this.row()!;
        return current.status === "requested" ? this.endTransaction(current, now, "expired") : null;
      });
      if (event) this.broadcastEvents([event]);
    }
    if (row.status === "active") {
      this.closeStaleSockets(now);
      const current = this.row()!;
      const facts = this.factsOf(current, init);
      const abandonMs = ABANDON_MINUTES * init.minuteMs;
      if (current.started_at_ms === null && current.accepted_at_ms !== null && now - current.accepted_at_ms >= abandonMs) {
        await this.endFor("abandoned", now);
      } else if (current.absent_since_ms !== null && now - current.absent_since_ms >= abandonMs) {
        await this.endFor("abandoned", now);
      } else if (isPaused(facts, now) && !current.pause_announced && current.started_at_ms !== null) {
        const event = this.ctx.storage.transactionSync(() => {
          this.sql.exec("UPDATE room SET pause_announced = 1 WHERE id = 1");
          return this.addSystem("paused", current.absent_since_ms!, {});
        });
        this.broadcastEvents([event]);
      }
      await this.bill();
      const after = this.row()!;
      if (after.status === "active") {
        if (after.started_at_ms !== null) await this.refreshFundsOncePerMinute(after, init, now);
        this.broadcastState();
      }
    }
    await this.settle();
    await this.afterChange();
  }

  /**
   * The funds left change with a charge or a top-up (which the page announces with a `funds`
   * frame); the alarm looks them up in the wallet when a minute was charged or a served minute
   * began since its last look, not at every run (presence checks, pauses).
   */
  private async refreshFundsOncePerMinute(row: RoomRow, init: RoomInit, now: number): Promise<void> {
    const servedMinute = Math.floor(servedMs(this.factsOf(row, init), now) / init.minuteMs);
    const last = this.sql.exec<FundsCheckRow>("SELECT served_minute, billed_minutes FROM funds_check WHERE id = 1").toArray()[0];
    if (last && last.served_minute === servedMinute && last.billed_minutes === row.billed_minutes) return;
    await this.refreshFunds();
    this.sql.exec(
      "INSERT INTO funds_check (id, served_minute, billed_minutes) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET served_minute = excluded.served_minute, billed_minutes = excluded.billed_minutes",
      servedMinute,
      row.billed_minutes,
    );
  }

  /** When a socket was last heard from (its last "ping", else its connection), in real time. */
  private lastHeardMs(ws: WebSocket): number {
    const attachment = ws.deserializeAttachment() as Attachment | null;
    return Math.max(this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0, attachment?.connectedAtMs ?? Date.now());
  }

  /** The real time at which the least recently heard socket turns stale if it stays silent; null without sockets. */
  private firstStaleAtMs(): number | null {
    // Only open ones: a socket the room closed may be listed until its close completes.
    const sockets = this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
    if (sockets.length === 0) return null;
    return Math.min(...sockets.map((ws) => this.lastHeardMs(ws))) + STALE_SOCKET_MS + 1;
  }

  /** Sockets that stopped pinging (a phone that lost its network without a close) are closed. */
  private closeStaleSockets(now: number): void {
    let lastHeardAgoMs: number | null = null;
    for (const ws of this.ctx.getWebSockets()) {
      const ago = Date.now() - this.lastHeardMs(ws);
      if (ago > STALE_SOCKET_MS) {
        try {
          ws.close(1001, "stale");
        } catch {
          // Already closing.
        }
        lastHeardAgoMs = Math.max(lastHeardAgoMs ?? 0, ago);
      }
    }
    if (lastHeardAgoMs === null) return;
    this.forgetMediaOfGoneSides();
    // The side went silent when its socket was last heard from, not when the room noticed.
    this.broadcastEvents(this.presenceChanged(now, now - lastHeardAgoMs));
  }

  // ——— For tests and audits ———

  /** The stored charges (minute, key, amount, status). */
  charges(): { minute: number; key: string; amountPaise: number; status: string }[] {
    return this.sql
      .exec<ChargeRow>("SELECT * FROM charges ORDER BY minute")
      .toArray()
      .map((r) => ({ minute: r.minute, key: r.entry_key, amountPaise: r.amount_paise, status: r.status }));
  }
}

/** The room of one consultation. */
export function roomOf(env: Env, consultationId: string): DurableObjectStub<ChatRoom> {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(consultationId));
}
