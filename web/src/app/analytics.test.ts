/**
 * Analytics (spec §7, §8) without a browser: `window`, `document` and `fetch` are stubbed, and
 * the module is loaded fresh for each test (it keeps the queue and the id in module state).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const siteConfig = {
  id: "telugu",
  name: { en: "Jyotish Setu", hi: "ज्योतिष सेतु", ta: "ஜோதிட சேது", te: "జ్యోతిష సేతు" },
  theme: "telugu",
  defaultLocale: "te",
  measurementId: "G-TELUGU01",
  domain: "Telugu sister site",
  canonicalHost: "jyotishsetu.in",
  analytics: { byHost: { "jyotishsetu.in": "G-MAIN0001", "telugu.jyotishsetu.in": "G-TELUGU01" }, mainId: "G-MAIN0001" },
};

interface FakeWindow {
  location: { hostname: string };
  dataLayer?: IArguments[];
  gtag?: (...args: unknown[]) => void;
}
let fakeWindow: FakeWindow;
const appended: { src?: string }[] = [];

function stubPage(hostname: string, fetchImpl: () => Promise<Response>) {
  fakeWindow = { location: { hostname } };
  appended.length = 0;
  vi.stubGlobal("window", fakeWindow);
  vi.stubGlobal("document", {
    getElementById: (id: string) => (id === "site-config" ? { textContent: JSON.stringify(siteConfig) } : null),
    createElement: () => ({}),
    head: { append: (el: { src?: string }) => appended.push(el) },
  });
  vi.stubGlobal("fetch", vi.fn(fetchImpl));
  vi.spyOn(console, "warn").mockImplementation(() => {});
}

/** What reached gtag, as plain arrays ("config"/"event" calls after the initial "js"). */
const sent = () => (fakeWindow.dataLayer ?? []).map((args) => [...args]).filter((a) => a[0] !== "js");

const gaConfig = (measurementId: string | null) => () =>
  Promise.resolve(Response.json({ success: true, data: { measurementId, domain: "telugu.jyotishsetu.in", description: "Telugu sister site" } }));

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the fallback measurement id (spec §8)", () => {
  it("is the id of the site serving the hostname, else the main site's", async () => {
    const { fallbackMeasurementId } = await import("./analytics");
    const table = siteConfig.analytics;
    expect(fallbackMeasurementId("telugu.jyotishsetu.in", table)).toBe("G-TELUGU01");
    expect(fallbackMeasurementId("TELUGU.jyotishsetu.in", table)).toBe("G-TELUGU01");
    expect(fallbackMeasurementId("unknown.example", table)).toBe("G-MAIN0001");
    expect(fallbackMeasurementId("unknown.example", { byHost: {}, mainId: null })).toBeNull();
  });

  it("is used when /api/analytics/ga-config fails", async () => {
    stubPage("telugu.jyotishsetu.in", () => Promise.resolve(new Response("down", { status: 500 })));
    const { initAnalytics } = await import("./analytics");
    await initAnalytics();
    expect(sent()[0]).toEqual(["config", "G-TELUGU01", expect.objectContaining({ send_page_view: false })]);
    expect(appended[0]?.src).toContain("id=G-TELUGU01");
  });

  it("falls back to the main site's id on an unlisted host when the call cannot be made", async () => {
    stubPage("preview.example.net", () => Promise.reject(new TypeError("offline")));
    const { initAnalytics } = await import("./analytics");
    await initAnalytics();
    expect(sent()[0]?.[1]).toBe("G-MAIN0001");
  });

  it("is not used when ga-config answers that the site has no analytics", async () => {
    stubPage("telugu.jyotishsetu.in", gaConfig(null));
    const { initAnalytics, track } = await import("./analytics");
    track({ name: "login", method: "email" });
    await initAnalytics();
    expect(fakeWindow.gtag).toBeUndefined();
    expect(appended).toEqual([]);
  });
});

describe("events (spec §7)", () => {
  it("are queued before the tag is ready and sent after, revenue in INR rupees", async () => {
    stubPage("telugu.jyotishsetu.in", gaConfig("G-TELUGU01"));
    const analytics = await import("./analytics");
    analytics.track({ name: "signup_completed", method: "email" });
    analytics.trackPaymentCompleted("pay_1", 76_500, "order_1");
    expect(sent()).toEqual([]);
    await analytics.initAnalytics();
    analytics.trackPaymentFailed(49_900, "declined");
    analytics.trackPromoCodeApplied("DIWALI", 5_000);
    const events = sent().filter((a) => a[0] === "event");
    expect(events).toEqual([
      ["event", "signup_completed", { method: "email", domain: "telugu.jyotishsetu.in" }],
      ["event", "payment_completed", { currency: "INR", transaction_id: "pay_1", orderId: "order_1", value: 765, domain: "telugu.jyotishsetu.in" }],
      ["event", "payment_failed", { currency: "INR", value: 499, reason: "declined", domain: "telugu.jyotishsetu.in" }],
      ["event", "promo_code_applied", { currency: "INR", code: "DIWALI", value: 50, domain: "telugu.jyotishsetu.in" }],
    ]);
  });

  it("kundli_generated goes out once per chart however often it is tracked", async () => {
    stubPage("telugu.jyotishsetu.in", gaConfig("G-TELUGU01"));
    const analytics = await import("./analytics");
    await analytics.initAnalytics();
    analytics.trackOnce("/api/kundli?date=1990-01-01", { name: "kundli_generated", chartStyle: "north" });
    analytics.trackOnce("/api/kundli?date=1990-01-01", { name: "kundli_generated", chartStyle: "south" });
    analytics.trackOnce("/api/kundli?date=1991-01-01", { name: "kundli_generated", chartStyle: "north" });
    expect(sent().filter((a) => a[1] === "kundli_generated")).toHaveLength(2);
  });

  it("carry the signed-in user's id as user_id, never the email", async () => {
    stubPage("telugu.jyotishsetu.in", gaConfig("G-TELUGU01"));
    const analytics = await import("./analytics");
    analytics.setAnalyticsUser("usr_123");
    await analytics.initAnalytics();
    expect(sent()[0]).toEqual(["config", "G-TELUGU01", expect.objectContaining({ user_id: "usr_123" })]);
    analytics.setAnalyticsUser(null);
    expect(sent().at(-1)).toEqual(["config", "G-TELUGU01", { send_page_view: false, user_id: undefined }]);
    expect(JSON.stringify(sent())).not.toContain("@");
  });
});
