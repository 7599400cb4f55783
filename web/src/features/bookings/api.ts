/**
 * Bookings as the pages call them (`@contract/bookings`): one query-options factory per resource,
 * read by the route loaders and the components alike, and the actions. Only types come from the
 * contract.
 */
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { BookingAnswer, BookingKind, BookingsAnswer, BookingSummary, SlotsAnswer } from "@contract/bookings";
import type { CreateConsultationAnswer } from "@contract/consultations";
import { currentLocale } from "../../i18n/runtime";
import { apiJson, getJson } from "../../lib/api";

export type { BookingKind, BookingsAnswer, BookingSummary, SlotsAnswer };

const post = (body?: unknown, headers?: Record<string, string>): RequestInit => ({ method: "POST", ...(body === undefined ? {} : { body: JSON.stringify(body) }), headers });

/** `GET /api/astrologers/:idOrSlug/slots?days=7`: the free slots and the three rates. */
export const slotsQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ["/api/astrologers", idOrSlug, "slots", currentLocale()],
    queryFn: ({ signal }) => getJson<SlotsAnswer>(`/api/astrologers/${encodeURIComponent(idOrSlug)}/slots?days=7&lang=${currentLocale()}`, { signal }),
    // Someone else may book a slot at any moment: each opening of the dialog reads them again.
    staleTime: 0,
  });

/** `GET /api/bookings`: the caller's (or, `astrologer`, the astrologer's) upcoming and past bookings. */
export const bookingsQueryOptions = (role: "user" | "astrologer") =>
  queryOptions({
    queryKey: ["/api/bookings", role, currentLocale()],
    queryFn: ({ signal }) => getJson<BookingsAnswer>(`/api/bookings?role=${role}&lang=${currentLocale()}`, { signal }),
    staleTime: 0,
  });

/** `POST /api/bookings` with the attempt's `Idempotency-Key`: a retry answers the booking made. */
export const createBooking = (body: { astrologerId: string; kind: BookingKind; startsAt: string }, idempotencyKey: string) =>
  apiJson<BookingAnswer>("/api/bookings", post(body, { "Idempotency-Key": idempotencyKey }));

export const cancelBooking = (id: string) => apiJson<BookingAnswer>(`/api/bookings/${encodeURIComponent(id)}/cancel`, post());

/**
 * "Join": a per-minute consultation of the booking's kind with its astrologer, linked to the
 * booking (`bookingId`); the server checks the join window and bills it like any chat.
 */
export const joinBooking = (booking: BookingSummary, idempotencyKey: string) =>
  apiJson<CreateConsultationAnswer>(
    "/api/consultations",
    post({ astrologerId: booking.astrologer.id, kind: booking.kind, plan: "per-minute", bookingId: booking.id }, { "Idempotency-Key": idempotencyKey }),
  );

/** After a booking or a cancellation: the lists and every astrologer's slots are read again. */
export function invalidateBookings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ["/api/bookings"] }), queryClient.invalidateQueries({ queryKey: ["/api/astrologers"], predicate: (q) => q.queryKey[2] === "slots" })]);
}
