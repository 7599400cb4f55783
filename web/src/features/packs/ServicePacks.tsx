import { useQuery } from "@tanstack/react-query";
import { AppLink } from "../../components/AppLink";
import { formatNumber, formatPaise, formatRupees } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import type { PricingResponse } from "@contract/pricing";
import { packServices, paymentLink, quoteQueryOptions, type Service } from "./api";
import { percentOf, serviceName } from "./format";

/**
 * One service's prices with an astrologer: the per-minute rate, and the pack from the server's
 * quote (price, the original price struck through, the discount), with "Buy pack" to the payment
 * page (for a call or video, the page where that consultation starts with its pack plan).
 */
function ServicePack({ astrologerId, ratePerMinute, service, discountBp }: { astrologerId: string; ratePerMinute: number; service: Service; discountBp: number | undefined }) {
  // ratePerMinute: this service's rupees a minute (a call or video may cost more than a chat).
  const { data: quote, isError } = useQuery(quoteQueryOptions(astrologerId, service));
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid={`pack-${service}`}>
      <h3 className="text-lg font-semibold">{serviceName(service)}</h3>
      <p className="text-sm text-gray-600" data-testid="pack-rate">
        {m.pk_rate_line({ rate: m.astrologer_rate({ price: formatRupees(ratePerMinute) }) })}
      </p>
      {quote ? (
        <div className="mt-3">
          <p className="text-sm font-medium">{m.pk_pack_of({ minutes: formatNumber(quote.minutes) })}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold text-brand-700" data-testid="pack-price">
              {formatPaise(quote.pricePaise)}
            </span>
            {quote.originalPricePaise > quote.pricePaise && (
              <>
                <s className="text-gray-500" data-testid="pack-original" aria-label={m.pk_instead_of({ price: formatPaise(quote.originalPricePaise) })}>
                  {formatPaise(quote.originalPricePaise)}
                </s>
                {discountBp ? (
                  <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-700" data-testid="pack-discount">
                    {m.pk_percent_off({ percent: percentOf(discountBp) })}
                  </span>
                ) : null}
              </>
            )}
          </p>
        </div>
      ) : isError ? (
        <p className="mt-3 text-sm text-red-700">{m.pk_quote_failed()}</p>
      ) : (
        <div className="mt-3 h-14 animate-pulse rounded bg-gray-100" aria-hidden="true" />
      )}
      <div className="mt-auto pt-4">
        {quote ? (
          <AppLink {...paymentLink(quote)} className="btn-primary w-full text-center">
            {m.pk_buy()}
          </AppLink>
        ) : (
          <button type="button" className="btn-primary w-full text-center" disabled>
            {m.pk_buy()}
          </button>
        )}
      </div>
    </li>
  );
}

/** The three services' prices with one astrologer (`/packages/{astrologerId}`). */
export function ServicePacks({ astrologerId, rates, pricing }: { astrologerId: string; rates: Record<Service, number>; pricing: PricingResponse | undefined }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" data-testid="service-packs">
      {packServices.map((service) => (
        <ServicePack key={service} astrologerId={astrologerId} ratePerMinute={rates[service]} service={service} discountBp={pricing?.packs[service].discountBp} />
      ))}
    </ul>
  );
}
