/**
 * Bookings (issue 26): a user reserves a slot of an astrologer's weekly hours for a call, a video
 * call or a chat. Booking charges nothing; "Join" opens a per-minute consultation in the slot's
 * window (`bookingForJoin`, called by `POST /api/consultations`), billed like any chat. The slots
 * are pure (./slots.ts); this module reads and writes the rows and sends the mail.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { ApiLanguage } from "@contract/common";
import {
  BOOKING_LEAD_MINUTES,
  type BookingKind,
  type BookingSummary,
  type BookingsAnswer,
  INDIA_TIME_ZONE,
  JOIN_EARLY_MINUTES,
  REMINDER_MINUTES,
  SLOT_MINUTES,
  type SlotsAnswer,
} from "@contract/bookings";
import type { AvailabilityWindow } from "@contract/astrologer-account";
import { MINUTE_MS } from "@contract/consultations";
import { isMessageLanguage, type MessageLanguage } from "@contract/messages";
import { serviceRatePaise } from "@contract/pricing";
import { localizePath } from "@site/locales";
import type { Database } from "../../db/client";
import { type AstrologerRow, type BookingRow, astrologers, bookings, type UserRow, users } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { sha256Hex } from "../../lib/hash";
import { localizedText } from "../astrologers/astrologer";
import { createMailer, type MailLanguage } from "../auth/email";
import { displayName, ownAstrologer, partiesOf } from "../consultations/service";
import { type BookingMailFacts, bookingCancelledEmail, bookingConfirmationEmail, bookingNoticeEmail, bookingReminderEmail, indiaTime } from "./emails";
import { freeSlots, slotRefusal } from "./slots";

/** A new booking id: `bk_` and 32 hex digits, derived from the Idempotency-Key when one is given. */
async function newBookingId(userId: string, idempotencyKey: string | undefined): Promise<string> {
  if (!idempotencyKey) return `bk_${crypto.randomUUID().replaceAll("-", "")}`;
  return `bk_${(await sha256Hex(`booking\n${userId}\n${idempotencyKey}`)).slice(0, 32)}`;
}

/** The per-minute rate of each kind (`serviceRatePaise`: a null call or video rate is the chat rate). */
export function ratesOf(row: AstrologerRow): Record<BookingKind, number> {
  return { chat: serviceRatePaise(row, "chat"), call: serviceRatePaise(row, "call"), video: serviceRatePaise(row, "video") };
}

/** When a booking can be joined: from `JOIN_EARLY_MINUTES` before its start until its end. */
function joinWindowOf(row: Pick<BookingRow, "startsAt" | "minutes">): { startMs: number; fromMs: number; toMs: number } {
  const startMs = Date.parse(row.startsAt);
  return { startMs, fromMs: startMs - JOIN_EARLY_MINUTES * MINUTE_MS, toMs: startMs + row.minutes * MINUTE_MS };
}

async function findAstrologer(db: Database, idOrSlug: string): Promise<AstrologerRow> {
  const [row] = await db.select().from(astrologers).where(or(eq(astrologers.id, idOrSlug), eq(astrologers.slug, idOrSlug))).limit(1);
  if (!row) throw new ApiError("not_found", { code: "no_astrologer", params: { id: idOrSlug } });
  return row;
}

/** The astrologer's booked starts from `fromMs` on. */
async function bookedStarts(db: Database, astrologerId: string, fromMs: number): Promise<Set<string>> {
  const rows = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.astrologerId, astrologerId), eq(bookings.status, "booked"), gt(bookings.startsAt, new Date(fromMs).toISOString())));
  return new Set(rows.map((r) => r.startsAt));
}

/** `GET /api/astrologers/:idOrSlug/slots`: the free slots of `days` India dates and the three rates. */
export async function slotsOf(db: Database, idOrSlug: string, days: number, lang: ApiLanguage, nowMs: number): Promise<SlotsAnswer> {
  const row = await findAstrologer(db, idOrSlug);
  const booked = await bookedStarts(db, row.id, nowMs);
  return {
    astrologerId: row.id,
    slug: row.slug,
    name: localizedText(row, lang).name,
    timeZone: INDIA_TIME_ZONE,
    slotMinutes: SLOT_MINUTES,
    rates: ratesOf(row),
    days: freeSlots({ availability: row.availability as AvailabilityWindow[], booked, nowMs, days }),
  };
}

