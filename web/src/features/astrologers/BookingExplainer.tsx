import { useEffect, useRef } from "react";
import { formatNumber, formatRupees } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { useFreeChatMinutes } from "./free-minutes";
import type { Astrologer } from "./queries";

export interface BookingExplainerProps {
  astrologer: Astrologer;
  open: boolean;
  onClose: () => void;
  onChatNow: (a: Astrologer) => void;
}

/**
 * What "Book Consultation" does until booking a time exists (issue 21): a dialog that says how a
 * consultation works — a written chat billed per minute from the wallet, the free first minutes
 * the server's settings offer (GET /api/pricing) — and offers "Chat now" only when the astrologer
 * is online, since that is the one action that exists today.
 */
export function BookingExplainer({ astrologer: a, open, onClose, onChatNow }: BookingExplainerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const freeMinutes = useFreeChatMinutes();
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="book-title"
      data-testid="booking-explainer"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border-0 p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="p-5">
        <h2 id="book-title" className="text-lg font-semibold">
          {m.market_book_title()}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-gray-700">
          <li>{m.market_book_chat({ name: a.name, rate: m.astrologer_rate({ price: formatRupees(a.ratePerMinute) }) })}</li>
          {freeMinutes ? <li data-testid="booking-free-minutes">{m.market_book_free({ minutes: formatNumber(freeMinutes) })}</li> : null}
          <li>{m.market_book_soon()}</li>
        </ul>
        {a.isOnline ? null : <p className="mt-3 text-sm font-medium text-gray-700">{m.market_book_offline({ name: a.name })}</p>}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {m.market_close()}
          </button>
          {a.isOnline ? (
            <button type="button" className="btn-primary" onClick={() => onChatNow(a)}>
              {m.market_book_chat_now()}
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
