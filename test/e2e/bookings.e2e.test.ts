/**
 * Issue 26, booking in Chromium: a user books a video slot from the astrologer's profile dialog at
 * phone width and sees it in /dashboard/bookings with Cancel; "Join" shows only in its window
 * (the page's clock moved to it); cancelling moves it to the past list; a signed-out visitor who
 * picks a slot is sent to sign in and brought back to the dialog.
 */
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { BookingsAnswer } from "@contract/bookings";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { apiCalls, appReady } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const { getJson } = apiCalls(baseUrl);
const password = "nava graha 9";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An astrologer account with hours all week, round the clock (India time), and call and video rates of their own. */
async function makeAstrologer(userId: string): Promise<string> {
  const id = `e2e-bk-${unique()}`;
  const hours = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: "00:00", to: "24:00" })));
  const db = createClient({ url: inject("libsqlUrl") });
  try {
    await db.batch(
      [
        {
          sql: `insert into astrologers (id, slug, name, is_online, experience_years, rating, specialties, rate_per_minute_paise, call_rate_per_minute_paise,
                  video_rate_per_minute_paise, languages, bio, user_id, availability)
                values (?, ?, 'Meera Booking Iyer', 0, 9, 4.7, '["vedic"]', 1500, 2000, 3000, '["en","ta"]', 'Takes booked calls for the bookings test.', ?, ?)`,
          args: [id, id, userId, hours],
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

/** A page signed in with `token`, its clock at `now` when given. */
async function signedIn(path: string, token: string, options: { width?: number; now?: string } = {}): Promise<Page> {
  const page = await open("/about", options);
  await appReady(page);
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(new URL(path, baseUrl).href);
  await appReady(page);
  return page;
}

describe("booking a consultation in Chromium", () => {
  it("books a video slot from the dialog at 360 px, lists it with Cancel, shows Join only in its window, and cancels it", async () => {
    const astrologerAccount = await signUpByApi(baseUrl, `bk.astro.${unique()}@example.com`, password);
    const user = await signUpByApi(baseUrl, `bk.user.${unique()}@example.com`, password);
    const slug = await makeAstrologer(astrologerAccount.user.id);

    const page = await signedIn(`/astrologer/${slug}#book`, user.token, { width: 360 });
    const dialog = page.getByTestId("booking-explainer");
    await dialog.waitFor({ state: "visible" });
    expect(await dialog.textContent()).toContain("Book a consultation");
    await dialog.getByTestId("booking-kind-video").click();
    expect(await dialog.getByTestId("booking-kind-video").textContent()).toContain("₹30/min");
    expect(await dialog.getByTestId("booking-kind-call").textContent()).toContain("₹20/min");
    expect(await dialog.textContent()).toContain("Nothing is charged to book");
    // Tomorrow (the second tab) has all 48 slots; pick 10:30 India time.
    await dialog.getByTestId("booking-day").nth(1).click();
    const slot = dialog.locator('[data-testid=booking-slot]:text-is("10:30 am")');
    await slot.click();
    const startsAt = (await slot.getAttribute("data-starts-at"))!;
    expect(await slot.getAttribute("aria-checked")).toBe("true");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await dialog.getByTestId("booking-confirm").click();
    const success = dialog.getByTestId("booking-success");
    await success.waitFor();
    expect(await success.textContent()).toContain("Your Video call with Meera Booking Iyer is booked for");

    const mine = await getJson<BookingsAnswer>("/api/bookings", user.token);
    expect(mine.upcoming).toEqual([expect.objectContaining({ kind: "video", startsAt, status: "booked" })]);

    await success.getByRole("link", { name: "See my bookings" }).click();
    await page.waitForURL(/\/dashboard\/bookings$/);
    const row = page.getByTestId("bookings-upcoming").getByTestId("booking-row");
    await row.waitFor();
    expect(await row.textContent()).toContain("Video call · Meera Booking Iyer");
    expect(await row.getByTestId("booking-cancel").isVisible()).toBe(true);
    expect(await row.getByTestId("booking-join").count()).toBe(0);
    expect(await row.textContent()).toContain("Join opens at 10:20 am");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();

    // The page's clock five minutes before the start: Join shows, and Cancel still does.
    const early = await signedIn("/dashboard/bookings", user.token, { now: new Date(Date.parse(startsAt) - 5 * 60_000).toISOString() });
    const earlyRow = early.getByTestId("bookings-upcoming").getByTestId("booking-row");
    await earlyRow.getByTestId("booking-join").waitFor();
    expect(await earlyRow.getByTestId("booking-cancel").isVisible()).toBe(true);
    await early.context().close();

    // After the slot's end on the page's clock: neither.
    const late = await signedIn("/dashboard/bookings", user.token, { now: new Date(Date.parse(startsAt) + 31 * 60_000).toISOString() });
    const lateRow = late.getByTestId("bookings-upcoming").getByTestId("booking-row");
    await lateRow.waitFor();
    expect(await lateRow.getByRole("button").count()).toBe(0);
    await late.context().close();

    // The astrologer's /consultations lists the booking with who booked it.
    const astrologerPage = await signedIn("/consultations", astrologerAccount.token, { width: 360 });
    const booked = astrologerPage.getByTestId("bookings-upcoming").getByTestId("booking-row");
    await booked.waitFor();
    expect(await booked.textContent()).toContain("Booked by");
    await astrologerPage.context().close();

    // Cancel (confirmed in the browser's dialog): the booking moves to the past list as cancelled.
    const cancelPage = await signedIn("/dashboard/bookings", user.token);
    cancelPage.on("dialog", (d) => void d.accept());
    await cancelPage.getByTestId("booking-cancel").click();
    const past = cancelPage.getByTestId("bookings-past").getByTestId("booking-row");
    await past.waitFor();
    expect(await past.textContent()).toContain("Cancelled");
    await expect.poll(() => cancelPage.getByTestId("bookings-upcoming").count()).toBe(0);
    expect((await getJson<BookingsAnswer>("/api/bookings", user.token)).past).toEqual([expect.objectContaining({ status: "cancelled", cancelledBy: "user" })]);
    await cancelPage.context().close();
  });

  it("sends a signed-out visitor who picks a slot to sign in, with the dialog as the way back", async () => {
    const astrologerAccount = await signUpByApi(baseUrl, `bk.astro2.${unique()}@example.com`, password);
    const slug = await makeAstrologer(astrologerAccount.user.id);
    const page = await open(`/astrologer/${slug}#book`, { width: 360 });
    const dialog = page.getByTestId("booking-explainer");
    await dialog.waitFor({ state: "visible" });
    await dialog.getByTestId("booking-day").nth(1).click();
    await dialog.getByTestId("booking-slot").first().click();
    expect(await dialog.getByTestId("booking-confirm").textContent()).toMatch(/^Sign in to book/);
    await dialog.getByTestId("booking-confirm").click();
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/astrologer/${slug}#book`);
    await page.context().close();
  });
});
