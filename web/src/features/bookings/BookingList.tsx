import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { toast } from "../../components/toast";
import { formatNumber, formatPaise } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { newIdempotencyKey } from "../../lib/idempotency";
import { m } from "../../paraglide/messages.js";
import { type BookingSummary, bookingsQueryOptions, cancelBooking, invalidateBookings, joinBooking } from "./api";
import { indiaDateTime, indiaTime, joinOpen } from "./format";
import { kindLabel } from "./kinds";

/** How often the list looks at the clock, so "Join" appears when its window opens without a reload. */
const CLOCK_TICK_MS = 15_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const errorText = (err: unknown) => (err instanceof HttpError && err.body ? err.body.error.message : m.bk_list_failed());

/**
 * One booking: the kind, the other side, the time in India time, the rate; for the user "Join"
 * from 10 minutes before the start until its end (then to the room), and Cancel before the start.
 */
function BookingRow({ booking: b, now }: { booking: BookingSummary; now: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"join" | "cancel" | null>(null);
  const joinKey = useRef(newIdempotencyKey());
  const over = now >= Date.parse(b.endsAt);
  const canJoin = b.viewerSide === "user" && joinOpen(b, now);
  // The astrologer joins where the user's call rings: the dashboard, with its Accept.
  const astrologerJoin = b.viewerSide === "astrologer" && joinOpen(b, now);
  const canCancel = b.status === "booked" && now < Date.parse(b.startsAt);

  async function join() {
    setBusy("join");
    try {
      const created = await joinBooking(b, joinKey.current);
      void invalidateBookings(queryClient);
      void navigate({ to: "/chat/$id", params: { id: created.id } });
    } catch (err) {
      toast({ title: errorText(err), variant: "destructive" });
      setBusy(null);
    }
  }

  async function cancel() {
    if (!window.confirm(m.bk_cancel_confirm())) return;
    setBusy("cancel");
    try {
      await cancelBooking(b.id);
      toast({ title: m.bk_cancelled_toast() });
      await invalidateBookings(queryClient);
    } catch (err) {
      toast({ title: errorText(err), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const status = b.status === "cancelled" ? m.bk_status_cancelled() : over ? m.bk_status_over() : m.bk_status_booked();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="booking-row" data-booking-id={b.id}>
      <div className="min-w-0">
        <p className="font-semibold">
          {kindLabel(b.kind)} · {b.viewerSide === "user" ? <AppLink to={`/astrologer/${b.astrologer.slug}`} className="text-brand-700 hover:underline">{b.astrologer.name}</AppLink> : m.bk_with_user({ name: b.userName })}
        </p>
        <p className="text-sm text-gray-700" data-testid="booking-when">
          {indiaDateTime(b.startsAt)} · {m.bk_minutes({ minutes: formatNumber(b.minutes) })} · {m.bk_rate({ price: formatPaise(b.ratePerMinutePaise) })}
        </p>
        <p className="mt-1 text-xs">
          <span className={`rounded-full px-2 py-0.5 ${b.status === "cancelled" ? "bg-gray-100 text-gray-700" : over ? "bg-gray-100 text-gray-700" : "bg-green-100 text-green-800"}`}>{status}</span>
          {b.viewerSide === "user" && b.status === "booked" && !over && !canJoin ? <span className="ml-2 text-gray-600">{m.bk_join_opens({ time: indiaTime(b.joinFrom) })}</span> : null}
          {astrologerJoin ? <span className="ml-2 text-gray-600">{m.bk_astrologer_join_hint()}</span> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {canJoin ? (
          <button type="button" className="btn-primary" data-testid="booking-join" disabled={busy !== null} onClick={() => void join()}>
            {busy === "join" ? m.bk_joining() : m.bk_join()}
          </button>
        ) : null}
        {astrologerJoin ? (
          <AppLink to="/astrologer-dashboard" className="btn-primary" data-testid="booking-join">
            {m.bk_join()}
          </AppLink>
        ) : null}
        {canCancel ? (
          <button type="button" className="btn-outline" data-testid="booking-cancel" disabled={busy !== null} onClick={() => void cancel()}>
            {m.bk_cancel()}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The caller's bookings (`role`): upcoming, and with `past` the past and cancelled ones too. The
 * clock is the device's, read every 15 s: the server checks the join window again on Join.
 */
export function BookingList({ role, past = false, empty }: { role: "user" | "astrologer"; past?: boolean; empty: ReactNode }) {
  const list = useQuery(bookingsQueryOptions(role));
  const now = useNow();
  if (list.isPending) return <p className="py-4 text-sm text-gray-600">{m.bk_loading()}</p>;
  if (list.isError) {
    return (
      <div className="py-4 text-sm" role="alert">
        <p className="text-red-700">{m.bk_list_failed()}</p>
        <button type="button" className="btn-outline mt-2" onClick={() => void list.refetch()}>
          {m.bk_retry()}
        </button>
      </div>
    );
  }
  const rows = past ? list.data.past : list.data.upcoming;
  if (rows.length === 0) return <div className="py-4 text-sm text-gray-700">{empty}</div>;
  return (
    <ul className="divide-y divide-gray-100" data-testid={past ? "bookings-past" : "bookings-upcoming"}>
      {rows.map((b) => (
        <BookingRow key={b.id} booking={b} now={now} />
      ))}
    </ul>
  );
}
