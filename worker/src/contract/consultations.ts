/**
 * Paid consultations (issue 21): the HTTP routes and the room's WebSocket protocol, as the Worker
 * validates them and the SPA types them.
 *
 * A consultation is a `ChatRoom` Durable Object (one per consultation id) with the WebSocket
 * Hibernation API. Its lifecycle: `requested` → (the astrologer accepts within the request
 * timeout) `active` → `ended`; or `declined`, `expired` (no answer in 60 s) or `cancelled` (the
 * user withdrew before the answer) — those three cost nothing. The clock starts at the
 * astrologer's first message (a call's or video's when both sides' media connected); billing is by started minute, from stored timestamps, through a
 * wallet hold captured minute by minute (ledger keys `consult:<id>:m<n>`). A 20-minute pack is
 * paid up front (15 % off) and its unused minutes return to the wallet at the end.
 *
 * Times are ISO 8601 UTC strings in answers and epoch milliseconds (`…Ms`) in the room protocol.
 */
import * as v from "valibot";
import { isPlainText } from "./wallet";
import { text } from "./messages";

/** The room protocol's version: every frame carries `v: 1`. */
export const PROTOCOL_VERSION = 1;

export const consultationKinds = ["chat", "call", "video"] as const;
export type ConsultationKind = (typeof consultationKinds)[number];

export const consultationPlans = ["per-minute", "pack-20"] as const;
export type ConsultationPlan = (typeof consultationPlans)[number];

export const consultationStatuses = ["requested", "active", "ended", "declined", "expired", "cancelled"] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

/** Why a session ended. */
export const endReasons = ["user", "astrologer", "funds", "pack", "declined", "expired", "cancelled", "abandoned"] as const;
export type EndReason = (typeof endReasons)[number];

/** The two sides of a room. */
export const sides = ["user", "astrologer"] as const;
export type Side = (typeof sides)[number];

/** Product timings (the test-only `CONSULT_MINUTE_MS` scales all of them with the minute). */
export const MINUTE_MS = 60_000;
/** The astrologer must accept within this, else the request expires, costing nothing. */
export const REQUEST_TIMEOUT_MINUTES = 1;
/** A side away longer than this pauses billing, from the moment it left. */
export const DISCONNECT_GRACE_FRACTION = 0.5;
/** The low-balance warning shows with this many minutes of funds left. */
export const LOW_BALANCE_MINUTES = 2;
/** Longest message, in characters. */
export const MAX_MESSAGE_LENGTH = 2000;
/**
 * At most this many messages per socket in any `MESSAGE_WINDOW_MS` (real time, not the billing
 * minute); the room answers more with an `error` frame `rate_limited` and stores none of them.
 */
export const MESSAGES_PER_WINDOW = 10;
export const MESSAGE_WINDOW_MS = 10_000;
/** Consultations per page of `GET /api/consultations`. */
export const CONSULTATIONS_PAGE_SIZE = 20;

const paise = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
export const plainText = (max: number, field: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, text("too_long", { field })), v.check(isPlainText, text("control_chars", { field })));

export const consultationIdPattern = /^cs_[0-9a-f]{32}$/;
export const consultationParam = v.object({ id: v.pipe(v.string(), v.regex(consultationIdPattern, text("consultation_id"))) });

// ——— Creating and reading ———

/** `POST /api/consultations` (accepts Idempotency-Key: a retry answers the first consultation). */
export const createConsultationBody = v.strictObject(
  {
    astrologerId: v.pipe(v.string(text("required", { field: "astrologerId" })), v.regex(/^[a-z0-9_-]{1,80}$/, text("astrologer_id"))),
    /** A written chat, a voice call or a video call (issue 26): each at its own rate. */
    kind: v.optional(v.picklist(consultationKinds, text("one_of_three", { field: "kind", a: "chat", b: "call", c: "video" })), "chat"),
    plan: v.picklist(consultationPlans, text("either", { field: "plan", a: "per-minute", b: "pack-20" })),
    /** One of the user's saved charts to share with the astrologer (saved from the form first). */
    chartId: v.optional(v.nullable(v.pipe(v.string(), v.uuid(text("chart_id"))))),
    /** Joining a booked slot (`bk_…`): allowed from a few minutes before it, with that booking's astrologer and kind. */
    bookingId: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^bk_[0-9a-f]{32}$/, text("booking_id"))))),
  },
  text("unknown_field"),
);
export type CreateConsultationBody = v.InferOutput<typeof createConsultationBody>;

