import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../../components/Status";
import { ChatHistoryPage } from "../../../features/consultations/ChatHistoryPage";
import { chatHistoryLoader } from "../../../features/consultations/loaders";

/** Past chats with their transcripts (issue 21). (A static route: it wins over `$section`.) */
export const Route = createFileRoute("/_user/dashboard/chat")({
  loader: chatHistoryLoader,
  component: ChatHistoryPage,
  errorComponent: ErrorScreen,
});
