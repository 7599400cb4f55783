/**
 * Issue 21, the astrologer's side in Chromium: an astrologer goes online from the dashboard and
 * the listing shows them online; a user's chat request appears on the dashboard within the poll,
 * with its countdown and a chime (none once muted); the astrologer declines it, and the user's
 * /consultations shows it declined with nothing charged (the wallet's balance unchanged).
 * Accepting opens the room, and a finished chat reaches both sides' histories. An account
 * without the astrologer role is told the page is for astrologers and pointed to the application.
 */
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { apiCalls, appReady, openSignedIn as openSignedInAt } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const { getJson, postJson, recharge } = apiCalls(baseUrl);
const openSignedIn = (path: string, token: string, width?: number) => openSignedInAt(open, baseUrl, path, token, width);
const password = "sapta rishi 7";
const ratePerMinutePaise = 2000;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newEmail = (what: string) => `astroweb.${what}.${unique()}@example.com`;

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

type ListedAstrologer = { id: string; isOnline: boolean };

/**
 * Sends one chat message into a consultation's room as the side `token` belongs to, from the
 * browser page (Node 20 has no WebSocket): a socket pass, the socket, the message, and the room's
 * echo of it (stored with a sequence number) before the socket closes.
 */
async function say(page: Page, consultationId: string, token: string, body: string): Promise<void> {
  const { ticket } = await postJson<{ ticket: string }>(`/api/consultations/${consultationId}/ticket`, token, undefined);
  const url = new URL(`/api/consultations/${consultationId}/socket?ticket=${encodeURIComponent(ticket)}&after=0`, baseUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  await page.evaluate(
    ({ url, body }) =>
      new Promise<void>((resolve, reject) => {
        const clientId = `e2e${Math.random().toString(36).slice(2, 12)}`;
        const ws = new WebSocket(url);
        ws.onopen = () => ws.send(JSON.stringify({ v: 1, t: "message", clientId, body }));
        ws.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { t: string; clientId?: string; code?: string };
          if (frame.t === "message" && frame.clientId === clientId) {
            ws.close();
            resolve();
          } else if (frame.t === "error") reject(new Error(`room refused the message: ${frame.code}`));
        };
        ws.onerror = () => reject(new Error("socket error"));
      }),
    { url: url.href, body },
  );
}

