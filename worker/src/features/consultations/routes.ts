/**
 * `/api/consultations/*` (either side of a consultation) and `/api/astrologer/{status,requests,earnings}`
 * (the astrologer's side). Route files validate, check the caller's side and present; the room
 * (`ChatRoom`) runs the session and ./service.ts prices and records it.
 */
import { and, desc, eq, gt, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  astrologerStatusBody,
  consultationParam,
  consultationsQuery,
  CONSULTATIONS_PAGE_SIZE,
  createConsultationBody,
  earningsQuery,
  problemBody,
  type Receipt,
  REQUEST_TIMEOUT_MINUTES,
  reviewBody,
  type Side,
  socketQuery,
  type TranscriptMessage,
} from "@contract/consultations";
import { render } from "@contract/messages";
import { createDatabase, type Database } from "../../db/client";
import { astrologerReviews, astrologers, charts, type ConsultationRow, consultationMessages, consultations, supportTickets, type UserRow, users } from "../../db/schema";
import type { AppEnv, Env } from "../../env";
import { ApiError, requestLanguage } from "../../lib/errors";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";
import { hmacHex, verifyHmacHex } from "../auth/tokens";
import { loadSettings } from "../pricing/settings";
import { type ChatRoom, type RoomActionResult, roomOf } from "./chat-room";
import { iceServersFor } from "./ice";
import { createConsultation, earningsByDay, findConsultation, minuteMs, ownAstrologer, summarise } from "./service";

const noStore = { "Cache-Control": "no-store" };
/** How long a socket pass is good for. */
const TICKET_TTL_MS = 60_000;

const openStatuses = ["requested", "active"] as const;

/** What a pass signs: its purpose, the consultation, the user, the side and the expiry. */
function ticketData(id: string, userId: string, side: Side, expMs: number): string {
  return `consultation-socket\n${id}\n${userId}\n${side}\n${expMs}`;
}

/** Checks a pass: `<userId>.<side>.<expMs>.<signature>` for this consultation, not expired. */
async function readTicket(env: Env, id: string, ticket: string): Promise<{ userId: string; side: Side } | null> {
  const parts = ticket.split(".");
  if (parts.length < 4) return null;
  const signature = parts.pop()!;
  const expMs = Number(parts.pop());
  const side = parts.pop();
  const userId = parts.join(".");
  if ((side !== "user" && side !== "astrologer") || !Number.isSafeInteger(expMs) || expMs < Date.now()) return null;
  return (await verifyHmacHex(env, ticketData(id, userId, side, expMs), signature)) ? { userId, side } : null;
}

/** The consultation with the caller's side, as the answers present it. */
async function present(db: Database, row: ConsultationRow, side: Side, lang: ReturnType<typeof requestLanguage>) {
  const [summary] = await summarise(db, [row], side, lang);
  return summary!;
}

function refused(result: RoomActionResult, code: "consult_not_requested" | "consult_not_active"): never {
  if (!result.ok && result.reason === "no_room") throw new ApiError("not_found", "no_such_consultation");
  throw new ApiError("conflict", code);
}

async function reread(db: Database, id: string): Promise<ConsultationRow> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  return row!;
}

/**
 * accept, decline, cancel and end, one shape: the caller's consultation `id`, from the side
 * allowed to act (null: either), handed to the room; a refusal answers 409 with `refusal`
 * (404 when there is no room), else the consultation as it now reads.
 */
async function roomAction(
  c: Context<AppEnv>,
  id: string,
  allowed: Side | null,
  act: (room: DurableObjectStub<ChatRoom>, side: Side) => Promise<RoomActionResult>,
  refusal: "consult_not_requested" | "consult_not_active",
) {
  const db = createDatabase(c.env);
  const { row, side } = await findConsultation(db, currentUser(c), id);
  if (allowed !== null && side !== allowed) throw new ApiError("forbidden", "no_access");
  const result = await act(roomOf(c.env, row.id), side);
  if (!result.ok) refused(result, refusal);
  return c.json({ consultation: await present(db, await reread(db, row.id), side, requestLanguage(c)) }, 200, noStore);
}

/** The transcript and receipt: from the room while it runs (or until it has copied them), else from libSQL. */
async function transcriptOf(env: Env, db: Database, row: ConsultationRow, side: Side): Promise<{ transcript: TranscriptMessage[]; receipt: Receipt | null }> {
  if (row.settledAt === null) {
    const snapshot = await roomOf(env, row.id).snapshot(side);
    if (snapshot) return { transcript: snapshot.transcript, receipt: snapshot.receipt };
  }
  const messages = await db.select().from(consultationMessages).where(eq(consultationMessages.consultationId, row.id)).orderBy(consultationMessages.seq);
  return { transcript: messages.map((m) => ({ seq: m.seq, sender: m.sender, body: m.body, createdAt: m.createdAt })), receipt: (row.receipt as Receipt | null) ?? null };
}

