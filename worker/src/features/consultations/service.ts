/**
 * Consultations on the Worker's side (issue 21): the stateless half. It checks who may do what,
 * prices the request from the stored rate and settings (never from the browser), claims the free
 * minutes once per user, pays a pack if needed, writes the libSQL row and opens the `ChatRoom`.
 * Everything after that — the clock, the bill, the transcript — is the room's.
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { ApiLanguage } from "@contract/common";
import { type ConsultationSummary, type CreateConsultationBody, type CreateConsultationAnswer, MINUTE_MS, type Side } from "@contract/consultations";
import { type MessageLanguage, render } from "@contract/messages";
import { serviceRatePaise } from "@contract/pricing";
import type { Database } from "../../db/client";
import { type AstrologerRow, astrologers, charts, type ConsultationRow, consultationPacks, consultations, freeChatClaims, type UserRow, users } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";
import { sha256Hex } from "../../lib/hash";
import { localizedText } from "../astrologers/astrologer";
import { isProductionDatabase } from "../auth/tokens";
import { loadSettings } from "../pricing/settings";
import { bookingForJoin, linkBooking } from "../bookings/service";
import { buyPack } from "../wallet/service";
import { walletOf } from "../wallet/wallet-object";
import { roomOf } from "./chat-room";

/** The length of a billing minute: 60 s, or the test-only `CONSULT_MINUTE_MS` on a local database. */
export function minuteMs(env: Env): number {
  const configured = Number(env.CONSULT_MINUTE_MS);
  if (!env.CONSULT_MINUTE_MS || isProductionDatabase(env) || !Number.isSafeInteger(configured) || configured < 200) return MINUTE_MS;
  return configured;
}

/** A new consultation id: `cs_` and 32 hex digits, derived from the Idempotency-Key when one is given. */
async function newId(userId: string, idempotencyKey: string | undefined): Promise<string> {
  if (!idempotencyKey) return `cs_${crypto.randomUUID().replaceAll("-", "")}`;
  // The first 128 bits of the digest: the same ids as before, for requests already made.
  return `cs_${(await sha256Hex(`consultation\n${userId}\n${idempotencyKey}`)).slice(0, 32)}`;
}

/**
 * What the astrologer sees of the user: their name, else "User" in `lang` with the last four
 * characters of the account id, so that two nameless users in the multi-chat view differ. Nothing
 * of the email is shown: the astrologer never learns it, not even its start.
 */
export function displayName(user: Pick<UserRow, "name" | "id">, lang: ApiLanguage): string {
  if (user.name?.trim()) return user.name.trim();
  return `${render(lang, "consult_unnamed_user")} #${user.id.slice(-4)}`;
}

/** The caller's side in a consultation, or null when it is not theirs. */
export async function sideOf(db: Database, user: UserRow, row: ConsultationRow): Promise<Side | null> {
  if (row.userId === user.id) return "user";
  if (user.role !== "astrologer") return null;
  const [mine] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, user.id)).limit(1);
  return mine?.id === row.astrologerId ? "astrologer" : null;
}

/** The astrologer row of an astrologer account; 403 for any other account. */
export async function ownAstrologer(db: Database, user: UserRow): Promise<AstrologerRow> {
  const [row] = user.role === "astrologer" ? await db.select().from(astrologers).where(eq(astrologers.userId, user.id)).limit(1) : [];
  if (!row) throw new ApiError("forbidden", "not_an_astrologer");
  return row;
}

/** One consultation of the caller (either side); 404 otherwise, so ids cannot be probed. */
export async function findConsultation(db: Database, user: UserRow, id: string): Promise<{ row: ConsultationRow; side: Side }> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  const side = row ? await sideOf(db, user, row) : null;
  if (!row || !side) throw new ApiError("not_found", "no_such_consultation");
  return { row, side };
}

export function toSummary(row: ConsultationRow, astrologer: AstrologerRow, userName: string, side: Side, lang: ApiLanguage): ConsultationSummary {
  return {
    id: row.id,
    kind: row.kind,
    plan: row.plan,
    status: row.status,
    endReason: (row.endReason as ConsultationSummary["endReason"]) ?? null,
    astrologer: { id: astrologer.id, slug: astrologer.slug, name: localizedText(astrologer, lang).name, image: astrologer.image },
    userName,
    ratePerMinutePaise: row.ratePerMinutePaise,
    freeMinutes: row.freeMinutes,
    requestedAt: row.requestedAt,
    acceptedAt: row.acceptedAt,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    servedSeconds: row.servedSeconds,
    billedMinutes: row.billedMinutes,
    amountPaise: row.amountPaise,
    astrologerSharePaise: side === "astrologer" ? row.astrologerSharePaise : 0,
    rating: row.rating,
    viewerSide: side,
  };
}

/**
 * The astrologers and the users' display names behind rows that name both (consultations,
 * bookings), read in two queries; answers a lookup by row.
 */
