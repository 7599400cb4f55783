/**
 * Issue 20 in Chromium: a recharge through the local development gateway changes the header's
 * balance without a reload; a failed payment lands on /payment-failure and its "Try again" pays
 * the same order; a promo code adds its bonus once and is refused, with the server's reason, the
 * second time; the wallet page lists what happened.
 */
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { analyticsEvents } from "./http";
import { signUpByApi, signUpInPage } from "./signup";

const { open, baseUrl } = useBrowser();
const password = "sapta rishi 7";
const newEmail = (what: string) => `wallet.${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The recharge orders of the account signed in on `page`, as the database holds them. */
async function ordersOf(page: Page): Promise<{ id: string; status: string }[]> {
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem("user") ?? "{}") as { id?: string }).id);
  const db = createClient({ url: inject("libsqlUrl") });
  try {
    const { rows } = await db.execute({ sql: "select id, status from wallet_orders where user_id = ? order by created_at", args: [userId ?? ""] });
    return rows.map((r) => ({ id: String(r.id), status: String(r.status) }));
  } finally {
    db.close();
  }
}

/**
 * A client address of its own for each sign-up (TEST-NET-2): sign-ups are limited per address
 * (10 an hour), and every e2e file signs up through the same Worker.
 */
let addresses = 0;
const ownAddress = () => ({ "CF-Connecting-IP": `198.51.100.${++addresses}` });

/** A new account, signed in on its dashboard; `site` serves every page as that sister site. */
async function signedInPage(what: string, width?: number, site?: string): Promise<Page> {
  // The headers go on before the app's first request (its analytics config is cached by the browser).
  const page = await open("/api/health", width ? { width } : {});
  await page.setExtraHTTPHeaders({ ...ownAddress(), ...(site ? { "X-Site": site } : {}) });
  await page.goto(new URL("/signup", baseUrl).href);
  await signUpInPage(page, newEmail(what), password);
  await page.waitForURL(/\/dashboard$/);
  await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
  return page;
}

/** Client-side navigation through the header's own router (no reload), as a link would. */
async function go(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ __TSR_index: window.history.length }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, href);
}

/** Fills the custom amount and waits for the server's quote of exactly that amount. */
async function chooseAmount(page: Page, rupees: string, total: string): Promise<void> {
  await page.getByTestId("recharge-amount").fill(rupees);
  await expect.poll(() => page.getByTestId("quote-total").textContent().catch(() => null), { timeout: 30_000 }).toBe(total);
}

async function payThroughLocalGateway(page: Page, outcome: "success" | "failure"): Promise<void> {
  const gateway = page.getByTestId("local-gateway");
  await gateway.waitFor();
  expect(await gateway.textContent()).toContain("no real money");
  await gateway.getByTestId(outcome === "success" ? "local-pay-success" : "local-pay-failure").click();
}

/** Calls the API as the signed-in user `token` (JSON in, JSON out). */
async function api<T>(token: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(new URL(path, baseUrl), {
    method: body === undefined ? "GET" : "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** Checkout.js as the page meets it, served from Razorpay's address: it pays through the local gateway (which signs as Razorpay does) and answers as Checkout.js's handler and `payment.failed` do. */
const fakeCheckoutJs = `
window.Razorpay = function (options) {
  window.rzpOptions = options;
  var failed;
  return {
    on: function (event, listener) { if (event === "payment.failed") failed = listener; },
    close: function () {},
    open: function () {
      fetch("/api/dev/gateway/orders/" + options.order_id + "/pay", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer " + localStorage.getItem("token") },
        body: JSON.stringify({ outcome: window.rzpOutcome || "success" }),
      }).then(function (r) { return r.json(); }).then(function (a) {
        if (a.signature) options.handler({ razorpay_payment_id: a.paymentId, razorpay_order_id: options.order_id, razorpay_signature: a.signature });
        else failed({ error: { code: a.error.code, description: a.error.description, reason: a.error.reason, metadata: { payment_id: a.paymentId, order_id: options.order_id } } });
      });
    },
  };
};`;

const headerBalance = (page: Page) => page.getByTestId("header-balance").textContent().catch(() => null);

describe("the wallet in Chromium", () => {
  it("recharges ₹100 through the local gateway: GST on top, and the header's balance becomes ₹100.00 without a reload", async () => {
    const page = await signedInPage("recharge");
    expect(await headerBalance(page)).toBe("₹0.00");
    await go(page, "/wallet-recharge");
    await page.getByTestId("wallet-recharge").waitFor();
    // Marks the document: a reload would lose it. And watches the header: its balance must stay
    // on screen while it changes (the session is re-read quietly, not through "loading").
    await page.evaluate(() => {
      const w = window as unknown as { sameDocument: boolean; balanceGone: boolean };
      w.sameDocument = true;
      w.balanceGone = false;
      new MutationObserver(() => {
        if (!document.querySelector('[data-testid="header-balance"]')) w.balanceGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await chooseAmount(page, "100", "₹118.00");
    expect(await page.getByTestId("quote-amount").textContent()).toBe("₹100.00");
    expect(await page.getByTestId("quote-gst").textContent()).toBe("₹18.00");

    // A double click opens one checkout for one order.
    await page.getByTestId("recharge-pay").dblclick();
    await page.getByTestId("local-gateway").waitFor();
    expect(await page.getByTestId("local-gateway").count()).toBe(1);
    expect(await page.getByTestId("local-total").textContent()).toBe("₹118.00");
    const orderId = await page.getByTestId("local-order-id").textContent();
    expect(orderId).toMatch(/^order_/);
    await payThroughLocalGateway(page, "success");

    await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.get("order") === orderId);
    await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe("₹100.00");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { balanceGone?: boolean }).balanceGone)).toBe(false);
    await page.getByTestId("payment-success").waitFor();
    expect(await page.getByTestId("receipt-amount").textContent()).toBe("₹100.00");
    expect(await page.getByTestId("receipt-total").textContent()).toBe("₹118.00");
    expect(await page.getByTestId("receipt-payment-id").textContent()).toMatch(/^pay_/);
    expect(await page.getByTestId("success-balance").textContent()).toBe("₹100.00");
    expect(await page.getByTestId("receipt-html").getAttribute("href")).toMatch(/^\/api\/wallet\/invoices\/\d+\?format=html&lang=en$/);
    expect(await ordersOf(page)).toEqual([{ id: orderId, status: "paid" }]);
    // The receipt links are plain links: they open with the session cookie, without the bearer header.
    const receipt = await page.evaluate(async (href) => {
      const res = await fetch(href!, { credentials: "same-origin" });
      return { status: res.status, type: res.headers.get("Content-Type"), text: await res.text() };
    }, await page.getByTestId("receipt-html").getAttribute("href"));
    expect(receipt.status).toBe(200);
    expect(receipt.type).toContain("text/html");
    expect(receipt.text).toContain(orderId);
    await page.context().close();
  });

  it("a failed payment lands on /payment-failure with its reason, and Try again pays the same order", async () => {
    const page = await signedInPage("retry", undefined, "classical");
    await go(page, "/wallet-recharge?amount=100");
    await page.getByTestId("wallet-recharge").waitFor();
    // ?amount= preselects the amount.
    expect(await page.getByTestId("recharge-amount").inputValue()).toBe("100");
    await expect.poll(() => page.getByTestId("quote-total").textContent().catch(() => null), { timeout: 30_000 }).toBe("₹118.00");
    await page.getByTestId("recharge-pay").click();
    const orderId = await page.getByTestId("local-order-id").textContent();
    await payThroughLocalGateway(page, "failure");

    await page.waitForURL((url) => url.pathname === "/payment-failure" && url.searchParams.get("order") === orderId);
    await page.getByTestId("payment-failure").waitFor();
    expect(await page.getByTestId("failure-reason").textContent()).toContain("Payment failed at the local development gateway");
    expect(await page.getByRole("note").first().textContent()).toContain("Nothing was charged");
    expect(await headerBalance(page)).toBe("₹0.00");
    expect(await analyticsEvents(page, "payment_failed")).toEqual([expect.objectContaining({ value: 118, currency: "INR" })]);

    await page.getByTestId("payment-retry").click();
    expect(await page.getByTestId("local-order-id").textContent()).toBe(orderId);
    await payThroughLocalGateway(page, "success");
    await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.get("order") === orderId);
    await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe("₹100.00");
    expect(await ordersOf(page)).toEqual([{ id: orderId, status: "paid" }]);
    await page.context().close();
  });

  it("WELCOME50 adds its bonus once; the second time the server's reason is shown; the ledger lists the recharge and the bonus", async () => {
    const page = await signedInPage("promo", undefined, "classical");
    await go(page, "/wallet-recharge");
    await chooseAmount(page, "200", "₹236.00");
    await page.getByTestId("promo-code").fill("welcome50");
    await page.getByTestId("promo-apply").click();
    // 50 % of ₹200, within the code's ₹100 cap.
    await expect.poll(() => page.getByTestId("quote-bonus").textContent().catch(() => null), { timeout: 30_000 }).toBe("+₹100.00");
    expect(await page.getByTestId("promo-applied").textContent()).toContain("WELCOME50");
    expect(await page.getByTestId("quote-total").textContent()).toBe("₹236.00");
    await page.getByTestId("recharge-pay").click();
    await payThroughLocalGateway(page, "success");
    await page.waitForURL((url) => url.pathname === "/payment-success");
    await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe("₹300.00");
    expect(await page.getByTestId("receipt-bonus").textContent()).toBe("+₹100.00");
    const paymentId = await page.getByTestId("receipt-payment-id").textContent();
    expect(await analyticsEvents(page, "payment_completed")).toEqual([expect.objectContaining({ transaction_id: paymentId, value: 236, currency: "INR" })]);
    expect(await analyticsEvents(page, "promo_code_applied")).toEqual([expect.objectContaining({ code: "WELCOME50", value: 100 })]);

    await go(page, "/wallet-recharge");
    await chooseAmount(page, "100", "₹118.00");
    await page.getByTestId("promo-code").fill("WELCOME50");
    await page.getByTestId("promo-apply").click();
    const refusal = page.locator("[data-field-error]").filter({ has: page.getByTestId("promo-code") });
    await refusal.locator("p").waitFor();
    expect(await refusal.locator("p").textContent()).toBe("You have already used this promo code");
    expect(await page.getByTestId("quote-bonus").count()).toBe(0);

    await go(page, "/dashboard/wallet");
    await page.getByTestId("ledger").waitFor();
    expect(await page.getByTestId("wallet-balance").textContent()).toBe("₹300.00");
    const kinds = await page.getByTestId("ledger-entry").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-kind")).sort());
    expect(kinds).toEqual(["bonus", "recharge"]);
    await page.getByTestId("ledger-filter-bonus").click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "bonus");
    await expect.poll(() => page.getByTestId("ledger-entry").count()).toBe(1);
    expect(await page.getByTestId("ledger-amount").textContent()).toContain("+₹100.00");
    await page.context().close();
  });

  it("the recharge page fits a 360 px phone, and a code applied right after typing is judged on the new amount", async () => {
    const page = await signedInPage("phone", 360);
    await go(page, "/wallet-recharge");
    await page.getByTestId("recharge-pack").first().waitFor();
    await page.getByTestId("recharge-pack").first().click();
    await page.getByTestId("quote-total").waitFor({ timeout: 30_000 });
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    // RECHARGE100 needs ₹1,000: applied at once after typing 1000, before the quote of ₹50 is replaced.
    await page.getByTestId("promo-code").fill("RECHARGE100");
    await page.getByTestId("recharge-amount").fill("1000");
    await page.getByTestId("promo-apply").click();
    await expect.poll(() => page.getByTestId("quote-bonus").textContent().catch(() => null), { timeout: 30_000 }).toBe("+₹100.00");
    expect(await page.getByTestId("promo-applied").textContent()).toContain("RECHARGE100");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("with Razorpay, loads Checkout.js from Razorpay's host (the CSP allows it) with the order, and carries on from its handler and payment.failed", async () => {
    const page = await signedInPage("razorpay");
    const violations: string[] = [];
    page.on("console", (msg) => msg.text().includes("Content Security Policy") && violations.push(msg.text()));
    let scriptLoads = 0;
    await page.route("https://checkout.razorpay.com/v1/checkout.js", (route) => {
      scriptLoads += 1;
      return route.fulfill({ contentType: "application/javascript", body: fakeCheckoutJs });
    });
    // The Worker has no Razorpay keys here: its local orders (made, and read back) are presented as Razorpay's.
    await page.route(/\/api\/wallet\/orders(\/order_[A-Za-z0-9]+)?$/, async (route) => {
      const answer = await route.fetch();
      const order = (await answer.json()) as Record<string, unknown>;
      await route.fulfill({ response: answer, json: { ...order, gateway: "razorpay", keyId: "rzp_test_e2e" } });
    });
    await go(page, "/wallet-recharge");
    await chooseAmount(page, "100", "₹118.00");
    await page.evaluate(() => ((window as unknown as { rzpOutcome: string }).rzpOutcome = "failure"));
    await page.getByTestId("recharge-pay").click();
    await page.waitForURL((url) => url.pathname === "/payment-failure");
    const options = await page.evaluate(() => (window as unknown as { rzpOptions: Record<string, unknown> }).rzpOptions);
    expect(options).toMatchObject({ key: "rzp_test_e2e", amount: 11_800, currency: "INR", name: "Jyotish Setu" });
    expect(options.order_id).toBe(new URL(page.url()).searchParams.get("order"));
    expect((options.prefill as { email?: string }).email).toMatch(/^wallet\.razorpay\./);
    expect(await page.getByTestId("failure-reason").textContent()).toContain("Payment failed");

    // Try again reopens Checkout.js for the same order (loaded once per page).
    await page.evaluate(() => ((window as unknown as { rzpOutcome: string }).rzpOutcome = "success"));
    await page.getByTestId("payment-retry").click();
    await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.get("order") === options.order_id);
    await expect.poll(() => headerBalance(page), { timeout: 30_000 }).toBe("₹100.00");
    expect(scriptLoads).toBe(1);
    expect(violations).toEqual([]);
    // A read of the order may still be in a handler: let it go with the page.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.context().close();
  });

  it("a pack of minutes paid from the wallet shows on /payment-success?pack= with its price, the ledger entry and the new balance", async () => {
    const { token } = await signUpByApi(baseUrl, newEmail("pack"), password, ownAddress());
    // ₹2,000 into the wallet through the local gateway, as the recharge page does.
    const order = await api<{ orderId: string }>(token, "/api/wallet/orders", { amountPaise: 200_000 }, { "Idempotency-Key": crypto.randomUUID() });
    const paid = await api<{ paymentId: string; signature: string }>(token, `/api/dev/gateway/orders/${order.orderId}/pay`, { outcome: "success" });
    await api(token, `/api/wallet/orders/${order.orderId}/verify`, paid);
    const online = (await api<{ id: string; name: string; isOnline: boolean }[]>(token, "/api/astrologers")).find((a) => a.isOnline)!;
    const pack = await api<{ id: string; pricePaise: number; balancePaise: number; minutes: number }>(token, "/api/wallet/packs", { astrologer: online.id, service: "chat" }, { "Idempotency-Key": crypto.randomUUID() });

    const page = await open("/about");
    await page.evaluate((t) => localStorage.setItem("token", t), token);
    await page.goto(new URL(`/payment-success?pack=${pack.id}`, baseUrl).href);
    const heading = page.getByTestId("pack-success");
    await heading.waitFor();
    expect(await heading.textContent()).toBe(`Your ${pack.minutes}-minute chat pack with ${online.name} is ready`);
    expect(await page.getByTestId("pack-price").textContent()).toContain(`₹${(pack.pricePaise / 100).toLocaleString("en-IN")}`);
    expect(await page.getByTestId("pack-balance").textContent()).toBe(`₹${(pack.balancePaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`);
    expect(await page.getByTestId("pack-entry").textContent()).toContain(`−₹${(pack.pricePaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`);
    expect(await page.getByRole("link", { name: online.name }).getAttribute("href")).toBe(`/astrologer/${online.id}`);
    await page.context().close();
  });

  it("the checkout's top-up: the shortfall preselected on the recharge page, paid, Continue back to the checkout, the pack paid from the wallet", async () => {
    const page = await signedInPage("topup");
    const token = await page.evaluate(() => localStorage.getItem("token")!);
    const online = (await api<{ id: string; name: string; isOnline: boolean }[]>(token, "/api/astrologers")).find((a) => a.isOnline)!;
    await go(page, `/checkout?astrologer=${online.id}&service=chat`);
    const topUp = page.getByTestId("checkout-shortfall").getByRole("link");
    await topUp.waitFor();
    await topUp.click();
    await page.waitForURL((url) => url.pathname === "/wallet-recharge" && url.searchParams.get("return") === `/checkout?astrologer=${online.id}&service=chat`);
    const wanted = new URL(page.url()).searchParams.get("amount")!;
    expect(await page.getByTestId("recharge-amount").inputValue()).toBe(wanted);
    await expect.poll(() => page.getByTestId("quote-amount").textContent().catch(() => null), { timeout: 30_000 }).toBe(`₹${Number(wanted).toLocaleString("en-IN")}.00`);
    await page.getByTestId("recharge-pay").click();
    await payThroughLocalGateway(page, "success");
    await page.waitForURL((url) => url.pathname === "/payment-success" && url.searchParams.has("return"));
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/checkout" && url.searchParams.get("astrologer") === online.id && url.searchParams.get("service") === "chat");
    await page.getByTestId("pay-from-wallet").click();
    await page.waitForURL((url) => url.pathname === "/payment-success" && Boolean(url.searchParams.get("pack")));
    expect(await page.getByTestId("pack-success").textContent()).toContain(online.name);
    await page.context().close();
  });
});
