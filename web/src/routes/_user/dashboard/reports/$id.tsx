import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../../../components/Status";
import { reportLoader } from "../../../../features/reports/loaders";
import { ReaderPage } from "../../../../features/reports/ReaderPage";

/** A report of the user: its progress while it is written, then the report (issue 23). */
export const Route = createFileRoute("/_user/dashboard/reports/$id")({
  loader: reportLoader,
  errorComponent: ErrorScreen,
  component: function Reader() {
    return <ReaderPage id={Route.useParams().id} />;
  },
});
