import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AppLink } from "../../components/AppLink";
import { formatNumber, formatPaise } from "../../i18n/runtime";
import { HttpError } from "../../lib/api";
import { newIdempotencyKey } from "../../lib/idempotency";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { type BookingKind, type BookingSummary, createBooking, invalidateBookings, slotsQueryOptions } from "./api";
import { indiaDateTime, indiaDayLabel, indiaTime } from "./format";
import { kindLabel } from "./kinds";

/** The astrologer as the dialog needs it (a card's or a profile's). */
export interface BookingAstrologer {
  id: string;
  slug: string;
  name: string;
  isOnline: boolean;
}

export interface BookingDialogProps {
  astrologer: BookingAstrologer;
  open: boolean;
  onClose: () => void;
  onChatNow: (a: BookingAstrologer) => void;
  /** Free minutes of a first chat (the server's settings), shown when Chat is the kind. */
  freeChatMinutes?: number;
}

const kinds: BookingKind[] = ["call", "video", "chat"];

/**
 * "Book Consultation" (issue 26): the kind with each rate, the next 7 India dates as tabs, the
 * astrologer's free slots of the chosen date, and confirm. Booking charges nothing (the dialog
 * says so): joining bills per minute. A signed-out visitor sees the slots and is sent to sign in
 * when confirming, back to this dialog afterwards. "Chat now" stays for an astrologer online.
 */
