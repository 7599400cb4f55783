import { createFileRoute } from "@tanstack/react-router";
import { metaTableQueryOptions } from "../../app/page-meta";
import { pricingQueryOptions } from "../../features/astrologers/queries";
import { onlineAstrologersQueryOptions, PackagesPage } from "../../features/packs/pages";
import { currentLocale } from "../../i18n/runtime";

/** How consultation packs work, and the astrologers online now (issue 20). */
export const Route = createFileRoute("/_user/packages")({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
      queryClient.prefetchQuery(pricingQueryOptions()),
      queryClient.prefetchQuery(onlineAstrologersQueryOptions()),
    ]),
  component: PackagesPage,
});
