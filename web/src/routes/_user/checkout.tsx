import { createFileRoute } from "@tanstack/react-router";
import { packOf } from "../../features/packs/api";
import { packOrderLoader } from "../../features/packs/loaders";
import { CheckoutPage } from "../../features/packs/pages";
import { checkoutSearch } from "../../features/packs/search";

/** Pay a pack from the wallet, or top up the shortfall first (issue 20). */
export const Route = createFileRoute("/_user/checkout")({
  validateSearch: checkoutSearch,
  loaderDeps: ({ search }) => ({ astrologer: search.astrologer, service: search.service }),
  loader: packOrderLoader,
  component: function Checkout() {
    return <CheckoutPage pack={packOf(Route.useSearch())} />;
  },
});
