/**
 * The /support form's tickets (issue 24): opened by anyone, rate-limited, acknowledged by mail in
 * the writer's language, stored as plain text, and answered by an administrator by mail.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { and, desc, eq, gt, max } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Ticket } from "@contract/admin";
import type { ErrorBody } from "@contract/common";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { auditLog, emailOutbox, supportTickets, users } from "../../db/schema";
import { hashPassword } from "../auth/password";
import { signToken } from "../auth/tokens";
import { createUser } from "../auth/users";

const app = createApp();
const db = createDatabase(env);
const unique = () => crypto.randomUUID().slice(0, 8);
/** A fresh address per request (unique to this run), so only the limit test meets the per-address limit. */
const run = crypto.randomUUID().slice(0, 4);
let addresses = 0;
const newAddress = () => `2001:db8:${run}::${(++addresses).toString(16)}`;

async function call(method: string, path: string, options: { token?: string; body?: unknown; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { "CF-Connecting-IP": options.ip ?? newAddress() };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const ctx = createExecutionContext();
  const res = await app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function account(role: "user" | "admin" = "user"): Promise<{ id: string; email: string; token: string }> {
  const email = `support.${role}.${unique()}@example.com`;
  const user = await createUser(db, env, { email, passwordHash: await hashPassword("long enough 1", 1000), name: "Support Test" });
  if (!user) throw new Error("could not create the account");
  if (role === "admin") await db.update(users).set({ role }).where(eq(users.id, user.id));
  return { id: user.id, email, token: await signToken(env, { id: user.id, role, tokenVersion: user.tokenVersion }) };
}

async function lastMailId(to: string): Promise<number> {
  const [row] = await db.select({ id: max(emailOutbox.id) }).from(emailOutbox).where(eq(emailOutbox.to, to));
  return row?.id ?? 0;
}

/** Mail to `to` after `afterId`, oldest first (sent after the answer: waitOnExecutionContext waited for it). */
function mailsTo(to: string, afterId = 0) {
  return db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), gt(emailOutbox.id, afterId))).orderBy(emailOutbox.id);
}

const form = (email: string, extra: Record<string, unknown> = {}) => ({ name: "Meena Raghavan", email, topic: "billing", body: "My recharge of ₹500 is not in my wallet.", ...extra });

