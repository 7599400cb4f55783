import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../../components/Status";
import { CleanChatPage } from "../../../features/chat/CleanChatPage";
import { consultationLoader } from "../../../features/chat/loaders";

/** A consultation as a clean, printable transcript with its receipt (issue 21). */
export const Route = createFileRoute("/_user/clean-chat/$id")({
  loader: consultationLoader,
  component: function CleanChat() {
    return <CleanChatPage id={Route.useParams().id} />;
  },
  errorComponent: ErrorScreen,
});
