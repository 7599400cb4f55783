import { createFileRoute } from "@tanstack/react-router";
import { astrologerPacksLoader } from "../../features/packs/loaders";
import { AstrologerPacksPage } from "../../features/packs/pages";

/** One astrologer's per-minute rates and packs for chat, call and video (public, spec §2.1). */
export const Route = createFileRoute("/packages/$astrologerId")({
  loader: astrologerPacksLoader,
  component: function AstrologerPacks() {
    return <AstrologerPacksPage astrologerId={Route.useParams().astrologerId} />;
  },
});
