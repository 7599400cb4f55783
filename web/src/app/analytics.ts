/**
 * Analytics (spec §7): Google Analytics 4 loads only when the site has a measurement id
 * (none is configured in development). Page views go out on every route change with the
 * path and the site's domain dimension; the product's custom events go through `track`.
 * Events sent before the tag is ready wait in a queue and go out once it is.
 */
import { siteConfig } from "./site";
import type { GaConfigAnswer } from "@contract/site";
import { apiJson } from "../lib/api";

/** The custom events of spec §7 and their parameters. Revenue events default to INR. */
export type AnalyticsEvent =
  | { name: "signup_completed"; method: "email" | "google" | "phone" }
  | { name: "login"; method: "email" | "google" | "phone" }
  | { name: "kundli_generated"; chartStyle?: string }
  | { name: "consultation_started"; astrologerId: string; service: "chat" | "call" | "video" }
  | { name: "payment_completed"; value: number; currency?: string; transaction_id: string; orderId?: string }
  | { name: "payment_failed"; value: number; currency?: string; reason?: string }
  | { name: "promo_code_applied"; code: string; value?: number };

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

const measurementIdPattern = /^G-[A-Z0-9]{4,16}$/;

let measurementId: string | null = null;
/** Set once the id is known: null = analytics is off for this page, and nothing is queued. */
let resolved = false;
let domain = "";
let userId: string | null = null;
/** Calls waiting for the tag, built when sent so they carry the domain that ga-config answers. */
const pending: (() => unknown[])[] = [];

function send(build: () => unknown[]): void {
  const w = window as unknown as AnalyticsWindow;
  if (w.gtag) w.gtag(...build());
  else if (!resolved) pending.push(build);
}

/**
 * The measurement id to use when `/api/analytics/ga-config` fails (spec §8): the id of the
 * site serving this hostname, from the site table the Worker writes into the page
 * (`siteConfig().analytics`), else the main site's id. Null when neither has one.
 */
export function fallbackMeasurementId(hostname: string, analytics: { byHost: Record<string, string>; mainId: string | null }): string | null {
  return analytics.byHost[hostname.toLowerCase()] ?? analytics.mainId;
}

async function configuredMeasurementId(): Promise<string | null> {
  const site = siteConfig();
  domain = site.domain;
  try {
    const { data } = await apiJson<GaConfigAnswer>("/api/analytics/ga-config");
    if (!data) throw new Error("no data");
    if (typeof data.domain === "string") domain = data.domain;
    return typeof data.measurementId === "string" ? data.measurementId : null;
  } catch (err) {
    console.warn("analytics config unavailable", err);
    return fallbackMeasurementId(window.location.hostname, site.analytics);
  }
}

/** Reads the id from `/api/analytics/ga-config`, falling back to the id for this hostname (spec §8). */
export async function initAnalytics(): Promise<void> {
  const id = await configuredMeasurementId();
  resolved = true;
  if (!id || !measurementIdPattern.test(id)) {
    pending.length = 0;
    return;
  }
  measurementId = id;
  const w = window as unknown as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id, { send_page_view: false, page_location: pageLocation(), custom_map: { dimension1: "domain" }, ...(userId ? { user_id: userId } : {}) });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  for (const build of pending.splice(0)) w.gtag(...build());
}

/**
 * The signed-in user's id for analytics (spec §7 reads the user's id and email): called by the
 * session once it knows who is signed in (null when signed out). Only the opaque account id is
 * sent as `user_id`; the email is personal data that Google Analytics' terms forbid sending.
 */
export function setAnalyticsUser(id: string | null): void {
  if (id === userId) return;
  userId = id;
  const current = measurementId;
  if (current) send(() => ["config", current, { send_page_view: false, user_id: id ?? undefined }]);
}

/**
 * The page's address without its query string or fragment: the kundli and matching pages carry
 * names and birth details in the query, which must not reach Google (the privacy policy, DPDP).
 * gtag.js would otherwise send the full `document.location` with every hit.
 */
function pageLocation(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

export function trackPageView(pagePath: string, pageTitle: string): void {
  send(() => ["event", "page_view", { page_path: pagePath, page_location: pageLocation(), page_title: pageTitle, domain }]);
  send(() => ["event", "spa_page_view", { page_path: pagePath, page_location: pageLocation(), page_title: pageTitle, domain }]);
}

/** Sends one custom event; money values are in rupees and INR unless said otherwise. */
export function track(event: AnalyticsEvent): void {
  const { name, ...params } = event;
  const withCurrency = "value" in params && params.value !== undefined ? { currency: "INR", ...params } : params;
  send(() => ["event", name, { ...withCurrency, page_location: pageLocation(), domain }]);
}

const sentOnce = new Set<string>();

/**
 * Sends an event once per key (name the event in the key) for the life of the page (e.g. `kundli_generated` once per chart,
 * however often the page re-renders or the chart's views remount).
 */
export function trackOnce(key: string, event: AnalyticsEvent): void {
  if (sentOnce.has(key)) return;
  sentOnce.add(key);
  track(event);
}

// ——— Money events. Their amounts are integer paise (the ledger's unit); GA receives rupees.
// The payments' events are sent by web/src/features/wallet/checkout.tsx; consultation_started
// names where the consultation issue must call it. ———

/** Call when a paid chat, call or video session opens (the ChatRoom's first billed minute starts). */
export function trackConsultationStarted(astrologerId: string, service: "chat" | "call" | "video"): void {
  track({ name: "consultation_started", astrologerId, service });
}

/**
 * Call once the server has confirmed a payment (never from the gateway's client callback alone):
 * `transactionId` is the gateway's payment id for a recharge (with its `orderId`), or the pack's id
 * for a pack paid from the wallet, or the report's id for a report; the value is what the user paid (GST included).
 */
export function trackPaymentCompleted(transactionId: string, amountPaise: number, orderId?: string): void {
  track({ name: "payment_completed", transaction_id: transactionId, ...(orderId ? { orderId } : {}), value: amountPaise / 100 });
}

/** Call on the payment-failure page, or when the checkout reports a failed or dismissed payment. */
export function trackPaymentFailed(amountPaise: number, reason?: string): void {
  track({ name: "payment_failed", value: amountPaise / 100, ...(reason ? { reason } : {}) });
}

/** Call when a promo code has taken effect (a recharge with its bonus was paid), with the bonus or discount it gave. */
export function trackPromoCodeApplied(code: string, discountPaise?: number): void {
  track({ name: "promo_code_applied", code, ...(discountPaise === undefined ? {} : { value: discountPaise / 100 }) });
}
