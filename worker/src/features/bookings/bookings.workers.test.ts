/**
 * Bookings under workerd against a real sqld: the slots answer, booking and its conflicts, the
 * idempotent retry, cancelling from either side, the lists, the reminders' cron run twice, and
 * the join window the consultation route relies on. Routes read the real clock, so the HTTP tests
 * book an astrologer who is available around the clock; the clock-bound functions take `now`.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingAnswer, BookingsAnswer, SlotsAnswer } from "@contract/bookings";
import type { CreateConsultationAnswer } from "@contract/consultations";
import { createDatabase } from "../../db/client";
import { astrologers, bookings, emailOutbox, users } from "../../db/schema";
import { signToken } from "../auth/tokens";
import { walletOf } from "../wallet/wallet-object";
import worker from "../../index";
import { bookingForJoin, linkBooking, sendDueReminders } from "./service";

const db = createDatabase(env);
const allWeek = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: "00:00", to: "24:00" }));

async function call(method: string, path: string, token?: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": "192.0.2.61", ...extra };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  return exports.default.fetch(`https://example.com${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function newUser(label: string, role: "user" | "astrologer" = "user", language: "en" | "hi" | "ta" | "te" = "en") {
  const id = crypto.randomUUID();
  const email = `${label}.${id.slice(0, 8)}@example.com`;
  await db.insert(users).values({ id, email, name: `${label} tester`, role, language });
  return { id, email, token: await signToken(env, { id, role, tokenVersion: 0 }) };
}

/** An astrologer account with the given weekly hours (all week by default) and a video rate. */
async function newAstrologer(availability = allWeek, language: "en" | "hi" | "ta" | "te" = "en") {
  const account = await newUser("astro", "astrologer", language);
  const id = `bk-${crypto.randomUUID().slice(0, 12)}`;
  await db.insert(astrologers).values({
    id,
    slug: id,
    name: "Booking Astrologer",
    nameTa: "முன்பதிவு ஜோதிடர்",
    experienceYears: 12,
    rating: 4.6,
    specialties: ["vedic"],
    ratePerMinutePaise: 1500,
    videoRatePerMinutePaise: 2500,
    languages: ["Tamil"],
    bio: "Takes booked calls.",
    userId: account.id,
    availability,
  });
  return { ...account, astrologerId: id };
}

async function slots(astrologerId: string, days = 2): Promise<SlotsAnswer> {
  return json<SlotsAnswer>(await call("GET", `/api/astrologers/${astrologerId}/slots?days=${days}`));
}

async function mailTo(address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
}

/** A booking row written directly, for the functions that take `now`. */
async function seedBooking(userId: string, astrologerId: string, startsAt: string, kind: "call" | "video" | "chat" = "call") {
  const id = `bk_${crypto.randomUUID().replaceAll("-", "")}`;
  await db.insert(bookings).values({ id, userId, astrologerId, kind, startsAt, origin: "https://example.com" });
  return id;
}

describe("booking slots", () => {
  it("offers 30-minute slots from 30 minutes ahead on India dates, with the call rate falling back to the chat rate", async () => {
    const a = await newAstrologer();
    const before = Date.now();
    const answer = await slots(a.astrologerId, 2);
    expect(answer).toMatchObject({ astrologerId: a.astrologerId, timeZone: "Asia/Kolkata", slotMinutes: 30, rates: { chat: 1500, call: 1500, video: 2500 } });
    expect(answer.days).toHaveLength(2);
    const all = answer.days.flatMap((d) => d.slots);
    expect(Date.parse(all[0]!.startsAt)).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    // On the half hour in India (UTC+5:30 puts them on the hour and half hour in UTC too).
    for (const s of all) expect(new Date(s.startsAt).getUTCMinutes() % 30).toBe(0);
    // The second date is whole: 48 slots from 00:00 to 23:30.
    expect(answer.days[1]!.slots).toHaveLength(48);
    expect(answer.days[1]!.slots[0]!.time).toBe("00:00");
  });

  it("answers 404 for an unknown astrologer and 400 for days outside 1–14", async () => {
    expect((await call("GET", "/api/astrologers/no-such-astrologer-x/slots")).status).toBe(404);
    const a = await newAstrologer();
    expect((await call("GET", `/api/astrologers/${a.astrologerId}/slots?days=15`)).status).toBe(400);
    expect((await call("GET", `/api/astrologers/${a.astrologerId}/slots?days=0`)).status).toBe(400);
    expect((await call("GET", `/api/astrologers/${a.astrologerId}/slots?when=now`)).status).toBe(400);
  });
});

