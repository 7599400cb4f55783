import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen, NotFoundPage } from "../../components/Status";
import { outcomeLoader } from "../../features/wallet/loaders";
import { PaymentSuccessPage } from "../../features/wallet/OutcomePages";
import { outcomeSearch } from "../../features/wallet/search";

/** A payment went through: `?order=` a recharge's receipt, `?pack=` a pack of minutes paid from the wallet. */
export const Route = createFileRoute("/_user/payment-success")({
  validateSearch: outcomeSearch,
  loaderDeps: ({ search }) => ({ order: search.order, pack: search.pack }),
  loader: outcomeLoader,
  component: function PaymentSuccess() {
    return <PaymentSuccessPage search={Route.useSearch()} />;
  },
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundPage,
});
