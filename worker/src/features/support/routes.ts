/**
 * Support tickets (issue 24): the public `/support` form opens one (`POST /api/support/tickets`),
 * and administrators read them and answer by mail (`/api/admin/tickets`). Tickets a user opens
 * about a consultation (worker/src/features/consultations) are in the same table and list.
 *
 * The form is open to anyone, so it is rate-limited per address and per email, and what it
 * stores is plain text: the answer is JSON and no page renders a ticket as HTML.
 */
import { asc, count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ADMIN_PAGE_SIZE, supportTicketBody, type Ticket, ticketParam, ticketReplyBody, ticketsQuery } from "@contract/admin";
import { createDatabase } from "../../db/client";
import { supportTickets, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { clientAddress, enforceRateLimits, type RateLimitRule } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { auditEntry } from "../admin/audit";
import { createMailer } from "../auth/email";
import { currentUser, identify, requireRole } from "../auth/middleware";
import { ticketReceivedEmail, ticketReplyEmail } from "./email";

const HOUR_MS = 60 * 60_000;
/** How many messages the form takes in an hour: from one network address, and to one email. */
export const supportLimits = {
  perAddress: { limit: 5, windowMs: HOUR_MS },
  perEmail: { limit: 3, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

const noStore = { "Cache-Control": "no-store" };
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

function newTicketId(): string {
  return `tk_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
}

export const supportRoutes = new Hono<AppEnv>().post("/tickets", validate("json", supportTicketBody), async (c) => {
  const body = c.req.valid("json");
  await enforceRateLimits(c, [
    { key: `support:ip:${clientAddress(c.req.raw)}`, rule: supportLimits.perAddress },
    { key: `support:email:${body.email}`, rule: supportLimits.perEmail },
  ]);
  // A signed-in writer's ticket is linked to the account; the form works without one.
  const user = await identify(c);
  const db = createDatabase(c.env);
  const id = newTicketId();
  await db.insert(supportTickets).values({ id, userId: user?.id ?? null, topic: body.topic, body: body.body, email: body.email, name: body.name, locale: body.locale });
  // The acknowledgement goes after the answer; a provider failure is logged, the ticket stays.
  const mail = ticketReceivedEmail[body.locale]({ ticketId: id, name: body.name });
  c.executionCtx.waitUntil(
    createMailer(c.env, db)
      .send({ to: body.email, ...mail })
      .catch((err: unknown) => console.error(JSON.stringify({ level: "error", message: "support acknowledgement not sent", ticketId: id, error: String(err) }))),
  );
  return c.json({ id, status: "open" as const }, 201, noStore);
});

/** A ticket as administrators see it: a consultation ticket's address and name are its account's. */
const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  email: sql<string | null>`coalesce(${supportTickets.email}, ${users.email})`,
  name: sql<string | null>`coalesce(${supportTickets.name}, ${users.name})`,
  locale: supportTickets.locale,
  consultationId: supportTickets.consultationId,
  topic: supportTickets.topic,
  body: supportTickets.body,
  status: supportTickets.status,
  reply: supportTickets.reply,
  repliedAt: supportTickets.repliedAt,
  createdAt: supportTickets.createdAt,
};

export const adminTicketRoutes = new Hono<AppEnv>()
  .use(requireRole("admin"))
  .get("/", validate("query", ticketsQuery), async (c) => {
    const { status, page } = c.req.valid("query");
    const db = createDatabase(c.env);
    const where = status ? eq(supportTickets.status, status) : undefined;
    const [rows, [total]] = await db.batch([
      db
        .select(ticketColumns)
        .from(supportTickets)
        .leftJoin(users, eq(users.id, supportTickets.userId))
        .where(where)
        // Open ones first, each group oldest first: the longest wait is answered first.
        .orderBy(sql`${supportTickets.status} <> 'open'`, asc(supportTickets.createdAt), asc(supportTickets.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE),
      db.select({ n: count() }).from(supportTickets).where(where),
    ]);
    return c.json({ tickets: rows satisfies Ticket[], total: total?.n ?? 0, page, pageSize: ADMIN_PAGE_SIZE }, 200, noStore);
  })
  .post("/:id/reply", validate("param", ticketParam), validate("json", ticketReplyBody), async (c) => {
    const { id } = c.req.valid("param");
    const { reply, close } = c.req.valid("json");
    const admin = currentUser(c);
    const db = createDatabase(c.env);
    const [ticket] = await db.select(ticketColumns).from(supportTickets).leftJoin(users, eq(users.id, supportTickets.userId)).where(eq(supportTickets.id, id)).limit(1);
    if (!ticket) throw new ApiError("not_found", "no_such_ticket");
    if (ticket.status === "closed") throw new ApiError("conflict", "ticket_closed");
    if (!ticket.email) throw new ApiError("conflict", "ticket_no_email");
    // Mail first: a ticket marked answered must have had its answer sent.
    await createMailer(c.env, db).send({ to: ticket.email, ...ticketReplyEmail[ticket.locale]({ ticketId: id, name: ticket.name, reply, original: ticket.body }) });
    const status = close ? ("closed" as const) : ("answered" as const);
    const [[updated]] = await db.batch([
      db
        .update(supportTickets)
        .set({ status, reply, repliedBy: admin.id, repliedAt: nowIso })
        .where(eq(supportTickets.id, id))
        .returning({ repliedAt: supportTickets.repliedAt }),
      auditEntry(db, admin, { action: "ticket.reply", entity: "ticket", entityId: id, before: { status: ticket.status, reply: ticket.reply }, after: { status, reply } }),
    ]);
    return c.json({ ...ticket, status, reply, repliedAt: updated?.repliedAt ?? null } satisfies Ticket, 200, noStore);
  });
