import { createFileRoute } from "@tanstack/react-router";
import { adminRoute } from "../../../features/admin/route";

/** `/admin` (spec §2.4): the admin area's entry, with the users and their roles. */
export const Route = createFileRoute("/_admin/admin/")({ ...adminRoute("AdminHomePage") });
