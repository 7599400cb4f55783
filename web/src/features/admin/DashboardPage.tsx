/**
 * `/admin-dashboard` (issue 24): the last 30 IST days' users, consultations, revenue and reports
 * (totals and a small bar chart each, with the numbers in a table for screen readers), recent
 * payments and refunds, pending astrologer applications to approve or reject, support tickets to
 * answer, and the audit log with what each write changed.
 */
import { type FormEvent, useState } from "react";
import { useMatch } from "@tanstack/react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { usePageMeta } from "../../app/page-meta";
import { currentLocale, currentLocaleTag, formatNumber, formatPaise, languageName } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import {
  type AuditEntry,
  type StatsAnswer,
  type Ticket,
  auditQueryOptions,
  decideApplication,
  pendingApplicationsQueryOptions,
  replyToTicket,
  statsQueryOptions,
  ticketsQueryOptions,
} from "./api";
import { changes } from "./diff";
import { serverErrors } from "./form";
import { AdminHeader, Busy, LoadFailed, Section, dateTime, Pager } from "./ui";
import { dateTimeFormat } from "../../i18n/intl";

export function DashboardPage() {
  const { pathname } = useMatch({ strict: false });
  const { meta } = usePageMeta(pathname, currentLocale());
  return (
    <div className="mx-auto max-w-6xl space-y-5 py-4" data-testid="admin-dashboard-page">
      <AdminHeader title={meta?.heading} />
      <Stats />
      <Applications />
      <Tickets />
      <AuditLog />
    </div>
  );
}

