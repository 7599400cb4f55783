/**
 * The outcome of a payment: `/payment-success` and `/payment-failure`, also reached as
 * `/payment/success` and `/payment/failure` (the language-prefixed form of spec §2.2).
 * Success shows the receipt of a recharge order (`?order=`) or the pack of minutes just paid
 * from the wallet (`?pack=`); failure shows why, says nothing was charged, and tries again.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppLink } from "../../components/AppLink";
import { currentLocale, formatNumber, formatPaise } from "../../i18n/runtime";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { rupeesText } from "./amount";
import { invoiceHref, type OrderAnswer, orderQueryOptions, packQueryOptions, type PackAnswer, rechargeOptionsQueryOptions } from "./api";
import { usePayment } from "./checkout";
import { dateTime, gstLabel, signedPaise } from "./format";
import { usePageHeading } from "./heading";
import { returnPath } from "./return-path";
import type { OutcomeSearch } from "./search";


/** One labelled figure of a receipt. */
function Row({ label, children, id, strong }: { label: string; children: ReactNode; id?: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className={strong ? "font-semibold" : "text-gray-600"}>{label}</dt>
      <dd className={`min-w-0 break-all text-right tabular-nums ${strong ? "text-lg font-bold" : "font-medium"}`} data-testid={id}>
        {children}
      </dd>
    </div>
  );
}

function Icon({ ok }: { ok: boolean }) {
  return (
    <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${ok ? "bg-green-100 text-green-700" : "bg-red-100 text-red-700"}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
      </svg>
    </span>
  );
}

function Heading({ ok, children, testId }: { ok: boolean; children: ReactNode; testId: string }) {
  return (
    <header className="flex items-center gap-3" data-testid={testId}>
      <Icon ok={ok} />
      <h1 className="text-2xl font-bold sm:text-3xl">{children}</h1>
    </header>
  );
}

const card = "mt-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5";

/** What the user should know about their money, set apart from the page's text. */
function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900" role="note" data-testid={testId}>
      {children}
    </p>
  );
}

/** A receipt: its title, its labelled figures (`Row`s) and whatever follows them (`after`). */
function ReceiptCard({ id, after, children }: { id: string; after?: ReactNode; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {m.wlt_receipt()}
      </h2>
      <dl className="mt-2 divide-y divide-gray-100">{children}</dl>
      {after}
    </section>
  );
}

/** "Continue" back where the payment started, else the next steps after a recharge. */
function NextSteps({ back }: { back: string | null }) {
  return (
    <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {back ? (
        <AppLink to={back} className="btn-primary py-3">
          {m.wlt_continue()}
        </AppLink>
      ) : (
        <AppLink to="/astrologers" className="btn-primary py-3">
          {m.wlt_chat_now()}
        </AppLink>
      )}
      <AppLink to="/dashboard/wallet" className="btn-outline py-3">
        {m.wlt_go_to_wallet()}
      </AppLink>
    </div>
  );
}

function ReceiptLinks({ entryId }: { entryId: string }) {
  const locale = currentLocale();
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a href={invoiceHref(entryId, "html", locale)} target="_blank" rel="noopener" className="font-medium text-brand-700 underline" data-testid="receipt-html">
        {m.wlt_receipt_view()}
      </a>
      <a href={invoiceHref(entryId, "pdf", locale)} target="_blank" rel="noopener" className="font-medium text-brand-700 underline" data-testid="receipt-pdf">
        {m.wlt_receipt_pdf()}
      </a>
    </p>
  );
}

