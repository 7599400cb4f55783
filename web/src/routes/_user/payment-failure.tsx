import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen, NotFoundPage } from "../../components/Status";
import { outcomeLoader } from "../../features/wallet/loaders";
import { PaymentFailurePage } from "../../features/wallet/OutcomePages";
import { outcomeSearch } from "../../features/wallet/search";

/** A payment did not go through: `?order=` says why and tries that order again. */
export const Route = createFileRoute("/_user/payment-failure")({
  validateSearch: outcomeSearch,
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: outcomeLoader,
  component: function PaymentFailure() {
    return <PaymentFailurePage search={Route.useSearch()} />;
  },
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundPage,
});
