/**
 * Top up in the middle of a chat without leaving the room: the wallet's suggested amounts and
 * the server's quote (`/api/wallet/recharge`, `/api/wallet/quote`), an order and the gateway's
 * checkout (the wallet's `usePayment`, told to stay on the page), then the room is asked to look
 * at the wallet again (`{ t: "funds" }`).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { formatPaise } from "../../i18n/runtime";
import { newIdempotencyKey } from "../../lib/idempotency";
import { m } from "../../paraglide/messages.js";
import type { ConsultationKind } from "./api";
import { createOrder, quoteQueryOptions, rechargeOptionsQueryOptions } from "../wallet/api";
import { usePayment } from "../wallet/checkout";
import { serverReason } from "../wallet/errors";

export function TopUpDialog({ onClose, onFunded, kind = "chat" }: { onClose: () => void; onFunded: () => void; kind?: ConsultationKind }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const options = useQuery(rechargeOptionsQueryOptions());
  const [amountPaise, setAmountPaise] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const attempt = useRef<{ amountPaise: number; key: string } | null>(null);
  const [ordering, setOrdering] = useState(false);
  const payment = usePayment(null, {
    onPaid: () => {
      setDone(true);
      onFunded();
    },
    onFailed: (message) => setError(message ?? m.ch_topup_failed()),
  });
  const amounts = options.data?.packsPaise ?? [];
  const chosen = amountPaise ?? amounts[0] ?? null;
  const quote = useQuery({ ...quoteQueryOptions(chosen ?? 0, null), enabled: chosen !== null });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function pay() {
    if (chosen === null || ordering || payment.busy) return;
    if (attempt.current?.amountPaise !== chosen) attempt.current = { amountPaise: chosen, key: newIdempotencyKey() };
    setOrdering(true);
    setError(null);
    try {
      await payment.pay(await createOrder(chosen, null, attempt.current.key));
    } catch (err) {
      setError(serverReason(err, m.ch_topup_failed()));
    } finally {
      setOrdering(false);
    }
  }

  const working = ordering || payment.busy;
  return (
    <dialog
      ref={dialogRef}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-black/40"
      aria-labelledby="topup-title"
      data-testid="top-up-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!working) onClose();
      }}
    >
      <div className="p-5">
        <h2 id="topup-title" className="text-lg font-semibold">
          {m.ch_topup_title()}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{(kind === "chat" ? m.ch_topup_body : m.ch_topup_body_call)()}</p>
        {done ? (
          <p className="mt-4 rounded-lg bg-green-50 p-3 text-green-800" role="status" data-testid="top-up-done">
            {(kind === "chat" ? m.ch_topup_done : m.ch_topup_done_call)()}
          </p>
        ) : (
          <>
            <div className="mt-4 grid grid-cols-3 gap-2" role="radiogroup" aria-label={m.ch_topup_amount()}>
              {amounts.map((p) => (
                <button
                  key={p}
                  type="button"
                  role="radio"
                  aria-checked={chosen === p}
                  data-testid="top-up-amount"
                  className={`rounded-xl border-2 px-2 py-3 text-center font-bold tabular-nums ${chosen === p ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200"}`}
                  onClick={() => setAmountPaise(p)}
                >
                  {formatPaise(p)}
                </button>
              ))}
            </div>
            {quote.data && quote.data.amountPaise === chosen && (
              <p className="mt-3 flex justify-between text-sm" data-testid="top-up-total">
                <span>{m.ch_topup_total()}</span>
                <span className="font-semibold tabular-nums">{formatPaise(quote.data.totalPaise, "balance")}</span>
              </p>
            )}
            {error && (
              <p role="alert" className="mt-3 text-sm text-red-700" data-testid="top-up-error">
                {error}
              </p>
            )}
          </>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className="btn-outline" disabled={working} onClick={onClose} data-testid="top-up-close">
            {done ? m.ch_back_to_chat() : m.ch_cancel()}
          </button>
          {!done && (
            <button type="button" className="btn-primary" disabled={working || chosen === null} onClick={() => void pay()} data-testid="top-up-pay">
              {working ? m.ch_topup_paying() : m.ch_topup_pay()}
            </button>
          )}
        </div>
      </div>
      {payment.dialog}
    </dialog>
  );
}
