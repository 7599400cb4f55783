/**
 * What the room's workers tests share (chat-room.workers.test.ts, calls.workers.test.ts): calls
 * through the Worker, users and astrologers made straight in the database, a wallet top-up, the
 * simulated clock every room reads (a test file installs it with `useRoomClock()`), sockets that
 * record every frame, and consultations requested or started at a chosen instant.
 */
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { ConsultationKind, CreateConsultationAnswer, ServerFrame, SocketTicket } from "@contract/consultations";
import { createDatabase } from "../../db/client";
import { astrologers, freeChatClaims, users } from "../../db/schema";
import { signToken } from "../auth/tokens";
import { walletOf } from "../wallet/wallet-object";
import type { ChatRoom } from "./chat-room";
import { roomClock, roomOf } from "./chat-room";

export const MINUTE = 60_000;
/** The test astrologers' chat rate: ₹10 a minute. */
export const RATE = 1_000;

export async function call(method: string, path: string, token?: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": "192.0.2.77", ...extra };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  return exports.default.fetch(`https://example.com${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/** A user with a real token (signed as sign-in signs it; the sign-up flow has its own tests). */
export async function newUser(label: string, role: "user" | "astrologer" = "user"): Promise<{ token: string; id: string }> {
  const id = crypto.randomUUID();
  await createDatabase(env).insert(users).values({ id, email: `${label}.${id.slice(0, 8)}@example.com`, name: `${label} tester`, role });
  return { token: await signToken(env, { id, role, tokenVersion: 0 }), id };
}

/** An astrologer account: a user with the role, linked to a new online astrologer at `RATE`. */
/** A call's and a video's own rates (paise a minute); unset: the chat rate. */
export interface Rates {
  call?: number;
  video?: number;
}

export async function newAstrologer(rates: Rates = {}): Promise<{ token: string; userId: string; astrologerId: string }> {
  const user = await newUser("astro", "astrologer");
  const db = createDatabase(env);
  const astrologerId = `t-${crypto.randomUUID().slice(0, 12)}`;
  await db.insert(astrologers).values({
    id: astrologerId,
    slug: astrologerId,
    name: "Test Astrologer",
    isOnline: true,
    experienceYears: 10,
    rating: 4.5,
    specialties: ["vedic"],
    ratePerMinutePaise: RATE,
    callRatePerMinutePaise: rates.call ?? null,
    videoRatePerMinutePaise: rates.video ?? null,
    languages: ["Hindi", "Tamil"],
    bio: "A test astrologer for the room's tests.",
    userId: user.id,
  });
  return { token: user.token, userId: user.id, astrologerId };
}

export async function fund(userId: string, paise: number): Promise<void> {
  const moved = await walletOf(env, userId).move({ key: `test:${crypto.randomUUID()}`, kind: "recharge", amountPaise: paise, reference: "test", owner: userId });
  expect(moved.ok).toBe(true);
}

/** A test's clock for the rooms: every room it touches reads `clock.now`. */
export const clock = { now: Date.now() };

export async function withRoom<T>(id: string, fn: (room: ChatRoom) => Promise<T> | T): Promise<T> {
  return runInDurableObject(roomOf(env, id), (room: ChatRoom) => fn(room));
}

/** Moves the clock and runs the room's alarm at the new instant (as a late or early alarm would). */
export async function tick(id: string, toMs: number): Promise<void> {
  clock.now = toMs;
  await withRoom(id, (room) => room.alarm());
}

/** A socket client that records every frame. */
export class Client {
  frames: ServerFrame[] = [];
  closed: string | null = null;
  /**
   * The client's heartbeat, as the pages send it (the room closes sockets silent for 45 s); every
   * 5 s rather than the pages' 15 s, so that a test isolate busy with hundreds of rooms for half a
   * minute does not look like a lost phone.
   */
  private readonly heartbeat = setInterval(() => {
    if (!this.closed) this.ws.send("ping");
  }, 5_000);

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("close", (e) => {
      this.closed = `${e.code} ${e.reason}`;
      clearInterval(this.heartbeat);
    });
    ws.addEventListener("message", (e) => {
      if (typeof e.data === "string" && e.data !== "pong") this.frames.push(JSON.parse(e.data) as ServerFrame);
    });
  }

  /** Through the API, as the pages connect: a pass from `POST …/ticket`, then the socket route. */
  static async connect(id: string, token: string, after = 0): Promise<Client> {
    const { ticket } = await json<SocketTicket>(await call("POST", `/api/consultations/${id}/ticket`, token));
    return Client.open(await exports.default.fetch(`https://example.com/api/consultations/${id}/socket?ticket=${encodeURIComponent(ticket)}&after=${after}`, { headers: { Upgrade: "websocket" } }));
  }

  /**
   * Straight to the room, as the socket route forwards an upgrade once the pass is checked (the
   * tests above check passes): hundreds of rooms connect this way, without a trip through the
   * Worker's router and a ticket each.
   */
  static async direct(id: string, side: "user" | "astrologer"): Promise<Client> {
    return Client.open(await roomOf(env, id).fetch(`https://room/${id}?after=0`, { headers: { Upgrade: "websocket", "X-Room-Side": side } }));
  }

  private static async open(res: Response): Promise<Client> {
    expect(res.status, res.status === 101 ? "" : await res.text()).toBe(101);
    const ws = res.webSocket!;
    const client = new Client(ws);
    ws.accept();
    await expect.poll(() => client.frames.some((f) => f.t === "hello")).toBe(true);
    return client;
  }

  send(frame: object): void {
    if (this.closed) throw new Error(`socket closed: ${this.closed}`);
    this.ws.send(JSON.stringify({ v: 1, ...frame }));
  }

  messages() {
    return this.frames.filter((f) => f.t === "message");
  }

  systems() {
    return this.frames.filter((f): f is Extract<ServerFrame, { t: "system" }> => f.t === "system").map((f) => f.code);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.ws.close(1000, "done");
  }
}

