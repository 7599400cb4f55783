import { Hono } from "hono";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./env";
import { setBaseSecurityHeaders } from "@site/security-headers";
import { adminAuditRoutes } from "./features/admin/audit-routes";
import { adminPromoRoutes } from "./features/admin/promo-routes";
import { adminRoutes } from "./features/admin/routes";
import { adminContentRoutes, adminMediaRoutes, contentRoutes, mediaRoutes } from "./features/content/routes";
import { adminSettingsRoutes } from "./features/admin/settings-routes";
import { adminTicketRoutes, supportRoutes } from "./features/support/routes";
import { authRoutes } from "./features/auth/routes";
import { chartRoutes } from "./features/charts/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { astrologerRoutes } from "./features/astrologers/routes";
import { adminApplicationRoutes, astrologerAccountRoutes, astrologerPhotoRoutes } from "./features/astrologer-account/routes";
import { healthRoutes } from "./features/health/routes";
import { horoscopeRoutes, transitRoutes } from "./features/horoscope/routes";
import { reportRoutes } from "./features/reports/routes";
import { kundliRoutes } from "./features/kundli/routes";
import { matchingRoutes } from "./features/matching/routes";
import { festivalIcsRoutes, festivalRoutes } from "./features/festivals/routes";
import { muhuratRoutes } from "./features/muhurat/routes";
import { openApiRoutes } from "./features/openapi/routes";
import { locationRoutes, timezoneRoutes } from "./features/locations/routes";
import { mePlaceRoutes, placeRoutes } from "./features/locations/place-routes";
import { planetRoutes } from "./features/planets/routes";
import { sourceRoutes } from "./features/source/routes";
import { panchangRoutes } from "./features/panchang/routes";
import { presenceRoutes } from "./features/presence/routes";
import { pricingRoutes } from "./features/pricing/routes";
import { todayRoutes } from "./features/today/routes";
import { zodiacImageRoutes } from "./features/zodiac-image/routes";
import { astrologerSideRoutes, consultationRoutes } from "./features/consultations/routes";
import { adminWalletRoutes, devGatewayRoutes, paymentRoutes, walletRoutes } from "./features/wallet/routes";
import { numerologyRoutes } from "./features/numerology/routes";
import { babyNameRoutes } from "./features/baby-names/routes";
import { lalKitabRoutes } from "./features/lal-kitab/routes";
import { gemstoneRoutes } from "./features/gemstones/routes";
import { tarotRoutes } from "./features/tarot/routes";
import { bookingRoutes, slotRoutes } from "./features/bookings/routes";
import { handleError, handleNotFound } from "./lib/errors";
import { requestBodies } from "./lib/validate";
import { apiRoutes } from "@contract/routes";

/**
 * The API: one sub-app per feature mounted under `/api`, one error shape for every
 * failure (`lib/errors.ts`), and a request id on every answer. Every route's contract (its
 * schemas, for `/api/openapi.json`) is a row of `@contract/routes`; a test keeps the two equal.
 */
export function createApp() {
  const api = new Hono<AppEnv>().basePath("/api");
  api.use(requestId());
  // nosniff (and HSTS on https) on every answer, errors included; Cache-Control stays each route's.
  api.use(async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    try {
      setBaseSecurityHeaders(c.res.headers, url);
    } catch {
      // A response passed through from fetch or the Cache API has immutable headers.
      c.res = new Response(c.res.body, c.res);
      setBaseSecurityHeaders(c.res.headers, url);
    }
  });
  // Public reads may be embedded by the sister sites; credentialed calls stay same-origin.
  api.use(cors({ origin: "*", allowMethods: ["GET", "HEAD", "OPTIONS"], maxAge: 86400 }));
  // Bodies: JSON routes take only application/json, and no body is larger than its cap.
  api.use(requestBodies(apiRoutes));
  api.route("/health", healthRoutes);
  api.route("/openapi.json", openApiRoutes);
  api.route("/auth", authRoutes);
  api.route("/admin/wallet", adminWalletRoutes);
  api.route("/admin/astrologer-applications", adminApplicationRoutes);
  api.route("/admin/content", adminContentRoutes);
  api.route("/admin/media", adminMediaRoutes);
  api.route("/admin/promo-codes", adminPromoRoutes);
  api.route("/admin/tickets", adminTicketRoutes);
  api.route("/admin/audit", adminAuditRoutes);
  api.route("/admin", adminSettingsRoutes);
  api.route("/admin", adminRoutes);
  api.route("/content", contentRoutes);
  api.route("/media", mediaRoutes);
  api.route("/support", supportRoutes);
  api.route("/analytics", analyticsRoutes);
  api.route("/astrologers", astrologerPhotoRoutes);
  api.route("/astrologers", slotRoutes);
  api.route("/astrologers", astrologerRoutes);
  api.route("/astrologer", astrologerAccountRoutes);
  api.route("/planets", planetRoutes);
  api.route("/horoscope", horoscopeRoutes);
  api.route("/reports", reportRoutes);
  api.route("/transits", transitRoutes);
  api.route("/locations", locationRoutes);
  api.route("/timezone", timezoneRoutes);
  api.route("/places", placeRoutes);
  api.route("/me/place", mePlaceRoutes);
  api.route("/zodiac-image", zodiacImageRoutes);
  api.route("/source", sourceRoutes);
  api.route("/today", todayRoutes);
  api.route("/panchang", panchangRoutes);
  api.route("/presence", presenceRoutes);
  api.route("/pricing", pricingRoutes);
  api.route("/kundli", kundliRoutes);
  api.route("/charts", chartRoutes);
  api.route("/matching", matchingRoutes);
  api.route("/festivals.ics", festivalIcsRoutes);
  api.route("/festivals", festivalRoutes);
  api.route("/muhurat", muhuratRoutes);
  api.route("/wallet", walletRoutes);
  api.route("/consultations", consultationRoutes);
  api.route("/astrologer", astrologerSideRoutes);
  api.route("/payments", paymentRoutes);
  api.route("/dev/gateway", devGatewayRoutes);
  // Calculators and divination (issue 25)
  api.route("/numerology", numerologyRoutes);
  api.route("/baby-names", babyNameRoutes);
  api.route("/lal-kitab", lalKitabRoutes);
  api.route("/gemstones", gemstoneRoutes);
  api.route("/tarot", tarotRoutes);
  // Booked call, video and chat slots (issue 26)
  api.route("/bookings", bookingRoutes);
  api.notFound(handleNotFound);
  api.onError(handleError);
  return api;
}

export type Api = ReturnType<typeof createApp>;
