import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/Status";
import { PremiumReportsPage, ReportKindPage } from "../../features/reports/CatalogPages";
import { catalogLoader } from "../../features/reports/loaders";

/**
 * `/reports/premium` (every report and the free sample) and `/reports/life|career|marriage|child`
 * (one report's page), issue 23. The loader checks the kind against the route table.
 */
export const Route = createFileRoute("/reports/$kind")({
  loader: catalogLoader,
  errorComponent: ErrorScreen,
  component: function Reports() {
    const { kind } = Route.useParams();
    if (kind === "life" || kind === "career" || kind === "marriage" || kind === "child") return <ReportKindPage kind={kind} />;
    return <PremiumReportsPage />;
  },
});
