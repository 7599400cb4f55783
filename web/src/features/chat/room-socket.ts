/**
 * The client of a consultation room (issue 21): one WebSocket to the `ChatRoom` Durable Object,
 * kept alive across drops, with no React in it (the pages read it through `useRoom`).
 *
 * - Connect: a fresh ticket (`POST /api/consultations/:id/ticket`) each time, then the socket
 *   with `after` = the last sequence held; the room answers `hello` and every stored event after it.
 * - Events are kept by sequence number: in order, each once, however often a resume repeats them.
 * - Outgoing messages carry a random `clientId` and stay pending until the room echoes a `message`
 *   event with that id; every (re)connection resends the pending ones with the same id, and the
 *   room stores a clientId once, so a message lands once.
 * - Any close other than the session's end reconnects with backoff (1 s doubling to 10 s); the
 *   backoff restarts after a `hello`. A ticket the server refuses (4xx) stops trying. The
 *   connection reads "connecting" until the first `hello`, "reconnecting" only after one was lost.
 * - "ping" every 15 s while open: the room answers "pong" without waking.
 * - The room's `state` carries `servedMs` at `serverNowMs`; `servedMsNow` advances it on the
 *   client's clock from the moment the frame arrived, while the session runs and is not paused.
 * - Calls (issue 26): the WebRTC frames (`sdp`, `ice`, `media`) are not kept in the snapshot but
 *   handed to `onSignal` listeners (the call's peer connection), with a `ready` signal after each
 *   `hello` so the call can offer again and repeat its media report (the room forgets a side's media
 *   when its socket closes). The other side's `media` also lands in `state.media`.
 * - The browser's `offline` event drops the socket at once (a dead network can keep a socket looking
 *   open for minutes, and the room must see the side gone); `online` reconnects without the backoff.
 */
import * as v from "valibot";
import {
  endReasons,
  PROTOCOL_VERSION,
  receipt as receiptSchema,
  roomEvent,
  roomState,
  sides,
  iceCandidate,
  mediaReport,
  sessionDescription,
  trackInfo,
  type ClientFrame,
  type ConsultationStatus,
  type EndReason,
  type IceCandidate,
  type MediaReport,
  type Receipt,
  type RoomEvent,
  type RoomState,
  type SessionDescription,
  type Side,
  type SocketTicket,
  type TrackInfo,
} from "@contract/consultations";

/** The part of the browser's WebSocket the client uses (a test passes a double). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export const PING_INTERVAL_MS = 15_000;
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 10_000;
/** How long "typing…" shows after the other side's last typing frame. */
export const TYPING_SHOWN_MS = 4_000;

/** Statuses after which the room has nothing more to say: a close then is final. */
const finalStatuses: readonly ConsultationStatus[] = ["ended", "declined", "expired", "cancelled"];
export const isFinalStatus = (status: ConsultationStatus) => finalStatuses.includes(status);

/** The wait before reconnect attempt `failures` (1 for the first retry): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export const retryDelayMs = (failures: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

/** A message sent and not yet echoed by the room. */
export interface PendingMessage {
  clientId: string;
  body: string;
  createdAtMs: number;
}

export type Connection = "connecting" | "open" | "reconnecting" | "ended" | "failed" | "closed";

export interface RoomSnapshot {
  connection: Connection;
  /** Which side this client is (from the ticket, confirmed by `hello`). */
  side: Side | null;
  /** Stored events, by ascending sequence, each once. */
  events: readonly RoomEvent[];
  lastSeq: number;
  pending: readonly PendingMessage[];
  state: RoomState | null;
  /** The client's clock (`now()`) when `state` arrived. */
  stateAtMs: number;
  /** The other side's last typing frame, on the client's clock. */
  typing: { from: Side; atMs: number } | null;
  endReason: EndReason | null;
  receipt: Receipt | null;
  /** Reconnect attempts since the last `hello`. */
  failures: number;
}

