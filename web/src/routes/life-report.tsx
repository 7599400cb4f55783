import { createFileRoute } from "@tanstack/react-router";
import { ReportKindPage } from "../features/reports/CatalogPages";
import { catalogLoader } from "../features/reports/loaders";

/** Spec §2.1 alias of `/reports/life`. */
export const Route = createFileRoute("/life-report")({
  loader: catalogLoader,
  component: function LifeReport() {
    return <ReportKindPage kind="life" />;
  },
});
