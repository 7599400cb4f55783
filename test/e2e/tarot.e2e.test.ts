import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

/** The cards of the reading on the page, once they are there: id and orientation, in place order. */
async function cardsOf(page: Page) {
  const cards = page.getByTestId("tarot-card");
  await cards.first().waitFor();
  return cards.evaluateAll((items) => items.map((li) => `${li.getAttribute("data-card")}:${li.getAttribute("data-reversed")}`));
}

describe("tarot pages in Chromium", () => {
  it("draws a three-card spread whose shared address reopens the same three cards and orientations in a fresh page", async () => {
    const page = await open("/tarot-reading", { width: 360 });
    await page.locator("html[data-app=ready]").waitFor();
    await page.getByTestId("tarot-page").waitFor();
    await page.locator('[data-spread="three"]').click();
    await page.getByTestId("tarot-draw").click();
    await page.waitForURL(/[?&]seed=[0-9a-f]{32}/);
    const drawn = await cardsOf(page);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn.map((c) => c.split(":")[0])).size).toBe(3);
    const url = new URL(page.url());
    expect(url.searchParams.get("spread")).toBe("three");
    // The seed came from this browser (crypto.getRandomValues), not from the server.
    expect(await page.getByTestId("tarot-reading").getAttribute("data-seed")).toBe(url.searchParams.get("seed"));
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();

    const shared = await open(url.pathname + url.search, { width: 1280 });
    expect(await cardsOf(shared)).toEqual(drawn);
    expect(await shared.getByTestId("tarot-position").allTextContents()).toEqual([expect.stringMatching(/^1\. Past/), expect.stringMatching(/^2\. Present/), expect.stringMatching(/^3\. Future/)]);
    await shared.context().close();
  });

  it("shows the Hindi names and meanings of the cards on the Hindi page", async () => {
    const seed = "00112233445566778899aabbccddeeff";
    const page = await open(`/hindi/tarot-reading?spread=celtic-cross&seed=${seed}`, { width: 360 });
    expect(await cardsOf(page)).toHaveLength(10);
    for (const text of await page.getByTestId("tarot-meaning").allTextContents()) expect(text).toMatch(/\p{Script=Devanagari}/u);
    for (const text of await page.getByTestId("tarot-card-name").allTextContents()) expect(text).toMatch(/\p{Script=Devanagari}/u);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("gives each of the twelve signs its card of the year on /tarot-2026 and /year-2026/tarot alike", async () => {
    const page = await open("/tarot-2026", { width: 360 });
    await page.getByTestId("tarot-year-page").waitFor();
    const cards = await cardsOf(page);
    expect(await page.getByTestId("tarot-card").count()).toBe(12);
    expect(await page.getByTestId("tarot-year-sign").first().textContent()).toBe("Aries");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.goto(new URL("/year-2026/tarot", page.url()).href);
    await page.getByTestId("tarot-year-page").waitFor();
    expect(await cardsOf(page)).toEqual(cards);
    await page.context().close();
  });

  it("draws a card of the day on /divination and links it to the full reading", async () => {
    const page = await open("/divination", { width: 360 });
    await page.getByTestId("divination-page").waitFor();
    await page.locator("html[data-app=ready]").waitFor();
    await page.getByTestId("tarot-day-draw").click();
    const [card] = await cardsOf(page);
    await page.getByRole("link", { name: /Open it as a full reading/ }).click();
    await page.getByTestId("tarot-page").waitFor();
    expect(await cardsOf(page)).toEqual([card]);
    await page.context().close();
  });
});