/** The server's price for a consultation, fixed at the request. */
export const priceQuote = v.object({
  currency: v.literal("INR"),
  plan: v.picklist(consultationPlans),
  /** GST-inclusive, per started minute (per-minute plan; for a pack, what a minute is worth). */
  ratePerMinutePaise: paise,
  /** Free minutes at the start (a user's first chat, per-minute plan only). */
  freeMinutes: v.number(),
  /** The pack: its minutes and price (already paid from the wallet); null per minute. */
  pack: v.nullable(v.object({ id: v.string(), minutes: v.number(), pricePaise: paise, originalPricePaise: paise })),
  /** Whole minutes the wallet can pay for now, free minutes not counted (per-minute plan). */
  affordableMinutes: v.number(),
});
export type PriceQuote = v.InferOutput<typeof priceQuote>;

/** One itemised line of a receipt. */
export const receiptLine = v.object({
  /** `free` minutes, `minutes` billed, `pack` bought, `pack_refund` of unused pack minutes. */
  kind: v.picklist(["free", "minutes", "pack", "pack_refund"]),
  minutes: v.number(),
  ratePerMinutePaise: paise,
  /** Signed: a refund is negative. */
  amountPaise: v.pipe(v.number(), v.safeInteger()),
});

/** The itemised receipt of a settled consultation; `totalPaise` equals what the ledger moved. */
export const receipt = v.object({
  consultationId: v.string(),
  astrologerName: v.string(),
  startedAt: v.nullable(v.string()),
  endedAt: v.string(),
  servedSeconds: v.number(),
  /** Seconds the clock stood still because a side was away. */
  pausedSeconds: v.number(),
  lines: v.array(receiptLine),
  totalPaise: paise,
  /** The GST inside `totalPaise`. */
  gstPaise: paise,
  /** The ledger keys of the movements (minutes captured, pack refund). */
  ledgerKeys: v.array(v.string()),
});
export type Receipt = v.InferOutput<typeof receipt>;

/** A consultation as lists and its page show it. */
export const consultationSummary = v.object({
  id: v.string(),
  kind: v.picklist(consultationKinds),
  plan: v.picklist(consultationPlans),
  status: v.picklist(consultationStatuses),
  endReason: v.nullable(v.picklist(endReasons)),
  astrologer: v.object({ id: v.string(), slug: v.string(), name: v.string(), image: v.nullable(v.string()) }),
  /** The user's display name (the astrologer sees it; the user sees their own). */
  userName: v.string(),
  ratePerMinutePaise: paise,
  freeMinutes: v.number(),
  requestedAt: v.string(),
  acceptedAt: v.nullable(v.string()),
  startedAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  servedSeconds: v.number(),
  billedMinutes: v.number(),
  amountPaise: paise,
  /** What the astrologer earns (their share before GST); shown to the astrologer only, else 0. */
  astrologerSharePaise: paise,
  rating: v.nullable(v.number()),
  /** Which side the caller is in this consultation. */
  viewerSide: v.picklist(sides),
});
export type ConsultationSummary = v.InferOutput<typeof consultationSummary>;

export const createConsultationAnswer = v.object({
  id: v.string(),
  status: v.picklist(consultationStatuses),
  priceQuote,
  consultation: consultationSummary,
});
export type CreateConsultationAnswer = v.InferOutput<typeof createConsultationAnswer>;

/** A transcript line (from the room while it runs, from libSQL after). */
export const transcriptMessage = v.object({
  seq: v.number(),
  sender: v.picklist(["user", "astrologer", "system"]),
  body: v.string(),
  createdAt: v.string(),
});
export type TranscriptMessage = v.InferOutput<typeof transcriptMessage>;

