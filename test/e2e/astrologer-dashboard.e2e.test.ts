/**
 * Issue 21, the astrologer's side in Chromium: an astrologer goes online from the dashboard and
 * the listing shows them online; a user's chat request appears on the dashboard within the poll,
 * with its countdown; the astrologer declines it, and the user's /consultations shows it declined
 * with nothing charged (the wallet's balance unchanged). An account without the astrologer role
 * is told the page is for astrologers and pointed to the application.
 */
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const password = "sapta rishi 7";
const ratePerMinutePaise = 2000;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newEmail = (what: string) => `astroweb.${what}.${unique()}@example.com`;
const ready = (page: Page) => page.locator("html[data-app=ready]").waitFor({ state: "attached" });

async function getJson<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(new URL(path, baseUrl), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

async function postJson<T>(path: string, token: string, body: unknown, status = 200, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** Adds `amountPaise` to the wallet through the local development gateway, as the recharge page does. */
async function recharge(token: string, amountPaise: number): Promise<number> {
  const order = await postJson<{ orderId: string }>("/api/wallet/orders", token, { amountPaise }, 201, { "Idempotency-Key": crypto.randomUUID() });
  const paid = await postJson<{ paymentId: string; signature?: string }>(`/api/dev/gateway/orders/${order.orderId}/pay`, token, { outcome: "success" });
  const verified = await postJson<{ balancePaise: number }>(`/api/wallet/orders/${order.orderId}/verify`, token, { paymentId: paid.paymentId, signature: paid.signature });
  return verified.balancePaise;
}

/**
 * Makes the account an astrologer, as an administrator's approval does: a listing row of its own
 * (offline) linked to the account, and the `astrologer` role (read from the database on every call).
 */
async function makeAstrologer(userId: string, name: string): Promise<string> {
  const id = `e2e-${unique()}`;
  const db = createClient({ url: inject("libsqlUrl") });
  try {
    await db.batch(
      [
        {
          sql: `insert into astrologers (id, slug, name, is_online, experience_years, rating, specialties, rate_per_minute_paise, languages, bio, user_id)
                values (?, ?, ?, 0, 12, 4.5, '["vedic"]', ?, '["en","ta"]', 'An astrologer made by the dashboard test.', ?)`,
          args: [id, id, name, ratePerMinutePaise, userId],
        },
        { sql: "update users set role = 'astrologer' where id = ?", args: [userId] },
      ],
      "write",
    );
  } finally {
    db.close();
  }
  return id;
}

/** A signed-in page at `path` (the token stored as the SPA keeps it). */
async function openSignedIn(path: string, token: string, width = 1280): Promise<Page> {
  const page = await open("/about", { width });
  await ready(page);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(new URL(path, baseUrl).href);
  await ready(page);
  return page;
}

type ListedAstrologer = { id: string; isOnline: boolean };

describe("the astrologer's dashboard in Chromium", () => {
  it("goes online, shows a user's request within the poll, and a declined request reaches the user's list as declined with nothing charged", async () => {
    const astrologerAccount = await signUpByApi(baseUrl, newEmail("astro"), password);
    const user = await signUpByApi(baseUrl, newEmail("user"), password);
    const astrologerId = await makeAstrologer(astrologerAccount.user.id, "Jyoti Test Sharma");
    const balanceBefore = await recharge(user.token, 50_000);

    // 1. The astrologer goes online from the dashboard, at phone width.
    const dashboard = await openSignedIn("/astrologer-dashboard", astrologerAccount.token, 360);
    const toggle = dashboard.getByTestId("ad-online-switch");
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");

    // 2. The listing shows them online.
    await expect.poll(async () => (await getJson<ListedAstrologer[]>("/api/astrologers")).find((a) => a.id === astrologerId)?.isOnline).toBe(true);

    // 3. A user's request appears on the dashboard within the poll, with its countdown.
    const created = await postJson<{ id: string; status: string }>(
      "/api/consultations",
      user.token,
      { astrologerId, kind: "chat", plan: "per-minute" },
      201,
      { "Idempotency-Key": crypto.randomUUID() },
    );
    expect(created.status).toBe("requested");
    const request = dashboard.locator(`[data-testid=ad-request][data-id="${created.id}"]`);
    await request.waitFor({ timeout: 30_000 });
    expect(await request.getByTestId("ad-request-countdown").textContent()).toMatch(/\d:\d\d$/);
    expect(await hasNoHorizontalOverflow(dashboard)).toBe(true);

    // 4. Decline: the request leaves the dashboard.
    await dashboard.getByTestId(`ad-decline-${created.id}`).click();
    await request.waitFor({ state: "detached" });

    // 5. The user's /consultations shows it declined, nothing charged; the wallet is untouched.
    const consultations = await openSignedIn("/consultations", user.token, 360);
    const row = consultations.locator(`[data-testid=ad-consultation][data-id="${created.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute("data-status")).toBe("declined");
    expect(await row.getByTestId("ad-status").textContent()).toBe("Declined");
    expect(await row.getByTestId("ad-amount").textContent()).toBe("Nothing charged");
    expect(await hasNoHorizontalOverflow(consultations)).toBe(true);
    const answer = await getJson<{ consultation: { status: string; amountPaise: number } }>(`/api/consultations/${created.id}`, user.token);
    expect(answer.consultation).toMatchObject({ status: "declined", amountPaise: 0 });
    expect((await getJson<{ balancePaise: number }>("/api/wallet", user.token)).balancePaise).toBe(balanceBefore);

    // Going offline again takes them off the listing's online list.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expect.poll(async () => (await getJson<ListedAstrologer[]>("/api/astrologers")).find((a) => a.id === astrologerId)?.isOnline).toBe(false);
    await dashboard.context().close();
    await consultations.context().close();
  });

  it("tells an account without the astrologer role that the page is for astrologers, with the way to apply", async () => {
    const { token } = await signUpByApi(baseUrl, newEmail("plain"), password);
    const page = await openSignedIn("/tamil/astrologer-dashboard", token, 360);
    const note = page.getByTestId("ad-not-astrologer");
    await note.waitFor();
    expect(await note.locator("h2").textContent()).toBe("இந்தப் பக்கம் ஜோதிடர்களுக்கானது");
    expect(new URL((await note.getByRole("link").getAttribute("href"))!, baseUrl).pathname).toBe("/tamil/astrologer-profile");
    expect(await page.getByTestId("ad-online-switch").count()).toBe(0);
    await page.context().close();
  });
});
