import { createFileRoute } from "@tanstack/react-router";
import { ErrorScreen } from "../../components/Status";
import { multiChatLoader } from "../../features/chat/loaders";
import { MultiChatPage } from "../../features/chat/MultiChatPage";

/** The astrologer's running chats at once: a switcher on a phone, side by side on a wide screen (issue 21). */
export const Route = createFileRoute("/_user/multi-chat")({
  loader: multiChatLoader,
  component: MultiChatPage,
  errorComponent: ErrorScreen,
});
