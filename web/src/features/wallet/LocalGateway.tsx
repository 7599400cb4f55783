/**
 * The local development gateway's checkout (no Razorpay keys configured): a full-screen dialog
 * that says plainly no real money moves, shows the order, and lets the developer choose the
 * outcome. The Worker's gateway signs the payment as Razorpay would, so the page carries on
 * exactly as after Checkout.js. Loaded only when such an order is paid.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { devPay, type FailedPayment, type PaidPayment, type RechargeOrder, rechargeOptionsQueryOptions } from "./api";
import { plainClip } from "./clip";
import { serverReason } from "./errors";
import { gstLabel } from "./format";

export default function LocalGateway({
  order,
  onPaid,
  onFailed,
  onCancel,
}: {
  order: RechargeOrder;
  onPaid: (payment: PaidPayment) => Promise<void>;
  onFailed: (failure: FailedPayment) => Promise<void>;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { gstBp } = useSuspenseQuery(rechargeOptionsQueryOptions()).data;
  const [pending, setPending] = useState<"success" | "failure" | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  async function choose(outcome: "success" | "failure") {
    setPending(outcome);
    setError(null);
    try {
      const answer = await devPay(order.orderId, outcome);
      if (answer.signature) await onPaid({ paymentId: answer.paymentId, signature: answer.signature });
      else
        await onFailed({
          paymentId: answer.paymentId,
          ...(answer.error ? { code: plainClip(answer.error.code, 64), reason: plainClip(answer.error.description || answer.error.reason, 200) } : {}),
        });
    } catch (err) {
      setError(serverReason(err, m.wlt_local_failed()));
      setPending(null);
    }
  }

  const rows: [string, string, string][] = [
    [m.wlt_amount(), formatPaise(order.amountPaise, "balance"), "local-amount"],
    [gstLabel(gstBp), formatPaise(order.gstPaise, "balance"), "local-gst"],
    [m.wlt_total(), formatPaise(order.totalPaise, "balance"), "local-total"],
    ...(order.bonusPaise > 0 ? [[m.wlt_bonus(), `+${formatPaise(order.bonusPaise, "balance")}`, "local-bonus"] as [string, string, string]] : []),
  ];

  return (
    <dialog
      ref={dialog}
      // Escape closes a modal dialog: that is the user leaving the checkout, as Razorpay's ×.
      onCancel={(e) => {
        e.preventDefault();
        if (!pending) onCancel();
      }}
      aria-labelledby="local-gateway-title"
      data-testid="local-gateway"
      className="m-0 h-full max-h-none w-full max-w-none border-0 bg-gray-50 p-0 backdrop:bg-black/50"
    >
      <div className="mx-auto flex min-h-full max-w-md flex-col justify-center p-4">
        <div className="rounded-2xl border-2 border-dashed border-amber-500 bg-white p-5 shadow-lg">
          <p className="rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900" role="note">
            {m.wlt_local_warning()}
          </p>
          <h2 id="local-gateway-title" className="mt-4 text-xl font-bold">
            {m.wlt_local_title()}
          </h2>
          <dl className="mt-4 divide-y divide-gray-100 text-sm">
            {rows.map(([label, value, id]) => (
              <div key={id} className="flex justify-between gap-4 py-2">
                <dt className="text-gray-600">{label}</dt>
                <dd className="font-semibold tabular-nums" data-testid={id}>
                  {value}
                </dd>
              </div>
            ))}
            <div className="flex flex-wrap justify-between gap-x-4 py-2">
              <dt className="text-gray-600">{m.wlt_order_id()}</dt>
              <dd className="break-all font-mono text-xs" data-testid="local-order-id">
                {order.orderId}
              </dd>
            </div>
          </dl>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="mt-5 grid gap-2 sm:grid-cols-2">
            <button type="button" className="btn-primary py-3" disabled={pending !== null} onClick={() => void choose("success")} data-testid="local-pay-success">
              {pending === "success" ? m.wlt_processing() : m.wlt_local_pay()}
            </button>
            <button
              type="button"
              className="btn border border-red-600 py-3 text-red-700 hover:bg-red-50"
              disabled={pending !== null}
              onClick={() => void choose("failure")}
              data-testid="local-pay-failure"
            >
              {pending === "failure" ? m.wlt_processing() : m.wlt_local_fail()}
            </button>
          </div>
          <button type="button" className="mt-3 w-full text-center text-sm text-gray-600 underline" disabled={pending !== null} onClick={onCancel}>
            {m.wlt_cancel()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
