import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../app/guard";
import { GateOutlet } from "../components/GateOutlet";

/** The signed-in pages (spec §2.1): signed-out visitors go to /login and come back after. */
export const Route = createFileRoute("/_user")({
  beforeLoad: (options) => guard("user", options),
  component: function UserLayout() {
    return <GateOutlet access={Route.useRouteContext().access} />;
  },
});