const languageOf = (user: Pick<UserRow, "language"> | undefined): MailLanguage => (user && isMessageLanguage(user.language) ? user.language : "en");

/** The booking as `viewer` sees it at `nowMs`. */
function toSummary(row: BookingRow, astrologer: AstrologerRow, userName: string, viewer: "user" | "astrologer", lang: ApiLanguage, nowMs: number): BookingSummary {
  const { startMs, fromMs: joinFromMs, toMs: endMs } = joinWindowOf(row);
  const booked = row.status === "booked";
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    startsAt: row.startsAt,
    endsAt: new Date(endMs).toISOString(),
    minutes: row.minutes,
    joinFrom: new Date(joinFromMs).toISOString(),
    astrologer: { id: astrologer.id, slug: astrologer.slug, name: localizedText(astrologer, lang).name, image: astrologer.image },
    userName,
    ratePerMinutePaise: ratesOf(astrologer)[row.kind],
    consultationId: row.consultationId,
    cancelledBy: row.cancelledBy,
    viewerSide: viewer,
    canCancel: booked && nowMs < startMs,
    canJoin: booked && viewer === "user" && nowMs >= joinFromMs && nowMs < endMs,
  };
}

/** Summaries of rows, with their astrologers and users read in two queries. */
async function summarise(db: Database, rows: BookingRow[], viewer: "user" | "astrologer", lang: ApiLanguage, nowMs: number): Promise<BookingSummary[]> {
  if (rows.length === 0) return [];
  const parties = await partiesOf(db, rows, lang);
  return rows.map((r) => {
    const { astrologer, userName } = parties(r);
    return toSummary(r, astrologer, userName, viewer, lang, nowMs);
  });
}

/** A mail that may fail without failing the request: a provider error is logged, the booking stands. */
async function sendQuietly(env: Env, db: Database, to: string | null | undefined, mail: { subject: string; text: string }, bookingId: string): Promise<boolean> {
  if (!to) return false;
  try {
    await createMailer(env, db).send({ to, ...mail });
    return true;
  } catch (err) {
    console.error(JSON.stringify({ level: "error", message: "booking mail not sent", bookingId, error: String(err) }));
    return false;
  }
}

/** Both sides of a booking with their addresses and languages, and the mail facts each reads. */
async function sidesOf(db: Database, row: BookingRow, astrologer?: AstrologerRow) {
  const a = astrologer ?? (await db.select().from(astrologers).where(eq(astrologers.id, row.astrologerId)).limit(1))[0]!;
  const ids = [row.userId, ...(a.userId ? [a.userId] : [])];
  const people = await db.select().from(users).where(inArray(users.id, ids));
  const user = people.find((p) => p.id === row.userId);
  const astrologerUser = a.userId ? people.find((p) => p.id === a.userId) : undefined;
  const userLang = languageOf(user);
  const astrologerLang = languageOf(astrologerUser);
  const base = { kind: row.kind, startsAtMs: Date.parse(row.startsAt), minutes: row.minutes, ratePaise: ratesOf(a)[row.kind] };
  const forUser: BookingMailFacts = { ...base, other: localizedText(a, userLang).name, link: `${row.origin}${localizePath("/dashboard/bookings", userLang)}` };
  const forAstrologer: BookingMailFacts = {
    ...base,
    other: displayName(user ?? { id: row.userId, name: null }, astrologerLang),
    link: `${row.origin}${localizePath("/consultations", astrologerLang)}`,
  };
  return { astrologer: a, user, astrologerUser, userLang, astrologerLang, forUser, forAstrologer };
}

/**
 * `POST /api/bookings`: books a slot that `GET …/slots` offers, else 409 saying why (too soon or
 * past, outside the hours, taken). Two requests for one slot: the partial unique index admits one.
 * A retry with the same Idempotency-Key answers the booking made. Mails the user's confirmation
 * and the astrologer's notice; a mail that fails leaves the booking as it is.
 */