describe("booking a slot", () => {
  it("books an offered slot, takes it off the slots, and mails the user and the astrologer in their languages", async () => {
    const a = await newAstrologer(allWeek, "te");
    const user = await newUser("booker", "user", "ta");
    const slot = (await slots(a.astrologerId)).days[1]!.slots[20]!;
    const { booking } = await json<BookingAnswer>(await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "video", startsAt: slot.startsAt }), 201);
    expect(booking).toMatchObject({ kind: "video", status: "booked", startsAt: slot.startsAt, minutes: 30, ratePerMinutePaise: 2500, viewerSide: "user", canCancel: true, canJoin: false });
    expect(booking.id).toMatch(/^bk_[0-9a-f]{32}$/);
    const after = await slots(a.astrologerId);
    expect(after.days.flatMap((d) => d.slots).some((s) => s.startsAt === slot.startsAt)).toBe(false);

    const [confirmation] = await mailTo(user.email);
    expect(confirmation!.subject).toContain("முன்பதிவு உறுதி");
    expect(confirmation!.subject).toContain("முன்பதிவு ஜோதிடர்");
    expect(confirmation!.text).toContain("₹25");
    expect(confirmation!.text).toContain("https://example.com/tamil/dashboard/bookings");
    const [notice] = await mailTo(a.email);
    expect(notice!.subject).toContain("కొత్త బుకింగ్");
    expect(notice!.text).toContain("booker tester");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.confirmSentAt).not.toBeNull();
  });

  it("lets one of two users who book the same slot at once have it; the other gets 409", async () => {
    const a = await newAstrologer();
    const [u1, u2] = await Promise.all([newUser("first"), newUser("second")]);
    const slot = (await slots(a.astrologerId)).days[1]!.slots[10]!;
    const body = { astrologerId: a.astrologerId, kind: "call", startsAt: slot.startsAt };
    const answers = await Promise.all([call("POST", "/api/bookings", u1.token, body), call("POST", "/api/bookings", u2.token, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: { code: "conflict", message: "This slot has just been booked by someone else. Please choose another time." } });
  });

  it("refuses a second booking of the same user at the same time, with another astrologer", async () => {
    const [a, b] = await Promise.all([newAstrologer(), newAstrologer()]);
    const user = await newUser("double");
    const slot = (await slots(a.astrologerId)).days[1]!.slots[14]!;
    await json<BookingAnswer>(await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: slot.startsAt }), 201);
    const again = await call("POST", "/api/bookings", user.token, { astrologerId: b.astrologerId, kind: "call", startsAt: slot.startsAt });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe("You already have a booking at this time");
  });

  it("answers a retry with the same Idempotency-Key with the same booking, and books nothing more", async () => {
    const a = await newAstrologer();
    const user = await newUser("retry");
    const slot = (await slots(a.astrologerId)).days[1]!.slots[12]!;
    const body = { astrologerId: a.astrologerId, kind: "chat", startsAt: slot.startsAt };
    const key = { "Idempotency-Key": `book-${crypto.randomUUID()}` };
    const first = await json<BookingAnswer>(await call("POST", "/api/bookings", user.token, body, key), 201);
    const again = await call("POST", "/api/bookings", user.token, body, key);
    expect(again.status).toBe(201);
    expect(((await again.json()) as BookingAnswer).booking.id).toBe(first.booking.id);
    expect(await db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(1);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it("refuses slots outside the hours, too soon, with one's own astrologer account, and bodies that are not the contract's", async () => {
    // Hours only on Wednesdays 09:00–10:00 India time.
    const a = await newAstrologer([{ day: 3, from: "09:00", to: "10:00" }]);
    const user = await newUser("picky");
    const offered = (await slots(a.astrologerId, 14)).days.flatMap((d) => d.slots);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const off = new Date(Date.parse(offered[0]!.startsAt) + 24 * 60 * 60_000).toISOString();
    const outside = await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: off });
    expect(outside.status).toBe(409);
    expect(((await outside.json()) as { error: { message: string } }).error.message).toBe("Booking Astrologer is not available at that time. Choose one of the offered slots.");
    const past = await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: "2020-01-01T03:30:00Z" });
    expect(past.status).toBe(409);
    expect(((await past.json()) as { error: { message: string } }).error.message).toContain("at least 30 minutes ahead");
    const own = await call("POST", "/api/bookings", a.token, { astrologerId: a.astrologerId, kind: "call", startsAt: offered[0]!.startsAt });
    expect(own.status).toBe(409);
    expect((await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: offered[0]!.startsAt, price: 0 })).status).toBe(400);
    expect((await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "audio", startsAt: offered[0]!.startsAt })).status).toBe(400);
    expect((await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: "tomorrow" })).status).toBe(400);
    expect((await call("POST", "/api/bookings", user.token, { astrologerId: "no-such-astrologer-x", kind: "call", startsAt: offered[0]!.startsAt })).status).toBe(404);
    // The same instant in another spelling is the same slot.
    const spelled = offered[1]!.startsAt.replace(".000Z", "Z");
    expect((await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: spelled })).status).toBe(201);
  });
});

