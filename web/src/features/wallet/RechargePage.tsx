/**
 * `/wallet-recharge`: suggested amounts as tiles, a custom amount, a promo code and the server's
 * price of the recharge (amount, GST on top, total, bonus), then the gateway's checkout.
 * Every figure shown is the server's quote; the page only checks the amount against the
 * limits the server sent before asking.
 */
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Field, revealFirstError } from "../../components/Field";
import { formatPaise } from "../../i18n/runtime";
import { newIdempotencyKey } from "../../lib/idempotency";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { type AmountCheck, checkAmount, rupeesText } from "./amount";
import { createOrder, quoteQueryOptions, type RechargeQuote, rechargeOptionsQueryOptions } from "./api";
import { usePayment } from "./checkout";
import { serverReason } from "./errors";
import { gstLabel } from "./format";
import { returnPath } from "./return-path";
import type { RechargeSearch } from "./search";
import { usePageHeading } from "./heading";

/** `value`, once it has stopped changing for `ms` (the quote is asked as the user stops typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function amountError(check: AmountCheck, minPaise: number, maxPaise: number): string | undefined {
  if (check.ok) return undefined;
  switch (check.reason) {
    case "empty":
      return m.wlt_amount_empty();
    case "format":
      return m.wlt_amount_format();
    case "below":
      return m.wlt_amount_below({ min: formatPaise(minPaise) });
    case "above":
      return m.wlt_amount_above({ max: formatPaise(maxPaise) });
  }
}

export function RechargePage({ search }: { search: RechargeSearch }) {
  const heading = usePageHeading();
  const { user } = useSession();
  const { data: options } = useSuspenseQuery(rechargeOptionsQueryOptions());
  const back = returnPath(search.return, window.location.origin);
  const payment = usePayment(back);

  const [amountText, setAmountText] = useState(() => {
    const asked = search.amount === undefined ? null : checkAmount(String(search.amount), 1, Number.MAX_SAFE_INTEGER);
    return asked?.ok ? rupeesText(asked.paise) : "";
  });
  const [touched, setTouched] = useState(amountText !== "");
  const check = checkAmount(amountText, options.minPaise, options.maxPaise);
  const paise = check.ok ? check.paise : null;
  const settledPaise = useSettled(paise, 300);

  const [promoText, setPromoText] = useState("");
  const [appliedPromo, setAppliedPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);

  // The quote of what is on screen; while a new one loads, the last one stays (dimmed).
  const quote = useQuery({
    ...quoteQueryOptions(settledPaise ?? 0, appliedPromo),
    enabled: settledPaise !== null,
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    // A code the server will not apply to this amount: say why, and price the amount without it.
    // (Not while the amount is still settling: the refusal may be for the amount before.)
    if (quote.isError && appliedPromo && settledPaise === paise) {
      setPromoError(serverReason(quote.error, m.wlt_promo_failed()));
      setAppliedPromo(null);
    }
  }, [quote.isError, quote.error, appliedPromo, settledPaise, paise]);
  const current: RechargeQuote | undefined = paise !== null && quote.data?.amountPaise === paise ? quote.data : undefined;
  const quoteError = quote.isError && !appliedPromo ? serverReason(quote.error, m.wlt_quote_failed()) : null;

  const attempt = useRef<{ body: string; key: string } | null>(null);
  // A ref as well as state: a double click's second event comes before the re-render.
  const ordering = useRef(false);
  const [orderPending, setOrderPending] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const working = orderPending || payment.busy;

  async function proceed(form: HTMLFormElement) {
    setTouched(true);
    if (paise === null) {
      revealFirstError(form);
      return;
    }
    if (ordering.current || payment.busy) return;
    const body = `${paise}|${appliedPromo ?? ""}`;
    // A double click, or a retry after the answer was lost, sends the same key: one order.
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    ordering.current = true;
    setOrderPending(true);
    setOrderError(null);
    try {
      const created = await createOrder(paise, appliedPromo, attempt.current.key);
      await payment.pay(created);
    } catch (err) {
      setOrderError(serverReason(err, m.wlt_order_failed()));
    } finally {
      ordering.current = false;
      setOrderPending(false);
    }
  }

  function applyPromo() {
    const code = promoText.trim().toUpperCase();
    setPromoError(null);
    if (!code) {
      setPromoError(m.wlt_promo_empty());
      return;
    }
    setAppliedPromo(code);
  }

  const rows: { label: string; value: string; id: string; strong?: boolean; bonus?: boolean }[] = current
    ? [
        { label: m.wlt_amount(), value: formatPaise(current.amountPaise, "balance"), id: "quote-amount" },
        { label: gstLabel(options.gstBp), value: formatPaise(current.gstPaise, "balance"), id: "quote-gst" },
        { label: m.wlt_total(), value: formatPaise(current.totalPaise, "balance"), id: "quote-total", strong: true },
        ...(current.bonusPaise > 0 ? [{ label: m.wlt_bonus(), value: `+${formatPaise(current.bonusPaise, "balance")}`, id: "quote-bonus", bonus: true }] : []),
      ]
    : [];

  return (
    <div className="mx-auto max-w-5xl" data-testid="wallet-recharge">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      {user && (
        <p className="mt-1 text-gray-700">
          {m.wlt_current_balance()}{" "}
          <span className="font-semibold" data-testid="recharge-balance">
            {formatPaise(user.balance, "balance")}
          </span>
        </p>
      )}
      <form
        noValidate
        className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          void proceed(e.currentTarget);
        }}
      >
        <div className="space-y-5">
          {options.packsPaise.length > 0 && (
            <fieldset className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
              <legend className="px-1 text-lg font-semibold">{m.wlt_choose_amount()}</legend>
              <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" data-testid="recharge-packs">
                {options.packsPaise.map((p) => (
                  <button
                    key={p}
                    type="button"
                    aria-pressed={paise === p}
                    data-testid="recharge-pack"
                    className={`rounded-xl border-2 px-3 py-4 text-center text-lg font-bold tabular-nums transition-colors ${
                      paise === p ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 bg-white text-gray-900 hover:border-brand-300"
                    }`}
                    onClick={() => {
                      setAmountText(rupeesText(p));
                      setTouched(true);
                    }}
                  >
                    {formatPaise(p)}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          <section className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
            <Field label={m.wlt_custom_amount()} error={touched ? (amountError(check, options.minPaise, options.maxPaise) ?? quoteError ?? undefined) : undefined}>
              {(id) => (
                <>
                  <div className="relative">
                    <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500" aria-hidden="true">
                      ₹
                    </span>
                    <input
                      id={id}
                      className="field pl-7 tabular-nums"
                      inputMode="decimal"
                      autoComplete="off"
                      data-testid="recharge-amount"
                      value={amountText}
                      aria-invalid={touched && !check.ok}
                      aria-describedby={`${id}-hint`}
                      onChange={(e) => setAmountText(e.currentTarget.value)}
                      onBlur={() => setTouched(true)}
                    />
                  </div>
                  <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
                    {m.wlt_amount_limits({ min: formatPaise(options.minPaise), max: formatPaise(options.maxPaise) })}
                  </p>
                </>
              )}
            </Field>
          </section>
          <section className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
            {appliedPromo ? (
              <div className="flex flex-wrap items-center justify-between gap-2" data-testid="promo-applied">
                <p className="text-green-800">
                  {current && current.promoCode === appliedPromo
                    ? m.wlt_promo_applied({ code: appliedPromo, bonus: formatPaise(current.bonusPaise, "balance") })
                    : m.wlt_promo_checking({ code: appliedPromo })}
                </p>
                <button type="button" className="btn-outline" onClick={() => setAppliedPromo(null)}>
                  {m.wlt_promo_remove()}
                </button>
              </div>
            ) : (
              <Field label={m.wlt_promo_label()} error={promoError ?? undefined}>
                {(id) => (
                  <div className="flex gap-2">
                    <input
                      id={id}
                      className="field uppercase"
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      maxLength={32}
                      data-testid="promo-code"
                      value={promoText}
                      onChange={(e) => {
                        setPromoText(e.currentTarget.value);
                        setPromoError(null);
                      }}
                      onKeyDown={(e) => {
                        if (e.key === "Enter") {
                          e.preventDefault();
                          if (paise !== null) applyPromo();
                        }
                      }}
                    />
                    <button type="button" className="btn-outline shrink-0" disabled={paise === null} onClick={applyPromo} data-testid="promo-apply">
                      {m.wlt_promo_apply()}
                    </button>
                  </div>
                )}
              </Field>
            )}
          </section>
        </div>
        <aside className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4" aria-labelledby="recharge-summary">
          <h2 id="recharge-summary" className="text-lg font-semibold">
            {m.wlt_summary()}
          </h2>
          {current ? (
            <dl className={`mt-3 divide-y divide-gray-100 ${quote.isFetching ? "opacity-60" : ""}`} data-testid="recharge-quote" aria-busy={quote.isFetching}>
              {rows.map((row) => (
                <div key={row.id} className="flex justify-between gap-4 py-2">
                  <dt className={row.strong ? "font-semibold" : "text-gray-600"}>{row.label}</dt>
                  <dd className={`tabular-nums ${row.strong ? "text-lg font-bold" : "font-medium"} ${row.bonus ? "text-green-700" : ""}`} data-testid={row.id}>
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-gray-600" aria-live="polite">
              {paise !== null && !quoteError ? m.wlt_quote_loading() : m.wlt_choose_first()}
            </p>
          )}
          <p className="mt-3 text-xs text-gray-600">{m.wlt_gst_note()}</p>
          <button type="submit" className="btn-primary mt-4 w-full py-3 text-base" disabled={working} data-testid="recharge-pay">
            {working ? m.wlt_processing() : m.wlt_proceed()}
          </button>
          {(orderError || payment.error) && (
            <p role="alert" className="mt-3 text-sm text-red-700" data-testid="recharge-error">
              {orderError ?? payment.error}
            </p>
          )}
          <p className="mt-3 text-xs text-gray-500">{options.gateway === "local" ? m.wlt_local_note() : m.wlt_secure_note()}</p>
        </aside>
      </form>
      {payment.dialog}
    </div>
  );
}
