import { createFileRoute } from "@tanstack/react-router";
import { ReportKindPage } from "../features/reports/CatalogPages";
import { catalogLoader } from "../features/reports/loaders";

/** Spec §2.1 alias of `/reports/marriage`. */
export const Route = createFileRoute("/marriage-report")({
  loader: catalogLoader,
  component: function MarriageReport() {
    return <ReportKindPage kind="marriage" />;
  },
});
