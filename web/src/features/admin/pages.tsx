/** The admin area's pages, one chunk (see ./route.ts). */
import { Suspense, lazy } from "react";
import { useParams } from "@tanstack/react-router";
import { LoadingPage } from "../../components/Status";
import { tablePageLoader } from "../../app/page-meta";
import { ArticlesPage } from "./ArticlesPage";
import { SettingsPage } from "./SettingsPage";

/** Every admin route's loader: the path checked against the route table, the page's texts loaded. */
export const adminLoader = tablePageLoader;

export { AdminHomePage } from "./AdminHomePage";
export { ArticlesPage } from "./ArticlesPage";
export { DashboardPage } from "./DashboardPage";
export { SettingsPage } from "./SettingsPage";

/** `/admin/articles` and `/admin/settings` (the route table has no other section: the loader answers 404). */
export function AdminSectionPage() {
  const { section } = useParams({ strict: false }) as { section?: string };
  return section === "settings" ? <SettingsPage /> : <ArticlesPage />;
}

/**
 * `/internal/$test` (spec §2.1's internal test pages): their own chunk (with the reference cases'
 * JSON) behind this one, so the app's entry needs no lazy import of its own for them.
 */
const InternalTests = lazy(() => import("../internal/pages").then((p) => ({ default: p.InternalTestPage })));
export function InternalTestPage() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <InternalTests />
    </Suspense>
  );
}