/** A room with nothing in it (before a socket, or none at all). */
export const closedRoom: RoomSnapshot = {
  connection: "closed",
  side: null,
  events: [],
  lastSeq: 0,
  pending: [],
  state: null,
  stateAtMs: 0,
  typing: null,
  endReason: null,
  receipt: null,
  failures: 0,
};

/**
 * Served milliseconds now: the state's `servedMs`, advanced by the client's time since the frame
 * arrived while the session is active, started and not paused (the room's next frame corrects it).
 */
export function servedMsNow(state: RoomState, stateAtMs: number, nowMs: number): number {
  if (state.status !== "active" || state.startedAtMs === null || state.paused) return state.servedMs;
  return state.servedMs + Math.max(0, nowMs - stateAtMs);
}

/** Milliseconds left of the 60 s request window, on the client's clock (the server's offset removed). */
export function requestMsLeft(state: RoomState, stateAtMs: number, nowMs: number): number | null {
  if (state.status !== "requested" || state.requestExpiresAtMs === null) return null;
  return Math.max(0, state.requestExpiresAtMs - state.serverNowMs - (nowMs - stateAtMs));
}

// ——— Frames the room sends (validated here: this is the edge of the socket) ———

const hello = v.object({
  v: v.literal(PROTOCOL_VERSION),
  t: v.literal("hello"),
  side: v.picklist(sides),
  consultationId: v.string(),
  lastSeq: v.number(),
  state: roomState,
});
const serverFrame = v.union([
  roomEvent,
  hello,
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("state"), state: roomState }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("typing"), from: v.picklist(sides) }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("read"), from: v.picklist(sides), upTo: v.number() }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("end"), reason: v.picklist(endReasons), receipt: v.nullable(receiptSchema) }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("error"), code: v.string() }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("sdp"), from: v.picklist(sides), description: sessionDescription, tracks: v.array(trackInfo), restart: v.boolean() }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("ice"), from: v.picklist(sides), candidate: iceCandidate }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("media"), from: v.picklist(sides), media: mediaReport }),
]);
type ServerFrame = v.InferOutput<typeof serverFrame>;

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== "string" || data === "pong") return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = v.safeParse(serverFrame, json);
  return parsed.success ? parsed.output : null;
}

/** A random message id of 22 URL-safe characters (the protocol's `[A-Za-z0-9_-]{8,64}`). */
export function newClientId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
  return Array.from(crypto.getRandomValues(new Uint8Array(22)), (b) => alphabet[b & 63]).join("");
}

export interface RoomSocketOptions {
  consultationId: string;
  /** `POST /api/consultations/:id/ticket`; a rejection with a 4xx `status` stops reconnecting. */
  getTicket: (consultationId: string) => Promise<SocketTicket>;
  /** Opens the socket (the browser's `new WebSocket(url)` by default). */
  openSocket?: (url: string) => SocketLike;
  /** The socket's address (same host, ws: or wss: as the page). */
  socketUrl?: (consultationId: string, ticket: string, after: number) => string;
  now?: () => number;
  /** Called once per message the room does not take (`error` frames: `too_long`, `not_active`…). */
  onError?: (code: string) => void;
  /** Where `online`/`offline` come from (`window` in the browser; none when absent). */
  network?: NetworkEvents | null;
}

export function defaultSocketUrl(consultationId: string, ticket: string, after: number): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = new URLSearchParams({ ticket, after: String(after) });
  return `${scheme}//${location.host}/api/consultations/${encodeURIComponent(consultationId)}/socket?${query}`;
}

