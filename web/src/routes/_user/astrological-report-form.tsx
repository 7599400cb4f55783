import { createFileRoute } from "@tanstack/react-router";
import { reportFormLoader } from "../../features/reports/loaders";
import { ReportFormPage } from "../../features/reports/ReportFormPage";
import { reportFormSearchSchema } from "../../features/reports/search";

/** Buy a report from the wallet (issue 23); signed-out visitors sign in and come back (the `_user` layout). */
export const Route = createFileRoute("/_user/astrological-report-form")({
  validateSearch: reportFormSearchSchema,
  loader: reportFormLoader,
  component: function ReportForm() {
    return <ReportFormPage search={Route.useSearch()} />;
  },
});
