/**
 * `/astrologer-dashboard` (issue 21): the astrologer's online switch (which drives `isOnline` in
 * the listing), the waiting requests with their countdown, a chime and Accept / Decline (a call or
 * video request rings: "Incoming video call from …", a ring every few seconds until answered), the
 * running sessions, the earnings by day with the astrologer's share, and the past sessions.
 * Accounts without the astrologer role are told so and pointed to the application.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { toast } from "../../components/toast";
import { currentLocale, formatPaise } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { failureMessage } from "../packs/format";
import {
  afterAnswer,
  afterStatusChange,
  answerRequest,
  type AstrologerRequestsAnswer,
  astrologerRequestsQueryOptions,
  type ConsultationSummary,
  EARNINGS_DAYS,
  earningsQueryOptions,
  setAstrologerOnline,
} from "./api";
import { playChime, playRing, RING_INTERVAL_MS, useChimeArming, useChimeMuted } from "./chime";
import { ConsultationList, PageHeading } from "./ConsultationList";
import { countdownLabel, earningsRows, formatDay, formatDuration, formatWhen, newRequestIds, secondsLeft, sharePercent } from "./format";

type Request = AstrologerRequestsAnswer["requests"][number];

const card = "rounded-2xl border border-gray-200 bg-white p-4 sm:p-5";

/** The clock, ticking once a second while mounted (the requests' countdowns). */
function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function NotAstrologer() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid="ad-not-astrologer">
      <h2 className="text-xl font-semibold">{m.ad_not_astrologer_title()}</h2>
      <p className="mt-2 text-gray-700">{m.ad_not_astrologer_body()}</p>
      <AppLink to="/astrologer-profile" className="btn-primary mt-6">
        {m.ad_apply()}
      </AppLink>
    </div>
  );
}

function StatusSwitch({ online }: { online: boolean | undefined }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: setAstrologerOnline,
    onSuccess: (answer) => {
      queryClient.setQueryData(astrologerRequestsQueryOptions().queryKey, (old) => (old ? { ...old, online: answer.online } : old));
      void afterStatusChange(queryClient);
    },
    onError: (err) => toast({ title: m.ad_status_failed(), description: failureMessage(err, m.ad_try_again()), variant: "destructive" }),
  });
  const shown = change.isPending ? change.variables : online;
  return (
    <section className={`${card} flex flex-wrap items-center justify-between gap-4`} aria-labelledby="ad-status-title">
      <div className="min-w-0 flex-1">
        <h2 id="ad-status-title" className="text-lg font-semibold">
          {shown === undefined ? m.ad_loading() : shown ? m.ad_online() : m.ad_offline()}
        </h2>
        {shown !== undefined && <p className="text-sm text-gray-600">{shown ? m.ad_online_note() : m.ad_offline_note()}</p>}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={shown === true}
        aria-label={m.ad_online_switch()}
        disabled={online === undefined || change.isPending}
        onClick={() => change.mutate(!online)}
        data-testid="ad-online-switch"
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${shown ? "bg-green-600" : "bg-gray-300"}`}
      >
        <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${shown ? "translate-x-7" : "translate-x-1"}`} />
      </button>
    </section>
  );
}

function MuteToggle() {
  const [muted, setMuted] = useChimeMuted();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!muted}
      className="btn-outline gap-2 px-3 py-1.5 text-sm"
      onClick={() => setMuted(!muted)}
      data-testid="ad-mute"
    >
      {m.ad_sound()}
      <span aria-hidden="true" className={`rounded px-1.5 text-xs font-semibold ${muted ? "bg-gray-200 text-gray-700" : "bg-green-100 text-green-800"}`}>
        {muted ? m.ad_sound_off() : m.ad_sound_on()}
      </span>
    </button>
  );
}

function planLabel(plan: ConsultationSummary["plan"]): string {
  return plan === "pack-20" ? m.ad_plan_pack() : m.ad_plan_per_minute();
}

