/**
 * Every `/api` route with its contract: method, path, the schemas of its query, path
 * parameters and body, and of its answer. The OpenAPI document (`GET /api/openapi.json`) is
 * generated from this table, and a test fails when a route registered on the Hono app is
 * missing here, so the two cannot drift. Adding a route = one row.
 */
import type * as v from "valibot";
import * as admin from "./admin";
import * as astrologerAccount from "./astrologer-account";
import * as astrologers from "./astrologers";
import * as auth from "./auth";
import * as bookings from "./bookings";
import * as numerology from "./numerology";
import * as babyNames from "./baby-names";
import * as lalKitab from "./lal-kitab";
import * as gemstones from "./gemstones";
import * as tarot from "./tarot";
import * as charts from "./charts";
import type { ErrorCode } from "./common";
import * as consultations from "./consultations";
import * as content from "./content";
import * as festivals from "./festivals";
import * as horoscope from "./horoscope";
import * as kundli from "./kundli";
import * as locations from "./locations";
import * as matching from "./matching";
import * as muhurat from "./muhurat";
import * as panchang from "./panchang";
import * as places from "./places";
import * as planets from "./planets";
import * as pricing from "./pricing";
import * as reports from "./reports";
import * as site from "./site";
import * as wallet from "./wallet";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
/** Who may call: anyone, a signed-in user, an administrator. */
export type Access = "public" | "user" | "admin";

export interface RouteContract {
  method: HttpMethod;
  /** Hono's form: `/api/astrologers/:idOrSlug`. */
  path: string;
  summary: string;
  /** The feature (OpenAPI tag). */
  tag: string;
  access?: Access;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
  body?: v.GenericSchema;
  /**
   * A raw (non-JSON) request body: the media types it may have and its size cap. The handler
   * checks the type (from the bytes, not only the header) after sign-in; the cap is applied first.
   */
  upload?: { contentTypes: readonly string[]; maxBytes: number };
  /** The successful answer: JSON with `schema`, or another media type (`contentType`), or none (204/302). */
  answer: { status?: number; schema?: v.GenericSchema; contentType?: string; description?: string };
  /** Error codes the route answers besides `validation_failed`, `internal` and (signed-in routes) `unauthorized`. */
  errors?: ErrorCode[];
}

