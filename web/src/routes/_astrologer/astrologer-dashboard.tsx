import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/Status";
import { AstrologerDashboardPage } from "../../features/consultations/AstrologerDashboard";
import { astrologerDashboardLoader } from "../../features/consultations/loaders";

/** The astrologer's online switch, requests, running sessions, earnings and history (issue 21). */
export const Route = createFileRoute("/_astrologer/astrologer-dashboard")({
  loader: astrologerDashboardLoader,
  component: AstrologerDashboardPage,
  errorComponent: ErrorScreen,
});