describe("the astrologer's dashboard in Chromium", () => {
  it("goes online, shows a user's request within the poll with a chime (none when muted), and a declined request reaches the user's list as declined with nothing charged", async () => {
    const astrologerAccount = await signUpByApi(baseUrl, newEmail("astro"), password);
    const user = await signUpByApi(baseUrl, newEmail("user"), password);
    const astrologerId = await makeAstrologer(astrologerAccount.user.id, "Jyoti Test Sharma");
    const balanceBefore = await recharge(user.token, 50_000);

    // 1. The astrologer goes online from the dashboard, at phone width. (The page's oscillators
    // are counted: the chime is two notes from a Web Audio oscillator.)
    const dashboard = await openSignedIn("/astrologer-dashboard", astrologerAccount.token, 360);
    await dashboard.addInitScript(() => {
      const counted = window as unknown as { oscillators: number };
      counted.oscillators = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        counted.oscillators += 1;
        return create.call(this);
      };
    });
    await dashboard.reload();
    await appReady(dashboard);
    const oscillators = () => dashboard.evaluate(() => (window as unknown as { oscillators: number }).oscillators);
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
    // The page had a click (the switch), so the new request chimed.
    await expect.poll(oscillators).toBe(2);

    // Muted (and remembered), a second user's request arrives without a sound.
    const mute = dashboard.getByTestId("ad-mute");
    expect(await mute.getAttribute("aria-checked")).toBe("true");
    await mute.click();
    expect(await mute.getAttribute("aria-checked")).toBe("false");
    expect(await dashboard.evaluate(() => localStorage.getItem("ad_chime_muted"))).toBe("1");
    const other = await signUpByApi(baseUrl, newEmail("user-b"), password);
    await recharge(other.token, 50_000);
    const second = await postJson<{ id: string }>("/api/consultations", other.token, { astrologerId, kind: "chat", plan: "per-minute" }, 201, {
      "Idempotency-Key": crypto.randomUUID(),
    });
    await dashboard.locator(`[data-testid=ad-request][data-id="${second.id}"]`).waitFor({ timeout: 30_000 });
    expect(await oscillators()).toBe(2);
    await mute.click();
    expect(await mute.getAttribute("aria-checked")).toBe("true");

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

    // The muted request never chimed, however late the page drew it.
    expect(await oscillators()).toBe(2);

    // Going offline again takes them off the listing's online list.
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await expect.poll(async () => (await getJson<ListedAstrologer[]>("/api/astrologers")).find((a) => a.id === astrologerId)?.isOnline).toBe(false);
    await dashboard.context().close();
    await consultations.context().close();
  });

  it("accepting opens the room; the finished chat is in the astrologer's history and in the user's chat history with its first lines", async () => {
    const astrologerAccount = await signUpByApi(baseUrl, newEmail("astro2"), password);
    const user = await signUpByApi(baseUrl, newEmail("user2"), password);
    const astrologerId = await makeAstrologer(astrologerAccount.user.id, "Meena Test Iyer");
    await recharge(user.token, 50_000);
    await postJson("/api/astrologer/status", astrologerAccount.token, { online: true });
    const { id } = await postJson<{ id: string }>("/api/consultations", user.token, { astrologerId, kind: "chat", plan: "per-minute" }, 201, {
      "Idempotency-Key": crypto.randomUUID(),
    });

    // Accept: the dashboard goes to the room.
    const dashboard = await openSignedIn("/astrologer-dashboard", astrologerAccount.token);
    await dashboard.getByTestId(`ad-accept-${id}`).click();
    await dashboard.waitForURL((u) => u.pathname === `/chat/${id}`);

    // Back on the dashboard, the running session is listed with a link to its room.
    await dashboard.goto(new URL("/astrologer-dashboard", baseUrl).href);
    const running = dashboard.locator(`[data-testid=ad-active-session][data-id="${id}"]`);
    await running.waitFor();
    expect(new URL((await running.getByRole("link").getAttribute("href"))!, baseUrl).pathname).toBe(`/chat/${id}`);

    // They talk (the astrologer's first message starts the clock), then the user ends the chat.
    const userPage = await openSignedIn("/consultations", user.token, 360);
    await say(userPage, id, astrologerAccount.token, "नमस्ते, अपना प्रश्न बताइए।");
    await say(userPage, id, user.token, "வணக்கம், என் திருமணம் எப்போது?");
    await say(userPage, id, astrologerAccount.token, "Your seventh house is strong.");
    await postJson(`/api/consultations/${id}/end`, user.token, undefined);

    // The astrologer's history lists it, ended, with its transcript.
    await dashboard.goto(new URL("/astrologer-dashboard", baseUrl).href);
    const past = dashboard.locator(`[data-testid=ad-history] [data-testid=ad-consultation][data-id="${id}"]`);
    await past.waitFor();
    expect(await past.getAttribute("data-status")).toBe("ended");
    expect(await past.getByRole("link", { name: "Transcript" }).getAttribute("href")).toBe(`/clean-chat/${id}`);
    expect(await dashboard.locator(`[data-testid=ad-active-session][data-id="${id}"]`).count()).toBe(0);

    // The user's chat history opens it to its first lines, in Hindi and Tamil as they were written.
    await userPage.goto(new URL("/dashboard/chat", baseUrl).href);
    const chat = userPage.locator(`[data-testid=ad-chats] [data-testid=ad-consultation][data-id="${id}"]`);
    await chat.waitFor();
    await chat.getByTestId("ad-chat-toggle").click();
    const preview = chat.getByTestId("ad-preview");
    await preview.waitFor();
    const text = await preview.textContent();
    expect(text).toContain("नमस्ते, अपना प्रश्न बताइए।");
    expect(text).toContain("வணக்கம், என் திருமணம் எப்போது?");
    expect(text!.indexOf("नमस्ते")).toBeLessThan(text!.indexOf("வணக்கம்"));
    expect(await hasNoHorizontalOverflow(userPage)).toBe(true);

    // And /consultations links it to its receipt and transcript.
    await userPage.goto(new URL("/consultations", baseUrl).href);
    const row = userPage.locator(`[data-testid=ad-past] [data-testid=ad-consultation][data-id="${id}"]`);
    await row.waitFor();
    expect(await row.getByRole("link", { name: "Receipt" }).getAttribute("href")).toBe(`/chat/${id}`);
    expect(await row.getByRole("link", { name: "Transcript" }).getAttribute("href")).toBe(`/clean-chat/${id}`);
    await dashboard.context().close();
    await userPage.context().close();
  });

  it("tells an account without the astrologer role, or with the role but no listing yet, that the page is for astrologers, with the way to apply", async () => {
    const { token, user } = await signUpByApi(baseUrl, newEmail("plain"), password);
    const page = await openSignedIn("/tamil/astrologer-dashboard", token, 360);
    const note = page.getByTestId("ad-not-astrologer");
    await note.waitFor();
    expect(await note.locator("h2").textContent()).toBe("இந்தப் பக்கம் ஜோதிடர்களுக்கானது");
    expect(new URL((await note.getByRole("link").getAttribute("href"))!, baseUrl).pathname).toBe("/tamil/astrologer-profile");
    expect(await page.getByTestId("ad-online-switch").count()).toBe(0);

    // The role without a listing of its own (the API refuses its requests) is told the same.
    const db = createClient({ url: inject("libsqlUrl") });
    try {
      await db.execute({ sql: "update users set role = 'astrologer' where id = ?", args: [user.id] });
    } finally {
      db.close();
    }
    await page.reload();
    await note.waitFor();
    expect(await page.getByTestId("ad-online-switch").count()).toBe(0);
    await page.context().close();
  });
});