function isRefusal(err: unknown): boolean {
  const status = err && typeof err === "object" ? (err as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** What a call hears from the room: the other side's WebRTC frames, and `ready` after every `hello` (the socket is (re)connected). */
export type Signal =
  | { t: "ready" }
  | { t: "sdp"; from: Side; description: SessionDescription; tracks: TrackInfo[]; restart: boolean }
  | { t: "ice"; from: Side; candidate: IceCandidate }
  | { t: "media"; from: Side; media: MediaReport };

/** The call's frames to the room (sent only while the socket is open; a call repeats what matters after `ready`). */
export type CallFrame = Extract<ClientFrame, { t: "sdp" | "ice" | "media" | "as_chat" }>;

/** The browser's network events (a test passes its own target). */
export interface NetworkEvents {
  addEventListener(type: "online" | "offline", listener: () => void): void;
  removeEventListener(type: "online" | "offline", listener: () => void): void;
}

export type RoomSocket = ReturnType<typeof createRoomSocket>;

/** Opens the room and keeps it open until the session ends or `close()` is called. */
export function createRoomSocket(options: RoomSocketOptions) {
  const { consultationId, getTicket } = options;
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const socketUrl = options.socketUrl ?? defaultSocketUrl;
  const now = options.now ?? Date.now;

  let snapshot: RoomSnapshot = { ...closedRoom, connection: "connecting" };
  const listeners = new Set<() => void>();
  const signalListeners = new Set<(signal: Signal) => void>();
  const signal = (event: Signal) => signalListeners.forEach((listener) => listener(event));
  const network = options.network === undefined ? (typeof window === "undefined" ? null : window) : options.network;
  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  /** Set by `close()` or the session's end: nothing reconnects after. */
  let stopped = false;
  /** True once `hello` arrived on the current socket (frames may be sent). */
  let ready = false;
  /** True once any socket got its `hello`: from then on a lost connection is "reconnecting", before it "connecting". */
  let everOpened = false;

  function update(patch: Partial<RoomSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  function sendFrame(frame: ClientFrame): boolean {
    if (!socket || !ready || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }

  function stopTimers() {
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function finish(connection: "ended" | "failed" | "closed") {
    stopped = true;
    stopTimers();
    network?.removeEventListener("offline", onOffline);
    network?.removeEventListener("online", onOnline);
    const current = socket;
    socket = null;
    ready = false;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.onerror = null;
      current.onopen = null;
      if (current.readyState <= OPEN) current.close(1000, connection);
    }
    update({ connection });
  }

  function scheduleRetry() {
    if (stopped) return;
    const failures = snapshot.failures + 1;
    update({ connection: everOpened ? "reconnecting" : "connecting", failures });
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryDelayMs(failures));
  }

  function addEvents(incoming: RoomEvent[]) {
    const known = new Set(snapshot.events.map((e) => e.seq));
    const fresh = incoming.filter((e) => !known.has(e.seq));
    if (!fresh.length) return;
    const events = [...snapshot.events, ...fresh].sort((a, b) => a.seq - b.seq);
    const echoed = new Set(fresh.flatMap((e) => (e.t === "message" && e.clientId ? [e.clientId] : [])));
    const pending = echoed.size ? snapshot.pending.filter((p) => !echoed.has(p.clientId)) : snapshot.pending;
    // A message from the typing side answers its typing.
    const typing = snapshot.typing && fresh.some((e) => e.t === "message" && e.from === snapshot.typing?.from) ? null : snapshot.typing;
    update({ events, pending, typing, lastSeq: Math.max(snapshot.lastSeq, ...fresh.map((e) => e.seq)) });
  }

  function setState(state: RoomState) {
    update({ state, stateAtMs: now(), endReason: state.endReason ?? snapshot.endReason });
  }

  function onFrame(frame: ServerFrame) {
    switch (frame.t) {
      case "hello":
        ready = true;
        everOpened = true;
        update({ connection: "open", side: frame.side, failures: 0 });
        setState(frame.state);
        // Whatever was sent and not echoed goes again, under the same ids: the room keeps each once.
        for (const p of snapshot.pending) sendFrame({ v: PROTOCOL_VERSION, t: "message", clientId: p.clientId, body: p.body });
        signal({ t: "ready" });
        return;
      case "message":
      case "system":
        addEvents([frame]);
        return;
      case "state":
        setState(frame.state);
        return;
      case "typing":
        if (frame.from !== snapshot.side) update({ typing: { from: frame.from, atMs: now() } });
        return;
      case "read":
        if (snapshot.state) update({ state: { ...snapshot.state, readUpTo: { ...snapshot.state.readUpTo, [frame.from]: Math.max(snapshot.state.readUpTo[frame.from], frame.upTo) } } });
        return;
      case "end":
        update({ endReason: frame.reason, receipt: frame.receipt ?? snapshot.receipt, typing: null });
        return;
      case "error":
        options.onError?.(frame.code);
        return;
      case "media":
        if (snapshot.state) update({ state: { ...snapshot.state, media: { ...snapshot.state.media, [frame.from]: frame.media } } });
        signal({ t: "media", from: frame.from, media: frame.media });
        return;
      case "sdp":
        signal({ t: "sdp", from: frame.from, description: frame.description, tracks: frame.tracks, restart: frame.restart });
        return;
      case "ice":
        signal({ t: "ice", from: frame.from, candidate: frame.candidate });
        return;
    }
  }

  /** The network is gone: drop the socket now (its close schedules the retries), so the room sees this side leave. */
  function onOffline() {
    const current = socket;
    if (stopped || !current) return;
    // Not waiting for the close handshake: on a dead network it may never come.
    socket = null;
    ready = false;
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
    current.onclose = null;
    current.onmessage = null;
    if (current.readyState <= OPEN) current.close(4000, "offline");
    scheduleRetry();
  }

  /** The network is back: a waiting retry goes now. */
  function onOnline() {
    if (stopped || retryTimer === null) return;
    clearTimeout(retryTimer);
    retryTimer = null;
    void connect();
  }

  async function connect() {
    if (stopped) return;
    update({ connection: everOpened ? "reconnecting" : "connecting" });
    let ticket: SocketTicket;
    try {
      ticket = await getTicket(consultationId);
    } catch (err) {
      if (stopped) return;
      if (isRefusal(err)) finish("failed");
      else scheduleRetry();
      return;
    }
    if (stopped) return;
    update({ side: ticket.side });
    const ws = openSocket(socketUrl(consultationId, ticket.ticket, snapshot.lastSeq));
    socket = ws;
    ready = false;
    ws.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame) onFrame(frame);
    };
    ws.onopen = () => {
      if (pingTimer !== null) clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (socket === ws && ws.readyState === OPEN) ws.send("ping");
      }, PING_INTERVAL_MS);
    };
    ws.onerror = () => {
      // A close follows every error; it decides what happens next.
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      ready = false;
      if (pingTimer !== null) clearInterval(pingTimer);
      pingTimer = null;
      const status = snapshot.state?.status;
      if (snapshot.endReason !== null || (status && isFinalStatus(status))) finish("ended");
      else scheduleRetry();
    };
  }

  network?.addEventListener("offline", onOffline);
  network?.addEventListener("online", onOnline);
  void connect();

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): RoomSnapshot => snapshot,
    /** Sends a message (kept pending, and resent on reconnect, until the room echoes it); returns its clientId. */
    send(body: string, clientId: string = newClientId()): string {
      update({ pending: [...snapshot.pending, { clientId, body, createdAtMs: now() }] });
      sendFrame({ v: PROTOCOL_VERSION, t: "message", clientId, body });
      return clientId;
    },
    typing: () => void sendFrame({ v: PROTOCOL_VERSION, t: "typing" }),
    /** Marks the events up to `upTo` read (the other side's ✓✓). */
    read: (upTo: number) => void sendFrame({ v: PROTOCOL_VERSION, t: "read", upTo }),
    /** Asks the room to end the session; false when the socket is not open (use `POST …/end`). */
    end: (): boolean => sendFrame({ v: PROTOCOL_VERSION, t: "end" }),
    /** After a top-up: the room reads the wallet again. */
    funds: (): boolean => sendFrame({ v: PROTOCOL_VERSION, t: "funds" }),
    /** A call's frame to the room; false when the socket is not open. */
    call: (frame: CallFrame): boolean => sendFrame(frame),
    /** Hears the call's frames from the other side and `ready` after every `hello`. */
    onSignal(listener: (signal: Signal) => void): () => void {
      signalListeners.add(listener);
      return () => signalListeners.delete(listener);
    },
    /** Stops for good (the page is left). */
    close: () => {
      if (!stopped) finish("closed");
    },
  };
}
