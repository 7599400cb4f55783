import { Outlet } from "@tanstack/react-router";
import type { AccessDecision } from "../app/access";
import { LoadingPage } from "./Status";

/**
 * The outlet of a gated layout: the spinner while the session is still being checked
 * (spec §2.1), the page once the layout's `beforeLoad` has allowed it.
 */
export function GateOutlet({ access }: { access: AccessDecision }) {
  return access === "pending" ? <LoadingPage /> : <Outlet />;
}
