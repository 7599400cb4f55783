import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen, NotFoundPage } from "../../../components/Status";
import { outcomeLoader } from "../../../features/wallet/loaders";
import { PaymentFailurePage, PaymentSuccessPage } from "../../../features/wallet/OutcomePages";
import { outcomeSearch } from "../../../features/wallet/search";

/**
 * /payment/success and /payment/failure, the language-prefixed form of /payment-success and
 * /payment-failure (the loader checks the outcome against the route table).
 */
export const Route = createFileRoute("/_user/payment/$outcome")({
  validateSearch: outcomeSearch,
  loaderDeps: ({ search }) => ({ order: search.order, pack: search.pack }),
  loader: outcomeLoader,
  component: function PaymentOutcome() {
    const { outcome } = Route.useParams();
    const search = Route.useSearch();
    return outcome === "success" ? <PaymentSuccessPage search={search} /> : <PaymentFailurePage search={search} />;
  },
  errorComponent: ErrorScreen,
  notFoundComponent: NotFoundPage,
});
