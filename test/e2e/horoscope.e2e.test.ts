import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import english from "../../web/messages/en.json";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

/** Today's and tomorrow's dates in India, where every horoscope date is reckoned. */
const istDate = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
const today = istDate(new Date());
const tomorrow = istDate(new Date(Date.now() + 86_400_000));

/** The horoscope view once its answer is on the page. */
async function view(page: Page) {
  const view = page.getByTestId("horoscope-view");
  await view.waitFor();
  return view;
}

/** Opens the "why" panel and answers its transit rows (planet, verdict, text). */
async function transitRows(page: Page) {
  await page.getByTestId("horoscope-why").locator("summary").click();
  const rows = page.getByTestId("transit-row");
  await rows.first().waitFor();
  return rows.evaluateAll((items) => items.map((li) => ({ planet: li.getAttribute("data-planet"), verdict: li.getAttribute("data-verdict"), text: (li as HTMLElement).innerText })));
}

describe("horoscope pages in Chromium", () => {
  it("/daily-horoscope/aries shows today's prediction and the transits behind it", async () => {
    const page = await open("/daily-horoscope/aries", { width: 360 });
    const shown = await view(page);
    expect(await shown.getAttribute("data-sign")).toBe("aries");
    expect(await shown.getAttribute("data-date")).toBe(today);
    expect((await page.getByTestId("horoscope-prediction").textContent())?.trim().length).toBeGreaterThan(20);
    const rows = await transitRows(page);
    // The nine grahas, each judged from the Moon sign.
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      expect(["favourable", "unfavourable", "obstructed"]).toContain(row.verdict);
      // The verdict is said in words, not by colour alone.
      expect(row.text).toMatch(/Favourable|Unfavourable|Obstructed/);
      expect(row.text).toMatch(/House \d+ from the Moon/);
    }
    expect(await page.getByTestId("horoscope-convention").textContent()).toMatch(/Indian \(Vedic\) convention/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("a sign page starts from the answer the edge wrote into its HTML, without asking the API again", async () => {
    const page = await open("/");
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/horoscope")) asked.push(r.url());
    });
    await page.goto(new URL("/hindi/weekly-horoscope/virgo", page.url()).href);
    const shown = await view(page);
    expect(await shown.getAttribute("data-sign")).toBe("virgo");
    expect(await page.getByTestId("horoscope-prediction").textContent()).toMatch(/\p{Script=Devanagari}/u);
    // The page carried the answer (issue 22's edge part), and the query took it.
    expect(await page.locator("script#edge-horoscope").count()).toBe(1);
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it("/tamil/daily-horoscope/mesham shows Aries' prediction for today in Tamil with its transits", async () => {
    const page = await open("/tamil/daily-horoscope/mesham", { width: 360 });
    const shown = await view(page);
    expect(await shown.getAttribute("data-sign")).toBe("aries");
    expect(await shown.getAttribute("data-date")).toBe(today);
    expect(await page.getByTestId("horoscope-prediction").textContent()).toMatch(/\p{Script=Tamil}/u);
    const rows = await transitRows(page);
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) expect(row.text).toMatch(/\p{Script=Tamil}/u);
    // The other signs link to their Tamil-named pages.
    expect(await page.locator('a[href="/tamil/daily-horoscope/simham"]').count()).toBeGreaterThan(0);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("the date picker moves to tomorrow: the URL's date and the dates shown change", async () => {
    const page = await open("/daily-horoscope/leo");
    const shown = await view(page);
    const todayLabel = await page.getByTestId("horoscope-period").textContent();
    const picker = page.getByTestId("horoscope-picker");
    expect(await picker.getByText("Yesterday").count()).toBe(1);
    expect(await picker.locator("[aria-current=page]").textContent()).toBe("Today");
    await picker.getByRole("link", { name: /Tomorrow/ }).click();
    await page.waitForURL((u) => u.searchParams.get("date") === tomorrow);
    await expect.poll(() => shown.getAttribute("data-date")).toBe(tomorrow);
    expect(await page.getByTestId("horoscope-period").textContent()).not.toBe(todayLabel);
    // From tomorrow, today is one step back and leaves the URL without a date.
    await picker.getByRole("link", { name: /Today/ }).click();
    await page.waitForURL((u) => u.pathname === "/daily-horoscope/leo" && !u.searchParams.has("date"));
    await expect.poll(() => shown.getAttribute("data-date")).toBe(today);
    await page.context().close();
  });

  it("the love horoscope's sign picker shows the chosen sign's love reading", async () => {
    const page = await open("/love-horoscope", { width: 360 });
    const shown = await view(page);
    expect(await shown.getAttribute("data-sign")).toBe("aries");
    expect(await shown.getAttribute("data-area")).toBe("love");
    await page.getByTestId("sign-picker").getByRole("link", { name: "Leo" }).click();
    await page.waitForURL((u) => u.searchParams.get("sign") === "leo");
    await expect.poll(() => shown.getAttribute("data-sign")).toBe("leo");
    expect(await shown.getAttribute("data-area")).toBe("love");
    // The weekly tab keeps the sign.
    await page.getByTestId("period-tabs").getByRole("link", { name: "Weekly" }).click();
    await page.waitForURL((u) => u.searchParams.get("period") === "weekly" && u.searchParams.get("sign") === "leo");
    await expect.poll(() => shown.getAttribute("data-period")).toBe("weekly");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("a Hindi horoscope page is in Devanagari with none of the English interface's words", async () => {
    const page = await open("/hindi/daily-horoscope/aries");
    await view(page);
    await transitRows(page);
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/\p{Script=Devanagari}/u);
    const ui = Object.entries(english as Record<string, unknown>)
      .filter(([key, value]) => key.startsWith("horo_") && typeof value === "string" && !value.includes("{"))
      .map(([, value]) => value as string);
    for (const phrase of ui) expect(text, phrase).not.toContain(phrase);
    await page.context().close();
  });

  it("fits a 360 px phone in every language, on each kind of horoscope page", async () => {
    const page = await open("/", { width: 360 });
    for (const path of ["/horoscopes", "/hindi/daily-horoscope", "/tamil/weekly-horoscope/vrischikam", "/telugu/monthly-horoscope/sagittarius", "/tamil/yearly-horoscope?sign=capricorn", "/telugu/career-horoscope?sign=scorpio&period=weekly"]) {
      await page.goto(new URL(path, page.url()).href);
      await page.locator("main h1").waitFor();
      if (!/horoscope$|horoscopes$/.test(path)) await view(page);
      expect(await hasNoHorizontalOverflow(page), path).toBe(true);
    }
    await page.context().close();
  });

  it("an unknown sign, or a Tamil sign name outside the Tamil pages, is not found", async () => {
    const page = await open("/daily-horoscope/ophiuchus");
    await page.getByTestId("not-found").waitFor();
    await page.goto(new URL("/weekly-horoscope/mesham", page.url()).href);
    await page.getByTestId("not-found").waitFor();
    await page.context().close();
  });
});