export function BookingDialog({ astrologer: a, open, onClose, onChatNow, freeChatMinutes }: BookingDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const slots = useQuery({ ...slotsQueryOptions(a.slug), enabled: open });
  const [kind, setKind] = useState<BookingKind>("call");
  const [dayIndex, setDayIndex] = useState<number | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<BookingSummary | null>(null);
  // One key per attempt at one slot: a retry of the same attempt finds the booking it made.
  const attempt = useRef<{ slot: string; key: string } | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    if (!open) {
      setBooked(null);
      setError(null);
      setStartsAt(null);
    }
  }, [open]);

  const days = slots.data?.days ?? [];
  // The first date with a free slot, until the visitor picks one.
  const firstFree = days.findIndex((d) => d.slots.length > 0);
  const shown = dayIndex ?? (firstFree < 0 ? 0 : firstFree);
  const day = days[shown];
  const rate = slots.data ? slots.data.rates[kind] : null;

  async function confirm() {
    if (!startsAt) return;
    if (!isAuthenticated) {
      void navigate({ href: `/login?${new URLSearchParams({ redirect: `/astrologer/${a.slug}#book` })}` });
      return;
    }
    if (attempt.current?.slot !== `${kind}|${startsAt}`) attempt.current = { slot: `${kind}|${startsAt}`, key: newIdempotencyKey() };
    setBusy(true);
    setError(null);
    try {
      const answer = await createBooking({ astrologerId: a.id, kind, startsAt }, attempt.current.key);
      setBooked(answer.booking);
      void invalidateBookings(queryClient);
    } catch (err) {
      setError(err instanceof HttpError && err.body ? err.body.error.message : m.bk_load_failed());
      // A slot taken meanwhile goes from the list; the choice is cleared.
      if (err instanceof HttpError && err.status === 409) {
        setStartsAt(null);
        void slots.refetch();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="book-title"
      data-testid="booking-explainer"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-xl border-0 p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="p-4 sm:p-5">
        <h2 id="book-title" className="text-lg font-semibold">
          {m.bk_title()}
        </h2>
        <p className="text-sm text-gray-600">{m.bk_with({ name: a.name })}</p>
        {booked ? (
          <div className="mt-4 space-y-3" data-testid="booking-success" role="status">
            <p className="text-lg font-semibold text-green-700">{m.bk_success_title()}</p>
            <p className="text-sm text-gray-700">{m.bk_success_body({ kind: kindLabel(booked.kind), name: booked.astrologer.name, when: indiaDateTime(booked.startsAt) })}</p>
            <p className="text-sm text-gray-700">{m.bk_success_join()}</p>
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <button type="button" className="btn-outline" onClick={onClose}>
                {m.market_close()}
              </button>
              <AppLink to="/dashboard/bookings" className="btn-primary">
                {m.bk_see_bookings()}
              </AppLink>
            </div>
          </div>
        ) : (
          <>
            <fieldset className="mt-4">
              <legend className="text-sm font-medium">{m.bk_kind_label()}</legend>
              <div className="mt-2 grid grid-cols-3 gap-2" role="radiogroup">
                {kinds.map((k) => (
                  <button
                    key={k}
                    type="button"
                    role="radio"
                    aria-checked={kind === k}
                    data-testid={`booking-kind-${k}`}
                    onClick={() => setKind(k)}
                    className={`min-w-0 rounded-lg border px-2 py-2 text-center text-sm ${kind === k ? "border-brand-700 bg-brand-50 font-semibold text-brand-900" : "border-gray-300 bg-white"}`}
                  >
                    <span className="block break-words">{kindLabel(k)}</span>
                    {slots.data ? <span className="block text-xs text-gray-600">{m.bk_rate({ price: formatPaise(slots.data.rates[k]) })}</span> : null}
                  </button>
                ))}
              </div>
            </fieldset>

            {slots.isPending ? (
              <p className="mt-4 text-sm text-gray-600">{m.bk_loading()}</p>
            ) : slots.isError ? (
              <p className="mt-4 text-sm text-red-700" role="alert">
                {m.bk_load_failed()}
              </p>
            ) : firstFree < 0 ? (
              <p className="mt-4 text-sm text-gray-700" data-testid="booking-no-hours">
                {m.bk_no_hours({ name: a.name })}
              </p>
            ) : (
              <>
                <p className="mt-4 text-sm font-medium" id="book-days">
                  {m.bk_day_label()}
                </p>
                <div className="mt-2 flex gap-1.5 overflow-x-auto pb-1" role="tablist" aria-labelledby="book-days">
                  {days.map((d, i) => {
                    const label = indiaDayLabel(d.date);
                    return (
                      <button
                        key={d.date}
                        type="button"
                        role="tab"
                        aria-selected={i === shown}
                        data-testid="booking-day"
                        disabled={d.slots.length === 0}
                        onClick={() => {
                          setDayIndex(i);
                          setStartsAt(null);
                        }}
                        className={`flex min-w-[4.25rem] shrink-0 flex-col items-center rounded-lg border px-2 py-1.5 text-xs disabled:opacity-40 ${i === shown ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white"}`}
                      >
                        <span className="font-semibold">{label.weekday}</span>
                        <span>{label.day}</span>
                      </button>
                    );
                  })}
                </div>
                <p className="mt-3 text-sm font-medium">{m.bk_slots_label()}</p>
                {day && day.slots.length > 0 ? (
                  <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" role="radiogroup" data-testid="booking-slots">
                    {day.slots.map((s) => (
                      <button
                        key={s.startsAt}
                        type="button"
                        role="radio"
                        aria-checked={startsAt === s.startsAt}
                        data-testid="booking-slot"
                        data-starts-at={s.startsAt}
                        onClick={() => setStartsAt(s.startsAt)}
                        className={`rounded-lg border px-1 py-2 text-sm ${startsAt === s.startsAt ? "border-brand-700 bg-brand-700 font-semibold text-white" : "border-gray-300 bg-white hover:border-brand-500"}`}
                      >
                        {indiaTime(s.startsAt)}
                      </button>
                    ))}
                  </div>
                ) : (
                  <p className="mt-2 text-sm text-gray-600">{m.bk_no_slots_day()}</p>
                )}
              </>
            )}

            {rate !== null ? <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-gray-800">{m.bk_charge_note({ rate: m.bk_rate({ price: formatPaise(rate) }) })}</p> : null}
            {kind === "chat" && freeChatMinutes ? (
              <p className="mt-2 text-sm text-gray-700" data-testid="booking-free-minutes">
                {m.market_book_free({ minutes: formatNumber(freeChatMinutes) })}
              </p>
            ) : null}
            {error ? (
              <p className="mt-3 text-sm text-red-700" role="alert" data-testid="booking-error">
                {error}
              </p>
            ) : null}
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <button type="button" className="btn-outline" onClick={onClose}>
                {m.market_close()}
              </button>
              {a.isOnline ? (
                <button type="button" className="btn-outline" onClick={() => onChatNow(a)}>
                  {m.market_book_chat_now()}
                </button>
              ) : null}
              <button type="button" className="btn-primary" data-testid="booking-confirm" disabled={!startsAt || busy} onClick={() => void confirm()}>
                {busy
                  ? m.bk_booking()
                  : !startsAt
                    ? m.bk_choose_slot()
                    : isAuthenticated
                      ? m.bk_confirm({ time: indiaTime(startsAt) })
                      : m.bk_sign_in({ time: indiaTime(startsAt) })}
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
