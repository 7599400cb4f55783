import type { QueryClient } from "@tanstack/react-query";
import { metaTableQueryOptions } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { astrologerOpenQueryOptions, consultationQueryOptions } from "./api";

// The chat pages' loaders start what the page shows at once; a failed read is not thrown here
// (`prefetchQuery`): the page says what went wrong where the conversation would be.

type LoaderContext = { context: { queryClient: QueryClient } };

/** `/chat/{id}` and `/clean-chat/{id}`: the page's texts and the consultation. */
export function consultationLoader({ context: { queryClient }, params }: LoaderContext & { params: { id: string } }) {
  return Promise.all([queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())), queryClient.prefetchQuery(consultationQueryOptions(params.id))]);
}

/** `/multi-chat`: the page's texts and the astrologer's open sessions. */
export function multiChatLoader({ context: { queryClient } }: LoaderContext) {
  return Promise.all([queryClient.ensureQueryData(metaTableQueryOptions(currentLocale())), queryClient.prefetchQuery(astrologerOpenQueryOptions())]);
}
