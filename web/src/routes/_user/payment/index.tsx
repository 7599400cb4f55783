import { createFileRoute } from "@tanstack/react-router";
import { packOf } from "../../../features/packs/api";
import { packOrderLoader } from "../../../features/packs/loaders";
import { PaymentPage } from "../../../features/packs/pages";
import { paymentSearch } from "../../../features/packs/search";
import { StartChatPage } from "../../../features/chat/StartChatPage";

/**
 * The order summary of a pack (spec §7's payment query); the price shown is the server's quote.
 * For `service=chat` it is where a chat starts (spec §4): the plan, the chart to share, "Start chat";
 * with `kind=call` or `kind=video` (and that service) where a voice or video call starts (issue 26).
 */
export const Route = createFileRoute("/_user/payment/")({
  validateSearch: paymentSearch,
  loaderDeps: ({ search }) => ({ astrologer: search.astrologer, service: search.service }),
  loader: packOrderLoader,
  component: function Payment() {
    const search = Route.useSearch();
    const astrologerId = search.astrologer === undefined ? null : String(search.astrologer);
    if (search.service === "chat") return <StartChatPage astrologerId={astrologerId} kind="chat" />;
    if ((search.kind === "call" || search.kind === "video") && search.service === search.kind) return <StartChatPage astrologerId={astrologerId} kind={search.kind} />;
    return <PaymentPage pack={packOf(search)} />;
  },
});