export async function partiesOf(
  db: Database,
  rows: readonly { astrologerId: string; userId: string }[],
  lang: ApiLanguage,
): Promise<(row: { astrologerId: string; userId: string }) => { astrologer: AstrologerRow; userName: string }> {
  const [astrologerRows, userRows] = await Promise.all([
    db.select().from(astrologers).where(inArray(astrologers.id, [...new Set(rows.map((r) => r.astrologerId))])),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
  ]);
  const byAstrologer = new Map(astrologerRows.map((a) => [a.id, a]));
  const byUser = new Map(userRows.map((u) => [u.id, u]));
  return (r) => ({ astrologer: byAstrologer.get(r.astrologerId)!, userName: displayName(byUser.get(r.userId) ?? { id: r.userId, name: null }, lang) });
}

/** Summaries of rows, with their astrologers and users read in two queries. */
export async function summarise(db: Database, rows: ConsultationRow[], side: Side, lang: ApiLanguage): Promise<ConsultationSummary[]> {
  if (rows.length === 0) return [];
  const parties = await partiesOf(db, rows, lang);
  return rows.map((r) => {
    const { astrologer, userName } = parties(r);
    return toSummary(r, astrologer, userName, side, lang);
  });
}

/**
 * `POST /api/consultations`: the request. The astrologer must be online and not the caller; the
 * user may have one consultation waiting or running. Per minute: the free minutes are claimed
 * (once per user; given back if the request is never served) and, without them, one minute must
 * be affordable. Pack: an unused paid pack with this astrologer is used, else one is bought now
 * from the wallet (402 when short).
 */
export async function createConsultation(env: Env, db: Database, user: UserRow, body: CreateConsultationBody, lang: MessageLanguage, idempotencyKey?: string): Promise<CreateConsultationAnswer> {
  const id = await newId(user.id, idempotencyKey);
  const [existing] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  if (existing) return answerFor(env, db, existing, lang);

  const [[astrologer], settings] = await Promise.all([
    db.select().from(astrologers).where(or(eq(astrologers.id, body.astrologerId), eq(astrologers.slug, body.astrologerId))).limit(1),
    loadSettings(db),
  ]);
  if (!astrologer) throw new ApiError("not_found", { code: "no_astrologer", params: { id: body.astrologerId } });
  const name = localizedText(astrologer, lang).name;
  if (astrologer.userId === user.id) throw new ApiError("conflict", "consult_open_exists");
  // Joining a booked slot: the booking's astrologer and kind, within its window. The astrologer
  // committed to the slot, so the request rings even if they did not switch themselves online.
  const booked = body.bookingId ? await bookingForJoin(db, user, body.bookingId, Date.now()) : null;
  if (booked && (booked.astrologerId !== astrologer.id || booked.kind !== body.kind)) throw new ApiError("conflict", "booking_mismatch");
  if (!astrologer.isOnline && !booked) throw new ApiError("conflict", { code: "consult_offline", params: { name } });
  const [open] = await db.select({ id: consultations.id }).from(consultations).where(and(eq(consultations.userId, user.id), inArray(consultations.status, ["requested", "active"]))).limit(1);
  if (open) throw new ApiError("conflict", "consult_open_exists", { consultationId: open.id });

  let chartId: string | null = null;
  if (body.chartId) {
    const [chart] = await db.select({ id: charts.id }).from(charts).where(and(eq(charts.id, body.chartId), eq(charts.userId, user.id))).limit(1);
    if (!chart) throw new ApiError("not_found", "no_such_chart");
    chartId = chart.id;
  }

  const kind = body.kind;
  const rate = serviceRatePaise(astrologer, kind);
  let freeMinutes = 0;
  let pack: { id: string; minutes: number; pricePaise: number; originalPricePaise: number } | null = null;
  if (body.plan === "per-minute") {
    // The free first minutes are a chat's (spec §1): calls and videos are billed from their first minute.
    if (kind === "chat" && settings.pricing.freeChatMinutes > 0) {
      const claimed = await db.insert(freeChatClaims).values({ userId: user.id, consultationId: id }).onConflictDoNothing().returning();
      const [claim] = claimed.length ? claimed : await db.select().from(freeChatClaims).where(eq(freeChatClaims.userId, user.id)).limit(1);
      if (claim?.consultationId === id) freeMinutes = settings.pricing.freeChatMinutes;
    }
    if (freeMinutes === 0) {
      const summary = await walletOf(env, user.id).summary();
      if (summary.availablePaise < rate) {
        const rupees = (p: number) => (p / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 });
        throw new ApiError(
          "payment_required",
          { code: "consult_no_funds", params: { balance: rupees(summary.availablePaise), price: rupees(rate), name } },
          { balancePaise: summary.availablePaise, pricePaise: rate, shortfallPaise: rate - summary.availablePaise },
        );
      }
    }
  } else {
    const [unused] = await db
      .select()
      .from(consultationPacks)
      .where(
        and(
          eq(consultationPacks.userId, user.id),
          eq(consultationPacks.astrologerId, astrologer.id),
          eq(consultationPacks.service, kind),
          eq(consultationPacks.status, "paid"),
          notInArray(consultationPacks.id, db.select({ id: sql<string>`${consultations.packId}` }).from(consultations).where(and(isNotNull(consultations.packId), isNotNull(consultations.startedAt)))),
        ),
      )
      .orderBy(consultationPacks.createdAt)
      .limit(1);
    const bought = unused ?? (await buyPack(env, db, user, { astrologer: astrologer.id, service: kind }, lang, idempotencyKey ? `${idempotencyKey}:pack` : undefined)).pack;
    pack = { id: bought.id, minutes: bought.minutes, pricePaise: bought.pricePaise, originalPricePaise: bought.originalPricePaise };
  }

  const now = Date.now();
  const requestedAt = new Date(now).toISOString();
  try {
    await db.insert(consultations).values({
      id,
      userId: user.id,
      astrologerId: astrologer.id,
      kind,
      plan: body.plan,
      packId: pack?.id ?? null,
      status: "requested",
      ratePerMinutePaise: rate,
      freeMinutes,
      chartId,
      requestedAt,
    });
  } catch (err) {
    // Two requests at once: the unique index lets one open; the free minutes go back to the claim's owner.
    if (freeMinutes > 0) await db.delete(freeChatClaims).where(and(eq(freeChatClaims.userId, user.id), eq(freeChatClaims.consultationId, id)));
    if (/UNIQUE|constraint/i.test(String(err))) throw new ApiError("conflict", "consult_open_exists");
    throw err;
  }
  await roomOf(env, id).open({
    id,
    userId: user.id,
    userName: displayName(user, lang),
    astrologerId: astrologer.id,
    astrologerName: astrologer.name,
    kind,
    chatRatePerMinutePaise: astrologer.ratePerMinutePaise,
    plan: body.plan,
    ratePerMinutePaise: rate,
    freeMinutes,
    pack: pack && { id: pack.id, minutes: pack.minutes, pricePaise: pack.pricePaise },
    minuteMs: minuteMs(env),
    requestedAtMs: now,
    gstBp: settings.pricing.gstBp,
    astrologerShareBp: settings.pricing.astrologerShareBp,
  });
  if (body.bookingId) await linkBooking(db, body.bookingId, id);
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  return answerFor(env, db, row!, lang);
}

