import { createFileRoute } from "@tanstack/react-router";
import { adminRoute } from "../../../features/admin/route";

/** `/admin/articles` and `/admin/settings` (issue 24). */
export const Route = createFileRoute("/_admin/admin/$section")({ ...adminRoute("AdminSectionPage") });
