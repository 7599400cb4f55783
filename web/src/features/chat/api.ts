/**
 * The consultation routes as the chat pages call them (`@contract/consultations`): one
 * query-options factory per resource for loaders and components, and the calls that change a
 * consultation. Only types come from the contract here; the room's frames are checked where
 * they arrive (room-socket.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import type {
  ConsultationAnswer,
  ConsultationKind,
  ConsultationPlan,
  ConsultationsAnswer,
  ConsultationSummary,
  CreateConsultationAnswer,
  IceServersAnswer,
  Receipt,
  RoomEvent,
  RoomState,
  SocketTicket,
  SystemCode,
  TranscriptMessage,
} from "@contract/consultations";
import { apiJson, getJson } from "../../lib/api";

/** The room's system events (the contract's list, kept here so the page's chunk carries no schema). */
export const systemCodes: readonly SystemCode[] = ["requested", "accepted", "declined", "expired", "cancelled", "started", "paused", "resumed", "low_balance", "topped_up", "free_over", "ended", "as_chat"];

export type { ConsultationAnswer, ConsultationKind, ConsultationPlan, ConsultationSummary, CreateConsultationAnswer, Receipt, RoomEvent, RoomState, SystemCode, TranscriptMessage };

const path = (id: string, tail = "") => `/api/consultations/${encodeURIComponent(id)}${tail}`;
const post = (body?: unknown, headers?: Record<string, string>): RequestInit => ({ method: "POST", ...(body === undefined ? {} : { body: JSON.stringify(body) }), headers });

/** `GET /api/consultations/:id`: the consultation, its transcript, receipt, review and shared chart. */
export const consultationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["/api/consultations", id],
    queryFn: ({ signal }) => getJson<ConsultationAnswer>(path(id), { signal }),
    staleTime: 0,
  });

/** `GET /api/consultations?role=astrologer&status=open`: the astrologer's running and waiting sessions. */
export const astrologerOpenQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/consultations", "astrologer", "open"],
    queryFn: ({ signal }) => getJson<ConsultationsAnswer>("/api/consultations?role=astrologer&status=open", { signal }),
    staleTime: 0,
  });

/** `POST /api/consultations/:id/ticket`: a one-minute pass for the room's socket. */
export const fetchTicket = (id: string) => apiJson<SocketTicket>(path(id, "/ticket"), post());

/**
 * `POST /api/consultations` with the attempt's `Idempotency-Key`: a retry of the same attempt
 * answers the first consultation.
 */
export const createConsultation = (
  body: { astrologerId: string; kind: ConsultationKind; plan: ConsultationPlan; chartId: string | null },
  idempotencyKey: string,
) => apiJson<CreateConsultationAnswer>("/api/consultations", post(body, { "Idempotency-Key": idempotencyKey }));

/** `GET /api/consultations/:id/ice-servers`: short-lived TURN/STUN servers for a call's peer connection (none on loopback). */
export const fetchIceServers = (id: string) => getJson<IceServersAnswer>(path(id, "/ice-servers"));

/** `POST /api/consultations/:id/{action}`: the user withdraws a request or either side ends the session; the astrologer accepts or declines. */
export const consultationAction = (id: string, action: "cancel" | "end" | "accept" | "decline") =>
  apiJson<{ consultation: ConsultationSummary }>(path(id, `/${action}`), post());

/** `POST /api/consultations/:id/review`, once after the session. */
export const postReview = (id: string, rating: number, body: string) =>
  apiJson<{ rating: number; body: string }>(path(id, "/review"), post({ rating, body }));

export const problemTopics = ["billing", "astrologer", "technical", "other"] as const;
export type ProblemTopic = (typeof problemTopics)[number];

/** `POST /api/consultations/:id/problem`: opens a support ticket. */
export const postProblem = (id: string, topic: ProblemTopic, body: string) =>
  apiJson<{ ticketId: string; status: "open"; answerWithinHours: number }>(path(id, "/problem"), post({ topic, body }));

/** A line of a conversation as the pages draw it, from the room's events or the stored transcript. */
export type ChatLine =
  | { seq: number; kind: "message"; from: "user" | "astrologer"; body: string; atMs: number; clientId: string | null }
  /** `code` is null for a stored system line the page does not know: `text` is shown as stored. */
  | { seq: number; kind: "system"; code: SystemCode | null; params: Record<string, string | number>; text: string; atMs: number };

export function linesOfEvents(events: readonly RoomEvent[]): ChatLine[] {
  return events.map((e): ChatLine =>
    e.t === "message"
      ? { seq: e.seq, kind: "message", from: e.from, body: e.body, atMs: e.atMs, clientId: e.clientId }
      : { seq: e.seq, kind: "system", code: e.code, params: e.params, text: e.code, atMs: e.atMs },
  );
}

/**
 * The stored transcript as lines. A system line's body is the room's event as JSON
 * (`{"code":"started","params":{}}`): a known code is worded by the page, anything else shown as stored.
 */
export function linesOfTranscript(transcript: readonly TranscriptMessage[]): ChatLine[] {
  return transcript.map((line): ChatLine => {
    const atMs = Date.parse(line.createdAt);
    if (line.sender === "system") return { seq: line.seq, kind: "system", ...systemEventOf(line.body), text: line.body, atMs };
    return { seq: line.seq, kind: "message", from: line.sender, body: line.body, atMs, clientId: null };
  });
}

function systemEventOf(body: string): { code: SystemCode | null; params: Record<string, string | number> } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { code: null, params: {} };
  }
  const fields = json && typeof json === "object" ? (json as { code?: unknown; params?: unknown }) : {};
  const code = systemCodes.find((c) => c === fields.code) ?? null;
  const params: Record<string, string | number> = {};
  if (fields.params && typeof fields.params === "object") {
    for (const [key, value] of Object.entries(fields.params)) if (typeof value === "string" || typeof value === "number") params[key] = value;
  }
  return { code, params };
}
