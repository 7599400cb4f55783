import { createFileRoute } from "@tanstack/react-router";
import { metaTableQueryOptions } from "../../app/page-meta";
import { astrologerQueryOptions } from "../../features/astrologers/profile-queries";
import { pricingQueryOptions } from "../../features/astrologers/queries";
import { packServices, quoteQueryOptions } from "../../features/packs/api";
import { AstrologerPacksPage } from "../../features/packs/pages";
import { currentLocale } from "../../i18n/runtime";

/** One astrologer's per-minute rates and packs for chat, call and video (public, spec §2.1). */
export const Route = createFileRoute("/packages/$astrologerId")({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
      queryClient.prefetchQuery(pricingQueryOptions()),
      queryClient.prefetchQuery(astrologerQueryOptions(params.astrologerId)),
      ...packServices.map((service) => queryClient.prefetchQuery(quoteQueryOptions(params.astrologerId, service))),
    ]),
  component: function AstrologerPacks() {
    return <AstrologerPacksPage astrologerId={Route.useParams().astrologerId} />;
  },
});