describe("POST /api/support/tickets", () => {
  it("opens a ticket (201) and mails an acknowledgement in the writer's language that promises an answer within 48 hours", async () => {
    const email = `writer.${unique()}@example.com`;
    const res = await call("POST", "/api/support/tickets", { body: form(email.toUpperCase(), { locale: "ta" }) });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(id).toMatch(/^tk_[0-9a-f]{24}$/);
    expect(status).toBe("open");
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row).toMatchObject({ userId: null, email, name: "Meena Raghavan", locale: "ta", topic: "billing", status: "open", reply: null });
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toContain(id);
    expect(ack?.text).toContain("48 மணி நேரத்துக்குள்");
    expect(ack?.text).toContain("வணக்கம் Meena Raghavan");
    // The acknowledgement does not carry the message back to whatever address was typed.
    expect(ack?.text).not.toContain("recharge");
  });

  it("links the ticket to the account when the writer is signed in", async () => {
    const user = await account();
    const res = await call("POST", "/api/support/tickets", { token: user.token, body: form(user.email) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row?.userId).toBe(user.id);
  });

  it("stores a body with <script> as the text it is and answers JSON, never HTML", async () => {
    const email = `script.${unique()}@example.com`;
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">x</a>`;
    const res = await call("POST", "/api/support/tickets", { body: form(email, { name: "<b>Eve</b>", body: hostile }) });
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toContain("<script>");
    const { id } = JSON.parse(text) as { id: string };
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row).toMatchObject({ body: hostile, name: "<b>Eve</b>" });
    // The admin list gives it back as a JSON string, exactly as written.
    const admin = await account("admin");
    const list = await call("GET", "/api/admin/tickets?status=open", { token: admin.token });
    expect(list.headers.get("Content-Type")).toMatch(/^application\/json/);
    const { tickets } = (await list.json()) as { tickets: Ticket[] };
    expect(tickets.find((t) => t.id === id)?.body).toBe(hostile);
  });

  it("answers 429 rate_limited after 3 messages an hour to one email, and after 5 an hour from one address", async () => {
    const email = `limited.${unique()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await call("POST", "/api/support/tickets", { body: form(email) })).status).toBe(201);
    const fourth = await call("POST", "/api/support/tickets", { body: form(email) });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as ErrorBody).error.code).toBe("rate_limited");
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);

    const ip = newAddress();
    for (let i = 0; i < 5; i++) expect((await call("POST", "/api/support/tickets", { ip, body: form(`from.ip.${i}.${unique()}@example.com`) })).status).toBe(201);
    expect((await call("POST", "/api/support/tickets", { ip, body: form(`from.ip.6.${unique()}@example.com`) })).status).toBe(429);
  });

  it("refuses a short body, control characters, a bad address and unknown fields with 400", async () => {
    const email = `bad.${unique()}@example.com`;
    expect((await call("POST", "/api/support/tickets", { body: form(email, { body: "help" }) })).status).toBe(400);
    // Line breaks are a message's paragraphs; other control characters are refused.
    expect((await call("POST", "/api/support/tickets", { body: form(email, { body: "Please call me back\u0007 today" }) })).status).toBe(400);
    expect((await call("POST", "/api/support/tickets", { body: form("not an email") })).status).toBe(400);
    expect((await call("POST", "/api/support/tickets", { body: form(email, { userId: "someone" }) })).status).toBe(400);
    expect((await call("POST", "/api/support/tickets", { body: form(email, { topic: "refund-me" }) })).status).toBe(400);
  });
});

describe("administrators' answers", () => {
  it("lists open tickets first, oldest first, with a consultation ticket's account address", async () => {
    const admin = await account("admin");
    const user = await account();
    // A ticket from the consultation room (worker/src/features/consultations) has no address of its own.
    const roomTicket = `tk_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;
    await db.insert(supportTickets).values({ id: roomTicket, userId: user.id, topic: "astrologer", body: "The astrologer left the chat early." });
    const res = await call("GET", "/api/admin/tickets", { token: admin.token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { tickets: Ticket[]; total: number; pageSize: number };
    expect(page.tickets.find((t) => t.id === roomTicket)).toMatchObject({ email: user.email, name: "Support Test", locale: "en", status: "open" });
    const statuses = page.tickets.map((t) => t.status);
    expect(statuses.slice(0, statuses.lastIndexOf("open") + 1).every((s) => s === "open")).toBe(true);
    const open = page.tickets.filter((t) => t.status === "open").map((t) => t.createdAt);
    expect(open).toEqual([...open].sort());
    expect(page.pageSize).toBe(50);
  });

  it("mails the reply in the ticket's language with the message quoted, marks it answered, closes it on request, then refuses (409)", async () => {
    const admin = await account("admin");
    const email = `hindi.${unique()}@example.com`;
    const opened = await call("POST", "/api/support/tickets", { body: form(email, { locale: "hi", name: "Ravi", body: "मेरा रिचार्ज अभी तक नहीं दिखा।\nकृपया जाँच करें।" }) });
    const { id } = (await opened.json()) as { id: string };
    const afterAck = await lastMailId(email);

    const answered = await call("POST", `/api/admin/tickets/${id}/reply`, { token: admin.token, body: { reply: "आपका ₹500 का रिचार्ज अब आपके वॉलेट में जुड़ गया है।" } });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(await answered.json()).toMatchObject({ id, status: "answered", reply: "आपका ₹500 का रिचार्ज अब आपके वॉलेट में जुड़ गया है।", repliedAt: expect.any(String) });
    const [mail] = await mailsTo(email, afterAck);
    expect(mail?.subject).toContain(id);
    expect(mail?.text).toContain("नमस्ते Ravi जी");
    expect(mail?.text).toContain("आपका ₹500 का रिचार्ज अब आपके वॉलेट में जुड़ गया है।");
    expect(mail?.text).toContain("आपने लिखा था:\n> मेरा रिचार्ज अभी तक नहीं दिखा।\n> कृपया जाँच करें।");
    const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row).toMatchObject({ status: "answered", repliedBy: admin.id });

    expect((await call("POST", `/api/admin/tickets/${id}/reply`, { token: admin.token, body: { reply: "Closing this now.", close: true } })).status).toBe(200);
    const closedAgain = await call("POST", `/api/admin/tickets/${id}/reply`, { token: admin.token, body: { reply: "One more thing." } });
    expect(closedAgain.status).toBe(409);
    expect(((await closedAgain.json()) as ErrorBody).error.messageCode).toBe("ticket_closed");
    expect(await mailsTo(email, afterAck)).toHaveLength(2);

    const entries = await db.select().from(auditLog).where(and(eq(auditLog.entity, "ticket"), eq(auditLog.entityId, id))).orderBy(desc(auditLog.id));
    expect(entries).toMatchObject([
      { action: "ticket.reply", actorId: admin.id, before: { status: "answered" }, after: { status: "closed", reply: "Closing this now." } },
      { action: "ticket.reply", actorId: admin.id, before: { status: "open", reply: null }, after: { status: "answered" } },
    ]);
    expect((await call("POST", `/api/admin/tickets/tk_${"0".repeat(24)}/reply`, { token: admin.token, body: { reply: "Hello" } })).status).toBe(404);
  });
});