async function answerFor(env: Env, db: Database, row: ConsultationRow, lang: MessageLanguage): Promise<CreateConsultationAnswer> {
  const [[summary], pack, wallet] = await Promise.all([
    summarise(db, [row], "user", lang),
    row.packId ? db.select().from(consultationPacks).where(eq(consultationPacks.id, row.packId)).limit(1) : Promise.resolve([]),
    walletOf(env, row.userId).summary(),
  ]);
  const p = pack[0];
  return {
    id: row.id,
    status: row.status,
    consultation: summary!,
    priceQuote: {
      currency: "INR",
      plan: row.plan,
      ratePerMinutePaise: row.ratePerMinutePaise,
      freeMinutes: row.freeMinutes,
      pack: p ? { id: p.id, minutes: p.minutes, pricePaise: p.pricePaise, originalPricePaise: p.originalPricePaise } : null,
      affordableMinutes: Math.floor(wallet.availablePaise / row.ratePerMinutePaise),
    },
  };
}

/** Midnight in India (UTC+5:30, no daylight saving) `daysAgo` days back, as an ISO instant. */
export function indiaMidnightIso(nowMs: number, daysAgo = 0): string {
  const offset = 330 * 60_000;
  const local = new Date(nowMs + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysAgo) - offset;
  return new Date(midnight).toISOString();
}

/** Consultations started today (India time): the home page's "consultations today". */
export async function consultationsToday(db: Database, nowMs = Date.now()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(consultations)
    .where(gte(consultations.startedAt, indiaMidnightIso(nowMs)));
  return Number(row?.n ?? 0);
}

/** The astrologer's share by India day over the last `days` days (sessions that were settled). */
export async function earningsByDay(db: Database, astrologerId: string, days: number, nowMs = Date.now()) {
  const since = indiaMidnightIso(nowMs, days - 1);
  const day = sql<string>`date(${consultations.startedAt}, '+330 minutes')`;
  const rows = await db
    .select({
      date: day,
      sessions: sql<number>`count(*)`,
      seconds: sql<number>`sum(${consultations.servedSeconds})`,
      gross: sql<number>`sum(${consultations.amountPaise})`,
      share: sql<number>`sum(${consultations.astrologerSharePaise})`,
    })
    .from(consultations)
    .where(and(eq(consultations.astrologerId, astrologerId), eq(consultations.status, "ended"), isNotNull(consultations.settledAt), gte(consultations.startedAt, since), lt(consultations.startedAt, new Date(nowMs + 86_400_000).toISOString())))
    .groupBy(day)
    .orderBy(desc(day));
  return rows.map((r) => ({ date: r.date, sessions: Number(r.sessions), minutes: Math.ceil(Number(r.seconds ?? 0) / 60), grossPaise: Number(r.gross ?? 0), sharePaise: Number(r.share ?? 0) }));
}
