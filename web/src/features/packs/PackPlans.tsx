import type { PricingResponse } from "@contract/pricing";
import { formatNumber } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { packServices } from "./api";
import { durationLabel, percentOf, serviceName } from "./format";

/**
 * How packs work, from the site's settings (`GET /api/pricing`): per service the pack's minutes
 * and its discount off the per-minute rate, the free first chat minutes (when the admin offers
 * any), and that every price includes GST. No astrologer's price here: those are on
 * `/packages/{astrologerId}`.
 */
export function PackPlans({ pricing }: { pricing: PricingResponse }) {
  return (
    <section className="mt-6" aria-labelledby="pack-plans-title">
      <h2 id="pack-plans-title" className="text-xl font-semibold">
        {m.pk_plans_title()}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="pack-plans">
        {packServices.map((service) => {
          const pack = pricing.packs[service];
          return (
            <li key={service} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-testid={`plan-${service}`}>
              <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
                {serviceName(service)}
              </h3>
              <p className="mt-1 text-sm text-gray-700">
                {pack.discountBp > 0
                  ? m.pk_plan_discount({ duration: durationLabel(pack.minutes), percent: percentOf(pack.discountBp) })
                  : m.pk_plan_plain({ duration: durationLabel(pack.minutes) })}
              </p>
            </li>
          );
        })}
      </ul>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>{m.pk_plan_per_minute()}</li>
        {pricing.freeChatMinutes > 0 && <li data-testid="plan-free-minutes">{m.free_first_chat({ minutes: formatNumber(pricing.freeChatMinutes) })}</li>}
        <li data-testid="plan-gst">{m.pk_gst_included_rate({ percent: percentOf(pricing.gstBp) })}</li>
        <li>{m.pk_plan_wallet()}</li>
      </ul>
    </section>
  );
}