export async function createBooking(
  env: Env,
  db: Database,
  user: UserRow,
  body: { astrologerId: string; kind: BookingKind; startsAt: string },
  lang: MessageLanguage,
  origin: string,
  nowMs: number,
  idempotencyKey?: string,
): Promise<{ booking: BookingSummary; created: boolean }> {
  const id = await newBookingId(user.id, idempotencyKey);
  const [existing] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (existing) return { booking: (await summarise(db, [existing], "user", lang, nowMs))[0]!, created: false };

  const astrologer = await findAstrologer(db, body.astrologerId);
  const name = localizedText(astrologer, lang).name;
  if (astrologer.userId === user.id) throw new ApiError("conflict", "booking_self");
  const refusal = slotRefusal({ availability: astrologer.availability as AvailabilityWindow[], nowMs }, body.startsAt);
  if (refusal === "too_soon") throw new ApiError("conflict", { code: "booking_too_soon", params: { minutes: BOOKING_LEAD_MINUTES } });
  if (refusal === "outside_hours") throw new ApiError("conflict", { code: "booking_outside_hours", params: { name } });
  try {
    await db.insert(bookings).values({ id, userId: user.id, astrologerId: astrologer.id, kind: body.kind, startsAt: body.startsAt, minutes: SLOT_MINUTES, origin });
  } catch (err) {
    const message = String((err as { cause?: unknown }).cause ?? err);
    if (!/UNIQUE|constraint/i.test(message)) throw err;
    if (/bookings\.id/.test(message)) {
      // The same key at the same moment: the other request made it.
      const [made] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
      if (made) return { booking: (await summarise(db, [made], "user", lang, nowMs))[0]!, created: false };
    }
    if (/user_id/.test(message)) throw new ApiError("conflict", "booking_you_are_busy");
    throw new ApiError("conflict", "booking_taken");
  }
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  const sides = await sidesOf(db, row!, astrologer);
  const [confirmed] = await Promise.all([
    sendQuietly(env, db, sides.user?.email, bookingConfirmationEmail[sides.userLang](sides.forUser), id),
    sendQuietly(env, db, sides.astrologerUser?.email, bookingNoticeEmail[sides.astrologerLang](sides.forAstrologer), id),
  ]);
  if (confirmed) await db.update(bookings).set({ confirmSentAt: new Date().toISOString() }).where(eq(bookings.id, id));
  return { booking: (await summarise(db, [row!], "user", lang, nowMs))[0]!, created: true };
}

/** How many past bookings the list shows. */
const PAST_LIMIT = 50;

/**
 * `GET /api/bookings`: the user's bookings, or (`role=astrologer`, an astrologer account only,
 * else 403) the astrologer's. Upcoming: booked and not over, soonest first; past: the rest.
 */
export async function listBookings(db: Database, user: UserRow, role: "user" | "astrologer", lang: ApiLanguage, nowMs: number): Promise<BookingsAnswer> {
  const owner = role === "astrologer" ? eq(bookings.astrologerId, (await ownAstrologer(db, user)).id) : eq(bookings.userId, user.id);
  // A slot is over at its start plus its length; every slot is SLOT_MINUTES long.
  const overBefore = new Date(nowMs - SLOT_MINUTES * MINUTE_MS).toISOString();
  const [upcoming, past] = await Promise.all([
    db.select().from(bookings).where(and(owner, eq(bookings.status, "booked"), gt(bookings.startsAt, overBefore))).orderBy(asc(bookings.startsAt)),
    db
      .select()
      .from(bookings)
      .where(and(owner, or(eq(bookings.status, "cancelled"), lte(bookings.startsAt, overBefore))))
      .orderBy(desc(bookings.startsAt))
      .limit(PAST_LIMIT),
  ]);
  return {
    upcoming: await summarise(db, upcoming, role, lang, nowMs),
    past: await summarise(db, past, role, lang, nowMs),
    now: new Date(nowMs).toISOString(),
  };
}

/** A booking of the caller with their side; 404 for anyone else, so ids cannot be probed. */
async function findBooking(db: Database, user: UserRow, id: string): Promise<{ row: BookingRow; side: "user" | "astrologer" }> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (row?.userId === user.id) return { row, side: "user" };
  if (row && user.role === "astrologer") {
    const [mine] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, user.id)).limit(1);
    if (mine?.id === row.astrologerId) return { row, side: "astrologer" };
  }
  throw new ApiError("not_found", "no_such_booking");
}

