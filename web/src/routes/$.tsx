import { createFileRoute } from "@tanstack/react-router";
import { metaTableQueryOptions } from "../app/page-meta";
import { TablePage } from "../features/pages/TablePage";
import { currentLocale } from "../i18n/runtime";

/** Every route-table page without a route file of its own (and unknown paths → not found). */
export const Route = createFileRoute("/$")({
  loader: ({ context }) => context.queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())),
  component: SplatPage,
});

function SplatPage() {
  const { _splat } = Route.useParams();
  return <TablePage path={`/${_splat ?? ""}`} />;
}
