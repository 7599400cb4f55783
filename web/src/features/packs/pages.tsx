/**
 * The consultation-pack pages (issue 20; spec §2.1, §4, §7, §9): `/packages` (how packs work and
 * who is online), `/packages/{astrologerId}` (one astrologer's prices), `/payment` (the order
 * summary of a pack) and `/checkout` (pay from the wallet, or top up the shortfall first).
 * Every amount is the server's: the quote (`GET /api/pricing/quote`), the settings
 * (`GET /api/pricing`), the wallet (`GET /api/wallet`).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import { usePageMeta } from "../../app/page-meta";
import { trackPaymentCompleted } from "../../app/analytics";
import { AppLink } from "../../components/AppLink";
import { LoadingPage } from "../../components/Status";
import { currentLocale, formatPaise, formatRupees } from "../../i18n/runtime";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { AstrologerCard } from "../astrologers/AstrologerCard";
import { astrologerQueryOptions } from "../astrologers/profile-queries";
import { type Astrologer, pricingQueryOptions } from "../astrologers/queries";
import { useConsultActions } from "../astrologers/startChat";
import {
  buyPack,
  onlineAstrologersQueryOptions,
  newIdempotencyKey,
  type PackChoice,
  checkoutLink,
  type Quote,
  quoteQueryOptions,
  type Service,
  spendRefusal,
  spendablePaise,
  topUpLink,
  walletQueryOptions,
} from "./api";
import { failureMessage, percentOf } from "./format";
import { PackPlans } from "./PackPlans";
import { PackSummary } from "./PackSummary";
import { ServicePacks } from "./ServicePacks";

function PageHeading({ path, fallback }: { path: string; fallback: string }) {
  const { meta } = usePageMeta(path, currentLocale());
  return <h1 className="text-2xl font-bold sm:text-3xl">{meta?.heading ?? fallback}</h1>;
}

function Alert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid={testId}>
      {children}
    </div>
  );
}

function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid={testId}>
      {children}
    </p>
  );
}

// ——— /packages ———

/** `/packages`: how packs work (the server's settings) and the astrologers online now, each with a link to their packs. */
export function PackagesPage() {
  const { data: pricing } = useQuery(pricingQueryOptions());
  const online = useQuery(onlineAstrologersQueryOptions());
  const { startChat, startCall, book } = useConsultActions();
  return (
    <div data-testid="packages-page">
      <PageHeading path="/packages" fallback={m.pk_title()} />
      <p className="mt-2 max-w-3xl text-gray-700">{m.pk_intro()}</p>
      {pricing ? <PackPlans pricing={pricing} /> : <div className="mt-6 h-40 animate-pulse rounded-xl bg-gray-100" aria-hidden="true" />}
      <section className="mt-8" aria-labelledby="online-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="online-title" className="text-xl font-semibold">
            {m.pk_online_title()}
          </h2>
          <AppLink to="/astrologers" className="text-sm font-medium text-brand-700 hover:underline">
            {m.pk_all_astrologers()}
          </AppLink>
        </div>
        {online.data ? (
          online.data.length ? (
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="online-astrologers">
              {online.data.map((a) => (
                <li key={a.id} className="grid">
                  <AstrologerCard
                    astrologer={a}
                    onStartChat={startChat}
                    onStartCall={startCall}
                    onBook={book}
                    footer={
                      <AppLink to={`/packages/${a.id}`} className="btn mt-2 w-full text-brand-700 hover:bg-brand-50">
                        {m.pk_see_packs()}
                      </AppLink>
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-gray-700">{m.pk_online_none()}</p>
          )
        ) : online.isError ? (
          <Alert>{m.pk_astrologers_failed()}</Alert>
        ) : (
          <LoadingPage />
        )}
      </section>
    </div>
  );
}

// ——— /packages/{astrologerId} ———

/** `/packages/{astrologerId}`: the astrologer's card and, per service, the rate and the pack's price with "Buy pack". */
export function AstrologerPacksPage({ astrologerId }: { astrologerId: string }) {
  const astrologer = useQuery({ ...astrologerQueryOptions(astrologerId), retryOnMount: false });
  const { data: pricing } = useQuery(pricingQueryOptions());
  const { startChat, startCall, book } = useConsultActions();
  return (
    <div className="mx-auto max-w-4xl" data-testid="astrologer-packs-page">
      <AppLink to="/packages" className="text-sm text-brand-700 hover:underline">
        ← {m.pk_all_packs()}
      </AppLink>
      <div className="mt-2">
        <PageHeading path={`/packages/${astrologerId}`} fallback={m.pk_title()} />
      </div>
      {astrologer.data ? (
        // The packs first on a phone (the prices are what the page is for), beside the card on a wide screen.
        <div className="mt-4 grid gap-4 lg:grid-cols-[20rem_1fr]">
          <section aria-labelledby="packs-title">
            <h2 id="packs-title" className="text-xl font-semibold">
              {m.pk_packs_with({ name: astrologer.data.name })}
            </h2>
            {!astrologer.data.isOnline && (
              <div className="mt-2">
                <Notice testId="packs-offline">{m.pk_offline_notice({ name: astrologer.data.name })}</Notice>
              </div>
            )}
            <div className="mt-3">
              <ServicePacks
                astrologerId={astrologer.data.id}
                rates={{ chat: astrologer.data.ratePerMinute, call: astrologer.data.callRatePerMinute, video: astrologer.data.videoRatePerMinute }}
                pricing={pricing}
              />
            </div>
            <p className="mt-3 text-sm text-gray-600">
              {pricing ? m.pk_gst_included_rate({ percent: percentOf(pricing.gstBp) }) : ""}
            </p>
          </section>
          <div className="lg:order-first">
            <AstrologerCard astrologer={astrologer.data} onStartChat={startChat} onStartCall={startCall} onBook={book} />
          </div>
        </div>
      ) : astrologer.isError ? (
        <div className="mt-4">
          <UnknownAstrologer error={astrologer.error} />
        </div>
      ) : (
        <LoadingPage />
      )}
    </div>
  );
}

function UnknownAstrologer({ error }: { error: unknown }) {
  return (
    <Alert testId="pack-error">
      <p>{failureMessage(error, m.pk_quote_failed())}</p>
      <AppLink to="/astrologers" className="btn-outline mt-3 bg-white">
        {m.pk_choose_astrologer()}
      </AppLink>
    </Alert>
  );
}

// ——— /payment and /checkout ———

/** The quote and the astrologer of a pack page, both from the server; `ready` once both are in. */
function usePackOrder(astrologerId: string, service: Service) {
  const quote = useQuery({ ...quoteQueryOptions(astrologerId, service), retryOnMount: false });
  const astrologer = useQuery({ ...astrologerQueryOptions(astrologerId), retryOnMount: false });
  const { data: pricing } = useQuery(pricingQueryOptions());
  return { quote, astrologer, discountBp: pricing?.packs[service].discountBp };
}

/** Without a valid astrologer and service in the address there is nothing to pay for. */
function NoPack() {
  return (
    <div className="mt-4 rounded-xl border border-gray-200 bg-white p-5" data-testid="no-pack">
      <p className="text-gray-700">{m.pk_no_pack()}</p>
      <AppLink to="/packages" className="btn-primary mt-4">
        {m.pk_choose_pack()}
      </AppLink>
    </div>
  );
}

function OrderState({
  order,
  children,
}: {
  order: ReturnType<typeof usePackOrder>;
  children: (quote: Quote, astrologer: Astrologer) => ReactNode;
}) {
  const { quote, astrologer } = order;
  if (quote.isError) return <UnknownAstrologer error={quote.error} />;
  if (astrologer.isError) return <UnknownAstrologer error={astrologer.error} />;
  if (!quote.data || !astrologer.data) return <LoadingPage />;
  return children(quote.data, astrologer.data);
}

/**
 * `/payment`: the order summary of a pack. The address carries the spec's query (astrologer,
 * service, duration, price, originalPrice, type) but only its astrologer and service are read: the
 * figures shown are the server's quote, whatever the address's `price` says.
 */
export function PaymentPage({ pack }: { pack: PackChoice | null }) {
  return (
    <div className="mx-auto max-w-xl" data-testid="payment-page">
      <PageHeading path="/payment" fallback={m.pk_payment_title()} />
      {pack ? <PaymentSummary astrologerId={pack.astrologer} service={pack.service} /> : <NoPack />}
    </div>
  );
}

function PaymentSummary({ astrologerId, service }: { astrologerId: string; service: Service }) {
  const order = usePackOrder(astrologerId, service);
  const wallet = useQuery({ ...walletQueryOptions(), refetchOnMount: false });
  return (
    <div className="mt-4">
      <OrderState order={order}>
        {(quote, astrologer) => (
          <PackSummary quote={quote} astrologerName={astrologer.name} discountBp={order.discountBp}>
            {wallet.data && (
              <p className="mt-2 flex justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm" data-testid="payment-balance">
                <span>{m.pk_row_balance()}</span>
                <span className="font-semibold">{formatPaise(wallet.data.balancePaise, "balance")}</span>
              </p>
            )}
            {!astrologer.isOnline && (
              <div className="mt-3">
                <Notice testId="payment-offline">{m.pk_offline_notice({ name: astrologer.name })}</Notice>
              </div>
            )}
            <div className="mt-4">
              <AppLink {...checkoutLink(astrologerId, service)} className="btn-primary w-full py-3 text-center text-base">
                {m.pk_proceed()}
              </AppLink>
            </div>
          </PackSummary>
        )}
      </OrderState>
    </div>
  );
}

/** `/checkout`: pay a pack from the wallet, or top up the shortfall first. */
export function CheckoutPage({ pack }: { pack: PackChoice | null }) {
  return (
    <div className="mx-auto max-w-xl" data-testid="checkout-page">
      <PageHeading path="/checkout" fallback={m.pk_checkout_title()} />
      {pack ? <Checkout astrologerId={pack.astrologer} service={pack.service} /> : <NoPack />}
    </div>
  );
}

type PayState = { step: "ready" } | { step: "paying" } | { step: "failed"; message: string } | { step: "short"; shortfallPaise: number };

function Checkout({ astrologerId, service }: { astrologerId: string; service: Service }) {
  const order = usePackOrder(astrologerId, service);
  const wallet = useQuery({ ...walletQueryOptions(), refetchOnMount: false });
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  // One key per visit of the checkout, sent with every attempt: the server answers a repeated key
  // with the first attempt's pack (or, after a refusal, tries again under the same pack) and pays once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Set synchronously on the first click, so a double click sends one request even before React
  // has re-rendered the button as disabled.
  const busy = useRef(false);
  const [state, setState] = useState<PayState>({ step: "ready" });

  async function pay(quote: Quote) {
    if (busy.current) return;
    busy.current = true;
    setState({ step: "paying" });
    try {
      const pack = await buyPack({ astrologer: quote.astrologerId, service: quote.service }, idempotencyKey);
      // The header's balance comes from the session: re-read it before leaving the page.
      await session.reload();
      trackPaymentCompleted(pack.id, pack.pricePaise);
      await navigate({ href: `/payment-success?${new URLSearchParams({ pack: pack.id })}` });
    } catch (err) {
      busy.current = false;
      setState(spendRefusal(err, queryClient, (e) => failureMessage(e, m.pk_pay_failed())));
    }
  }

  return (
    <div className="mt-4">
      <OrderState order={order}>
        {(quote, astrologer) => {
          // The browser only compares the server's two figures; paying asks the server again.
          const shortfallPaise =
            state.step === "short" ? state.shortfallPaise : wallet.data ? Math.max(0, quote.pricePaise - spendablePaise(wallet.data)) : 0;
          return (
            <>
              <PackSummary quote={quote} astrologerName={astrologer.name} discountBp={order.discountBp} />
              <section className="mt-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="wallet-title" data-testid="checkout-wallet">
                <h2 id="wallet-title" className="flex items-baseline justify-between gap-3 text-lg font-semibold">
                  <span>{m.pk_row_balance()}</span>
                  <span data-testid="checkout-balance">{wallet.data ? formatPaise(wallet.data.balancePaise, "balance") : wallet.isPending ? "…" : "–"}</span>
                </h2>
                {wallet.data && wallet.data.heldPaise > 0 && (
                  <p className="mt-1 text-sm text-gray-600">{m.pk_held({ amount: formatPaise(wallet.data.heldPaise, "balance") })}</p>
                )}
                {!astrologer.isOnline && (
                  <div className="mt-3">
                    <Notice testId="checkout-offline">{m.pk_offline_notice({ name: astrologer.name })}</Notice>
                  </div>
                )}
                {state.step === "failed" && (
                  <div className="mt-3">
                    <Alert testId="checkout-error">{state.message}</Alert>
                  </div>
                )}
                <div className="mt-4">
                  {shortfallPaise > 0 ? (
                    <div data-testid="checkout-shortfall">
                      <p className="font-medium text-red-800">{m.pk_short_by({ amount: formatPaise(shortfallPaise, "balance") })}</p>
                      <p className="mt-1 text-sm text-gray-700">{m.pk_short_body()}</p>
                      <AppLink {...topUpLink(shortfallPaise, checkoutLink(astrologerId, service))} className="btn-primary mt-3 w-full py-3 text-center text-base">
                        {m.pk_add_to_wallet({ amount: formatRupees(Math.ceil(shortfallPaise / 100)) })}
                      </AppLink>
                    </div>
                  ) : (
                    <button
                      type="button"
                      className="btn-primary w-full py-3 text-center text-base"
                      data-testid="pay-from-wallet"
                      disabled={state.step === "paying" || wallet.isPending}
                      onClick={() => void pay(quote)}
                    >
                      {state.step === "paying" ? m.pk_paying() : m.pk_pay_from_wallet({ amount: formatPaise(quote.pricePaise) })}
                    </button>
                  )}
                </div>
              </section>
            </>
          );
        }}
      </OrderState>
    </div>
  );
}
