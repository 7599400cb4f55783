import { createFileRoute } from "@tanstack/react-router";
import { ReportKindPage } from "../features/reports/CatalogPages";
import { catalogLoader } from "../features/reports/loaders";

/** Spec §2.1 alias of `/reports/career`. */
export const Route = createFileRoute("/career-report")({
  loader: catalogLoader,
  component: function CareerReport() {
    return <ReportKindPage kind="career" />;
  },
});
