import { createFileRoute } from "@tanstack/react-router";
import { guard } from "../app/guard";
import { GateOutlet } from "../components/GateOutlet";

/** The astrologer's own pages: for signed-in users (spec §6 shows no role check). */
export const Route = createFileRoute("/_astrologer")({
  beforeLoad: (options) => guard("astrologer", options),
  component: function AstrologerLayout() {
    return <GateOutlet access={Route.useRouteContext().access} />;
  },
});
