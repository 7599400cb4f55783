import type { QueryClient } from "@tanstack/react-query";
import { metaTableQueryOptions, tablePageLoader } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { walletQueryOptions } from "../packs/api";
import { catalogQueryOptions, reportListQueryOptions, reportQueryOptions } from "./api";

// The report pages' loaders start every request their page shows at once. A failed request is
// not thrown here (`prefetchQuery`): the page shows the server's reason where the figures would be.

type LoaderContext = { context: { queryClient: QueryClient }; location: { pathname: string } };

/** `/reports/premium`, `/reports/<kind>` and their aliases: the path checked against the route table, the catalogue. */
export function catalogLoader(options: LoaderContext) {
  return Promise.all([tablePageLoader(options), options.context.queryClient.prefetchQuery(catalogQueryOptions(currentLocale()))]);
}

/** `/astrological-report-form`: the catalogue and the wallet (fresh: the balance after a top-up). */
export function reportFormLoader({ context: { queryClient } }: LoaderContext) {
  return Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
    queryClient.prefetchQuery(catalogQueryOptions(currentLocale())),
    queryClient.prefetchQuery(walletQueryOptions()),
  ]);
}

export function reportListLoader({ context: { queryClient } }: LoaderContext) {
  return Promise.all([queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())), queryClient.prefetchQuery(reportListQueryOptions())]);
}

export function reportLoader({ context: { queryClient }, params }: LoaderContext & { params: { id: string } }) {
  return Promise.all([queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())), queryClient.prefetchQuery(reportQueryOptions(params.id))]);
}
