/**
 * Analytics (spec §7): Google Analytics 4 loads only when the site has a measurement id
 * (none is configured in development). Page views go out on every route change with the
 * path and the site's domain dimension; the product's custom events go through `track`.
 */
import { siteConfig } from "./site";
import type { GaConfigAnswer } from "@contract/site";
import { apiJson } from "../lib/api";

/** The custom events of spec §7 and their parameters. Revenue events default to INR. */
export type AnalyticsEvent =
  | { name: "signup_completed"; method: "email" | "google" }
  | { name: "login"; method: "email" | "google" }
  | { name: "kundli_generated"; chartStyle?: string }
  | { name: "consultation_started"; astrologerId: string; service: "chat" | "call" | "video" }
  | { name: "payment_completed"; value: number; currency?: string; orderId: string }
  | { name: "payment_failed"; value: number; currency?: string; reason?: string }
  | { name: "promo_code_applied"; code: string; value?: number };

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

let measurementId: string | null = null;
let domain = "";
const pending: unknown[][] = [];

function send(...args: unknown[]): void {
  const w = window as unknown as AnalyticsWindow;
  if (w.gtag) w.gtag(...args);
  else if (!measurementId) pending.push(args);
}

/** Reads the id from `/api/analytics/ga-config`, falling back to the page's site config (spec §8). */
export async function initAnalytics(): Promise<void> {
  const site = siteConfig();
  domain = site.domain;
  let id: string | null = site.measurementId;
  try {
    const { data } = await apiJson<GaConfigAnswer>("/api/analytics/ga-config");
    if (data) {
      id = typeof data.measurementId === "string" ? data.measurementId : null;
      if (typeof data.domain === "string") domain = data.domain;
    }
  } catch (err) {
    console.warn("analytics config unavailable; using the site's default", err);
  }
  if (!id || !/^G-[A-Z0-9]{4,16}$/.test(id)) {
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
  w.gtag("config", id, { send_page_view: false, custom_map: { dimension1: "domain" } });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  for (const args of pending.splice(0)) w.gtag(...args);
}

export function trackPageView(pagePath: string, pageTitle: string): void {
  const params = { page_path: pagePath, page_title: pageTitle, domain };
  send("event", "page_view", params);
  send("event", "spa_page_view", params);
}

/** Sends one custom event; money values are in rupees and INR unless said otherwise. */
export function track(event: AnalyticsEvent): void {
  const { name, ...params } = event;
  const withCurrency = "value" in params && params.value !== undefined ? { currency: "INR", ...params } : params;
  send("event", name, { ...withCurrency, domain });
}