describe("listing and cancelling", () => {
  it("lists the booking for the user and for the astrologer (with the user's name), and 403 for role=astrologer from a user", async () => {
    const a = await newAstrologer();
    const user = await newUser("lister");
    const slot = (await slots(a.astrologerId)).days[1]!.slots[30]!;
    const { booking } = await json<BookingAnswer>(await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: slot.startsAt }), 201);
    const mine = await json<BookingsAnswer>(await call("GET", "/api/bookings", user.token));
    expect(mine.upcoming.map((b) => b.id)).toEqual([booking.id]);
    expect(mine.upcoming[0]!.astrologer.name).toBe("Booking Astrologer");
    const theirs = await json<BookingsAnswer>(await call("GET", "/api/bookings?role=astrologer", a.token));
    expect(theirs.upcoming).toEqual([expect.objectContaining({ id: booking.id, userName: "lister tester", viewerSide: "astrologer", canJoin: false })]);
    expect((await call("GET", "/api/bookings?role=astrologer", user.token)).status).toBe(403);
  });

  it("cancels from either side before the start, frees the slot, mails the other side, and answers 409 the second time and 404 to others", async () => {
    const a = await newAstrologer();
    const [user, stranger] = await Promise.all([newUser("canceller"), newUser("stranger")]);
    const day = (await slots(a.astrologerId)).days[1]!;
    const made: BookingAnswer[] = [];
    for (const slot of [day.slots[40]!, day.slots[41]!]) {
      made.push(await json<BookingAnswer>(await call("POST", "/api/bookings", user.token, { astrologerId: a.astrologerId, kind: "call", startsAt: slot.startsAt }), 201));
    }
    const [byUser, byAstrologer] = made.map((m) => m.booking.id) as [string, string];
    expect((await call("POST", `/api/bookings/${byUser}/cancel`, stranger.token)).status).toBe(404);
    const cancelled = await json<BookingAnswer>(await call("POST", `/api/bookings/${byUser}/cancel`, user.token));
    expect(cancelled.booking).toMatchObject({ status: "cancelled", cancelledBy: "user", canCancel: false });
    expect((await call("POST", `/api/bookings/${byUser}/cancel`, user.token)).status).toBe(409);
    expect((await slots(a.astrologerId)).days[1]!.slots.some((s) => s.startsAt === day.slots[40]!.startsAt)).toBe(true);
    expect((await mailTo(a.email)).some((m) => m.subject.startsWith("Cancelled:"))).toBe(true);

    await json<BookingAnswer>(await call("POST", `/api/bookings/${byAstrologer}/cancel`, a.token));
    expect((await mailTo(user.email)).filter((m) => m.subject.startsWith("Cancelled:"))).toHaveLength(1);
    const list = await json<BookingsAnswer>(await call("GET", "/api/bookings", user.token));
    expect(list.upcoming).toEqual([]);
    expect(list.past.map((b) => b.cancelledBy).sort()).toEqual(["astrologer", "user"]);
    expect((await call("POST", "/api/bookings/bk_nothex/cancel", user.token)).status).toBe(400);
  });

  it("refuses to cancel a booking that has started", async () => {
    const a = await newAstrologer();
    const user = await newUser("late");
    const id = await seedBooking(user.id, a.astrologerId, new Date(Date.now() - 5 * 60_000).toISOString());
    expect((await call("POST", `/api/bookings/${id}/cancel`, user.token)).status).toBe(409);
  });
});