/**
 * `POST /api/bookings/:id/cancel`: either side, while the booking is booked and has not started
 * (409 otherwise); one statement checks and changes, so a cancel racing the start cannot win late.
 * The other side is mailed.
 */
export async function cancelBooking(env: Env, db: Database, user: UserRow, id: string, lang: ApiLanguage, nowMs: number): Promise<BookingSummary> {
  const { row, side } = await findBooking(db, user, id);
  const [cancelled] = await db
    .update(bookings)
    .set({ status: "cancelled", cancelledBy: side, cancelledAt: new Date(nowMs).toISOString() })
    .where(and(eq(bookings.id, row.id), eq(bookings.status, "booked"), gt(bookings.startsAt, new Date(nowMs).toISOString())))
    .returning();
  if (!cancelled) throw new ApiError("conflict", "booking_not_cancellable");
  const sides = await sidesOf(db, cancelled);
  if (side === "user") await sendQuietly(env, db, sides.astrologerUser?.email, bookingCancelledEmail[sides.astrologerLang](sides.forAstrologer), id);
  else await sendQuietly(env, db, sides.user?.email, bookingCancelledEmail[sides.userLang](sides.forUser), id);
  return (await summarise(db, [cancelled], side, lang, nowMs))[0]!;
}

/**
 * What "Join" may open: the caller's own booking (404 otherwise), still booked, with `nowMs` in
 * [start − JOIN_EARLY_MINUTES, start + minutes) (409 `booking_not_open` naming the window in India
 * time otherwise). `createConsultation` uses the answer's astrologer and kind and then links the
 * consultation with `linkBooking`.
 */
export async function bookingForJoin(db: Database, user: UserRow, bookingId: string, nowMs: number): Promise<{ astrologerId: string; kind: BookingKind }> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.userId, user.id))).limit(1);
  if (!row) throw new ApiError("not_found", "no_such_booking");
  const { fromMs, toMs } = joinWindowOf(row);
  if (row.status !== "booked" || nowMs < fromMs || nowMs >= toMs) {
    const lang = languageOf(user);
    throw new ApiError("conflict", { code: "booking_not_open", params: { from: indiaTime(lang, fromMs), to: indiaTime(lang, toMs) } }, { joinFrom: new Date(fromMs).toISOString(), endsAt: new Date(toMs).toISOString() });
  }
  return { astrologerId: row.astrologerId, kind: row.kind };
}

/** Records the consultation "Join" opened for a booking (the latest, when the user joined again). */
export async function linkBooking(db: Database, bookingId: string, consultationId: string): Promise<void> {
  await db.update(bookings).set({ consultationId }).where(eq(bookings.id, bookingId));
}

/**
 * The reminders due at `nowMs`: every booked slot starting within `REMINDER_MINUTES` that has had
 * none. Each row is claimed by `UPDATE … SET reminder_sent_at WHERE reminder_sent_at IS NULL
 * RETURNING` before its mail goes, so two runs (or two overlapping crons) never send one twice; a
 * run that dies after the claim loses that reminder rather than sending it twice. Slots already
 * started are skipped. Answers how many bookings were reminded.
 */
export async function sendDueReminders(env: Env, db: Database, nowMs: number): Promise<number> {
  const nowIso = new Date(nowMs).toISOString();
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "booked"),
        isNull(bookings.reminderSentAt),
        gt(bookings.startsAt, nowIso),
        lte(bookings.startsAt, new Date(nowMs + REMINDER_MINUTES * MINUTE_MS).toISOString()),
      ),
    );
  let reminded = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(bookings)
      .set({ reminderSentAt: nowIso })
      .where(and(eq(bookings.id, id), isNull(bookings.reminderSentAt), eq(bookings.status, "booked")))
      .returning();
    if (!claimed) continue;
    const sides = await sidesOf(db, claimed);
    await Promise.all([
      sendQuietly(env, db, sides.user?.email, bookingReminderEmail[sides.userLang](sides.forUser), id),
      sendQuietly(env, db, sides.astrologerUser?.email, bookingReminderEmail[sides.astrologerLang](sides.forAstrologer), id),
    ]);
    reminded++;
  }
  return reminded;
}
