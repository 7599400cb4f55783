import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../../components/Status";
import { ChatPage } from "../../../features/chat/ChatPage";
import { consultationLoader } from "../../../features/chat/loaders";

/** A consultation, live: the room, its clock and bill, and after the end the receipt and rating (issue 21). */
export const Route = createFileRoute("/_user/chat/$id")({
  loader: consultationLoader,
  component: function Chat() {
    return <ChatPage id={Route.useParams().id} />;
  },
  errorComponent: ErrorScreen,
});
