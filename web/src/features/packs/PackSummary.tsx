import type { ReactNode } from "react";
import { formatPaise } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import type { Quote } from "./api";
import { durationLabel, percentOf, serviceName } from "./format";

function Row({ label, children, testId, strong = false }: { label: string; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-2 ${strong ? "border-t border-gray-200 text-base font-bold" : "text-sm"}`}>
      <dt className={strong ? "" : "text-gray-600"}>{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The order summary of a pack in its box (the payment page and the checkout): every figure is the server's
 * quote (`GET /api/pricing/quote`) — the payment page's `price=` is never shown. The discount is
 * the quote's two prices apart, its rate the site's setting (`GET /api/pricing`).
 */
export function PackSummary({
  quote,
  astrologerName,
  discountBp,
  children,
}: {
  quote: Quote;
  astrologerName: string;
  discountBp: number | undefined;
  /** What follows the figures in the same box (the payment page's balance and its button). */
  children?: ReactNode;
}) {
  const discountPaise = quote.originalPricePaise - quote.pricePaise;
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="summary-title" data-testid="pack-summary">
      <h2 id="summary-title" className="text-lg font-semibold">
        {m.pk_summary_title()}
      </h2>
      <dl className="mt-2 divide-y divide-gray-100">
        <Row label={m.pk_row_astrologer()} testId="summary-astrologer">
          <span className="font-medium">{astrologerName}</span>
        </Row>
        <Row label={m.pk_row_service()} testId="summary-service">
          {serviceName(quote.service)}
        </Row>
        <Row label={m.pk_row_duration()} testId="summary-duration">
          {durationLabel(quote.minutes)}
        </Row>
        <Row label={m.pk_row_original()} testId="summary-original">
          <s>{formatPaise(quote.originalPricePaise)}</s>
        </Row>
        {discountPaise > 0 && (
          <Row label={discountBp ? m.pk_row_discount_rate({ percent: percentOf(discountBp) }) : m.pk_row_discount()} testId="summary-discount">
            <span className="text-green-700">−{formatPaise(discountPaise)}</span>
          </Row>
        )}
        <Row label={m.pk_row_price()} testId="summary-price" strong>
          {formatPaise(quote.pricePaise)}
        </Row>
      </dl>
      <p className="pb-2 text-right text-xs text-gray-600" data-testid="summary-gst">
        {m.pk_gst_included_amount({ amount: formatPaise(quote.gst.gstPaise, "balance") })}
      </p>
      {children}
    </section>
  );
}