/** The chart shared with the astrologer: its birth data (the kundli page draws it). */
export const sharedChart = v.object({
  id: v.string(),
  name: v.string(),
  date: v.string(),
  time: v.string(),
  place: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  timezone: v.string(),
  gender: v.optional(v.string()),
});

/** `GET /api/consultations/:id`. */
export const consultationAnswer = v.object({
  consultation: consultationSummary,
  transcript: v.array(transcriptMessage),
  receipt: v.nullable(receipt),
  review: v.nullable(v.object({ rating: v.number(), body: v.string() })),
  chart: v.nullable(sharedChart),
});
export type ConsultationAnswer = v.InferOutput<typeof consultationAnswer>;

/** `GET /api/consultations`: `role=astrologer` lists the astrologer's sessions; `status` filters. */
export const consultationsQuery = v.strictObject(
  {
    role: v.optional(v.picklist(sides, text("either", { field: "role", a: "user", b: "astrologer" })), "user"),
    status: v.optional(v.picklist(["open", "past"], text("either", { field: "status", a: "open", b: "past" }))),
    cursor: v.optional(v.pipe(v.string(), v.regex(/^[0-9TZ:.-]{10,40}\|cs_[0-9a-f]{32}$/, text("cursor_format")))),
  },
  text("unknown_query_parameter"),
);

export const consultationsAnswer = v.object({ consultations: v.array(consultationSummary), nextCursor: v.nullable(v.string()) });
export type ConsultationsAnswer = v.InferOutput<typeof consultationsAnswer>;

/** `POST /api/consultations/:id/ticket`: a one-minute pass for `GET …/socket?ticket=`. */
export const socketTicket = v.object({ ticket: v.string(), expiresAt: v.string(), side: v.picklist(sides) });
export type SocketTicket = v.InferOutput<typeof socketTicket>;

/** `GET /api/consultations/:id/socket` query: the ticket, and the last sequence the client has. */
export const socketQuery = v.strictObject(
  {
    ticket: v.pipe(v.string(text("required", { field: "ticket" })), v.maxLength(400)),
    after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, text("page_number")), v.transform(Number)), "0"),
  },
  text("unknown_query_parameter"),
);

/** `POST /api/consultations/:id/review`, once, after the session (feeds the astrologer's rating). */
export const reviewBody = v.strictObject(
  {
    rating: v.pipe(v.number(), v.integer(), v.minValue(1, text("rating_range")), v.maxValue(5, text("rating_range"))),
    body: v.optional(plainText(1000, "review"), ""),
  },
  text("unknown_field"),
);
export const reviewAnswer = v.object({ rating: v.number(), body: v.string(), astrologerRating: v.number(), astrologerReviews: v.number() });

/** `POST /api/consultations/:id/problem`: "report a problem" opens a support ticket. */
export const problemBody = v.strictObject(
  {
    topic: v.picklist(["billing", "astrologer", "technical", "other"], text("one_of", { field: "topic", options: "billing, astrologer, technical, other" })),
    body: v.pipe(plainText(2000, "body"), v.minLength(3, text("required", { field: "body" }))),
  },
  text("unknown_field"),
);
export const problemAnswer = v.object({ ticketId: v.string(), status: v.literal("open"), answerWithinHours: v.number() });

/** `POST /api/consultations/:id/end` and `…/accept`, `…/decline`, `…/cancel` take no body. */
export const actionAnswer = v.object({ consultation: consultationSummary });

// ——— The astrologer's side ———

/** `POST /api/astrologer/status`. */
export const astrologerStatusBody = v.strictObject({ online: v.boolean(text("true_or_false")) }, text("unknown_field"));
export const astrologerStatusAnswer = v.object({ astrologerId: v.string(), online: v.boolean() });

/** `GET /api/astrologer/requests`: open requests (newest first) and active sessions. */
export const astrologerRequestsAnswer = v.object({
  online: v.boolean(),
  requests: v.array(v.intersect([consultationSummary, v.object({ expiresAt: v.string() })])),
  active: v.array(consultationSummary),
});
export type AstrologerRequestsAnswer = v.InferOutput<typeof astrologerRequestsAnswer>;

