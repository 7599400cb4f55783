/**
 * `/api/bookings` and `/api/astrologers/:idOrSlug/slots`: booking a call, video or chat slot from
 * an astrologer's weekly hours (issue 26). The route rows are spread into `apiRoutes` (./routes).
 *
 * Slots are `SLOT_MINUTES` long, start on the astrologer's windows (India time, no daylight
 * saving) and are offered from `BOOKING_LEAD_MINUTES` ahead for up to `MAX_SLOT_DAYS` days. Nothing
 * is charged at booking: "Join" opens a per-minute consultation from `JOIN_EARLY_MINUTES` before the
 * start until its end, billed from the wallet like any chat. Times are ISO 8601 UTC in the API.
 */
import * as v from "valibot";
import { consultationKinds } from "./consultations";
import { astrologerParam } from "./astrologers";
import { langParam, strictQuery } from "./common";
import { text } from "./messages";
import type { RouteContract } from "./routes";

/** A slot's length in minutes. */
export const SLOT_MINUTES = 30;
/** No slot starting sooner than this is offered: the astrologer needs notice. */
export const BOOKING_LEAD_MINUTES = 30;
/** "Join" opens this long before the start (and stays until the slot's end). */
export const JOIN_EARLY_MINUTES = 10;
/** The reminder goes out about this long before the start (the cron runs every 5 minutes). */
export const REMINDER_MINUTES = 15;
/** Days of slots `GET …/slots` may show; the booking dialog shows `DEFAULT_SLOT_DAYS`. */
export const MAX_SLOT_DAYS = 14;
export const DEFAULT_SLOT_DAYS = 7;
/** India Standard Time, UTC+5:30 all year: the zone of the astrologers' hours and of every email. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

export const bookingStatuses = ["booked", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export type BookingKind = (typeof consultationKinds)[number];

export const bookingIdPattern = /^bk_[0-9a-f]{32}$/;
export const bookingParam = v.object({ id: v.pipe(v.string(), v.regex(bookingIdPattern, text("booking_id"))) });

export const slotsParam = astrologerParam;
export const slotsQuery = strictQuery({
  days: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, text("not_a_number", { field: "days" })),
      v.transform(Number),
      v.minValue(1, text("at_least", { field: "days", min: 1 })),
      v.maxValue(MAX_SLOT_DAYS, text("at_most", { field: "days", max: MAX_SLOT_DAYS })),
    ),
    String(DEFAULT_SLOT_DAYS),
  ),
  lang: langParam,
});

const paise = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const slot = v.object({
  /** ISO 8601 UTC: what `POST /api/bookings` takes back as `startsAt`. */
  startsAt: v.string(),
  /** The start in India time, "HH:MM". */
  time: v.string(),
});
export type Slot = v.InferOutput<typeof slot>;

export const slotDay = v.object({
  /** The India date, YYYY-MM-DD. */
  date: v.string(),
  /** 0 = Sunday … 6 = Saturday (as the availability's `day`). */
  weekday: v.number(),
  slots: v.array(slot),
});
export type SlotDay = v.InferOutput<typeof slotDay>;

export const slotsAnswer = v.object({
  astrologerId: v.string(),
  slug: v.string(),
  name: v.string(),
  timeZone: v.literal(INDIA_TIME_ZONE),
  slotMinutes: v.number(),
  /** GST-inclusive paise a minute of each kind (a null call or video rate is the chat rate). */
  rates: v.object({ chat: paise, call: paise, video: paise }),
  /** One entry per India date from today, empty days included. */
  days: v.array(slotDay),
});
export type SlotsAnswer = v.InferOutput<typeof slotsAnswer>;

/** `POST /api/bookings` (accepts Idempotency-Key: a retry answers the booking it made). */
export const createBookingBody = v.strictObject(
  {
    astrologerId: v.pipe(v.string(text("required", { field: "astrologerId" })), v.regex(/^[a-z0-9_-]{1,80}$/, text("astrologer_id"))),
    kind: v.picklist(consultationKinds, text("one_of_three", { field: "kind", a: "call", b: "video", c: "chat" })),
    /** A slot's `startsAt` from `GET …/slots` (any ISO 8601 UTC spelling of that instant). */
    startsAt: v.pipe(
      v.string(text("required", { field: "startsAt" })),
      v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/, text("booking_starts_at")),
      v.check((s) => Number.isFinite(Date.parse(s)), text("booking_starts_at")),
      v.transform((s) => new Date(s).toISOString()),
    ),
  },
  text("unknown_field"),
);
export type CreateBookingBody = v.InferInput<typeof createBookingBody>;