function OrderReceipt({ order, back }: { order: OrderAnswer; back: string | null }) {
  const heading = usePageHeading();
  const { user } = useSession();
  const { gstBp } = useSuspenseQuery(rechargeOptionsQueryOptions()).data;
  if (order.status === "created" || order.status === "failed") return <OrderNotPaid order={order} />;
  return (
    <>
      <Heading ok testId="payment-success">
        {heading}
      </Heading>
      <p className="mt-3 text-gray-700">{m.wlt_success_credited({ amount: formatPaise(order.amountPaise, "balance") })}</p>
      {order.status === "refunded" && <Note testId="order-refunded">{m.wlt_refunded_note()}</Note>}
      <ReceiptCard id="receipt-title" after={order.entryId && <ReceiptLinks entryId={order.entryId} />}>
        <Row label={m.wlt_amount()} id="receipt-amount">
          {formatPaise(order.amountPaise, "balance")}
        </Row>
        {order.bonusPaise > 0 && (
          <Row label={m.wlt_bonus()} id="receipt-bonus">
            <span className="text-green-700">+{formatPaise(order.bonusPaise, "balance")}</span>
          </Row>
        )}
        <Row label={gstLabel(gstBp)} id="receipt-gst">
          {formatPaise(order.gstPaise, "balance")}
        </Row>
        <Row label={m.wlt_total_paid()} id="receipt-total" strong>
          {formatPaise(order.totalPaise, "balance")}
        </Row>
        {order.paymentId && (
          <Row label={m.wlt_payment_id()} id="receipt-payment-id">
            <span className="font-mono text-sm">{order.paymentId}</span>
          </Row>
        )}
        <Row label={m.wlt_order_id()}>
          <span className="font-mono text-sm">{order.orderId}</span>
        </Row>
        <Row label={m.wlt_date()}>{dateTime(order.paidAt ?? order.createdAt)}</Row>
      </ReceiptCard>
      {user && (
        <p className="mt-5 text-lg">
          {m.wlt_new_balance()}{" "}
          <strong className="tabular-nums" data-testid="success-balance">
            {formatPaise(user.balance, "balance")}
          </strong>
        </p>
      )}
      <NextSteps back={back} />
    </>
  );
}

/** The success page of an order the server has not seen paid (yet, or at all). */
function OrderNotPaid({ order }: { order: OrderAnswer }) {
  const failed = order.status === "failed";
  return (
    <>
      <Heading ok={false} testId="payment-pending">
        {failed ? m.wlt_not_paid_title() : m.wlt_pending_title()}
      </Heading>
      <p className="mt-3 text-gray-700">{failed ? m.wlt_not_paid_body() : m.wlt_pending_body()}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <AppLink to="/payment-failure" search={{ order: order.orderId }} className="btn-primary py-3">
          {m.wlt_try_again()}
        </AppLink>
        <AppLink to="/dashboard/wallet" className="btn-outline py-3">
          {m.wlt_go_to_wallet()}
        </AppLink>
      </div>
    </>
  );
}

const serviceName = { chat: m.wlt_service_chat, call: m.wlt_service_call, video: m.wlt_service_video } satisfies Record<PackAnswer["service"], () => string>;

function PackReceipt({ pack }: { pack: PackAnswer }) {
  return (
    <>
      <Heading ok testId="pack-success">
        {m.wlt_pack_ready({ minutes: formatNumber(pack.minutes), service: serviceName[pack.service](), name: pack.astrologerName })}
      </Heading>
      <ReceiptCard id="pack-title">
        <Row label={m.wlt_price_paid()} id="pack-price" strong>
          {pack.originalPricePaise > pack.pricePaise && (
            <s className="mr-2 text-sm font-normal text-gray-500">{formatPaise(pack.originalPricePaise)}</s>
          )}
          {formatPaise(pack.pricePaise)}
        </Row>
        <Row label={m.wlt_ledger_entry()} id="pack-entry">
          <span className="block">{pack.entry.description}</span>
          <span className="block text-sm text-red-700">{signedPaise(pack.entry.amountPaise)}</span>
        </Row>
        <Row label={m.wlt_date()}>{dateTime(pack.entry.createdAt)}</Row>
        <Row label={m.wlt_balance()} id="pack-balance">
          {formatPaise(pack.balancePaise, "balance")}
        </Row>
      </ReceiptCard>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <AppLink to={`/astrologer/${pack.astrologerId}`} className="btn-primary py-3">
          {m.wlt_see_astrologer({ name: pack.astrologerName })}
        </AppLink>
        <AppLink to="/dashboard/wallet" className="btn-outline py-3">
          {m.wlt_go_to_wallet()}
        </AppLink>
      </div>
    </>
  );
}

function OrderSuccess({ orderId, back }: { orderId: string; back: string | null }) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  return <OrderReceipt order={order} back={back} />;
}