/** `GET /api/astrologer/earnings?days=30`: the astrologer's share by day (India time). */
export const earningsQuery = v.strictObject(
  { days: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, text("page_number")), v.transform(Number), v.minValue(1), v.maxValue(366)), "30") },
  text("unknown_query_parameter"),
);
export const earningsAnswer = v.object({
  shareBp: v.number(),
  days: v.array(v.object({ date: v.string(), sessions: v.number(), minutes: v.number(), grossPaise: paise, sharePaise: paise })),
  totalSharePaise: paise,
});
export type EarningsAnswer = v.InferOutput<typeof earningsAnswer>;

// ——— The room protocol (WebSocket frames, JSON) ———

const messageBody = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(MAX_MESSAGE_LENGTH),
  v.check((s) => isPlainText(s.replace(/\n/g, " ")), text("control_chars", { field: "message" })),
);

// ——— Calls (issue 26): WebRTC signalling through the room ———
//
// The shapes follow Cloudflare Realtime's SFU model (sessions and tracks): a side publishes named
// tracks (`trackName`, its transceiver `mid`, its kind) with a session description, as
// `POST /sessions/{id}/tracks/new` takes them. Today the room relays them to the other side, which
// answers peer to peer; with the SFU the room would forward the same frames to the SFU's HTTP API
// instead and return its answers, and the clients would not change (README, "Calls").

/** An SDP offer or answer, as `RTCSessionDescriptionInit` (and the SFU's `sessionDescription`). */
export const sessionDescription = v.strictObject({
  type: v.picklist(["offer", "answer"]),
  sdp: v.pipe(v.string(), v.minLength(1), v.maxLength(30_000)),
});
export type SessionDescription = v.InferOutput<typeof sessionDescription>;

/** A published track: its name (`<side>-<kind>`), its transceiver mid and its kind. */
export const trackInfo = v.strictObject({
  trackName: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  mid: v.nullable(v.pipe(v.string(), v.maxLength(16))),
  kind: v.picklist(["audio", "video"]),
});
export type TrackInfo = v.InferOutput<typeof trackInfo>;

/** One ICE candidate, as `RTCIceCandidateInit`. */
export const iceCandidate = v.strictObject({
  candidate: v.pipe(v.string(), v.maxLength(1000)),
  sdpMid: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(16)))),
  sdpMLineIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64)))),
  usernameFragment: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
});
export type IceCandidate = v.InferOutput<typeof iceCandidate>;

/** A side's media, as it reports it: connected (ICE connected and the remote tracks live), and its own mic and camera. */
export const mediaReport = v.strictObject({
  connected: v.boolean(),
  audio: v.boolean(),
  video: v.boolean(),
});
export type MediaReport = v.InferOutput<typeof mediaReport>;

/** `GET /api/consultations/:id/ice-servers`: where the browser finds its peer (short-lived). */
export const iceServersAnswer = v.object({
  iceServers: v.array(
    v.object({
      urls: v.union([v.string(), v.array(v.string())]),
      username: v.optional(v.string()),
      credential: v.optional(v.string()),
    }),
  ),
  /** `turn`: Cloudflare Realtime TURN credentials; `stun`: public STUN only; `none`: loopback (development). */
  mode: v.picklist(["turn", "stun", "none"]),
  expiresAt: v.string(),
});
export type IceServersAnswer = v.InferOutput<typeof iceServersAnswer>;

/** Frames a client sends. `clientId` makes a resent message land once. */
export const clientFrame = v.variant("t", [
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("message"), clientId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)), body: messageBody }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("typing") }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("read"), upTo: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("end") }),
  /** After a top-up: the room looks at the wallet again. */
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("funds") }),
  /** Calls: an offer or answer with the tracks it carries (`restart`: an ICE restart after a network change). */
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("sdp"), description: sessionDescription, tracks: v.pipe(v.array(trackInfo), v.maxLength(4)), restart: v.optional(v.boolean(), false) }),
  /** Calls: a trickled ICE candidate. */
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("ice"), candidate: iceCandidate }),
  /** Calls: this side's media state; the clock of a call runs while both sides report `connected`. */
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("media"), media: mediaReport }),
  /** Calls: continue as a written chat (before the clock started, per-minute plan): the chat rate applies. */
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("as_chat") }),
]);
export type ClientFrame = v.InferOutput<typeof clientFrame>;

