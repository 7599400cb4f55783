import { createFileRoute } from "@tanstack/react-router";
import { metaTableQueryOptions } from "../../app/page-meta";
import { astrologerQueryOptions } from "../../features/astrologers/profile-queries";
import { pricingQueryOptions } from "../../features/astrologers/queries";
import { quoteQueryOptions, walletQueryOptions } from "../../features/packs/api";
import { CheckoutPage, packOf } from "../../features/packs/pages";
import { checkoutSearch } from "../../features/packs/search";
import { currentLocale } from "../../i18n/runtime";

/** Pay a pack from the wallet, or top up the shortfall first (issue 20). */
export const Route = createFileRoute("/_user/checkout")({
  validateSearch: checkoutSearch,
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
            // Fetched on every visit (the query is stale at once): coming back from a recharge must see it.
            queryClient.prefetchQuery(walletQueryOptions()),
          ]
        : []),
    ]);
  },
  component: function Checkout() {
    return <CheckoutPage pack={packOf(Route.useSearch())} />;
  },
});