type Series = "users" | "consultations" | "revenuePaise" | "reports";
const seriesList: Series[] = ["users", "consultations", "revenuePaise", "reports"];
const seriesName = (s: Series) => (s === "users" ? m.adm_stat_users() : s === "consultations" ? m.adm_stat_consultations() : s === "revenuePaise" ? m.adm_stat_revenue() : m.adm_stat_reports());
const seriesValue = (s: Series, n: number) => (s === "revenuePaise" ? formatPaise(n) : formatNumber(n));
const dayLabel = (date: string) => dateTimeFormat(currentLocaleTag(), { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

function Stats() {
  const stats = useQuery(statsQueryOptions());
  if (stats.isPending) return <LoadingPage />;
  if (stats.isError) return <LoadFailed retry={() => void stats.refetch()} />;
  const data = stats.data;
  return (
    <>
      <Section id="adm-stats" title={m.adm_last_days({ count: data.days.length })}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {seriesList.map((s) => (
            <div key={s} className="rounded-xl border border-gray-200 p-3" data-testid={`adm-tile-${s}`}>
              <p className="text-sm text-gray-600">{seriesName(s)}</p>
              <p className="text-2xl font-bold">{seriesValue(s, data.totals[s])}</p>
              <Bars data={data} series={s} />
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-4 text-sm">
          <span>{m.adm_open_tickets({ count: data.openTickets })}</span>
          <span>{m.adm_pending_applications({ count: data.pendingApplications })}</span>
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700">{m.adm_stats_table()}</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left">
              <thead className="text-xs uppercase text-gray-600">
                <tr>
                  <th className="py-1 pr-2">{m.adm_date()}</th>
                  {seriesList.map((s) => (
                    <th key={s} className="py-1 pr-2 text-right">
                      {seriesName(s)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.date} className="border-t border-gray-100">
                    <td className="py-1 pr-2">{dayLabel(d.date)}</td>
                    {seriesList.map((s) => (
                      <td key={s} className="py-1 pr-2 text-right tabular-nums">
                        {seriesValue(s, d[s])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Section>
      <Payments data={data} />
    </>
  );
}

/** One series as bars, a day each (oldest left); the figures are in the table below it. */
function Bars({ data, series }: { data: StatsAnswer; series: Series }) {
  const values = data.days.map((d) => d[series]);
  const max = Math.max(1, ...values);
  const width = Math.max(1, values.length) * 4;
  const peak = data.days[values.indexOf(Math.max(...values))];
  return (
    <svg viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" className="mt-2 h-12 w-full text-brand-500" role="img" aria-label={m.adm_chart_label({ series: seriesName(series), days: values.length, peak: peak ? `${dayLabel(peak.date)}: ${seriesValue(series, peak[series])}` : "—" })}>
      {values.map((v, i) => {
        const h = v === 0 ? 0.5 : Math.max(1.5, (v / max) * 40);
        return <rect key={i} x={i * 4 + 0.5} y={40 - h} width={3} height={h} rx={0.5} fill="currentColor" opacity={v === 0 ? 0.25 : 1} />;
      })}
    </svg>
  );
}

function Payments({ data }: { data: StatsAnswer }) {
  const tag = currentLocaleTag();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Section id="adm-payments" title={m.adm_recent_payments()}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-xs uppercase text-gray-600">
              <tr>
                <th className="py-1 pr-2">{m.adm_when()}</th>
                <th className="py-1 pr-2">{m.adm_user()}</th>
                <th className="py-1 pr-2 text-right">{m.adm_amount()}</th>
                <th className="py-1 pr-2">{m.adm_status()}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentPayments.map((p) => (
                <tr key={p.orderId} className="border-t border-gray-100">
                  <td className="py-1 pr-2 whitespace-nowrap">{dateTime(p.paidAt ?? p.createdAt, tag)}</td>
                  <td className="py-1 pr-2 break-all">{p.userEmail ?? "—"}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">
                    {formatPaise(p.amountPaise, "balance")}
                    {p.bonusPaise > 0 && <span className="block text-xs text-emerald-700">+{formatPaise(p.bonusPaise, "balance")}</span>}
                  </td>
                  <td className="py-1 pr-2">
                    {p.status}
                    <span className="block font-mono text-xs text-gray-500">{p.gateway}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.recentPayments.length === 0 && <p className="py-2 text-sm text-gray-600">{m.adm_none_yet()}</p>}
        </div>
      </Section>
      <Section id="adm-refunds" title={m.adm_recent_refunds()}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="text-xs uppercase text-gray-600">
              <tr>
                <th className="py-1 pr-2">{m.adm_when()}</th>
                <th className="py-1 pr-2">{m.adm_user()}</th>
                <th className="py-1 pr-2 text-right">{m.adm_amount()}</th>
                <th className="py-1 pr-2">{m.adm_refund_id()}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentRefunds.map((r) => (
                <tr key={r.orderId} className="border-t border-gray-100">
                  <td className="py-1 pr-2 whitespace-nowrap">{dateTime(r.refundedAt, tag)}</td>
                  <td className="py-1 pr-2 break-all">{r.userEmail ?? "—"}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{formatPaise(r.amountPaise, "balance")}</td>
                  <td className="py-1 pr-2 font-mono text-xs">{r.refundId ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.recentRefunds.length === 0 && <p className="py-2 text-sm text-gray-600">{m.adm_none_yet()}</p>}
        </div>
      </Section>
    </div>
  );
}

function Applications() {
  const list = useQuery(pendingApplicationsQueryOptions());
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  async function decide(id: string, decision: "approve" | "reject") {
    setBusy(`${id}:${decision}`);
    try {
      await decideApplication(id, decision, notes[id]?.trim() || undefined);
      toast({ title: decision === "approve" ? m.adm_application_approved() : m.adm_application_rejected() });
      await queryClient.invalidateQueries({ queryKey: pendingApplicationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: statsQueryOptions().queryKey });
    } catch (error) {
      toast({ title: serverErrors(error).message ?? m.adm_save_failed(), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }
  return (
    <Section id="adm-applications" title={m.adm_applications()}>
      {list.isError && <LoadFailed retry={() => void list.refetch()} />}
      {list.data && list.data.applications.length === 0 && <p className="text-sm text-gray-600">{m.adm_applications_none()}</p>}
      <ul className="space-y-3">
        {list.data?.applications.map((a) => (
          <li key={a.id} className="rounded-xl border border-gray-200 p-3" data-testid="adm-application">
            <div className="flex flex-wrap justify-between gap-2">
              <p className="font-semibold">
                {a.name} <span className="text-sm font-normal text-gray-600 break-all">{a.email ?? ""}</span>
              </p>
              <p className="text-sm text-gray-600">{dateTime(a.createdAt, currentLocaleTag())}</p>
            </div>
            <p className="mt-1 text-sm">
              {m.adm_application_facts({ years: a.experienceYears, rate: formatPaise(a.chatRatePaise), languages: a.languages.map(languageName).join(", ") })}
            </p>
            <p className="mt-1 text-sm text-gray-600">{a.specialties.join(", ")}</p>
            <p className="mt-2 whitespace-pre-line text-sm">{a.bio}</p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
              <input
                className="field sm:max-w-sm"
                placeholder={m.adm_application_note()}
                aria-label={m.adm_application_note()}
                value={notes[a.id] ?? ""}
                onChange={(e) => setNotes({ ...notes, [a.id]: e.currentTarget.value })}
              />
              <div className="flex gap-2">
                <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void decide(a.id, "approve")}>
                  <Busy busy={busy === `${a.id}:approve`}>{m.adm_approve()}</Busy>
                </button>
                <button type="button" className="btn-outline text-red-700" disabled={busy !== null} onClick={() => void decide(a.id, "reject")}>
                  <Busy busy={busy === `${a.id}:reject`}>{m.adm_reject()}</Busy>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const ticketStatusName = (s: Ticket["status"]) => (s === "open" ? m.adm_ticket_open() : s === "answered" ? m.adm_ticket_answered() : m.adm_ticket_closed());
const topicName = (t: Ticket["topic"]) => (t === "billing" ? m.adm_topic_billing() : t === "astrologer" ? m.adm_topic_astrologer() : t === "technical" ? m.adm_topic_technical() : m.adm_topic_other());

function Tickets() {
  const [page, setPage] = useState(1);
  const list = useQuery(ticketsQueryOptions(page));
  const [openId, setOpenId] = useState<string | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <Section id="adm-tickets" title={m.adm_tickets()}>
      {list.isError && <LoadFailed retry={() => void list.refetch()} />}
      {list.data && list.data.tickets.length === 0 && <p className="text-sm text-gray-600">{m.adm_tickets_none()}</p>}
      <ul className="divide-y divide-gray-100">
        {list.data?.tickets.map((t) => (
          <li key={t.id} className="py-2" data-testid="adm-ticket" data-status={t.status}>
            <button type="button" className="flex w-full flex-wrap items-center justify-between gap-2 text-left" aria-expanded={openId === t.id} onClick={() => setOpenId(openId === t.id ? null : t.id)}>
              <span className="min-w-0">
                <span className="font-medium">{t.name ?? t.email ?? t.id}</span>
                <span className="ml-2 text-sm text-gray-600">{topicName(t.topic)}</span>
                <span className="block truncate text-sm text-gray-600">{t.body}</span>
              </span>
              <span className="flex items-center gap-2 text-xs">
                <span className={`rounded-full px-2 py-0.5 font-medium ${t.status === "open" ? "bg-amber-100 text-amber-800" : t.status === "answered" ? "bg-emerald-100 text-emerald-800" : "bg-gray-100 text-gray-700"}`}>{ticketStatusName(t.status)}</span>
                <span className="text-gray-500">{dateTime(t.createdAt, currentLocaleTag())}</span>
              </span>
            </button>
            {openId === t.id && <TicketDetail ticket={t} />}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} setPage={setPage} />
    </Section>
  );
}

function TicketDetail({ ticket }: { ticket: Ticket }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState("");
  const [close, setClose] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reply.trim()) return setError(m.adm_reply_required());
    setBusy(true);
    setError(null);
    try {
      await replyToTicket(ticket.id, reply.trim(), close);
      setReply("");
      toast({ title: m.adm_reply_sent() });
      await queryClient.invalidateQueries({ queryKey: ["/api/admin/tickets"] });
    } catch (err) {
      const server = serverErrors(err);
      setError(Object.values(server.fields)[0] ?? server.message ?? m.adm_save_failed());
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="mt-2 space-y-2 rounded-lg bg-gray-50 p-3 text-sm">
      <p className="text-gray-600 break-all">
        {ticket.email ?? "—"} · {languageName(ticket.locale)} · <span className="font-mono">{ticket.id}</span>
      </p>
      <p className="whitespace-pre-line">{ticket.body}</p>
      {ticket.reply && (
        <div className="rounded-lg border border-emerald-200 bg-white p-2">
          <p className="text-xs font-semibold text-emerald-800">{m.adm_reply_sent_at({ when: dateTime(ticket.repliedAt, currentLocaleTag()) })}</p>
          <p className="whitespace-pre-line">{ticket.reply}</p>
        </div>
      )}
      {ticket.status !== "closed" && (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-2">
          <label className="block font-medium" htmlFor={`reply-${ticket.id}`}>
            {m.adm_reply()}
          </label>
          <textarea id={`reply-${ticket.id}`} rows={4} className="field" value={reply} onChange={(e) => setReply(e.currentTarget.value)} />
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={close} onChange={(e) => setClose(e.currentTarget.checked)} />
            {m.adm_close_after_reply()}
          </label>
          {error && (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={busy}>
            <Busy busy={busy}>{m.adm_send_reply()}</Busy>
          </button>
        </form>
      )}
    </div>
  );
}

function AuditLog() {
  const log = useQuery(auditQueryOptions());
  return (
    <Section id="adm-audit" title={m.adm_audit()}>
      {log.isError && <LoadFailed retry={() => void log.refetch()} />}
      {log.data && log.data.entries.length === 0 && <p className="text-sm text-gray-600">{m.adm_none_yet()}</p>}
      <ul className="divide-y divide-gray-100">
        {log.data?.entries.slice(0, 50).map((e) => (
          <AuditRow key={e.id} entry={e} />
        ))}
      </ul>
    </Section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const diff = changes(entry.before, entry.after);
  return (
    <li className="py-2 text-sm" data-testid="adm-audit-entry">
      <details>
        <summary className="cursor-pointer">
          <span className="font-mono text-xs">{entry.action}</span> <span className="font-medium">{entry.entity}</span> <span className="font-mono text-xs break-all">{entry.entityId}</span>
          <span className="block text-xs text-gray-600">
            {dateTime(entry.at, currentLocaleTag())} · {entry.actorEmail ?? entry.actorId} · {m.adm_changed_keys({ count: diff.length })}
          </span>
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-xs">
            <thead className="uppercase text-gray-600">
              <tr>
                <th className="py-1 pr-2">{m.adm_field()}</th>
                <th className="py-1 pr-2">{m.adm_before()}</th>
                <th className="py-1 pr-2">{m.adm_after()}</th>
              </tr>
            </thead>
            <tbody>
              {diff.map((c) => (
                <tr key={c.path} className="border-t border-gray-100 align-top">
                  <td className="py-1 pr-2 font-mono">{c.path}</td>
                  <td className="py-1 pr-2 break-words text-red-800">{c.before}</td>
                  <td className="py-1 pr-2 break-words text-emerald-800">{c.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </li>
  );
}
