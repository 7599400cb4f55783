import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../../features/auth/pages";

export const Route = createFileRoute("/_user/dashboard/")({ component: DashboardPage });