export const apiRoutes: readonly RouteContract[] = [
  { method: "GET", path: "/api/health", tag: "health", summary: "A database round trip; 503 when the database is unreachable", answer: { schema: site.healthAnswer }, errors: ["unavailable"] },
  { method: "GET", path: "/api/openapi.json", tag: "health", summary: "This document: OpenAPI 3.1, generated from the schemas that validate requests", answer: { description: "OpenAPI 3.1 document" } },

  { method: "POST", path: "/api/auth/signup", tag: "auth", summary: "Start a sign-up: mails a code to a new email, a note to one with an account (the same answer for both)", body: auth.signupBody, answer: { status: 202, schema: auth.signupStarted }, errors: ["rate_limited", "unavailable"] },
  { method: "POST", path: "/api/auth/signup/verify", tag: "auth", summary: "Finish a sign-up with the mailed code: creates the account and signs in", body: auth.signupVerifyBody, answer: { status: 201, schema: auth.signedIn }, errors: ["bad_request", "rate_limited"] },
  { method: "POST", path: "/api/auth/login", tag: "auth", summary: "Sign in with email and password", body: auth.loginBody, answer: { schema: auth.signedIn }, errors: ["unauthorized", "rate_limited"] },
  { method: "POST", path: "/api/auth/phone/start", tag: "auth", summary: "Start a phone sign-in: texts a 6-digit code to an Indian mobile (the same answer for every valid number)", body: auth.phoneStartBody, answer: { status: 202, schema: auth.phoneStarted }, errors: ["rate_limited", "unavailable"] },
  { method: "POST", path: "/api/auth/phone/verify", tag: "auth", summary: "Finish a phone sign-in with the texted code: signs in, creating the account on first use", body: auth.phoneVerifyBody, answer: { schema: auth.phoneSignedIn }, errors: ["bad_request", "rate_limited"] },
  { method: "GET", path: "/api/auth/me", tag: "auth", access: "user", summary: "The signed-in user", answer: { schema: auth.publicUser } },
  { method: "PATCH", path: "/api/auth/me", tag: "auth", access: "user", summary: "Change name, phone or language", body: auth.profileBody, answer: { schema: auth.publicUser } },
  { method: "POST", path: "/api/auth/password", tag: "auth", access: "user", summary: "Change the password; every other session ends", body: auth.passwordBody, answer: { schema: auth.signedIn }, errors: ["unauthorized", "conflict", "rate_limited"] },
  { method: "POST", path: "/api/auth/logout", tag: "auth", summary: "Revoke the presented token and clear the cookie", answer: { status: 204 } },
  { method: "POST", path: "/api/auth/reset-pin/request", tag: "auth", summary: "Mail a 6-digit reset code (the same answer whether or not the account exists)", body: auth.resetRequestBody, answer: { status: 202, schema: auth.resetRequested }, errors: ["rate_limited", "unavailable"] },
  { method: "POST", path: "/api/auth/reset-pin/confirm", tag: "auth", summary: "Set a new password with the mailed code", body: auth.resetConfirmBody, answer: { schema: auth.signedIn }, errors: ["bad_request", "rate_limited"] },
  { method: "GET", path: "/api/auth/providers", tag: "auth", summary: "The sign-in methods this server offers", answer: { schema: auth.providers } },
  { method: "GET", path: "/api/auth/google", tag: "auth", summary: "Start Google sign-in (redirect to Google)", query: auth.googleStartQuery, answer: { status: 302, description: "Redirect to Google" }, errors: ["feature_disabled"] },
  { method: "GET", path: "/api/auth/google/callback", tag: "auth", summary: "Google's return: redirect to /auth/success or /login?error=…", query: auth.googleCallbackQuery, answer: { status: 302, description: "Redirect to the SPA" } },

  { method: "GET", path: "/api/admin/users", tag: "admin", access: "admin", summary: "The user list", query: auth.adminUsersQuery, answer: { schema: auth.adminUsersAnswer }, errors: ["forbidden"] },
  { method: "PATCH", path: "/api/admin/users/:id/role", tag: "admin", access: "admin", summary: "Change a user's role", params: auth.adminUserParam, body: auth.adminRoleBody, answer: { schema: auth.publicUser }, errors: ["forbidden", "not_found", "conflict"] },

  { method: "GET", path: "/api/analytics/ga-config", tag: "site", summary: "The analytics property of the request's site", query: site.gaConfigQuery, answer: { schema: site.gaConfigAnswer } },
  { method: "GET", path: "/api/source", tag: "site", summary: "Where to get this deployment's source (AGPL)", answer: { status: 302, description: "Redirect to SOURCE_URL; without one, a plain-text notice" } },
  { method: "POST", path: "/api/presence", tag: "site", summary: "The pages' heartbeat (stores a salted, daily-rotated hash only); same-origin only, limited per address", answer: { status: 204 }, errors: ["forbidden", "rate_limited"] },
  { method: "GET", path: "/api/zodiac-image/:file", tag: "site", summary: "The project's SVG artwork for a sign ({Sign}.jpg, .svg or .png)", params: site.zodiacImageParam, answer: { contentType: "image/svg+xml" }, errors: ["not_found"] },
  { method: "GET", path: "/api/today", tag: "site", summary: "Today's prediction: the Moon's nakshatra now and its guidance", query: site.todayQuery, answer: { schema: site.todayAnswer } },

  { method: "GET", path: "/api/astrologers", tag: "astrologers", summary: "The astrologers: speakers of the page's language (`lang`) first, then online, best rated; or in the `sort` order; names and bios in `lang`'s script where given", query: astrologers.astrologersQuery, answer: { schema: astrologers.astrologersAnswer } },
  { method: "GET", path: "/api/astrologers/stats", tag: "astrologers", summary: "Counts for the home page", answer: { schema: astrologers.astrologerStats } },
  { method: "GET", path: "/api/astrologers/:idOrSlug", tag: "astrologers", summary: "One astrologer by id or slug, name and bio in `lang`'s script where given", params: astrologers.astrologerParam, query: astrologers.astrologerQuery, answer: { schema: astrologers.astrologer }, errors: ["not_found"] },
  { method: "GET", path: "/api/astrologers/:idOrSlug/reviews", tag: "astrologers", summary: "An astrologer's reviews, a page at a time: the page's language (`lang`) first, newest first", params: astrologers.astrologerParam, query: astrologers.reviewsQuery, answer: { schema: astrologers.reviewsAnswer }, errors: ["not_found"] },
  { method: "GET", path: "/api/astrologers/:idOrSlug/portrait.svg", tag: "astrologers", summary: "A generated portrait drawn from the id (no real person); immutable with the current `v`", params: astrologers.astrologerParam, query: astrologers.portraitQuery, answer: { contentType: "image/svg+xml", description: "SVG portrait" } },
  { method: "GET", path: "/api/wallet", tag: "wallet", access: "user", summary: "The balance (from the Wallet object) and the ledger, newest first; `cursor` pages, `kind` filters", query: wallet.walletQuery, answer: { schema: wallet.walletAnswer } },
  { method: "GET", path: "/api/wallet/recharge", tag: "wallet", access: "user", summary: "What the recharge page offers: suggested amounts, limits, GST rate, the gateway and its public key id", answer: { schema: wallet.rechargeOptions }, errors: ["unavailable"] },
  { method: "POST", path: "/api/wallet/quote", tag: "wallet", access: "user", summary: "The server's price of a recharge: amount, promo bonus, GST on top, total; 400 naming why a promo code cannot apply", body: wallet.rechargeBody, answer: { schema: wallet.rechargeQuote }, errors: ["bad_request"] },
  { method: "POST", path: "/api/wallet/orders", tag: "wallet", access: "user", summary: "Create a recharge order at the gateway (amount + GST, our unique receipt); accepts Idempotency-Key", body: wallet.rechargeBody, answer: { status: 201, schema: wallet.rechargeOrder }, errors: ["bad_request", "conflict", "unavailable"] },
  { method: "GET", path: "/api/wallet/orders/:orderId", tag: "wallet", access: "user", summary: "One of the user's recharge orders, with its state, payment and ledger entry", params: wallet.orderParam, answer: { schema: wallet.orderAnswer }, errors: ["not_found"] },
  { method: "POST", path: "/api/wallet/orders/:orderId/verify", tag: "wallet", access: "user", summary: "Verify Checkout's payment signature against the stored order and credit the wallet once (keyed on the payment id; idempotent)", params: wallet.orderParam, body: wallet.verifyBody, answer: { schema: wallet.verifyAnswer }, errors: ["bad_request", "not_found", "conflict", "unavailable"] },
  { method: "POST", path: "/api/wallet/orders/:orderId/failure", tag: "wallet", access: "user", summary: "Record why a payment failed (Checkout's payment.failed); a paid order stays paid", params: wallet.orderParam, body: wallet.failureBody, answer: { schema: wallet.orderAnswer }, errors: ["not_found"] },
  { method: "POST", path: "/api/wallet/packs", tag: "wallet", access: "user", summary: "Buy an astrologer's pack of minutes from the wallet at the server's quote; 402 with the shortfall when the balance is short; accepts Idempotency-Key", body: wallet.packBody, answer: { status: 201, schema: wallet.packAnswer }, errors: ["payment_required", "not_found", "conflict"] },
  { method: "GET", path: "/api/wallet/packs/:id", tag: "wallet", access: "user", summary: "A pack the user bought, with its ledger entry and the current balance", params: wallet.packParam, answer: { schema: wallet.packAnswer }, errors: ["not_found"] },
  { method: "GET", path: "/api/wallet/invoices/:entryId", tag: "wallet", access: "user", summary: "The GST receipt of a recharge (ledger entry id), as printable HTML in the reader's language or a one-page PDF", params: wallet.invoiceParam, query: wallet.invoiceQuery, answer: { contentType: "text/html", description: "HTML receipt (format=html) or application/pdf (format=pdf)" }, errors: ["not_found"] },
  { method: "POST", path: "/api/admin/wallet/adjustments", tag: "admin", access: "admin", summary: "Credit or debit a user's wallet with a note, once per key (never below zero)", body: wallet.adjustmentBody, answer: { schema: wallet.adjustmentAnswer }, errors: ["forbidden", "not_found", "conflict", "payment_required"] },
  { method: "POST", path: "/api/admin/wallet/orders/:orderId/refund", tag: "admin", access: "admin", summary: "Refund a paid recharge to its payment method: the wallet gives back the credit and bonus, then the gateway refunds the total with X-Refund-Idempotency", params: wallet.orderParam, answer: { schema: wallet.refundAnswer }, errors: ["forbidden", "not_found", "conflict", "payment_required", "unavailable"] },
  { method: "POST", path: "/api/payments/razorpay/webhook", tag: "wallet", summary: "Razorpay's webhook: X-Razorpay-Signature over the raw body, de-duplicated on X-Razorpay-Event-Id; payment.captured / order.paid credit the order's wallet once", body: wallet.webhookBody, answer: { schema: wallet.webhookAnswer }, errors: ["bad_request", "unavailable"] },
  { method: "POST", path: "/api/dev/gateway/orders/:orderId/pay", tag: "wallet", access: "user", summary: "Local development gateway only (404 when Razorpay keys are set): pay or fail an order as Checkout.js would, signed with the local secret", params: wallet.orderParam, body: wallet.devPayBody, answer: { schema: wallet.devPayAnswer }, errors: ["not_found"] },

  { method: "GET", path: "/api/pricing", tag: "pricing", summary: "Products with GST-inclusive prices, packs, free chat minutes, GST and the promotional claims, from the settings tables", query: pricing.pricingQuery, answer: { schema: pricing.pricingResponseSchema } },
  { method: "GET", path: "/api/pricing/quote", tag: "pricing", summary: "A pack's price recomputed from the astrologer's stored rate; any price in the query is ignored", query: pricing.quoteQuerySchema, answer: { schema: pricing.quoteResponseSchema }, errors: ["not_found"] },


  // ── horoscopes (issue 22) ──
  { method: "GET", path: "/api/horoscope", tag: "horoscope", summary: "A sign's horoscope for a day, week, month or year, from that period's transits (gochara from the Moon sign, Phaladeepika ch. 26); edge-cached until the period ends in IST", query: horoscope.horoscopeQuery, answer: { schema: horoscope.horoscopeAnswer } },
  { method: "GET", path: "/api/horoscope/personal", tag: "horoscope", access: "user", summary: "The signed-in user's daily horoscope from a saved chart: the natal Moon sign, tara bala from the birth nakshatra and the transits' ashtakavarga bindus", query: horoscope.personalHoroscopeQuery, answer: { schema: horoscope.personalHoroscopeAnswer }, errors: ["not_found"] },
  { method: "GET", path: "/api/transits", tag: "horoscope", summary: "A year's ingresses, retrograde and direct stations and combustions of the grahas (the Moon's left out), in IST", query: horoscope.transitsQuery, answer: { schema: horoscope.transitsAnswer } },
  // ── reports (issue 23) ──
  { method: "GET", path: "/api/reports/catalog", tag: "reports", summary: "The report kinds with their sections and GST-inclusive prices (the products table), in the language asked", query: reports.catalogQuery, answer: { schema: reports.catalogAnswer } },
  { method: "GET", path: "/api/reports/sample", tag: "reports", summary: "The free sample of the life report: its first sections, written from the birth data given, with what the full report adds", query: reports.sampleQuery, answer: { schema: reports.sampleAnswer }, errors: ["no_sunrise"] },
  { method: "POST", path: "/api/reports", tag: "reports", access: "user", summary: "Buy a report from the wallet at the server's price (one debit per report; accepts Idempotency-Key); 402 with the shortfall when the balance is short, with nothing generated; the report is then written in the background", body: reports.reportBody, answer: { status: 201, schema: reports.reportCreated }, errors: ["payment_required", "conflict"] },
  { method: "GET", path: "/api/reports", tag: "reports", access: "user", summary: "The user's reports, newest first, with their status and progress", answer: { schema: reports.reportListAnswer } },
  { method: "GET", path: "/api/reports/:file{.+\\.pdf}", tag: "reports", access: "user", summary: "The report as a PDF (cover, contents with page numbers, the chart, headers and footers; fonts embedded), printed by Chromium from the report's print page", params: reports.reportPdfParam, answer: { contentType: "application/pdf" }, errors: ["not_found", "conflict", "unavailable"] },
  { method: "GET", path: "/api/reports/:id", tag: "reports", access: "user", summary: "A report of the user: status and progress, and the sections written so far, each paragraph with the facts it cites; resumes a generation that stopped", params: reports.reportParam, answer: { schema: reports.reportAnswer }, errors: ["not_found"] },
  { method: "POST", path: "/api/reports/:id/regenerate", tag: "reports", access: "user", summary: "Rewrite a report free after a correction of the birth details (a new version; nothing is charged)", params: reports.reportParam, body: reports.regenerateBody, answer: { status: 202, schema: reports.reportCreated }, errors: ["not_found", "conflict"] },

  // ── consultations (issue 21) ──
  { method: "POST", path: "/api/consultations", tag: "consultations", access: "user", summary: "Request a chat, voice call or video call with an astrologer at the server's price for that kind (per minute, or a 20-minute pack the user bought or buys now); the astrologer has 60 s to accept; accepts Idempotency-Key", body: consultations.createConsultationBody, answer: { status: 201, schema: consultations.createConsultationAnswer }, errors: ["not_found", "conflict", "payment_required"] },
  { method: "GET", path: "/api/consultations", tag: "consultations", access: "user", summary: "The caller's consultations, newest first (`role=astrologer`: the astrologer's); `status=open|past` filters", query: consultations.consultationsQuery, answer: { schema: consultations.consultationsAnswer }, errors: ["forbidden"] },
  { method: "GET", path: "/api/consultations/:id", tag: "consultations", access: "user", summary: "One consultation of the caller (either side): state, transcript, receipt, review and the shared chart", params: consultations.consultationParam, answer: { schema: consultations.consultationAnswer }, errors: ["not_found"] },
  { method: "POST", path: "/api/consultations/:id/ticket", tag: "consultations", access: "user", summary: "A one-minute pass for the room's socket (browsers cannot send headers on a WebSocket)", params: consultations.consultationParam, answer: { schema: consultations.socketTicket }, errors: ["not_found"] },
  { method: "GET", path: "/api/consultations/:id/socket", tag: "consultations", summary: "Upgrade to the room's WebSocket with a pass; `after` resumes from a sequence number", params: consultations.consultationParam, query: consultations.socketQuery, answer: { status: 101, description: "WebSocket (protocol v1, JSON frames)" }, errors: ["unauthorized", "not_found", "bad_request"] },
  { method: "GET", path: "/api/consultations/:id/ice-servers", tag: "consultations", access: "user", summary: "A call's or video's ICE servers for the browser: short-lived Cloudflare Realtime TURN credentials when configured, else public STUN (none on loopback)", params: consultations.consultationParam, answer: { schema: consultations.iceServersAnswer }, errors: ["not_found", "conflict"] },
  { method: "POST", path: "/api/consultations/:id/accept", tag: "consultations", access: "user", summary: "The astrologer accepts a waiting request", params: consultations.consultationParam, answer: { schema: consultations.actionAnswer }, errors: ["forbidden", "not_found", "conflict"] },
  { method: "POST", path: "/api/consultations/:id/decline", tag: "consultations", access: "user", summary: "The astrologer declines a waiting request (nothing is charged)", params: consultations.consultationParam, answer: { schema: consultations.actionAnswer }, errors: ["forbidden", "not_found", "conflict"] },
  { method: "POST", path: "/api/consultations/:id/cancel", tag: "consultations", access: "user", summary: "The user withdraws a request before it is answered (nothing is charged)", params: consultations.consultationParam, answer: { schema: consultations.actionAnswer }, errors: ["not_found", "conflict"] },
  { method: "POST", path: "/api/consultations/:id/end", tag: "consultations", access: "user", summary: "Either side ends a running session; it is settled at once", params: consultations.consultationParam, answer: { schema: consultations.actionAnswer }, errors: ["not_found", "conflict"] },
  { method: "POST", path: "/api/consultations/:id/review", tag: "consultations", access: "user", summary: "Rate an ended consultation once (1–5 and text); feeds the astrologer's rating", params: consultations.consultationParam, body: consultations.reviewBody, answer: { status: 201, schema: consultations.reviewAnswer }, errors: ["not_found", "conflict"] },
  { method: "POST", path: "/api/consultations/:id/problem", tag: "consultations", access: "user", summary: "Report a problem with a consultation: opens a support ticket", params: consultations.consultationParam, body: consultations.problemBody, answer: { status: 201, schema: consultations.problemAnswer }, errors: ["not_found"] },
  { method: "POST", path: "/api/astrologer/status", tag: "astrologer", access: "user", summary: "The astrologer goes online or offline (the listing's isOnline)", body: consultations.astrologerStatusBody, answer: { schema: consultations.astrologerStatusAnswer }, errors: ["forbidden"] },
  { method: "GET", path: "/api/astrologer/requests", tag: "astrologer", access: "user", summary: "The astrologer's waiting requests and running sessions", answer: { schema: consultations.astrologerRequestsAnswer }, errors: ["forbidden"] },
  { method: "GET", path: "/api/astrologer/earnings", tag: "astrologer", access: "user", summary: "The astrologer's share by day (India time) over the last `days` days", query: consultations.earningsQuery, answer: { schema: consultations.earningsAnswer }, errors: ["forbidden"] },
  // ── end consultations

  // ── astrologer accounts (issue 21) ──
  { method: "GET", path: "/api/astrologer/profile", tag: "astrologer", access: "user", summary: "The signed-in astrologer's editable profile: names and bios (en/hi/ta/te), languages, specialties, experience, rates in paise, weekly hours (India time), photo", answer: { schema: astrologerAccount.astrologerProfile }, errors: ["forbidden"] },
  { method: "PUT", path: "/api/astrologer/profile", tag: "astrologer", access: "user", summary: "Replace the astrologer's profile (rates whole rupees ₹5–₹1,000 a minute; bio 20–2,000 characters of plain text; at most 3 windows a day)", body: astrologerAccount.astrologerProfileBody, answer: { schema: astrologerAccount.astrologerProfile }, errors: ["forbidden"] },
  { method: "POST", path: "/api/astrologer/photo", tag: "astrologer", access: "user", summary: "Upload the astrologer's photo as the raw body (JPEG, PNG or WebP by its bytes, at most 2 MB); stored in R2, the old one deleted", upload: { contentTypes: astrologerAccount.photoContentTypes, maxBytes: astrologerAccount.MAX_PHOTO_BYTES }, answer: { schema: astrologerAccount.astrologerProfile }, errors: ["forbidden", "payload_too_large", "unsupported_media_type"] },
  { method: "GET", path: "/api/astrologers/:idOrSlug/photo", tag: "astrologers", summary: "An astrologer's uploaded photo; immutable (the URL's `v` changes with each upload)", params: astrologers.astrologerParam, answer: { contentType: "image/jpeg", description: "The photo (image/jpeg, image/png or image/webp)" }, errors: ["not_found"] },
  { method: "POST", path: "/api/astrologer/applications", tag: "astrologer", access: "user", summary: "Apply to become an astrologer (any signed-in user who is not one); one pending application at a time", body: astrologerAccount.applicationBody, answer: { status: 201, schema: astrologerAccount.application }, errors: ["conflict"] },
  { method: "GET", path: "/api/astrologer/application", tag: "astrologer", access: "user", summary: "The caller's latest application to become an astrologer, or null", answer: { schema: astrologerAccount.myApplicationAnswer } },
  { method: "GET", path: "/api/admin/astrologer-applications", tag: "admin", access: "admin", summary: "Applications to become an astrologer, newest first; `status` filters", query: astrologerAccount.applicationsQuery, answer: { schema: astrologerAccount.applicationsAnswer }, errors: ["forbidden"] },
  { method: "POST", path: "/api/admin/astrologer-applications/:id/approve", tag: "admin", access: "admin", summary: "Approve: creates the astrologer (unique slug from the name), links the account and gives it the astrologer role, in one transaction; approving again answers the same astrologer", params: astrologerAccount.applicationParam, body: astrologerAccount.decisionBody, answer: { schema: astrologerAccount.decisionAnswer }, errors: ["forbidden", "not_found", "conflict"] },
  { method: "POST", path: "/api/admin/astrologer-applications/:id/reject", tag: "admin", access: "admin", summary: "Reject with an optional note to the applicant; rejecting again answers the same", params: astrologerAccount.applicationParam, body: astrologerAccount.decisionBody, answer: { schema: astrologerAccount.decisionAnswer }, errors: ["forbidden", "not_found", "conflict"] },
  // ── end astrologer accounts

  { method: "GET", path: "/api/planets", tag: "planets", summary: "Positions from the Swiss Ephemeris at one instant", query: planets.planetsQuery, answer: { schema: planets.planetsAnswer } },
  { method: "GET", path: "/api/locations/search", tag: "locations", summary: "Places by name in any of the four languages (at most 10)", query: locations.locationSearchQuery, answer: { schema: locations.locationSearchAnswer } },
  { method: "GET", path: "/api/places/default", tag: "locations", summary: "The visitor's default place: the city the edge located the request in, from the gazetteer; New Delhi when unknown", query: places.defaultPlaceQuery, answer: { schema: places.defaultPlaceAnswer } },
  { method: "GET", path: "/api/me/place", tag: "locations", access: "user", summary: "The signed-in user's saved city (null before one is saved)", answer: { schema: places.homePlaceAnswer } },
  { method: "PUT", path: "/api/me/place", tag: "locations", access: "user", summary: "Save the signed-in user's city: used where a page needs a place and none is chosen", body: places.homePlaceBody, answer: { schema: places.homePlaceAnswer } },
  { method: "GET", path: "/api/timezone", tag: "locations", summary: "The IANA zone of a point and the offset in force at an instant", query: locations.timezoneQuery, answer: { schema: locations.timezoneAnswer } },

  { method: "GET", path: "/api/panchang", tag: "panchang", summary: "The Hindu day at a place, sunrise to the next sunrise", query: panchang.panchangQuery, answer: { schema: panchang.panchangAnswer }, errors: ["no_sunrise"] },
  { method: "GET", path: "/api/panchang/today", tag: "panchang", summary: "The home page's panchang block (spec §3 shape)", query: panchang.panchangTodayQuery, answer: { schema: panchang.panchangTodayAnswer }, errors: ["no_sunrise"] },

  { method: "POST", path: "/api/kundli", tag: "kundli", summary: "The birth chart, vargas, dashas, doshas, yogas and more", query: kundli.langQuery, body: kundli.kundliBody, answer: { schema: kundli.kundliAnswer }, errors: ["bad_request"] },
  { method: "GET", path: "/api/kundli", tag: "kundli", summary: "The same as POST with the fields as a query string (options flat); edge-cached", query: kundli.kundliQuery, answer: { schema: kundli.kundliAnswer } },
  { method: "GET", path: "/api/charts", tag: "charts", access: "user", summary: "The signed-in user's saved charts, newest first", query: charts.chartsQuery, answer: { schema: charts.chartsAnswer } },
  { method: "POST", path: "/api/charts", tag: "charts", access: "user", summary: "Save a chart (the kundli form's birth data with a name and relation); saving the same chart again answers the first (200)", body: charts.chartBody, answer: { status: 201, schema: charts.savedChart }, errors: ["conflict"] },
  { method: "GET", path: "/api/charts/:id", tag: "charts", access: "user", summary: "One of the user's saved charts (another user's answers 404)", params: charts.chartParam, answer: { schema: charts.savedChart }, errors: ["not_found"] },
  { method: "PUT", path: "/api/charts/:id", tag: "charts", access: "user", summary: "Replace a saved chart (rename, correct the birth data)", params: charts.chartParam, body: charts.chartBody, answer: { schema: charts.savedChart }, errors: ["not_found", "conflict"] },
  { method: "DELETE", path: "/api/charts/:id", tag: "charts", access: "user", summary: "Delete a saved chart", params: charts.chartParam, answer: { status: 204 }, errors: ["not_found"] },
  { method: "POST", path: "/api/matching", tag: "matching", summary: "Ashtakoot, porutham and manglik compatibility of two partners", query: matching.langQuery, body: matching.matchingBody, answer: { schema: matching.matchingAnswer }, errors: ["bad_request"] },
  { method: "GET", path: "/api/matching", tag: "matching", summary: "The same from the spec's §7 matching query string; edge-cached", query: matching.matchingQuery, answer: { schema: matching.matchingAnswer } },

  { method: "GET", path: "/api/festivals", tag: "festivals", summary: "A year's festivals, vratas and eclipses at a place", query: festivals.festivalsQuery, answer: { schema: festivals.festivalsAnswer }, errors: ["no_sunrise"] },
  { method: "GET", path: "/api/festivals.ics", tag: "festivals", summary: "The same as an iCalendar feed", query: festivals.festivalsIcsQuery, answer: { contentType: "text/calendar" }, errors: ["no_sunrise"] },
  { method: "GET", path: "/api/muhurat", tag: "muhurat", summary: "Shubh muhurat windows of an undertaking within a date range (at most 366 days)", query: muhurat.muhuratQuery, answer: { schema: muhurat.muhuratAnswer }, errors: ["no_sunrise"] },
  // Content and the admin CMS (issue 24)
  { method: "GET", path: "/api/content/articles", tag: "content", summary: "Published blog articles in a language, newest first, three per page (spec §2.7)", query: content.articleListQuery, answer: { schema: content.articleListAnswer } },
  { method: "GET", path: "/api/content/articles/by-id/:id", tag: "content", summary: "The slug of article number `id` (for /article/{id})", params: content.articleIdParam, answer: { schema: content.articleIdAnswer }, errors: ["not_found"] },
  { method: "GET", path: "/api/content/articles/:slug", tag: "content", summary: "A published article in a language, its Markdown rendered to inert HTML", params: content.articleParam, query: content.articleQuery, answer: { schema: content.articleAnswer }, errors: ["not_found"] },
  { method: "GET", path: "/api/content/page", tag: "content", summary: "A published CMS page (learning, topics, company, legal) by its route path, in the language asked or else English", query: content.pageQuery, answer: { schema: content.pageAnswer }, errors: ["not_found"] },
  { method: "GET", path: "/api/media/:file", tag: "content", summary: "An image uploaded for content (immutable: its name is its SHA-256)", params: content.mediaParam, answer: { contentType: "image/*" }, errors: ["not_found"] },
  { method: "POST", path: "/api/support/tickets", tag: "support", summary: "The /support contact form: opens a ticket and mails an acknowledgement (rate-limited per address and per IP)", body: admin.supportTicketBody, answer: { status: 201, schema: admin.supportTicketAnswer }, errors: ["rate_limited"] },

  { method: "GET", path: "/api/admin/content", tag: "admin", access: "admin", summary: "Articles and pages with each language's status, newest edit first", query: content.adminContentQuery, answer: { schema: content.adminContentListAnswer }, errors: ["forbidden"] },
  { method: "POST", path: "/api/admin/content", tag: "admin", access: "admin", summary: "Create an article or a page (its texts are added per language)", body: content.createContentBody, answer: { status: 201, schema: content.adminContentDetail }, errors: ["forbidden", "conflict"] },
  { method: "GET", path: "/api/admin/content/:id", tag: "admin", access: "admin", summary: "An article or page with every language's text (Markdown)", params: content.adminContentParam, answer: { schema: content.adminContentDetail }, errors: ["forbidden", "not_found"] },
  { method: "PATCH", path: "/api/admin/content/:id", tag: "admin", access: "admin", summary: "Change an item's slug, category, gradient or tools", params: content.adminContentParam, body: content.updateContentBody, answer: { schema: content.adminContentDetail }, errors: ["forbidden", "not_found", "conflict"] },
  { method: "DELETE", path: "/api/admin/content/:id", tag: "admin", access: "admin", summary: "Delete an item and all its texts", params: content.adminContentParam, answer: { status: 204 }, errors: ["forbidden", "not_found"] },
  { method: "PUT", path: "/api/admin/content/:id/texts/:locale", tag: "admin", access: "admin", summary: "Save one language's text: draft, published now, or scheduled (published with a later publishAt); 409 when another admin saved since `expectedUpdatedAt`", params: content.adminContentTextParam, body: content.saveTextBody, answer: { schema: content.adminContentDetail }, errors: ["forbidden", "not_found", "conflict"] },
  { method: "DELETE", path: "/api/admin/content/:id/texts/:locale", tag: "admin", access: "admin", summary: "Delete one language's text", params: content.adminContentTextParam, answer: { schema: content.adminContentDetail }, errors: ["forbidden", "not_found"] },
  { method: "POST", path: "/api/admin/content/preview", tag: "admin", access: "admin", summary: "Render Markdown exactly as published (the editor's live preview)", body: content.previewBody, answer: { schema: content.previewAnswer }, errors: ["forbidden"] },
  { method: "POST", path: "/api/admin/media", tag: "admin", access: "admin", summary: "Upload an image as the raw body (JPEG, PNG, WebP or GIF by its bytes, at most 2 MB) to R2; answers its URL", upload: { contentTypes: content.mediaContentTypes, maxBytes: content.MAX_MEDIA_BYTES }, answer: { status: 201, schema: content.mediaAnswer }, errors: ["forbidden", "payload_too_large", "unsupported_media_type"] },

  { method: "GET", path: "/api/admin/stats", tag: "admin", access: "admin", summary: "The dashboard: users, consultations, revenue and reports per IST day, recent payments and refunds, open tickets and pending applications", query: admin.statsQuery, answer: { schema: admin.statsAnswer }, errors: ["forbidden"] },
  { method: "GET", path: "/api/admin/settings", tag: "admin", access: "admin", summary: "Every editable setting (prices, free minutes, packs, GST, the astrologer's share, claims, recharge amounts, seller, sister sites) and the products", answer: { schema: admin.settingsAnswer }, errors: ["forbidden"] },
  { method: "PUT", path: "/api/admin/settings/:key", tag: "admin", access: "admin", summary: "Replace one setting, checked against its schema; takes effect for prices at once", params: admin.settingParam, body: admin.settingBody, answer: { schema: admin.settingsAnswer }, errors: ["forbidden"] },
  { method: "PATCH", path: "/api/admin/products/:id", tag: "admin", access: "admin", summary: "Change a product's price (paise, GST-inclusive), whether it is sold, or its order", params: admin.productParam, body: admin.productBody, answer: { schema: admin.adminProduct }, errors: ["forbidden", "not_found"] },
  { method: "GET", path: "/api/admin/promo-codes", tag: "admin", access: "admin", summary: "Every promo code with its use count", answer: { schema: admin.promoListAnswer }, errors: ["forbidden"] },
  { method: "POST", path: "/api/admin/promo-codes", tag: "admin", access: "admin", summary: "Create a promo code (percent with a cap, or flat)", body: admin.promoCreateBody, answer: { status: 201, schema: admin.promoCodeSchema }, errors: ["forbidden", "conflict"] },
  { method: "PATCH", path: "/api/admin/promo-codes/:code", tag: "admin", access: "admin", summary: "Switch a promo code on or off, or change its expiry, cap or largest bonus", params: admin.promoParam, body: admin.promoUpdateBody, answer: { schema: admin.promoCodeSchema }, errors: ["forbidden", "not_found"] },
  { method: "GET", path: "/api/admin/tickets", tag: "admin", access: "admin", summary: "Support tickets, oldest open first", query: admin.ticketsQuery, answer: { schema: admin.ticketsAnswer }, errors: ["forbidden"] },
  { method: "POST", path: "/api/admin/tickets/:id/reply", tag: "admin", access: "admin", summary: "Answer a ticket: the reply is mailed to its address in its language; `close` closes it", params: admin.ticketParam, body: admin.ticketReplyBody, answer: { schema: admin.ticket }, errors: ["forbidden", "not_found", "conflict"] },
  { method: "GET", path: "/api/admin/audit", tag: "admin", access: "admin", summary: "The audit log of admin writes (who, what, before and after), newest first", query: admin.auditQuery, answer: { schema: admin.auditAnswer }, errors: ["forbidden"] },
  // Calculators and divination (issue 25): each tool's rows live in its own contract file.
  ...numerology.routeRows,
  ...babyNames.routeRows,
  ...lalKitab.routeRows,
  ...gemstones.routeRows,
  ...tarot.routeRows,
  // Booked call, video and chat slots (issue 26)
  ...bookings.routeRows,
];
