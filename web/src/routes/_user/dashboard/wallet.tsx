import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { ErrorScreen } from "../../../components/Status";
import { walletLoader } from "../../../features/wallet/loaders";
import { walletSearch } from "../../../features/wallet/search";
import { WalletPage } from "../../../features/wallet/WalletPage";

/** The wallet: balance, "Add money" and the ledger; `?kind=` filters it. (A static route: it wins over `$section`.) */
export const Route = createFileRoute("/_user/dashboard/wallet")({
  validateSearch: walletSearch,
  loaderDeps: ({ search }) => ({ kind: search.kind }),
  loader: walletLoader,
  component: function DashboardWallet() {
    const { kind } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return <WalletPage kind={kind} onKind={(next) => void navigate({ search: { kind: next }, replace: true, resetScroll: false })} />;
  },
  errorComponent: ErrorScreen,
});
