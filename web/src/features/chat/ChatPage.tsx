/**
 * `/chat/{id}`: one consultation, live. The astrologer's card, the status line (waiting for the
 * answer with the 60 s countdown and Cancel; declined, expired or cancelled with nothing charged;
 * running), the timer, the cost meter, the balance and the low-balance warning with a top-up
 * that keeps the room, the conversation, End; after the end the receipt, the rating and
 * "report a problem". A voice or video call (issue 26) is the same page with the call panel
 * above the conversation, which stays usable during the call. The astrologer, on the same page, sees the user's shared chart and no
 * money but their earnings. `ChatSession` is also each column of /multi-chat.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { trackOnce } from "../../app/analytics";
import { AppLink } from "../../components/AppLink";
import { LoadingPage } from "../../components/Status";
import { toast } from "../../components/toast";
import { formatPaise } from "../../i18n/runtime";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { CallPanel } from "../call/CallPanel";
import { useCall } from "../call/useCall";
import { serverReason } from "../wallet/errors";
import { usePageHeading } from "../wallet/heading";
import { ProblemReport, Rating, ReceiptCard } from "./AfterSession";
import { type ChatLine, type ConsultationAnswer, consultationAction, consultationQueryOptions, linesOfEvents, linesOfTranscript, type RoomState } from "./api";
import { Conversation } from "./Conversation";
import { clockLabel, durationLabel, meterOf, secondsLabel, servedLabel } from "./format";
import { useNow, useRoom } from "./room";
import { type Connection, isFinalStatus, requestMsLeft, servedMsNow, TYPING_SHOWN_MS } from "./room-socket";
import { SharedChart } from "./SharedChart";
import { TopUpDialog } from "./TopUpDialog";

export function ChatPage({ id }: { id: string }) {
  const heading = usePageHeading();
  const consultation = useQuery({ ...consultationQueryOptions(id), retryOnMount: false });
  return (
    <div className="mx-auto max-w-6xl" data-testid="chat-page">
      <h1 className="sr-only">{heading ?? m.ch_title()}</h1>
      {consultation.data ? (
        <ChatSession data={consultation.data} />
      ) : consultation.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="chat-error">
          <p>{serverReason(consultation.error, m.ch_load_failed())}</p>
          <AppLink to="/consultations" className="btn-outline mt-3 bg-white">
            {m.ch_my_consultations()}
          </AppLink>
        </div>
      ) : (
        <LoadingPage />
      )}
    </div>
  );
}

function Avatar({ name, image }: { name: string; image: string | null }) {
  return (
    <span aria-hidden="true" className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700">
      {name.charAt(0).toUpperCase()}
      {image && <img src={image} alt="" width="48" height="48" className="absolute inset-0 h-12 w-12 rounded-full object-cover" onError={(e) => (e.currentTarget.style.display = "none")} />}
    </span>
  );
}

function Notice({ tone, children, testId }: { tone: "info" | "warn" | "done"; children: ReactNode; testId?: string }) {
  const tones = { info: "border-brand-100 bg-brand-50 text-brand-900", warn: "border-amber-300 bg-amber-50 text-amber-900", done: "border-gray-200 bg-gray-50 text-gray-800" };
  return (
    <div className={`rounded-xl border p-3 ${tones[tone]}`} data-testid={testId} role={tone === "warn" ? "alert" : "status"}>
      {children}
    </div>
  );
}

export function ChatSession({
  data,
  compact = false,
  inView = true,
  onLines,
}: {
  data: ConsultationAnswer;
  compact?: boolean;
  /** False while the multi-chat shows another session: nothing is marked read. */
  inView?: boolean;
  onLines?: (lines: readonly ChatLine[]) => void;
}) {
  const { consultation: c } = data;
  const id = c.id;
  const side = c.viewerSide;
  const queryClient = useQueryClient();
  const { reload } = useSession();
  const live = !isFinalStatus(c.status);
  const { room, socket } = useRoom(id, live, (code) => toast({ title: code === "rate_limited" ? m.chat_rate_limited() : m.ch_frame_refused(), variant: "destructive" }));
  const state: RoomState | null = room.state;
  const status = state?.status ?? c.status;
  const ended = isFinalStatus(status) || room.endReason !== null;
  const running = status === "active" && state !== null && state.startedAtMs !== null && !state.paused && !ended;
  const waiting = status === "requested" && !ended;
  // A call continued as a chat reads `chat` in the room's state from then on.
  const kind = state?.kind ?? c.kind;
  const callKind = kind === "chat" ? null : kind;
  const inCall = callKind !== null && status === "active" && !ended;
  const { call, snapshot: callSnapshot } = useCall(id, inCall ? callKind : null, side, inCall ? socket : null);
  // The clock ticks while a timer, the request's countdown or the other side's "typing…" is on screen.
  const now = useNow(running || waiting || room.typing !== null);
  const servedMs = state ? servedMsNow(state, room.stateAtMs, now) : c.servedSeconds * 1000;
  const minuteMs = state?.minuteMs ?? 60_000;
  // Live lines once the room has answered, else the stored transcript.
  const lines = useMemo(() => (room.events.length ? linesOfEvents(room.events) : linesOfTranscript(data.transcript)), [room.events, data.transcript]);
  const endReason = room.endReason ?? c.endReason;
  const other = side === "user" ? c.astrologer.name : c.userName;
  const otherSide = side === "user" ? "astrologer" : "user";
  const [topUp, setTopUp] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [acting, setActing] = useState(false);

  useEffect(() => onLines?.(lines), [lines, onLines]);

  // The session has started for the user: analytics, once per consultation.
  useEffect(() => {
    if (side === "user" && status === "active" && state?.startedAtMs) trackOnce(`consultation_started:${id}`, { name: "consultation_started", astrologerId: c.astrologer.id, service: kind });
  }, [side, status, state?.startedAtMs, id, c.astrologer.id, kind]);

  // Once the room says it is over, read the consultation again for its receipt and transcript;
  // the receipt may follow the end by a moment (settling), so ask again until it is there.
  // (The astrologer waits only for the stored end, which carries the earnings; no receipt is theirs.)
  const settled = status === "declined" || status === "expired" || status === "cancelled" || (c.status === "ended" && (side === "astrologer" || data.receipt !== null));
  const awaitingReceipt = ended && !settled;
  const refetches = useRef(0);
  useEffect(() => {
    if (!awaitingReceipt) return;
    const timer = setInterval(() => {
      if (refetches.current++ > 20) return clearInterval(timer);
      void queryClient.invalidateQueries({ queryKey: consultationQueryOptions(id).queryKey });
    }, 1500);
    void queryClient.invalidateQueries({ queryKey: consultationQueryOptions(id).queryKey });
    return () => clearInterval(timer);
  }, [awaitingReceipt, id, queryClient]);
  // The header's balance is read again once the session is settled: its last minute and any pack
  // refund have moved by then (reading it at the end, before settling, showed the old balance).
  const settledAfterEnd = ended && settled;
  useEffect(() => {
    if (settledAfterEnd && side === "user") void reload();
  }, [settledAfterEnd, side, reload]);

  async function act(action: "cancel" | "end" | "accept" | "decline") {
    if (acting) return;
    setActing(true);
    try {
      // Ending goes through the room when it is connected (its frame arrives with the end).
      if (action === "end" && socket?.end()) return;
      await consultationAction(id, action);
      await queryClient.invalidateQueries({ queryKey: consultationQueryOptions(id).queryKey });
    } catch (err) {
      toast({ title: m.ch_action_failed(), description: serverReason(err, m.ch_action_failed()), variant: "destructive" });
    } finally {
      setActing(false);
      setConfirmEnd(false);
    }
  }

  const receipt = data.receipt ?? room.receipt;
  const typing = room.typing !== null && room.typing.from === otherSide && now - room.typing.atMs < TYPING_SHOWN_MS;
  const canSend = status === "active" && !ended && room.connection === "open";
  const closedNote = ended
    ? (callKind ? m.ch_closed_ended_call : m.ch_closed_ended)()
    : room.connection === "failed"
      ? m.ch_load_failed()
      : waiting
        ? m.ch_closed_waiting()
        : room.connection !== "open" && live
          ? connectionLabel(room.connection)
          : undefined;

  const card = (
    <div className="flex items-center gap-3" data-testid="chat-card">
      <Avatar name={side === "user" ? c.astrologer.name : c.userName} image={side === "user" ? c.astrologer.image : null} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          {side === "user" ? (
            <AppLink to={`/astrologer/${c.astrologer.slug}`} className="hover:underline">
              {c.astrologer.name}
            </AppLink>
          ) : (
            c.userName
          )}
        </p>
        <p className="text-sm text-gray-600">
          {callKind && `${callKind === "video" ? m.call_kind_video() : m.call_kind_call()} · `}
          {m.ch_rate({ rate: formatPaise(state?.ratePerMinutePaise ?? c.ratePerMinutePaise) })}
          {c.plan === "pack-20" && ` · ${m.ch_plan_pack()}`}
        </p>
      </div>
      {live && !ended && (
        <span className={`text-xs ${room.connection === "open" ? "text-green-700" : "text-amber-700"}`} data-testid="connection" data-state={room.connection}>
          {connectionLabel(room.connection)}
        </span>
      )}
    </div>
  );

  const statusLine = (() => {
    if (waiting && state) {
      const msLeft = requestMsLeft(state, room.stateAtMs, now) ?? 0;
      return (
        <Notice tone="info" testId="status-waiting">
          <p className={callKind ? "font-semibold" : undefined} data-testid={callKind ? "call-ringing" : undefined}>
            {waitingText(callKind, side, other)}
          </p>
          <p className="mt-1 text-sm" data-testid="request-countdown">
            {m.ch_expires_in({ seconds: secondsLabel(msLeft) })}
          </p>
          {side === "user" ? (
            <button type="button" className="btn-outline mt-2 bg-white" disabled={acting} onClick={() => void act("cancel")} data-testid="cancel">
              {m.ch_cancel_request()}
            </button>
          ) : (
            <span className="mt-2 flex gap-2">
              <button type="button" className="btn-primary" disabled={acting} onClick={() => void act("accept")} data-testid="accept">
                {m.ch_accept()}
              </button>
              <button type="button" className="btn-outline bg-white" disabled={acting} onClick={() => void act("decline")} data-testid="decline">
                {m.ch_decline()}
              </button>
            </span>
          )}
        </Notice>
      );
    }
    if (status === "declined" || status === "expired" || status === "cancelled") {
      const text = { declined: callKind ? m.ch_declined_call : m.ch_declined, expired: m.ch_expired, cancelled: m.ch_cancelled }[status]({ name: other });
      return (
        <Notice tone="done" testId="status-closed">
          <p>{text}</p>
          {side === "user" && (
            <>
              <p className="mt-1 font-medium" data-testid="nothing-charged">
                {m.ch_nothing_charged()}
              </p>
              <AppLink to="/astrologers" className="btn-primary mt-2">
                {m.ch_find_astrologer()}
              </AppLink>
            </>
          )}
        </Notice>
      );
    }
    if (status === "active" && !ended && state && state.startedAtMs === null) {
      return (
        <Notice tone="info" testId="status-accepted">
          {callKind
            ? side === "user"
              ? m.call_accepted_user({ name: other })
              : m.call_accepted_astrologer()
            : side === "user"
              ? m.ch_accepted_user({ name: other })
              : m.ch_accepted_astrologer()}
        </Notice>
      );
    }
    if (status === "active" && !ended && state?.paused) {
      return (
        <Notice tone="warn" testId="status-paused">
          {state.present[otherSide] ? m.ch_paused_self() : m.ch_paused_other({ name: other })}
        </Notice>
      );
    }
    return null;
  })();

  const started = (state?.startedAtMs ?? null) !== null || c.startedAt !== null;
  const meter = state && side === "user" ? meterOf(state, servedMs) : null;
  const figures = started && (
    <dl className={`grid grid-cols-2 gap-2 ${compact ? "" : "sm:grid-cols-4"}`} data-testid="chat-figures">
      <div className="rounded-lg bg-white p-2 shadow-sm">
        <dt className="text-xs text-gray-500">{m.ch_time()}</dt>
        <dd className="font-semibold tabular-nums" data-testid="timer">
          {servedLabel(servedMs, minuteMs)}
          {running && <span className="ml-1 text-sm font-normal text-gray-600">({clockLabel(servedMs, minuteMs)})</span>}
        </dd>
      </div>
      {meter && (
        <div className="rounded-lg bg-white p-2 shadow-sm">
          <dt className="text-xs text-gray-500">{m.ch_cost()}</dt>
          <dd className="font-semibold tabular-nums" data-testid="cost-meter" data-kind={meter.kind}>
            {meter.kind === "free"
              ? m.ch_meter_free({ left: clockLabel(meter.msLeft, minuteMs) })
              : meter.kind === "pack"
                ? m.ch_meter_pack({ left: durationLabel(meter.minutesLeft ?? meter.packMinutes), total: durationLabel(meter.packMinutes) })
                : m.ch_meter_minutes({ minutes: durationLabel(meter.billedMinutes), rate: formatPaise(meter.ratePerMinutePaise), total: formatPaise(state!.chargedPaise, "balance") })}
          </dd>
        </div>
      )}
      {side === "user" && state && (
        <div className="rounded-lg bg-white p-2 shadow-sm">
          <dt className="text-xs text-gray-500">{m.ch_balance()}</dt>
          <dd className="font-semibold tabular-nums" data-testid="balance">
            {formatPaise(state.balancePaise, "balance")}
          </dd>
        </div>
      )}
      {side === "user" && state && state.minutesLeft !== null && !ended && (
        <div className="rounded-lg bg-white p-2 shadow-sm">
          <dt className="text-xs text-gray-500">{m.ch_minutes_left()}</dt>
          <dd className="font-semibold tabular-nums" data-testid="minutes-left">
            {durationLabel(state.minutesLeft)}
          </dd>
        </div>
      )}
      {side === "astrologer" && (
        <div className="rounded-lg bg-white p-2 shadow-sm">
          <dt className="text-xs text-gray-500">{m.ch_billed()}</dt>
          <dd className="font-semibold tabular-nums" data-testid="billed-minutes">
            {durationLabel(state?.billedMinutes ?? c.billedMinutes)}
          </dd>
        </div>
      )}
    </dl>
  );

  const lowBalance = side === "user" && state?.lowBalance && !ended && (
    <Notice tone="warn" testId="low-balance">
      <p>{m.ch_low_balance({ minutes: durationLabel(state.minutesLeft ?? 0) })}</p>
      <button type="button" className="btn-primary mt-2" onClick={() => setTopUp(true)} data-testid="top-up">
        {m.ch_top_up()}
      </button>
    </Notice>
  );

  const controls = !ended && status === "active" && (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {side === "user" && !state?.lowBalance && c.plan === "per-minute" && (
        <button type="button" className="btn-outline" onClick={() => setTopUp(true)} data-testid="top-up">
          {m.ch_top_up()}
        </button>
      )}
      {/* A call is ended from its panel's End call. */}
      {inCall ? null : confirmEnd ? (
        <span className="flex items-center gap-2" data-testid="end-confirm-box">
          <span className="text-sm">{m.ch_end_question()}</span>
          <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" disabled={acting} onClick={() => void act("end")} data-testid="confirm-end">
            {m.ch_end_yes()}
          </button>
          <button type="button" className="btn-outline" onClick={() => setConfirmEnd(false)} data-testid="cancel-end">
            {m.ch_end_no()}
          </button>
        </span>
      ) : (
        <button type="button" className="btn border border-red-300 text-red-700 hover:bg-red-50" onClick={() => setConfirmEnd(true)} data-testid="end">
          {m.ch_end()}
        </button>
      )}
    </div>
  );

  const conversation = (
    <Conversation
      lines={lines}
      pending={room.pending}
      viewerSide={side}
      otherName={other}
      otherReadUpTo={state ? state.readUpTo[otherSide] : null}
      otherTyping={typing}
      canSend={canSend}
      closedNote={closedNote}
      onSend={(body) => socket?.send(body)}
      onTyping={() => socket?.typing()}
      onRead={live && inView ? (upTo) => socket?.read(upTo) : undefined}
      listClassName={compact ? "h-[50vh] min-h-56" : undefined}
      kind={kind}
    />
  );

  const callPanel = inCall && callKind && (
    <CallPanel
      kind={callKind}
      side={side}
      otherName={other}
      otherImage={side === "user" ? c.astrologer.image : null}
      call={call}
      snapshot={callSnapshot}
      state={state}
      servedMs={servedMs}
      canContinueAsChat={c.plan === "per-minute" && state?.startedAtMs === null}
      onAsChat={() => socket?.call({ v: 1, t: "as_chat" })}
      onEnd={() => void act("end")}
      ending={acting}
    />
  );

  const after = status === "ended" && side === "user" && (
    <div className="grid gap-3" data-testid="after-session">
      {receipt ? <ReceiptCard receipt={receipt} kind={kind} /> : <p className="text-sm text-gray-600" data-testid="receipt-pending">{m.ch_receipt_pending()}</p>}
      <Rating id={id} review={data.review} kind={kind} />
      <ProblemReport id={id} kind={kind} />
      <AppLink to={`/clean-chat/${id}`} className="text-sm font-medium text-brand-700 underline">
        {m.ch_transcript_link()}
      </AppLink>
    </div>
  );
  const earnings = status === "ended" && side === "astrologer" && (
    <p className="rounded-lg bg-green-50 p-3 text-green-900" data-testid="earnings">
      {(callKind ? m.ch_earnings_call : m.ch_earnings)({ amount: formatPaise(c.astrologerSharePaise, "balance") })}
    </p>
  );
  const endNote = ended && status === "ended" && (
    <Notice tone="done" testId="status-ended">
      {(c.kind === "chat" ? m.ch_ended : m.call_ended)({ duration: servedLabel(servedMs, minuteMs) })}
      {endReason && ` ${endReasonText(endReason)}`}
    </Notice>
  );

  return (
    <div className={compact ? "grid gap-2" : "mt-2 grid gap-3"} data-testid="chat-session" data-status={status} data-side={side}>
      {card}
      {statusLine}
      {endNote}
      {callPanel}
      {figures}
      {lowBalance}
      {side === "astrologer" && !compact ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
          {conversation}
          <ChartAside data={data} />
        </div>
      ) : (
        conversation
      )}
      {controls}
      {after}
      {earnings}
      {topUp && (
        <TopUpDialog
          kind={kind}
          onClose={() => setTopUp(false)}
          onFunded={() => {
            socket?.funds();
          }}
        />
      )}
    </div>
  );
}

