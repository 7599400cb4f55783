import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../../../components/Status";
import { reportListLoader } from "../../../../features/reports/loaders";
import { ReportListPage } from "../../../../features/reports/ReaderPage";

/** The user's reports (issue 23). (A static route: it wins over `/dashboard/$section`.) */
export const Route = createFileRoute("/_user/dashboard/reports/")({
  loader: reportListLoader,
  component: ReportListPage,
  errorComponent: ErrorScreen,
});
