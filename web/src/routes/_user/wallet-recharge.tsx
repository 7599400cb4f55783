import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/Status";
import { rechargeLoader } from "../../features/wallet/loaders";
import { RechargePage } from "../../features/wallet/RechargePage";
import { rechargeSearch } from "../../features/wallet/search";

/** Add money to the wallet: `?amount=<rupees>` preselects an amount, `?return=<path>` is where to continue after. */
export const Route = createFileRoute("/_user/wallet-recharge")({
  validateSearch: rechargeSearch,
  loader: rechargeLoader,
  component: function WalletRecharge() {
    return <RechargePage search={Route.useSearch()} />;
  },
  errorComponent: ErrorScreen,
});
