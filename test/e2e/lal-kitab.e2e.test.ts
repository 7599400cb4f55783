import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, shippedFontCovers, useBrowser } from "./browser";

const { open } = useBrowser();

/**
 * PyJHora's Chennai case (1996-12-07 10:34 IST, test/fixtures/reference-cases.json): a Capricorn
 * lagna, but Lal Kitab fixes Aries in house 1, so Mars in Leo sits in house 5 and the Sun in
 * Scorpio in house 8; Mercury in Sagittarius (house 9) makes pitri rin.
 */
const chennai = "name=Asha%20Rao&date=1996-12-07&time=10:34&location=Chennai%2C%20Tamil%20Nadu%2C%20India&latitude=13.0878&longitude=80.2785";

describe("the Lal Kitab page in Chromium", () => {
  it("draws the twelve houses from Aries with the planets, their remedies and the rins, in English", async () => {
    const page = await open(`/lal-kitab?${chennai}`);
    const root = page.getByTestId("lal-kitab-page");
    await root.getByTestId("lk-planet-table").waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    const chart = root.getByTestId("lk-chart");
    expect(await chart.locator("[data-house]").count()).toBe(12);
    expect(await chart.locator("[data-house='1']").getAttribute("data-sign")).toBe("0");
    expect(await chart.locator("[data-house='5']").textContent()).toContain("Ma");
    expect(await root.getByTestId("lk-planet").count()).toBe(9);
    expect(await root.locator("[data-planet='sun']").getAttribute("data-house")).toBe("8");
    expect(await root.locator("[data-planet='mars']").getAttribute("data-asleep")).toBe("false");
    expect(await root.getByTestId("lk-remedy").first().textContent()).toMatch(/^Upay: \S+/);
    const rin = root.getByTestId("lk-rin");
    expect(await rin.count()).toBe(1);
    expect(await rin.textContent()).toContain("Pitri rin");
    expect(await rin.textContent()).toContain("Mercury in house 9");
    expect(await root.getByTestId("lk-sleeping-houses").textContent()).toBe("Sleeping houses: 1, 3, 4, 10, 11");
    expect(await root.getByTestId("lk-rules").textContent()).toContain("Lal Kitab (1952 edition)");
    expect(await root.getByTestId("lk-full-kundli").locator("a").getAttribute("href")).toMatch(/^\/kundli\?.*latitude=13\.0878/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    // The sleeping rule is an option kept in the URL: Venus in its pakka ghar (house 7) wakes.
    expect(await root.locator("[data-planet='venus']").getAttribute("data-asleep")).toBe("true");
    await root.getByTestId("lk-sleep-rule").selectOption("pakka-awake");
    await page.waitForURL(/sleep=pakka-awake/);
    await expect.poll(() => root.locator("[data-planet='venus']").getAttribute("data-asleep")).toBe("false");
    await page.context().close();
  });

  it("shows the same reading in Hindi, in Devanagari the shipped fonts draw", async () => {
    // At a phone's width: the planet table becomes cards and nothing scrolls sideways.
    const page = await open(`/hindi/lal-kitab?${chennai}`, { width: 360 });
    const root = page.getByTestId("lal-kitab-page");
    await root.getByTestId("lk-planet-table").waitFor();
    expect(await root.getByTestId("lk-chart").locator("[data-house]").count()).toBe(12);
    expect(await root.getByTestId("lk-planet").count()).toBe(9);
    const remedy = (await root.getByTestId("lk-remedy").first().textContent()) ?? "";
    expect(remedy).toMatch(/^उपाय: [\u0900-\u097F]/);
    expect(await root.getByTestId("lk-rin").textContent()).toContain("पितृ ऋण");
    expect(await root.getByTestId("lk-rules").textContent()).toContain("लाल किताब");
    expect(await shippedFontCovers(page, "पितृ ऋण उपाय सोया हुआ")).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });
});
