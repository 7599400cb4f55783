/**
 * The API as an e2e test calls it beside the browser: JSON reads and writes with a bearer token
 * (the status checked, the body in the failure message), a wallet recharge through the local
 * development gateway, and a page opened signed in.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits until the SPA has started (the root marks `html[data-app=ready]`). */
export const appReady = (page: Page) => page.locator("html[data-app=ready]").waitFor({ state: "attached" });

export function apiCalls(baseUrl: string) {
  async function getJson<T>(path: string, token?: string): Promise<T> {
    const res = await fetch(new URL(path, baseUrl), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBe(200);
    return JSON.parse(text) as T;
  }

  /** POSTs `body` as JSON (none when undefined) and expects `status`. */
  async function postJson<T>(path: string, token: string, body: unknown, status = 200, headers: Record<string, string> = {}): Promise<T> {
    const res = await fetch(new URL(path, baseUrl), {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBe(status);
    return JSON.parse(text) as T;
  }

  /** Adds `amountPaise` to the wallet as the recharge page does, through the local development gateway; answers the new balance. */
  async function recharge(token: string, amountPaise: number): Promise<number> {
    const order = await postJson<{ orderId: string }>("/api/wallet/orders", token, { amountPaise }, 201, { "Idempotency-Key": crypto.randomUUID() });
    const paid = await postJson<{ paymentId: string; signature?: string }>(`/api/dev/gateway/orders/${order.orderId}/pay`, token, { outcome: "success" });
    const verified = await postJson<{ balancePaise: number }>(`/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: paid.paymentId, signature: paid.signature });
    return verified.balancePaise;
  }

  return { getJson, postJson, recharge };
}

/** A signed-in page at `path`: the token stored as the SPA keeps it, then the page loaded. */
export async function openSignedIn(
  open: (path: string, options?: { width?: number }) => Promise<Page>,
  baseUrl: string,
  path: string,
  token: string,
  width = 1280,
): Promise<Page> {
  const page = await open("/about", { width });
  await appReady(page);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(new URL(path, baseUrl).href);
  await appReady(page);
  return page;
}

/**
 * The analytics events the page sent (gtag's calls in `dataLayer`). The e2e server gives the
 * classical site a measurement id, so its pages run the tag's queue (the tag itself cannot load offline).
 */
export async function analyticsEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  const calls = await page.evaluate(() => Array.from((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [], (args) => Array.from(args)));
  return calls.filter((c) => c[0] === "event" && c[1] === name).map((c) => c[2] as Record<string, unknown>);
}