/** The waiting line: a call rings ("Calling {name}…" / "Incoming video call from {name}"), a chat waits. */
function waitingText(callKind: "call" | "video" | null, side: "user" | "astrologer", other: string): string {
  if (!callKind) return side === "user" ? m.ch_waiting({ name: other }) : m.ch_request_for_you({ name: other });
  if (side === "user") return callKind === "video" ? m.call_calling_video({ name: other }) : m.call_calling({ name: other });
  return callKind === "video" ? m.call_incoming_video({ name: other }) : m.call_incoming_call({ name: other });
}

/** The connection as the card and the closed composer say it: "Connecting…" before the first answer, "Reconnecting…" only after a loss. */
function connectionLabel(connection: Connection): string {
  if (connection === "open") return m.ch_connected();
  if (connection === "failed") return m.ch_disconnected();
  return connection === "connecting" ? m.chat_connecting() : m.ch_reconnecting();
}

function endReasonText(reason: NonNullable<RoomState["endReason"]>): string {
  switch (reason) {
    case "funds":
      return m.ch_end_funds();
    case "pack":
      return m.ch_end_pack();
    case "abandoned":
      return m.ch_end_abandoned();
    default:
      return "";
  }
}

/** The shared chart: beside the chat on a wide screen, under a toggle on a phone. */
function ChartAside({ data }: { data: ConsultationAnswer }) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="rounded-xl border border-gray-200 bg-white p-3" aria-labelledby="shared-chart-title">
      <h2 id="shared-chart-title" className="flex items-center justify-between gap-2 font-semibold">
        {m.ch_chart_title()}
        <button type="button" className="btn-outline px-2 py-1 text-sm lg:hidden" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="chart-toggle">
          {open ? m.ch_chart_hide() : m.ch_chart_show()}
        </button>
      </h2>
      <div className={`${open ? "block" : "hidden"} mt-2 lg:block`}>
        <SharedChart chart={data.chart} />
      </div>
    </aside>
  );
}