export const bookingsQuery = strictQuery({
  role: v.optional(v.picklist(["user", "astrologer"], text("either", { field: "role", a: "user", b: "astrologer" })), "user"),
  lang: langParam,
});

export const bookingSummary = v.object({
  id: v.string(),
  kind: v.picklist(consultationKinds),
  status: v.picklist(bookingStatuses),
  startsAt: v.string(),
  endsAt: v.string(),
  minutes: v.number(),
  /** When "Join" opens (`JOIN_EARLY_MINUTES` before the start). */
  joinFrom: v.string(),
  astrologer: v.object({ id: v.string(), slug: v.string(), name: v.string(), image: v.nullable(v.string()) }),
  /** The user as the astrologer sees them (their name, or "User #abcd"). */
  userName: v.string(),
  /** The astrologer's current rate of this kind, GST-inclusive paise a minute. */
  ratePerMinutePaise: paise,
  consultationId: v.nullable(v.string()),
  cancelledBy: v.nullable(v.picklist(["user", "astrologer"])),
  viewerSide: v.picklist(["user", "astrologer"]),
  /** Either side may cancel a booked slot until it starts. */
  canCancel: v.boolean(),
  /** The user may join now (booked, within the join window). */
  canJoin: v.boolean(),
});
export type BookingSummary = v.InferOutput<typeof bookingSummary>;

export const bookingsAnswer = v.object({
  /** Booked and not yet over, soonest first. */
  upcoming: v.array(bookingSummary),
  /** Over or cancelled, newest first (the last 50). */
  past: v.array(bookingSummary),
  /** The server's clock, so a page can tell when "Join" opens without trusting the device's. */
  now: v.string(),
});
export type BookingsAnswer = v.InferOutput<typeof bookingsAnswer>;

export const bookingAnswer = v.object({ booking: bookingSummary });
export type BookingAnswer = v.InferOutput<typeof bookingAnswer>;

export const routeRows: RouteContract[] = [
  {
    method: "GET",
    path: "/api/astrologers/:idOrSlug/slots",
    tag: "bookings",
    summary: `An astrologer's free ${SLOT_MINUTES}-minute slots for the next \`days\` (1–${MAX_SLOT_DAYS}, default ${DEFAULT_SLOT_DAYS}) India dates, from the weekly hours (IST) less booked slots and any starting within ${BOOKING_LEAD_MINUTES} minutes; with the chat, call and video rates`,
    params: slotsParam,
    query: slotsQuery,
    answer: { schema: slotsAnswer },
    errors: ["not_found"],
  },
  {
    method: "POST",
    path: "/api/bookings",
    tag: "bookings",
    access: "user",
    summary: "Book one of the offered slots for a call, video or chat (nothing is charged now: joining bills per minute from the wallet); mails a confirmation to the user and a notice to the astrologer; 409 when the slot is taken, past or outside the hours; accepts Idempotency-Key",
    body: createBookingBody,
    answer: { status: 201, schema: bookingAnswer },
    errors: ["not_found", "conflict"],
  },
  {
    method: "GET",
    path: "/api/bookings",
    tag: "bookings",
    access: "user",
    summary: "The caller's bookings (`role=astrologer`: the astrologer's), upcoming soonest first and past newest first, with the other side's name",
    query: bookingsQuery,
    answer: { schema: bookingsAnswer },
    errors: ["forbidden"],
  },
  {
    method: "POST",
    path: "/api/bookings/:id/cancel",
    tag: "bookings",
    access: "user",
    summary: "The user or the astrologer cancels a booking before it starts; the other side is mailed",
    params: bookingParam,
    answer: { schema: bookingAnswer },
    errors: ["not_found", "conflict"],
  },
];
