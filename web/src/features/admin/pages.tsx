/** The admin area's pages, one chunk (see ./route.ts). */
import { useParams } from "@tanstack/react-router";
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
