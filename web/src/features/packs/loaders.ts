import type { QueryClient } from "@tanstack/react-query";
import { metaTableQueryOptions } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { astrologerQueryOptions } from "../astrologers/profile-queries";
import { pricingQueryOptions } from "../astrologers/queries";
import { onlineAstrologersQueryOptions, packOf, packServices, quoteQueryOptions, walletQueryOptions } from "./api";

// The pack pages' loaders: each starts every request its page shows at once. A failed request is
// not thrown here (`prefetchQuery`): the page shows the server's reason where the figure would be.

type LoaderContext = { context: { queryClient: QueryClient } };

/** `/packages`: the page's texts, the pricing settings, the astrologers online. */
export function packagesLoader({ context: { queryClient } }: LoaderContext) {
  return Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
    queryClient.prefetchQuery(pricingQueryOptions()),
    queryClient.prefetchQuery(onlineAstrologersQueryOptions()),
  ]);
}

/** `/packages/{astrologerId}`: also the astrologer and the quote of each service. */
export function astrologerPacksLoader({ context: { queryClient }, params }: LoaderContext & { params: { astrologerId: string } }) {
  return Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
    queryClient.prefetchQuery(pricingQueryOptions()),
    queryClient.prefetchQuery(astrologerQueryOptions(params.astrologerId)),
    ...packServices.map((service) => queryClient.prefetchQuery(quoteQueryOptions(params.astrologerId, service))),
  ]);
}

/**
 * `/payment` and `/checkout`: the quote, the astrologer and the wallet of the pack the address
 * names. The wallet is fetched on every visit (its query is stale at once), so coming back from a
 * recharge shows the new balance.
 */
export function packOrderLoader({ context: { queryClient }, deps }: LoaderContext & { deps: { astrologer?: string | number; service?: string | number } }) {
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
}