export const consultationRoutes = new Hono<AppEnv>()
  // The socket authenticates with its pass (browsers cannot send headers on a WebSocket).
  .get("/:id/socket", validate("param", consultationParam), validate("query", socketQuery), async (c) => {
    const { id } = c.req.valid("param");
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new ApiError("bad_request", "bad_request");
    const pass = await readTicket(c.env, id, c.req.valid("query").ticket);
    if (!pass) throw new ApiError("unauthorized", "socket_ticket");
    const db = createDatabase(c.env);
    const [user] = await db.select().from(users).where(eq(users.id, pass.userId)).limit(1);
    if (!user) throw new ApiError("unauthorized", "socket_ticket");
    const { side } = await findConsultation(db, user, id);
    if (side !== pass.side) throw new ApiError("unauthorized", "socket_ticket");
    const url = new URL(c.req.url);
    return roomOf(c.env, id).fetch(
      new Request(`https://room/${id}?after=${c.req.valid("query").after}`, { headers: { Upgrade: "websocket", "X-Room-Side": side, Origin: url.origin } }),
    );
  })
  .use(requireUser)
  .post("/", idempotent, validate("json", createConsultationBody), async (c) => {
    const answer = await createConsultation(c.env, createDatabase(c.env), currentUser(c), c.req.valid("json"), requestLanguage(c), idempotencyKeyOf(c));
    return c.json(answer, 201, noStore);
  })
  .get("/", validate("query", consultationsQuery), async (c) => {
    const { role, status, cursor } = c.req.valid("query");
    const db = createDatabase(c.env);
    const user = currentUser(c);
    const owner = role === "astrologer" ? eq(consultations.astrologerId, (await ownAstrologer(db, user)).id) : eq(consultations.userId, user.id);
    const filters = [owner];
    if (status === "open") filters.push(inArray(consultations.status, [...openStatuses]));
    if (status === "past") filters.push(notInArray(consultations.status, [...openStatuses]));
    if (cursor) {
      const [at, id] = cursor.split("|") as [string, string];
      filters.push(or(lt(consultations.createdAt, at), and(eq(consultations.createdAt, at), lt(consultations.id, id)))!);
    }
    const rows = await db
      .select()
      .from(consultations)
      .where(and(...filters))
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(CONSULTATIONS_PAGE_SIZE + 1);
    const page = rows.slice(0, CONSULTATIONS_PAGE_SIZE);
    const last = page.at(-1);
    return c.json(
      { consultations: await summarise(db, page, role, requestLanguage(c)), nextCursor: rows.length > CONSULTATIONS_PAGE_SIZE && last ? `${last.createdAt}|${last.id}` : null },
      200,
      noStore,
    );
  })
  .get("/:id", validate("param", consultationParam), async (c) => {
    const db = createDatabase(c.env);
    const { row, side } = await findConsultation(db, currentUser(c), c.req.valid("param").id);
    const [{ transcript, receipt }, [review], [chart]] = await Promise.all([
      transcriptOf(c.env, db, row, side),
      db.select().from(astrologerReviews).where(eq(astrologerReviews.consultationId, row.id)).limit(1),
      row.chartId ? db.select().from(charts).where(eq(charts.id, row.chartId)).limit(1) : Promise.resolve([]),
    ]);
    return c.json(
      {
        consultation: await present(db, row, side, requestLanguage(c)),
        transcript,
        receipt,
        review: review ? { rating: review.rating, body: review.body } : null,
        chart: chart
          ? {
              id: chart.id,
              name: chart.name,
              date: chart.birthDate,
              time: chart.birthTime,
              place: chart.location ?? "",
              latitude: chart.latitude,
              longitude: chart.longitude,
              timezone: chart.timezone ?? "",
              ...(chart.gender ? { gender: chart.gender } : {}),
            }
          : null,
      },
      200,
      noStore,
    );
  })
  .post("/:id/ticket", validate("param", consultationParam), async (c) => {
    const db = createDatabase(c.env);
    const user = currentUser(c);
    const { row, side } = await findConsultation(db, user, c.req.valid("param").id);
    const expMs = Date.now() + TICKET_TTL_MS;
    const ticket = `${user.id}.${side}.${expMs}.${await hmacHex(c.env, ticketData(row.id, user.id, side, expMs))}`;
    return c.json({ ticket, expiresAt: new Date(expMs).toISOString(), side }, 200, noStore);
  })
  // A call's ICE servers: either side of this consultation, calls and videos only (TURN credentials cost money).
  .get("/:id/ice-servers", validate("param", consultationParam), async (c) => {
    const { row } = await findConsultation(createDatabase(c.env), currentUser(c), c.req.valid("param").id);
    if (row.kind === "chat") throw new ApiError("conflict", "consult_not_a_call");
    return c.json(await iceServersFor(c.env, new URL(c.req.url), Date.now()), 200, noStore);
  })
  .post("/:id/accept", validate("param", consultationParam), (c) => roomAction(c, c.req.valid("param").id, "astrologer", (room) => room.accept(), "consult_not_requested"))
  .post("/:id/decline", validate("param", consultationParam), (c) => roomAction(c, c.req.valid("param").id, "astrologer", (room) => room.refuse("declined"), "consult_not_requested"))
  .post("/:id/cancel", validate("param", consultationParam), (c) => roomAction(c, c.req.valid("param").id, "user", (room) => room.refuse("cancelled"), "consult_not_requested"))
  .post("/:id/end", validate("param", consultationParam), (c) => roomAction(c, c.req.valid("param").id, null, (room, side) => room.end(side), "consult_not_active"))
  .post("/:id/review", validate("param", consultationParam), validate("json", reviewBody), async (c) => {
    const db = createDatabase(c.env);
    const user = currentUser(c);
    const { row, side } = await findConsultation(db, user, c.req.valid("param").id);
    if (side !== "user") throw new ApiError("forbidden", "no_access");
    if (row.status !== "ended" || row.startedAt === null) throw new ApiError("conflict", "consult_not_over");
    const { rating, body } = c.req.valid("json");
    const lang = requestLanguage(c);
    const inserted = await db
      .insert(astrologerReviews)
      .values({ id: crypto.randomUUID(), astrologerId: row.astrologerId, author: reviewerName(user, lang), rating, lang, body, consultationId: row.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new ApiError("conflict", "consult_already_reviewed");
    await db.update(consultations).set({ rating, review: body, reviewedAt: new Date().toISOString() }).where(eq(consultations.id, row.id));
    const [stats] = await db
      .select({ count: sql<number>`count(*)`, mean: sql<number>`avg(${astrologerReviews.rating})` })
      .from(astrologerReviews)
      .where(eq(astrologerReviews.astrologerId, row.astrologerId));
    return c.json({ rating, body, astrologerRating: Math.round(Number(stats?.mean ?? rating) * 10) / 10, astrologerReviews: Number(stats?.count ?? 1) }, 201, noStore);
  })
  .post("/:id/problem", validate("param", consultationParam), validate("json", problemBody), async (c) => {
    const db = createDatabase(c.env);
    const user = currentUser(c);
    const { row } = await findConsultation(db, user, c.req.valid("param").id);
    const { topic, body } = c.req.valid("json");
    const ticketId = `tk_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;
    await db.insert(supportTickets).values({ id: ticketId, userId: user.id, consultationId: row.id, topic, body });
    console.log(JSON.stringify({ at: "support ticket", ticketId, consultation: row.id, topic }));
    return c.json({ ticketId, status: "open" as const, answerWithinHours: 48 }, 201, noStore);
  });

/** A reviewer's name as reviews show it: a first name and an initial; "User" in `lang` for an account without a name. */
function reviewerName(user: UserRow, lang: ReturnType<typeof requestLanguage>): string {
  const name = user.name?.trim().split(/\s+/);
  if (!name?.[0]) return render(lang, "consult_unnamed_user");
  return name.length > 1 ? `${name[0]} ${name.at(-1)!.charAt(0)}.` : name[0];
}

export const astrologerSideRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/status", validate("json", astrologerStatusBody), async (c) => {
    const db = createDatabase(c.env);
    const astrologer = await ownAstrologer(db, currentUser(c));
    const { online } = c.req.valid("json");
    await db.update(astrologers).set({ isOnline: online }).where(eq(astrologers.id, astrologer.id));
    return c.json({ astrologerId: astrologer.id, online }, 200, noStore);
  })
  .get("/requests", async (c) => {
    const db = createDatabase(c.env);
    const astrologer = await ownAstrologer(db, currentUser(c));
    const timeoutMs = REQUEST_TIMEOUT_MINUTES * minuteMs(c.env);
    const since = new Date(Date.now() - timeoutMs).toISOString();
    const rows = await db
      .select()
      .from(consultations)
      .where(
        and(
          eq(consultations.astrologerId, astrologer.id),
          or(and(eq(consultations.status, "requested"), gt(consultations.requestedAt, since)), eq(consultations.status, "active")),
        ),
      )
      .orderBy(desc(consultations.requestedAt))
      .limit(50);
    const summaries = await summarise(db, rows, "astrologer", requestLanguage(c));
    return c.json(
      {
        online: astrologer.isOnline,
        requests: summaries
          .filter((s) => s.status === "requested")
          .map((s) => ({ ...s, expiresAt: new Date(Date.parse(s.requestedAt) + timeoutMs).toISOString() })),
        active: summaries.filter((s) => s.status === "active"),
      },
      200,
      noStore,
    );
  })
  .get("/earnings", validate("query", earningsQuery), async (c) => {
    const db = createDatabase(c.env);
    const astrologer = await ownAstrologer(db, currentUser(c));
    const [days, settings] = await Promise.all([earningsByDay(db, astrologer.id, c.req.valid("query").days), loadSettings(db)]);
    return c.json({ shareBp: settings.pricing.astrologerShareBp, days, totalSharePaise: days.reduce((s, d) => s + d.sharePaise, 0) }, 200, noStore);
  });
