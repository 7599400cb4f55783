import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../app/guard";
import { GateOutlet } from "../components/GateOutlet";
import { LoginPage } from "../features/auth/pages";
import { m } from "../paraglide/messages.js";

/**
 * The admin pages (spec §6): signed-out visitors see the sign-in page in place (the address
 * stays), signed-in non-admins 'Admin access required'.
 */
export const Route = createFileRoute("/_admin")({
  beforeLoad: (options) => guard("admin", options),
  component: AdminLayout,
});

function AdminLayout() {
  const { access } = Route.useRouteContext();
  if (access === "sign-in-here") return <LoginPage />;
  if (access === "admin-required") {
    return (
      <p role="alert" className="mx-auto max-w-md py-16 text-center text-xl font-semibold">
        {m.admin_required()}
      </p>
    );
  }
  return <GateOutlet access={access} />;
}
