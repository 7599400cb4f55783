/**
 * The consultation pages' loaders: the page's texts (route table, metadata) and its data start
 * together, through the same query factories the components read. A failed read is not thrown
 * here (`prefetchQuery`): the page says so where the list would be.
 */
import type { QueryClient } from "@tanstack/react-query";
import { tablePageLoader } from "../../app/page-meta";
import type { SessionStore } from "../../lib/session";
import { astrologerRequestsQueryOptions, consultationsQueryOptions, earningsQueryOptions } from "./api";

interface LoaderContext {
  context: { queryClient: QueryClient; session: SessionStore };
  location: { pathname: string };
}

/** `/consultations`: the open and the past sessions' first pages. */
export function consultationsLoader(ctx: LoaderContext) {
  const { queryClient } = ctx.context;
  return Promise.all([
    tablePageLoader(ctx),
    queryClient.prefetchQuery(consultationsQueryOptions({ role: "user", status: "open" })),
    queryClient.prefetchQuery(consultationsQueryOptions({ role: "user", status: "past" })),
  ]);
}

/** `/dashboard/chat`: the past sessions' first page. */
export function chatHistoryLoader(ctx: LoaderContext) {
  return Promise.all([tablePageLoader(ctx), ctx.context.queryClient.prefetchQuery(consultationsQueryOptions({ role: "user", status: "past" }))]);
}

/** `/astrologer-dashboard`: for an astrologer, the requests, the earnings and the history. */
export function astrologerDashboardLoader(ctx: LoaderContext) {
  const { queryClient, session } = ctx.context;
  const state = session.get().state;
  const astrologer = state.status === "signed-in" && state.user.role === "astrologer";
  return Promise.all([
    tablePageLoader(ctx),
    astrologer && queryClient.prefetchQuery(astrologerRequestsQueryOptions()),
    astrologer && queryClient.prefetchQuery(earningsQueryOptions()),
    astrologer && queryClient.prefetchQuery(consultationsQueryOptions({ role: "astrologer", status: "past" })),
  ]);
}
