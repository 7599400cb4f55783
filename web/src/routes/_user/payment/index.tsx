import { createFileRoute } from "@tanstack/react-router";
import { packOf } from "../../../features/packs/api";
import { packOrderLoader } from "../../../features/packs/loaders";
import { PaymentPage } from "../../../features/packs/pages";
import { paymentSearch } from "../../../features/packs/search";

/** The order summary of a pack (spec §7's payment query); the price shown is the server's quote. */
export const Route = createFileRoute("/_user/payment/")({
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => ({ astrologer: search.astrologer, service: search.service }),
  loader: packOrderLoader,
  component: function Payment() {
    return <PaymentPage pack={packOf(Route.useSearch())} />;
  },
});