describe("reminders", () => {
  it("mails both sides once about 15 minutes before the start, however often the cron runs", async () => {
    const a = await newAstrologer(allWeek, "hi");
    const user = await newUser("reminded");
    // A start far from any other test's bookings: 2031, on a random half hour.
    const startMs = Date.parse("2031-03-03T04:30:00Z") + Math.floor(Math.random() * 5000) * 30 * 60_000;
    const id = await seedBooking(user.id, a.astrologerId, new Date(startMs).toISOString(), "video");
    expect(await sendDueReminders(env, db, startMs - 20 * 60_000)).toBe(0);
    const [first, second] = [await sendDueReminders(env, db, startMs - 14 * 60_000), await sendDueReminders(env, db, startMs - 9 * 60_000)];
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    expect((await mailTo(user.email)).filter((m) => m.subject.startsWith("Starting soon"))).toHaveLength(1);
    const astrologerMail = (await mailTo(a.email)).filter((m) => m.subject.startsWith("जल्द शुरू"));
    expect(astrologerMail).toHaveLength(1);
    expect(astrologerMail[0]!.text).toContain("reminded tester");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.reminderSentAt).toBe(new Date(startMs - 14 * 60_000).toISOString());
  });

  it("is what the Worker's cron runs: its scheduled handler reminds the bookings due at the scheduled time", async () => {
    const a = await newAstrologer();
    const user = await newUser("cron");
    const startMs = Date.parse("2034-02-02T05:00:00Z") + Math.floor(Math.random() * 5000) * 30 * 60_000;
    const id = await seedBooking(user.id, a.astrologerId, new Date(startMs).toISOString(), "chat");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: startMs - 12 * 60_000, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.reminderSentAt).toBe(new Date(startMs - 12 * 60_000).toISOString());
    expect((await mailTo(user.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Starting soon: chat with Booking Astrologer/)]);
  });

  it("never reminds a cancelled booking", async () => {
    const a = await newAstrologer();
    const user = await newUser("quiet");
    const startMs = Date.parse("2032-06-06T10:00:00Z") + Math.floor(Math.random() * 5000) * 30 * 60_000;
    const id = await seedBooking(user.id, a.astrologerId, new Date(startMs).toISOString());
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    await sendDueReminders(env, db, startMs - 10 * 60_000);
    expect(await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, user.email), like(emailOutbox.subject, "Starting soon%")))).toEqual([]);
  });
});

describe("joining a booking", () => {
  it("opens from 10 minutes before the start until its end, for the booking's user only, and links the consultation", async () => {
    const a = await newAstrologer();
    const user = await newUser("joiner");
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    const [otherRow] = await db.select().from(users).where(eq(users.id, (await newUser("other")).id));
    const startMs = Date.parse("2033-01-01T04:30:00Z") + Math.floor(Math.random() * 5000) * 30 * 60_000;
    const id = await seedBooking(user.id, a.astrologerId, new Date(startMs).toISOString(), "video");
    await expect(bookingForJoin(db, row!, id, startMs - 11 * 60_000)).rejects.toMatchObject({ code: "conflict", text: { code: "booking_not_open" } });
    await expect(bookingForJoin(db, row!, id, startMs - 10 * 60_000)).resolves.toEqual({ astrologerId: a.astrologerId, kind: "video" });
    await expect(bookingForJoin(db, row!, id, startMs + 29 * 60_000)).resolves.toEqual({ astrologerId: a.astrologerId, kind: "video" });
    await expect(bookingForJoin(db, row!, id, startMs + 30 * 60_000)).rejects.toMatchObject({ code: "conflict" });
    await expect(bookingForJoin(db, otherRow!, id, startMs)).rejects.toMatchObject({ code: "not_found" });
    await linkBooking(db, id, "cs_0123456789abcdef0123456789abcdef");
    const [linked] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(linked!.consultationId).toBe("cs_0123456789abcdef0123456789abcdef");
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));
    await expect(bookingForJoin(db, row!, id, startMs)).rejects.toMatchObject({ code: "conflict" });
  });
  it("joins through POST /api/consultations: the booking's kind and rate, ringing an astrologer who is not switched online, and linked", async () => {
    const a = await newAstrologer();
    const user = await newUser("member");
    await walletOf(env, user.id).move({ key: `test:${crypto.randomUUID()}`, kind: "recharge", amountPaise: 10_000, reference: "test", owner: user.id });
    // A slot that started five minutes ago (its window is open); the astrologer's switch is off.
    const startMs = Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000;
    const id = await seedBooking(user.id, a.astrologerId, new Date(startMs).toISOString(), "video");
    const body = { astrologerId: a.astrologerId, plan: "per-minute", bookingId: id };
    const mismatch = await call("POST", "/api/consultations", user.token, { ...body, kind: "call" });
    expect(mismatch.status).toBe(409);
    expect(((await mismatch.json()) as { error: { messageCode: string } }).error.messageCode).toBe("booking_mismatch");
    expect((await call("POST", "/api/consultations", user.token, { astrologerId: a.astrologerId, plan: "per-minute", kind: "video" })).status).toBe(409);
    const joined = await json<CreateConsultationAnswer>(await call("POST", "/api/consultations", user.token, { ...body, kind: "video" }), 201);
    expect(joined.consultation).toMatchObject({ kind: "video", status: "requested", ratePerMinutePaise: 2500 });
    const [linked] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(linked!.consultationId).toBe(joined.id);
  });
});
