/**
 * The admin dashboard's figures (`GET /api/admin/stats`): per IST day, accounts created,
 * consultations requested, recharge revenue and reports bought; the latest payments and
 * refunds; and what waits for an administrator (open tickets, pending applications).
 *
 * Everything is one `db.batch` (one round trip). Days are Indian calendar days: a timestamp is
 * stored as UTC ISO text, and `date(x, '+5 hours', '+30 minutes')` is its IST date (India
 * keeps no daylight saving). The range's lower bound is compared as text against the stored
 * UTC timestamps, so the indexes on those columns serve the filters.
 */
import { and, count, desc, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import type { StatsAnswer } from "@contract/admin";
import type { Database } from "../../db/client";
import { astrologerApplications, auditLog, consultations, reports, supportTickets, users, walletOrders } from "../../db/schema";

const IST_OFFSET_MS = 5.5 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The IST calendar dates from `days - 1` days before `nowMs`'s IST date up to it, oldest first. */
export function istDays(nowMs: number, days: number): string[] {
  // Midnight UTC of the IST date: stepping whole days from it never crosses a date twice.
  const today = Date.parse(`${new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The UTC instant (ISO text, as stored) at which the IST date `date` begins. */
export function istDayStartUtc(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
}

const istDate = (column: unknown) => sql<string>`date(${column}, '+5 hours', '+30 minutes')`;

export async function dashboardStats(db: Database, days: number, nowMs = Date.now()): Promise<StatsAnswer> {
  const dates = istDays(nowMs, days);
  const since = istDayStartUtc(dates[0]!);
  const perDay = <T extends { date: string }>(rows: T[]) => new Map(rows.map((r) => [r.date, r]));

  const usersDay = istDate(users.createdAt);
  const consultationsDay = istDate(consultations.requestedAt);
  const revenueDay = istDate(walletOrders.paidAt);
  const reportsDay = istDate(reports.createdAt);
  // The order's latest refund entry (one per refund; a replayed refund is not recorded again).
  const refundAudit = eq(auditLog.id, sql`(select max(a.id) from audit_log a where a.entity = 'wallet_order' and a.action = 'wallet.refund' and a.entity_id = ${walletOrders.id})`);

  const [userRows, consultationRows, revenueRows, reportRows, payments, refunds, [open], [pending]] = await db.batch([
    db.select({ date: usersDay, n: count() }).from(users).where(gte(users.createdAt, since)).groupBy(usersDay),
    // Every consultation asked for, except those the astrologer refused.
    db
      .select({ date: consultationsDay, n: count() })
      .from(consultations)
      .where(and(gte(consultations.requestedAt, since), ne(consultations.status, "declined")))
      .groupBy(consultationsDay),
    // Paid recharges (refunded ones included: they were paid that day), GST-inclusive.
    db
      .select({ date: revenueDay, paise: sql<number>`coalesce(sum(${walletOrders.totalPaise}), 0)` })
      .from(walletOrders)
      .where(and(isNotNull(walletOrders.paidAt), gte(walletOrders.paidAt, since)))
      .groupBy(revenueDay),
    // A report is bought when it is paid: every status after "pending".
    db
      .select({ date: reportsDay, n: count() })
      .from(reports)
      .where(and(gte(reports.createdAt, since), ne(reports.status, "pending")))
      .groupBy(reportsDay),
    db
      .select({
        orderId: walletOrders.id,
        userEmail: users.email,
        amountPaise: walletOrders.totalPaise,
        bonusPaise: walletOrders.bonusPaise,
        status: walletOrders.status,
        gateway: walletOrders.gateway,
        paidAt: walletOrders.paidAt,
        createdAt: walletOrders.createdAt,
      })
      .from(walletOrders)
      .leftJoin(users, eq(users.id, walletOrders.userId))
      .where(isNotNull(walletOrders.paidAt))
      .orderBy(desc(walletOrders.paidAt))
      .limit(10),
    // The refund's id and time are in its audit entry (the order keeps only its status).
    db
      .select({
        orderId: walletOrders.id,
        userEmail: users.email,
        amountPaise: walletOrders.totalPaise,
        refundId: sql<string | null>`json_extract(${auditLog.after}, '$.refundId')`,
        refundedAt: auditLog.at,
      })
      .from(walletOrders)
      .leftJoin(users, eq(users.id, walletOrders.userId))
      .leftJoin(auditLog, refundAudit)
      .where(eq(walletOrders.status, "refunded"))
      .orderBy(sql`${auditLog.at} is null`, desc(auditLog.at), desc(walletOrders.paidAt))
      .limit(10),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.status, "open")),
    db.select({ n: count() }).from(astrologerApplications).where(eq(astrologerApplications.status, "pending")),
  ]);

  const byUsers = perDay(userRows);
  const byConsultations = perDay(consultationRows);
  const byRevenue = perDay(revenueRows);
  const byReports = perDay(reportRows);
  const dayRows = dates.map((date) => ({
    date,
    users: byUsers.get(date)?.n ?? 0,
    consultations: byConsultations.get(date)?.n ?? 0,
    revenuePaise: Number(byRevenue.get(date)?.paise ?? 0),
    reports: byReports.get(date)?.n ?? 0,
  }));
  const sum = (key: "users" | "consultations" | "revenuePaise" | "reports") => dayRows.reduce((total, day) => total + day[key], 0);
  return {
    days: dayRows,
    totals: { users: sum("users"), consultations: sum("consultations"), revenuePaise: sum("revenuePaise"), reports: sum("reports") },
    recentPayments: payments,
    recentRefunds: refunds,
    openTickets: open?.n ?? 0,
    pendingApplications: pending?.n ?? 0,
  };
}
