/**
 * Consultation packs (issue 20): the server's quote of a pack, the wallet's balance, and buying a
 * pack from the wallet (`POST /api/wallet/packs`). Every figure shown is the server's; the browser
 * only compares the balance with the quoted price to choose between "pay" and "top up", and the
 * server decides again when it is asked to pay (402 `payment_required` with its own shortfall).
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { PackAnswer, WalletAnswer } from "@contract/wallet";
import type { Quote, Service } from "@contract/pricing";
import { apiJson, HttpError } from "../../lib/api";
import { packPaymentSearch } from "../astrologers/pricing";
import { astrologersQueryOptions } from "../astrologers/queries";

export type { PackAnswer, Quote, Service };

/** The services sold in packs, in the order pages show them (`@contract/pricing`'s list, which stays on the server with its schemas). */
export const packServices = ["chat", "call", "video"] as const satisfies readonly Service[];


export const isService = (value: unknown): value is Service => packServices.some((s) => s === value);

/** The pack a payment or checkout address names: an astrologer (id or slug) and a service. */
export interface PackChoice {
  astrologer: string;
  service: Service;
}

/** A pack page's astrologer and service from its query string; null when either is missing or unknown. */
export function packOf(search: { astrologer?: string | number; service?: string | number }): PackChoice | null {
  const astrologer = search.astrologer === undefined ? "" : String(search.astrologer);
  return astrologer && isService(search.service) ? { astrologer, service: search.service } : null;
}

/** `GET /api/pricing/quote`, one factory for the loaders and the pages: the server's price of `service` with `astrologer` (id or slug). */
export const quoteQueryOptions = (astrologer: string, service: Service) =>
  queryOptions<Quote>({
    queryKey: [`/api/pricing/quote?${new URLSearchParams({ astrologer, service })}`],
    staleTime: 60_000,
  });

/** The online astrologers the packages page lists (`GET /api/astrologers?online=true`). */
export const onlineAstrologersQueryOptions = () => astrologersQueryOptions("&online=true");

/**
 * The wallet (`GET /api/wallet`, newest entries first). Always refetched when a page mounts: a
 * checkout must not decide between paying and topping up on a balance from before a recharge.
 */
export const walletQueryOptions = () => queryOptions<WalletAnswer>({ queryKey: ["/api/wallet"], staleTime: 0 });

/** What the wallet can spend now: the balance less what running consultations hold. */
export const spendablePaise = (wallet: Pick<WalletAnswer, "balancePaise" | "heldPaise">) => Math.max(0, wallet.balancePaise - wallet.heldPaise);

/**
 * Buys a pack from the wallet. `idempotencyKey` is the checkout visit's, sent with every attempt:
 * the server derives the pack (and its ledger entry) from it, so however often an attempt is
 * repeated — a double click, a retry after no answer, a retry after a top-up — it pays once.
 */
export function buyPack(body: { astrologer: string; service: Service }, idempotencyKey: string): Promise<PackAnswer> {
  return apiJson<PackAnswer>("/api/wallet/packs", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** The shortfall of a 402 `payment_required` answer, in paise; null for any other failure. */
export function shortfallOf(err: unknown): number | null {
  if (!(err instanceof HttpError) || err.code !== "payment_required") return null;
  const details = err.body?.error.details;
  const shortfall = details && typeof details === "object" ? (details as { shortfallPaise?: unknown }).shortfallPaise : undefined;
  return typeof shortfall === "number" && Number.isSafeInteger(shortfall) && shortfall > 0 ? shortfall : null;
}

/**
 * Where a purchase paid from the wallet (a pack, a report) goes when the server refuses it: to
 * the shortfall of a 402, with the wallet read again for the balance beside it; else to `reason`.
 */
export function spendRefusal(err: unknown, queryClient: QueryClient, reason: (err: unknown) => string): { step: "short"; shortfallPaise: number } | { step: "failed"; message: string } {
  const shortfallPaise = shortfallOf(err);
  if (shortfallPaise === null) return { step: "failed", message: reason(err) };
  void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
  return { step: "short", shortfallPaise };
}

export { newIdempotencyKey } from "../../lib/idempotency";

/** A link to a page of the route table with typed search state (for `AppLink`: numbers stay numbers in the address). */
export interface PageLink {
  to: string;
  search: Record<string, string | number>;
}

/** The address of a link, language-neutral (the router adds the page's language prefix). */
export const hrefOf = (link: PageLink) => `${link.to}?${new URLSearchParams(Object.entries(link.search).map(([key, value]) => [key, String(value)]))}`;

/** The checkout of a pack (the payment page's "Proceed to checkout", the top-up's way back). */
export const checkoutLink = (astrologer: string, service: Service): PageLink => ({ to: "/checkout", search: { astrologer, service } });

/**
 * The recharge page for topping up `shortfallPaise` (whole rupees, rounded up, so the wallet then
 * covers the price), coming back to `back` after it.
 */
export const topUpLink = (shortfallPaise: number, back: PageLink): PageLink => ({
  to: "/wallet-recharge",
  search: { amount: Math.ceil(shortfallPaise / 100), return: hrefOf(back) },
});

/** The payment page of a pack, with the quote's figures (display only: the payment page quotes again). */
export const paymentLink = (quote: Quote): PageLink => ({ to: "/payment", search: packPaymentSearch(quote.astrologerId, quote.service, quote) });
