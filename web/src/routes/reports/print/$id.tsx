import { createFileRoute } from "@tanstack/react-router";
import { PrintPage } from "../../../features/reports/PrintPage";
import { printSearchSchema } from "../../../features/reports/search";

/** The report as the PDF printer reads it (issue 23): public, authorised by its token; drawn without the site's header and footer. */
export const Route = createFileRoute("/reports/print/$id")({
  validateSearch: printSearchSchema,
  component: function Print() {
    const { token, pages } = Route.useSearch();
    return <PrintPage id={Route.useParams().id} token={token} pages={pages} />;
  },
});
