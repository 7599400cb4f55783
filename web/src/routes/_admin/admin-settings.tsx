import { createFileRoute } from "@tanstack/react-router";
import { adminRoute } from "../../features/admin/route";

/** The settings the server prices and pages with, the products and the promo codes (issue 24); the same page as /admin/settings. */
export const Route = createFileRoute("/_admin/admin-settings")({ ...adminRoute("SettingsPage") });
