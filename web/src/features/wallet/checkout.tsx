/**
 * Paying a recharge order: opens the gateway's checkout (Razorpay's Checkout.js, or the local
 * development gateway's dialog) and carries on as Checkout.js's callbacks say — a signed payment
 * is verified by the server, which credits the wallet once; a failed one is reported so the
 * order records why. Used by the recharge page and by "Try again" on the failure page.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { trackPaymentCompleted, trackPaymentFailed, trackPromoCodeApplied } from "../../app/analytics";
import { siteName } from "../../app/site";
import { currentLocale } from "../../i18n/runtime";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { type FailedPayment, type PaidPayment, type RechargeOrder, reportFailure, verifyPayment } from "./api";
import { plainClip } from "./clip";
import { serverReason } from "./errors";
import { loadRazorpay } from "./razorpay";

const LocalGateway = lazy(() => import("./LocalGateway"));

export interface PaymentFlow {
  /** Opens the checkout of `order`'s gateway. */
  pay(order: RechargeOrder): Promise<void>;
  /** True from `pay` until the checkout is closed or the payment has an outcome. */
  busy: boolean;
  /** Why the checkout could not open or the payment could not be confirmed, in the page's language. */
  error: string | null;
  /** The local gateway's dialog while it is open: render it in the page. */
  dialog: ReactNode;
}

/**
 * What happens after the payment when the page must stay where it is (a top-up in a running
 * chat): called instead of going to the outcome pages.
 */
export interface StayOnPage {
  /** The wallet is credited (and the session and wallet queries read again). */
  onPaid(orderId: string): void;
  /** The payment failed (null: the gateway refused it) or could not be confirmed (`message`, in the page's language). */
  onFailed(message: string | null): void;
}

/**
 * The payment of recharge orders for one page. `returnTo` (a checked same-origin path) rides
 * along to the outcome pages, whose "Continue" goes there; with `stay`, the page stays and is told.
 */
export function usePayment(returnTo: string | null, stay?: StayOnPage): PaymentFlow {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, reload } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [localOrder, setLocalOrder] = useState<RechargeOrder | null>(null);
  const back = returnTo ? { return: returnTo } : {};

  /** The outcome pages read the order afresh, not a copy from before this attempt. */
  const forgetOrder = (orderId: string) => queryClient.removeQueries({ queryKey: ["/api/wallet/orders", orderId] });

  async function paid(order: RechargeOrder, payment: PaidPayment): Promise<void> {
    setLocalOrder(null);
    try {
      await verifyPayment(order.orderId, payment);
    } catch (err) {
      // The payment may still be credited by the gateway's webhook: the failure page reads the
      // order's state and says which it is.
      setError(serverReason(err, m.wlt_verify_failed()));
      forgetOrder(order.orderId);
      setBusy(false);
      if (stay) return stay.onFailed(serverReason(err, m.wlt_verify_failed()));
      await navigate({ to: "/payment-failure", search: { order: order.orderId, ...back } });
      return;
    }
    trackPaymentCompleted(payment.paymentId, order.totalPaise, order.orderId);
    if (order.promoCode && order.bonusPaise > 0) trackPromoCodeApplied(order.promoCode, order.bonusPaise);
    forgetOrder(order.orderId);
    // The header's balance comes from the session user: read it again, then show the receipt.
    await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ["/api/wallet"] })]);
    setBusy(false);
    if (stay) return stay.onPaid(order.orderId);
    await navigate({ to: "/payment-success", search: { order: order.orderId, ...back } });
  }

  async function failed(order: RechargeOrder, failure: FailedPayment): Promise<void> {
    setLocalOrder(null);
    // Recording why is best effort: the failure page shows the order whatever happened here.
    await reportFailure(order.orderId, failure).catch(() => undefined);
    trackPaymentFailed(order.totalPaise, failure.code ?? failure.reason);
    forgetOrder(order.orderId);
    setBusy(false);
    if (stay) return stay.onFailed(null);
    await navigate({ to: "/payment-failure", search: { order: order.orderId, ...back } });
  }

  async function pay(order: RechargeOrder): Promise<void> {
    setError(null);
    setBusy(true);
    if (order.gateway === "local") {
      setLocalOrder(order);
      return;
    }
    try {
      const Razorpay = await loadRazorpay();
      const checkout = new Razorpay({
        key: order.keyId,
        order_id: order.orderId,
        amount: order.totalPaise,
        currency: order.currency,
        name: siteName(currentLocale()),
        description: m.wlt_checkout_description(),
        prefill: { ...(user?.email ? { email: user.email } : {}), ...(user?.phone ? { contact: user.phone } : {}) },
        handler: (response) => void paid(order, { paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
        modal: { ondismiss: () => setBusy(false) },
      });
      checkout.on("payment.failed", ({ error: e }) => {
        checkout.close?.();
        void failed(order, {
          ...(e.metadata?.payment_id ? { paymentId: e.metadata.payment_id } : {}),
          ...(e.code ? { code: plainClip(e.code, 64) } : {}),
          ...(e.description || e.reason ? { reason: plainClip((e.description || e.reason)!, 200) } : {}),
        });
      });
      checkout.open();
    } catch {
      setError(m.wlt_checkout_unavailable());
      setBusy(false);
    }
  }

  const dialog = localOrder ? (
    <Suspense fallback={null}>
      <LocalGateway
        order={localOrder}
        onPaid={(payment) => paid(localOrder, payment)}
        onFailed={(failure) => failed(localOrder, failure)}
        onCancel={() => {
          setLocalOrder(null);
          setBusy(false);
        }}
      />
    </Suspense>
  ) : null;

  return { pay, busy, error, dialog };
}
