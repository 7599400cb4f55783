import { createFileRoute } from "@tanstack/react-router";
import { adminRoute } from "../../features/admin/route";

/** The admin dashboard (issue 24): counts by day, payments and refunds, applications, tickets and the audit log. */
export const Route = createFileRoute("/_admin/admin-dashboard")({ ...adminRoute("DashboardPage") });
