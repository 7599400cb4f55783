/**
 * `/api/bookings` (a signed-in user's or astrologer's bookings) and `/api/astrologers/:idOrSlug/slots`
 * (public). Routes validate and present; ./service.ts books, lists, cancels and mails.
 */
import { Hono } from "hono";
import { bookingParam, bookingsQuery, createBookingBody, slotsParam, slotsQuery } from "@contract/bookings";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { requestLanguage } from "../../lib/errors";
import { idempotencyKeyOf, idempotent } from "../../lib/idempotency";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";
import { cancelBooking, createBooking, listBookings, slotsOf } from "./service";

const noStore = { "Cache-Control": "no-store" };

export const slotRoutes = new Hono<AppEnv>().get("/:idOrSlug/slots", validate("param", slotsParam), validate("query", slotsQuery), async (c) => {
  const { days, lang } = c.req.valid("query");
  const answer = await slotsOf(createDatabase(c.env), c.req.valid("param").idOrSlug, days, lang, Date.now());
  // Not cached: a slot booked or freed a moment ago must show so at once (the dialog reads again after a 409).
  return c.json(answer, 200, noStore);
});

export const bookingRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", idempotent, validate("json", createBookingBody), async (c) => {
    const origin = new URL(c.req.url).origin;
    const { booking, created } = await createBooking(c.env, createDatabase(c.env), currentUser(c), c.req.valid("json"), requestLanguage(c), origin, Date.now(), idempotencyKeyOf(c));
    return c.json({ booking }, created ? 201 : 200, noStore);
  })
  .get("/", validate("query", bookingsQuery), async (c) => {
    const { role, lang } = c.req.valid("query");
    return c.json(await listBookings(createDatabase(c.env), currentUser(c), role, lang, Date.now()), 200, noStore);
  })
  .post("/:id/cancel", validate("param", bookingParam), async (c) => {
    const booking = await cancelBooking(c.env, createDatabase(c.env), currentUser(c), c.req.valid("param").id, requestLanguage(c), Date.now());
    return c.json({ booking }, 200, noStore);
  });