function PackSuccess({ packId }: { packId: string }) {
  const { data: pack } = useSuspenseQuery(packQueryOptions(packId));
  return <PackReceipt pack={pack} />;
}

export function PaymentSuccessPage({ search }: { search: OutcomeSearch }) {
  const heading = usePageHeading();
  const back = returnPath(search.return, window.location.origin);
  return (
    <div className="mx-auto max-w-2xl py-2">
      {search.order ? (
        <OrderSuccess orderId={search.order} back={back} />
      ) : search.pack ? (
        <PackSuccess packId={search.pack} />
      ) : (
        <>
          <Heading ok testId="payment-success">
            {heading}
          </Heading>
          <NextSteps back={back} />
        </>
      )}
    </div>
  );
}

function OrderFailure({ orderId, back }: { orderId: string; back: string | null }) {
  const heading = usePageHeading();
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  const payment = usePayment(back);
  if (order.status === "paid" || order.status === "refunded") {
    return (
      <>
        <Heading ok testId="payment-already-paid">
          {m.wlt_already_paid_title()}
        </Heading>
        <p className="mt-3 text-gray-700">{order.status === "paid" ? m.wlt_already_paid_body() : m.wlt_refunded_note()}</p>
        <div className="mt-6">
          <AppLink to="/payment-success" search={{ order: order.orderId, ...(back ? { return: back } : {}) }} className="btn-primary py-3">
            {m.wlt_see_receipt()}
          </AppLink>
        </div>
      </>
    );
  }
  // No failure recorded and not paid: the checkout was left, or its payment could not be
  // confirmed yet (verify answered "not captured"); the webhook may still credit it.
  const unconfirmed = order.status === "created" && !order.failureReason;
  return (
    <>
      <Heading ok={false} testId="payment-failure">
        {unconfirmed ? m.wlt_pending_title() : heading}
      </Heading>
      <p className="mt-3 text-gray-700">{unconfirmed ? m.wlt_pending_body() : m.wlt_failure_unknown()}</p>
      {/* The gateway's own words (Razorpay writes them in English), as the order recorded them. */}
      {order.failureReason && (
        <p className="mt-1 text-sm text-gray-600" data-testid="failure-reason">
          {m.wlt_gateway_said({ reason: order.failureReason })}
        </p>
      )}
      <Note>{m.wlt_nothing_charged()}</Note>
      <section className={card}>
        <dl className="divide-y divide-gray-100">
          <Row label={m.wlt_amount()}>{formatPaise(order.amountPaise, "balance")}</Row>
          <Row label={m.wlt_total()} strong>
            {formatPaise(order.totalPaise, "balance")}
          </Row>
          <Row label={m.wlt_order_id()}>
            <span className="font-mono text-sm">{order.orderId}</span>
          </Row>
        </dl>
      </section>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <button type="button" className="btn-primary py-3" disabled={payment.busy} onClick={() => void payment.pay(order)} data-testid="payment-retry">
          {payment.busy ? m.wlt_processing() : m.wlt_try_again()}
        </button>
        <AppLink to="/wallet-recharge" search={{ amount: Number(rupeesText(order.amountPaise)), ...(back ? { return: back } : {}) }} className="btn-outline py-3">
          {m.wlt_change_amount()}
        </AppLink>
      </div>
      {payment.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {payment.error}
        </p>
      )}
      {payment.dialog}
    </>
  );
}

export function PaymentFailurePage({ search }: { search: OutcomeSearch }) {
  const heading = usePageHeading();
  const back = returnPath(search.return, window.location.origin);
  return (
    <div className="mx-auto max-w-2xl py-2">
      {search.order ? (
        <OrderFailure orderId={search.order} back={back} />
      ) : (
        <>
          <Heading ok={false} testId="payment-failure">
            {heading}
          </Heading>
          <Note>{m.wlt_nothing_charged()}</Note>
          <div className="mt-6">
            <AppLink to="/wallet-recharge" search={back ? { return: back } : undefined} className="btn-primary py-3">
              {m.wlt_try_again()}
            </AppLink>
          </div>
        </>
      )}
    </div>
  );
}
