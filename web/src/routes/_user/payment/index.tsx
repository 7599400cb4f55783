import { createFileRoute } from "@tanstack/react-router";
import { metaTableQueryOptions } from "../../../app/page-meta";
import { astrologerQueryOptions } from "../../../features/astrologers/profile-queries";
import { pricingQueryOptions } from "../../../features/astrologers/queries";
import { quoteQueryOptions, walletQueryOptions } from "../../../features/packs/api";
import { packOf, PaymentPage } from "../../../features/packs/pages";
import { paymentSearch } from "../../../features/packs/search";
import { currentLocale } from "../../../i18n/runtime";

/** The order summary of a pack (spec §7's payment query); the price shown is the server's quote. */
export const Route = createFileRoute("/_user/payment/")({
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => ({ astrologer: search.astrologer, service: search.service }),
  loader: ({ context: { queryClient }, deps }) => {
    const pack = packOf(deps);
    return Promise.all([
      queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
      queryClient.prefetchQuery(pricingQueryOptions()),
      ...(pack
        ? [
            queryClient.prefetchQuery(quoteQueryOptions(pack.astrologer, pack.service)),
            queryClient.prefetchQuery(astrologerQueryOptions(pack.astrologer)),
            queryClient.prefetchQuery(walletQueryOptions()),
          ]
        : []),
    ]);
  },
  component: function Payment() {
    return <PaymentPage pack={packOf(Route.useSearch())} />;
  },
});
