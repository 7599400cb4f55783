import { createFileRoute } from "@tanstack/react-router";
import { ReportKindPage } from "../features/reports/CatalogPages";
import { catalogLoader } from "../features/reports/loaders";

/** Spec §2.1 alias of `/reports/child`. */
export const Route = createFileRoute("/child-report")({
  loader: catalogLoader,
  component: function ChildReport() {
    return <ReportKindPage kind="child" />;
  },
});