export async function present(id: string) {
  return withRoom(id, (room) => room.snapshot("user")!.state.present);
}

/** A requested consultation between a fresh user (with `balance`) and a fresh astrologer. */
export async function requested(options: { balance?: number; plan?: "per-minute" | "pack-20"; firstChat?: boolean; kind?: ConsultationKind; rates?: Rates } = {}) {
  // The request is made now: its room opens on the real time, as in the product.
  clock.now = Date.now();
  const user = await newUser("client");
  const astro = await newAstrologer(options.rates);
  if (options.balance) await fund(user.id, options.balance);
  if (options.firstChat === false) {
    // Spend the free minutes on an earlier consultation that was served.
    await createDatabase(env).insert(freeChatClaims).values({ userId: user.id, consultationId: "cs_spent" });
  }
  const created = await json<CreateConsultationAnswer>(
    await call("POST", "/api/consultations", user.token, { astrologerId: astro.astrologerId, kind: options.kind ?? "chat", plan: options.plan ?? "per-minute" }, { "Idempotency-Key": `key-${crypto.randomUUID()}` }),
    201,
  );
  return { user, astro, id: created.id, created };
}

/** Accepted, both connected, and the astrologer's first message at `startMs` starts the clock. */
export async function started(options: Parameters<typeof requested>[0] & { startMs: number }) {
  const r = await requested(options);
  clock.now = options.startMs - 2_000;
  await json(await call("POST", `/api/consultations/${r.id}/accept`, r.astro.token));
  const u = await Client.connect(r.id, r.user.token);
  const a = await Client.connect(r.id, r.astro.token);
  clock.now = options.startMs;
  a.send({ t: "message", clientId: "astro-first-1", body: "नमस्ते, बताइए" });
  await expect.poll(() => u.messages().length).toBe(1);
  return { ...r, u, a };
}

/** Runs `fn(0…n−1)`, `size` at a time, keeping the order of the results. */
export async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - start) }, (_, j) => fn(start + j)))));
  return out;
}

export async function ledgerOf(userId: string) {
  return (await walletOf(env, userId).entries({ limit: 100 })).entries;
}

/** Points every room at `clock` for the test file (also rooms back from hibernation), from the real time at each test's start. */
export function useRoomClock(): void {
  beforeAll(() => {
    roomClock.now = () => clock.now;
  });
  afterAll(() => {
    roomClock.now = () => Date.now();
  });
  // Each test starts at the real time; the tests before it may have moved the clock on by minutes.
  beforeEach(() => {
    clock.now = Date.now();
  });
}