/** The room's billing state, sent on connect and whenever it changes (and each minute). */
export const roomState = v.object({
  /** Chat, call or video (a call continued as chat reads `chat` from then on). */
  kind: v.picklist(consultationKinds),
  status: v.picklist(consultationStatuses),
  endReason: v.nullable(v.picklist(endReasons)),
  plan: v.picklist(consultationPlans),
  ratePerMinutePaise: paise,
  freeMinutes: v.number(),
  packMinutes: v.nullable(v.number()),
  requestExpiresAtMs: v.nullable(v.number()),
  /** The clock's start (the astrologer's first message), or null. */
  startedAtMs: v.nullable(v.number()),
  /** Served milliseconds at `serverNowMs` (pauses removed). */
  servedMs: v.number(),
  /** True while billing stands still because a side is away. */
  paused: v.boolean(),
  /** Which sides are present now: a socket open, and in a call its media connected too. */
  present: v.object({ user: v.boolean(), astrologer: v.boolean() }),
  /** Calls: each side's last media report (null before its first, or while it has no socket). */
  media: v.object({ user: v.nullable(mediaReport), astrologer: v.nullable(mediaReport) }),
  billedMinutes: v.number(),
  chargedPaise: paise,
  /** Whole minutes the funds still cover (free and pack minutes included); null when not started. */
  minutesLeft: v.nullable(v.number()),
  lowBalance: v.boolean(),
  /** The wallet's spendable balance plus what the room still holds (user side only, else 0). */
  balancePaise: paise,
  /** The length of a billing minute (60,000 in the product). */
  minuteMs: v.number(),
  serverNowMs: v.number(),
  /** The last sequence number the other side has read (read marks). */
  readUpTo: v.object({ user: v.number(), astrologer: v.number() }),
});
export type RoomState = v.InferOutput<typeof roomState>;

/** System events of the transcript. */
export const systemCodes = ["requested", "accepted", "declined", "expired", "cancelled", "started", "paused", "resumed", "low_balance", "topped_up", "free_over", "ended", "as_chat"] as const;
export type SystemCode = (typeof systemCodes)[number];

/** A stored event: every one has a sequence number; a client resumes after its last. */
export const roomEvent = v.variant("t", [
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("message"), seq: v.number(), from: v.picklist(sides), body: v.string(), atMs: v.number(), clientId: v.nullable(v.string()) }),
  v.object({ v: v.literal(PROTOCOL_VERSION), t: v.literal("system"), seq: v.number(), code: v.picklist(systemCodes), atMs: v.number(), params: v.record(v.string(), v.union([v.string(), v.number()])) }),
]);
export type RoomEvent = v.InferOutput<typeof roomEvent>;

/** Frames the room sends. */
export type ServerFrame =
  | RoomEvent
  /** First frame after connecting: who you are, the state, and the last sequence (events after `after` follow). */
  | { v: 1; t: "hello"; side: Side; consultationId: string; lastSeq: number; state: RoomState }
  | { v: 1; t: "state"; state: RoomState }
  | { v: 1; t: "typing"; from: Side }
  | { v: 1; t: "read"; from: Side; upTo: number }
  /** The session is over; the receipt follows once settled (also on `GET /api/consultations/:id`). */
  | { v: 1; t: "end"; reason: EndReason; receipt: Receipt | null }
  /** Calls: the other side's offer or answer, candidate, or media state (relayed only between the two sides). */
  | { v: 1; t: "sdp"; from: Side; description: SessionDescription; tracks: TrackInfo[]; restart: boolean }
  | { v: 1; t: "ice"; from: Side; candidate: IceCandidate }
  | { v: 1; t: "media"; from: Side; media: MediaReport }
  /** A frame the room refused (`bad_frame`, `not_active`, `not_a_call`, `rate_limited`…); the socket stays open. */
  | { v: 1; t: "error"; code: string };