function RequestCard({ request, now }: { request: Request; now: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const answer = useMutation({
    mutationFn: (choice: "accept" | "decline") => answerRequest(request.id, choice),
    onSuccess: (_result, choice) => {
      void afterAnswer(queryClient);
      if (choice === "accept") void navigate({ to: "/chat/$id", params: { id: request.id } });
    },
    onError: (err) => {
      toast({ title: m.ad_answer_failed(), description: failureMessage(err, m.ad_try_again()), variant: "destructive" });
      void afterAnswer(queryClient);
    },
  });
  const left = secondsLeft(request.expiresAt, now);
  const expired = left === 0;
  const ringing = request.kind !== "chat";
  return (
    <li
      className={`rounded-xl border p-4 ${ringing ? "border-green-300 bg-green-50" : "border-amber-200 bg-amber-50"}`}
      data-testid="ad-request"
      data-id={request.id}
      data-kind={request.kind}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {ringing && (
            <p className="flex items-center gap-2 text-lg font-bold text-green-900" data-testid="ad-ringing">
              <span aria-hidden="true" className="relative flex h-3 w-3">
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-green-500 opacity-75" />
                <span className="relative inline-flex h-3 w-3 rounded-full bg-green-600" />
              </span>
              <span className="break-words">
                {request.kind === "video" ? m.call_incoming_video({ name: request.userName }) : m.call_incoming_call({ name: request.userName })}
              </span>
            </p>
          )}
          <p className={ringing ? "sr-only" : "break-words font-semibold"} data-testid="ad-request-user">
            {request.userName}
          </p>
          <p className="text-sm text-gray-700">
            {ringing && `${request.kind === "video" ? m.call_kind_video() : m.call_kind_call()} · `}
            {planLabel(request.plan)} · {m.ad_rate_per_minute({ rate: formatPaise(request.ratePerMinutePaise) })}
            {request.freeMinutes > 0 && <> · {m.ad_free_minutes({ minutes: formatDuration(request.freeMinutes * 60, currentLocale()) })}</>}
          </p>
        </div>
        <p className={`text-lg font-bold tabular-nums ${left <= 15 ? "text-red-700" : "text-amber-900"}`} aria-live="off" data-testid="ad-request-countdown">
          <span className="sr-only">{m.ad_answer_within()} </span>
          {countdownLabel(left)}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={expired || answer.isPending}
          onClick={() => answer.mutate("accept")}
          data-testid={`ad-accept-${request.id}`}
        >
          {m.ad_accept()}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={expired || answer.isPending}
          onClick={() => answer.mutate("decline")}
          data-testid={`ad-decline-${request.id}`}
        >
          {m.ad_decline()}
        </button>
      </div>
    </li>
  );
}

/** Rings every few seconds while a call or video request waits (a ring for each, not one per request). */
function useCallRing(requests: readonly Request[] | undefined): void {
  const ringing = requests?.some((r) => r.kind !== "chat" && Date.parse(r.expiresAt) > Date.now()) ?? false;
  useEffect(() => {
    if (!ringing) return;
    playRing();
    const timer = window.setInterval(playRing, RING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [ringing]);
}

/** Chimes for each request not seen before (not for the ones already waiting when the page opened). */
function useRequestChime(requests: readonly Request[] | undefined): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!requests) return;
    if (seen.current === null) {
      seen.current = new Set(requests.map((r) => r.id));
      return;
    }
    if (newRequestIds(seen.current, requests).length > 0) playChime();
    requests.forEach((r) => seen.current!.add(r.id));
  }, [requests]);
}

function Requests({ data, isError }: { data: AstrologerRequestsAnswer | undefined; isError: boolean }) {
  const now = useNow();
  useRequestChime(data?.requests);
  useCallRing(data?.requests);
  const requests = data?.requests ?? [];
  return (
    <section className={card} aria-labelledby="ad-requests-title" data-testid="ad-requests">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ad-requests-title" className="text-lg font-semibold">
          {m.ad_requests_title()}
        </h2>
        <MuteToggle />
      </div>
      {isError && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {m.ad_requests_failed()}
        </p>
      )}
      {requests.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-live="polite">
          {requests.map((r) => (
            <RequestCard key={r.id} request={r} now={now} />
          ))}
        </ul>
      ) : data ? (
        <p className="mt-3 text-sm text-gray-600" data-testid="ad-requests-empty">
          {data.online ? m.ad_requests_waiting() : m.ad_requests_offline()}
        </p>
      ) : (
        !isError && (
          <p className="mt-3 text-sm text-gray-600" role="status">
            {m.ad_loading()}
          </p>
        )
      )}
    </section>
  );
}

