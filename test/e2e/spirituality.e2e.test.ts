/**
 * Issue 25, spirituality and the tools index in Chromium: /spirituality shows today's vratas
 * (or says there is none) at the default place from the festival engine, and the mantras of the
 * nine grahas and thirteen deities in the reader's script, today's weekday lord first; the
 * tools index lists every tool; the header's tools menu opens with its links (loaded on demand).
 */
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

describe("spirituality and the tools index", () => {
  it("shows a Thursday's vratas and Jupiter's mantra first, in Telugu script on a phone", async () => {
    // Thursday 3 December 2026, 09:00 IST: the page shows the day's observances or says there
    // are none, and the vratas to come.
    const page = await open("/telugu/spirituality", { width: 360, now: "2026-12-03T09:00:00+05:30" });
    await page.getByTestId("spirituality-page").waitFor();
    const today = page.getByTestId("spirituality-today");
    await today.locator("[data-testid=spirituality-today-list], [data-testid=spirituality-none-today]").first().waitFor();
    expect(await today.getByRole("heading").first().textContent()).toContain("2026");
    await page.getByTestId("festivals-upcoming-item").first().waitFor();

    const cards = page.getByTestId("mantra-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(22);
    // Thursday is Jupiter's day: its mantra leads the grahas, marked.
    expect(await cards.first().getAttribute("data-mantra")).toBe("jupiter");
    const first = (await cards.first().textContent()) ?? "";
    expect(first).toMatch(/\p{Script=Telugu}/u);
    expect(first).toContain("ఓం గ్రాం గ్రీం గ్రౌం సః గురవే నమః");
    expect(first).toContain("oṃ grāṃ grīṃ grauṃ saḥ gurave namaḥ");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("lists every tool on /astrology-tools and in the header's tools menu", async () => {
    const page = await open("/astrology-tools");
    await page.getByTestId("more-tools-grid").waitFor();
    const hrefs = await page.locator("main a").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const tool of ["/numerology", "/lucky-numbers", "/baby-naming", "/lal-kitab", "/gemstones", "/remedies", "/tarot-reading", "/divination", "/palmistry", "/vastu", "/spirituality"]) {
      expect(hrefs, tool).toContain(tool);
    }
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.locator("header nav button", { hasText: "Free Astrology Tools" }).click();
    const menu = page.locator("header nav ul a");
    await menu.first().waitFor();
    const menuHrefs = await menu.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(menuHrefs).toEqual(expect.arrayContaining(["/lal-kitab", "/numerology", "/gemstones", "/remedies", "/tarot-reading", "/divination", "/palmistry", "/vastu", "/spirituality", "/astrology-tools"]));
    await page.context().close();
  });
});
