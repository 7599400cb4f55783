/**
 * The wallet's API as the pages call it (`@contract/wallet`): one query-options factory per
 * resource, read by the route loaders and the components alike, and the calls of a recharge.
 * Only types come from the contract: its schemas stay on the server.
 */
import { queryOptions } from "@tanstack/react-query";
import type {
  LedgerKind,
  OrderAnswer,
  PackAnswer,
  RechargeBody,
  RechargeOptions,
  RechargeOrder,
  RechargeQuote,
  VerifyAnswer,
  WalletAnswer,
} from "@contract/wallet";
import type { Locale } from "../../i18n/locale";
import { apiJson, getJson } from "../../lib/api";

export type { LedgerKind, OrderAnswer, PackAnswer, RechargeOptions, RechargeOrder, RechargeQuote, VerifyAnswer, WalletAnswer };

/** What Checkout.js's handler (or the local gateway) hands over for a paid order. */
export interface PaidPayment {
  paymentId: string;
  signature: string;
}

/** What the gateway reports when a payment fails, sent so the order records why. */
export interface FailedPayment {
  paymentId?: string;
  code?: string;
  reason?: string;
}

/** What the development gateway's pay route answers: a signed payment, or Razorpay's error. */
export interface DevPayAnswer {
  paymentId: string;
  signature?: string;
  error?: { code: string; description: string; reason: string };
}

const post = (body: unknown, headers?: Record<string, string>): RequestInit => ({ method: "POST", body: JSON.stringify(body), headers });

/** `GET /api/wallet/recharge`: the suggested amounts, the limits and the gateway. */
export const rechargeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/wallet/recharge"],
    queryFn: () => getJson<RechargeOptions>("/api/wallet/recharge"),
  });

/**
 * `POST /api/wallet/quote`: what adding `amountPaise` costs (GST on top) and the bonus a promo
 * code gives. A read, though posted: the same body always answers the same figures.
 */
export const quoteQueryOptions = (amountPaise: number, promoCode: string | null) =>
  queryOptions({
    queryKey: ["/api/wallet/quote", amountPaise, promoCode],
    queryFn: ({ signal }) =>
      apiJson<RechargeQuote>("/api/wallet/quote", { ...post(rechargeBody(amountPaise, promoCode)), signal }),
    staleTime: 60_000,
  });

function rechargeBody(amountPaise: number, promoCode: string | null): RechargeBody {
  return promoCode ? { amountPaise, promoCode } : { amountPaise };
}

/** `POST /api/wallet/orders`: the order to pay. The same `idempotencyKey` answers the same order. */
export const createOrder = (amountPaise: number, promoCode: string | null, idempotencyKey: string) =>
  apiJson<RechargeOrder>("/api/wallet/orders", post(rechargeBody(amountPaise, promoCode), { "Idempotency-Key": idempotencyKey }));

/** `POST /api/wallet/orders/:orderId/verify`: the signed payment, checked and credited once. */
export const verifyPayment = (orderId: string, payment: PaidPayment) =>
  apiJson<VerifyAnswer>(`/api/wallet/orders/${encodeURIComponent(orderId)}/verify`, post(payment));

/** `POST /api/wallet/orders/:orderId/failure`: why the gateway refused the payment. */
export const reportFailure = (orderId: string, failure: FailedPayment) =>
  apiJson<OrderAnswer>(`/api/wallet/orders/${encodeURIComponent(orderId)}/failure`, post(failure));

/** `POST /api/dev/gateway/orders/:orderId/pay`: the local development gateway's checkout. */
export const devPay = (orderId: string, outcome: "success" | "failure") =>
  apiJson<DevPayAnswer>(`/api/dev/gateway/orders/${encodeURIComponent(orderId)}/pay`, post({ outcome }));

/** `GET /api/wallet/orders/:orderId`: an order's state, for the outcome pages. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["/api/wallet/orders", orderId],
    queryFn: () => getJson<OrderAnswer>(`/api/wallet/orders/${encodeURIComponent(orderId)}`),
    staleTime: 0,
  });

/** `GET /api/wallet/packs/:id`: a pack of minutes paid from the wallet. */
export const packQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/wallet/packs", id],
    queryFn: () => getJson<PackAnswer>(`/api/wallet/packs/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

/**
 * `GET /api/wallet`: the balance and one page of the ledger, newest first; `cursor` is the
 * previous page's `nextCursor` (null for the first page).
 */
export const walletQueryOptions = (kind: LedgerKind | undefined, locale: Locale, cursor: string | null = null) =>
  queryOptions({
    queryKey: ["/api/wallet", kind ?? "all", locale, cursor],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ lang: locale });
      if (kind) query.set("kind", kind);
      if (cursor) query.set("cursor", cursor);
      return getJson<WalletAnswer>(`/api/wallet?${query}`, { signal });
    },
    staleTime: 0,
  });

/** The GST receipt of a recharge entry, in the page's language. */
export function invoiceHref(entryId: string, format: "html" | "pdf", locale: Locale): string {
  return `/api/wallet/invoices/${encodeURIComponent(entryId)}?format=${format}&lang=${locale}`;
}