function ActiveSessions({ active }: { active: readonly ConsultationSummary[] }) {
  const locale = currentLocale();
  return (
    <section className={card} aria-labelledby="ad-active-title" data-testid="ad-active">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ad-active-title" className="text-lg font-semibold">
          {m.ad_active_title()}
        </h2>
        {active.length > 1 && (
          <AppLink to="/multi-chat" className="btn-outline px-3 py-1.5 text-sm">
            {m.ad_multi_chat({ count: active.length })}
          </AppLink>
        )}
      </div>
      {active.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{m.ad_active_empty()}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {active.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="ad-active-session" data-id={c.id}>
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{c.userName}</p>
                <p className="text-sm text-gray-600">
                  {planLabel(c.plan)} · {formatWhen(c.acceptedAt ?? c.requestedAt, locale)}
                </p>
              </div>
              <AppLink to={`/chat/${c.id}`} className="btn-primary px-3 py-1.5 text-sm">
                {m.ad_open_chat()}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Earnings() {
  const locale = currentLocale();
  const earnings = useQuery(earningsQueryOptions());
  const table = earnings.data ? earningsRows(earnings.data) : null;
  return (
    <section className={card} aria-labelledby="ad-earnings-title" data-testid="ad-earnings">
      <h2 id="ad-earnings-title" className="text-lg font-semibold">
        {m.ad_earnings_title({ days: EARNINGS_DAYS })}
      </h2>
      {earnings.isPending && (
        <p className="mt-3 text-sm text-gray-600" role="status">
          {m.ad_loading()}
        </p>
      )}
      {earnings.isError && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {m.ad_earnings_failed()}
        </p>
      )}
      {earnings.data && table && (
        <>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-3 rounded-xl bg-brand-700 p-4 text-white">
            <div>
              <p className="text-sm text-white/80">{m.ad_your_share({ percent: sharePercent(earnings.data.shareBp, locale) })}</p>
              <p className="text-2xl font-bold tabular-nums" data-testid="ad-earnings-total">
                {formatPaise(earnings.data.totalSharePaise, "balance")}
              </p>
            </div>
            <p className="text-sm text-white/90">
              {m.ad_earnings_summary({
                sessions: table.sessions,
                duration: formatDuration(table.minutes * 60, locale),
                gross: formatPaise(table.grossPaise, "balance"),
              })}
            </p>
          </div>
          {table.rows.length === 0 ? (
            <p className="mt-3 text-sm text-gray-600" data-testid="ad-earnings-empty">
              {m.ad_earnings_empty()}
            </p>
          ) : (
            <table className="mt-3 w-full text-sm" data-testid="ad-earnings-table">
              <caption className="sr-only">{m.ad_earnings_title({ days: EARNINGS_DAYS })}</caption>
              <thead className="text-left text-xs text-gray-600">
                <tr>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {m.ad_col_day()}
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {m.ad_col_sessions()}
                  </th>
                  <th scope="col" className="hidden py-1 pr-2 text-right font-medium sm:table-cell">
                    {m.ad_col_gross()}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {m.ad_earned()}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {table.rows.map((day) => (
                  <tr key={day.date} data-testid="ad-earnings-day" data-date={day.date}>
                    <th scope="row" className="whitespace-nowrap py-2 pr-2 text-left font-medium">
                      {formatDay(day.date, locale)}
                    </th>
                    <td className="py-2 pr-2 text-gray-700">
                      {m.ad_sessions_minutes({ sessions: day.sessions, duration: formatDuration(day.minutes * 60, locale) })}
                    </td>
                    <td className="hidden py-2 pr-2 text-right tabular-nums text-gray-700 sm:table-cell">{formatPaise(day.grossPaise, "balance")}</td>
                    <td className="py-2 text-right">
                      <span className="font-semibold tabular-nums">{formatPaise(day.sharePaise, "balance")}</span>
                      <span className="mt-1 block h-1.5 rounded-full bg-brand-100" aria-hidden="true">
                        <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${Math.round(day.barFraction * 100)}%` }} />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

function Dashboard() {
  useChimeArming();
  const requests = useQuery(astrologerRequestsQueryOptions());
  // The role without a listing of its own (not yet linked by an approval): the API refuses.
  if (requests.error instanceof HttpError && requests.error.status === 403) return <NotAstrologer />;
  return (
    <div className="mt-4 space-y-5">
      <StatusSwitch online={requests.data?.online} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Requests data={requests.data} isError={requests.isError} />
        <ActiveSessions active={requests.data?.active ?? []} />
      </div>
      <Earnings />
      <section className={card} aria-labelledby="ad-history-title">
        <h2 id="ad-history-title" className="text-lg font-semibold">
          {m.ad_history_title()}
        </h2>
        <ConsultationList filter={{ role: "astrologer", status: "past" }} testId="ad-history" empty={<p>{m.ad_history_empty()}</p>} />
      </section>
    </div>
  );
}

export function AstrologerDashboardPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-5xl" data-testid="astrologer-dashboard">
      <PageHeading fallback={m.ad_dashboard_title()} />
      {user?.role === "astrologer" ? <Dashboard /> : <NotAstrologer />}
    </div>
  );
}
