/**
 * `/dashboard/wallet`: the balance (and what running consultations hold), "Add money", and the
 * ledger newest first with a filter per kind of movement, a page at a time. Descriptions come
 * from the server in the page's language; recharges link to their GST receipts.
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AppLink } from "../../components/AppLink";
import { currentLocale, formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { invoiceHref, type LedgerKind, walletQueryOptions, type WalletAnswer } from "./api";
import { dateTime, signedPaise } from "./format";
import { usePageHeading } from "./heading";

type Entry = WalletAnswer["entries"][number];

/** The filter chips after "All": every kind of movement (a kind added to the contract fails the type check here). */
const kindLabels = {
  recharge: m.wlt_filter_recharge,
  bonus: m.wlt_filter_bonus,
  consultation: m.wlt_filter_consultation,
  report: m.wlt_filter_report,
  refund: m.wlt_filter_refund,
  adjustment: m.wlt_filter_adjustment,
} satisfies Record<LedgerKind, () => string>;
const filters: { kind: LedgerKind | undefined; label: () => string }[] = [
  { kind: undefined, label: m.wlt_filter_all },
  ...(Object.keys(kindLabels) as LedgerKind[]).map((kind) => ({ kind, label: kindLabels[kind] })),
];

function EntryRow({ entry }: { entry: Entry }) {
  const locale = currentLocale();
  const credit = entry.amountPaise > 0;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3" data-testid="ledger-entry" data-kind={entry.kind}>
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium">{entry.description}</p>
        <p className="text-sm text-gray-600">
          <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
        </p>
        {entry.hasInvoice && (
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
            <a href={invoiceHref(entry.id, "html", locale)} target="_blank" rel="noopener" className="text-brand-700 underline">
              {m.wlt_receipt_view()}
            </a>
            <a href={invoiceHref(entry.id, "pdf", locale)} target="_blank" rel="noopener" className="text-brand-700 underline">
              {m.wlt_receipt_pdf()}
            </a>
          </p>
        )}
      </div>
      <div className="text-right tabular-nums">
        <p className={`font-semibold ${credit ? "text-green-700" : entry.amountPaise < 0 ? "text-red-700" : ""}`} data-testid="ledger-amount">
          <span className="sr-only">{credit ? m.wlt_credit() : m.wlt_debit()} </span>
          {signedPaise(entry.amountPaise)}
        </p>
        <p className="text-xs text-gray-600">{m.wlt_balance_after({ amount: formatPaise(entry.balanceAfterPaise, "balance") })}</p>
      </div>
    </li>
  );
}

/** The entries of one page of the ledger (the first page is the parent's, already loaded). */
function LedgerPage({ kind, cursor }: { kind: LedgerKind | undefined; cursor: string }) {
  const page = useQuery(walletQueryOptions(kind, currentLocale(), cursor));
  return page.data ? page.data.entries.map((entry) => <EntryRow key={entry.id} entry={entry} />) : null;
}

/**
 * The ledger of one filter, a page per "Load more": each page is its own query keyed by its
 * cursor, so a page already shown stays as it was while the next one loads.
 */
function Ledger({ kind }: { kind: LedgerKind | undefined }) {
  const locale = currentLocale();
  const first = useQuery(walletQueryOptions(kind, locale));
  const [cursors, setCursors] = useState<string[]>([]);
  const lastCursor = cursors.at(-1) ?? null;
  const last = useQuery(walletQueryOptions(kind, locale, lastCursor));
  const nextCursor = last.data?.nextCursor ?? null;
  if (first.isPending) {
    return (
      <p className="py-6 text-center text-gray-600" role="status">
        {m.wlt_loading()}
      </p>
    );
  }
  if (first.isError) {
    return (
      <p className="py-6 text-center text-red-700" role="alert">
        {m.wlt_ledger_failed()}
      </p>
    );
  }
  if (first.data.entries.length === 0) {
    return (
      <div className="py-8 text-center" data-testid="ledger-empty">
        <p className="text-gray-700">{kind ? m.wlt_empty_kind() : m.wlt_empty()}</p>
        {!kind && (
          <AppLink to="/wallet-recharge" className="btn-primary mt-4">
            {m.wlt_add_money()}
          </AppLink>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-gray-100" data-testid="ledger">
        {first.data.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
        {cursors.map((cursor) => (
          <LedgerPage key={cursor} kind={kind} cursor={cursor} />
        ))}
      </ul>
      {(nextCursor || last.isFetching) && (
        <div className="border-t border-gray-100 py-3 text-center">
          <button
            type="button"
            className="btn-outline"
            disabled={last.isFetching || !nextCursor}
            onClick={() => nextCursor && setCursors((shown) => [...shown, nextCursor])}
            data-testid="ledger-more"
          >
            {last.isFetching ? m.wlt_loading() : m.wlt_load_more()}
          </button>
        </div>
      )}
    </>
  );
}

export function WalletPage({ kind, onKind }: { kind: LedgerKind | undefined; onKind: (kind: LedgerKind | undefined) => void }) {
  const heading = usePageHeading();
  // The balance is the same whatever the filter: the unfiltered first page carries it.
  const wallet = useQuery(walletQueryOptions(undefined, currentLocale()));
  const first = wallet.data;
  return (
    <div className="mx-auto max-w-3xl" data-testid="wallet-page">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <section className="mt-4 flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-brand-700 p-5 text-white">
        <div>
          <h2 className="text-sm font-medium uppercase tracking-wide text-white/80">{m.wlt_balance()}</h2>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="wallet-balance">
            {first ? formatPaise(first.balancePaise, "balance") : "…"}
          </p>
          {first && first.heldPaise > 0 && (
            <p className="mt-1 text-sm text-white/90" data-testid="wallet-held">
              {m.wlt_held({ amount: formatPaise(first.heldPaise, "balance") })}
            </p>
          )}
        </div>
        <AppLink to="/wallet-recharge" className="btn bg-white px-4 py-2.5 text-brand-700 hover:bg-brand-50">
          {m.wlt_add_money()}
        </AppLink>
      </section>

      <section className="mt-6" aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="text-lg font-semibold">
          {m.wlt_transactions()}
        </h2>
        <div className="-mx-4 mt-3 overflow-x-auto px-4 pb-1" role="group" aria-label={m.wlt_filter_label()}>
          <div className="flex w-max gap-2">
            {filters.map((f) => (
              <button
                key={f.kind ?? "all"}
                type="button"
                aria-pressed={kind === f.kind}
                data-testid={`ledger-filter-${f.kind ?? "all"}`}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium ${
                  kind === f.kind ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-700 hover:border-brand-300"
                }`}
                onClick={() => onKind(f.kind)}
              >
                {f.label()}
              </button>
            ))}
          </div>
        </div>
        <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">
          {/* A new filter starts again at its first page. */}
          <Ledger key={kind ?? "all"} kind={kind} />
        </div>
      </section>
    </div>
  );
}
