import { createFileRoute } from "@tanstack/react-router";
import { PremiumReportsPage } from "../features/reports/CatalogPages";
import { catalogLoader } from "../features/reports/loaders";

/** Spec §2.1 alias of `/reports/premium`. */
export const Route = createFileRoute("/premium-reports")({ loader: catalogLoader, component: PremiumReportsPage });
