import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../app/guard";

/** The signed-in pages (spec §2.1): signed-out visitors go to /login and come back after. */
export const Route = createFileRoute("/_user")({ beforeLoad: (options) => guard("user", options) });
