/**
 * The consultation lists and the astrologer's side of the API (`@contract/consultations`) as the
 * pages call them: one query-options factory per resource, read by the route loaders and the
 * components alike, and the astrologer's actions. Only types come from the contract.
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type * as v from "valibot";
import type {
  actionAnswer,
  AstrologerRequestsAnswer,
  astrologerStatusAnswer,
  ConsultationAnswer,
  ConsultationsAnswer,
  ConsultationSummary,
  EarningsAnswer,
} from "@contract/consultations";
import { apiJson, getJson } from "../../lib/api";

type ActionAnswer = v.InferOutput<typeof actionAnswer>;
type AstrologerStatusAnswer = v.InferOutput<typeof astrologerStatusAnswer>;

export type { AstrologerRequestsAnswer, ConsultationAnswer, ConsultationsAnswer, ConsultationSummary, EarningsAnswer };

/** Whose list (`role`) and which part of it (`status`) `GET /api/consultations` answers. */
export interface ConsultationsFilter {
  role: "user" | "astrologer";
  status: "open" | "past";
}

/** One page of `GET /api/consultations`, newest first; `cursor` is the previous page's `nextCursor`. */
export const consultationsQueryOptions = ({ role, status }: ConsultationsFilter, cursor: string | null = null) =>
  queryOptions({
    queryKey: ["/api/consultations", role, status, cursor],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ status });
      if (role === "astrologer") query.set("role", role);
      if (cursor) query.set("cursor", cursor);
      return getJson<ConsultationsAnswer>(`/api/consultations?${query}`, { signal });
    },
    // A session's state changes on the server; each visit reads it again.
    staleTime: 0,
  });

/** `GET /api/consultations/:id`: the transcript and the receipt of one consultation. */
export const consultationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/consultations", id],
    queryFn: ({ signal }) => getJson<ConsultationAnswer>(`/api/consultations/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });

/** How often the astrologer's requests are read while online and the page is visible. */
export const REQUESTS_POLL_MS = 3000;

/**
 * `GET /api/astrologer/requests`: the waiting requests and the running sessions. Read every
 * `REQUESTS_POLL_MS` while the astrologer is online; TanStack Query's interval stands still while
 * the document is hidden (`refetchIntervalInBackground` false: its focus manager follows
 * `visibilitychange`) and the list is read again the moment the page shows.
 */
export const astrologerRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/astrologer/requests"],
    queryFn: ({ signal }) => getJson<AstrologerRequestsAnswer>("/api/astrologer/requests", { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.online ? REQUESTS_POLL_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/** Days of earnings the dashboard shows. */
export const EARNINGS_DAYS = 30;

/** `GET /api/astrologer/earnings?days=30`: the astrologer's share by day (India time). */
export const earningsQueryOptions = (days = EARNINGS_DAYS) =>
  queryOptions({
    queryKey: ["/api/astrologer/earnings", days],
    queryFn: ({ signal }) => getJson<EarningsAnswer>(`/api/astrologer/earnings?days=${days}`, { signal }),
    staleTime: 60_000,
  });

const post = (body?: unknown): RequestInit => ({ method: "POST", body: body === undefined ? undefined : JSON.stringify(body) });

/** `POST /api/astrologer/status`: online (listed as available, requests arrive) or offline. */
export const setAstrologerOnline = (online: boolean) => apiJson<AstrologerStatusAnswer>("/api/astrologer/status", post({ online }));

/** `POST /api/consultations/:id/accept` or `…/decline`: the astrologer's answer to a waiting request. */
export const answerRequest = (id: string, answer: "accept" | "decline") =>
  apiJson<ActionAnswer>(`/api/consultations/${encodeURIComponent(id)}/${answer}`, post());

/**
 * After the astrologer's status changed: the listing's `isOnline`, the home page's counts and the
 * dashboard's requests are read again.
 */
export function afterStatusChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api/astrologers") }),
    queryClient.invalidateQueries({ queryKey: astrologerRequestsQueryOptions().queryKey }),
  ]);
}

/** After an accept or decline: the requests and every consultation list are read again. */
export function afterAnswer(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: astrologerRequestsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ["/api/consultations"] }),
  ]);
}
