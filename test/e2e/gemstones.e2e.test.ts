import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, shippedFontCovers, useBrowser } from "./browser";

const { open } = useBrowser();

/** PyJHora's Chennai case (the kundli tests'): Capricorn lagna, Rahu in the 9th (pitra dosha), Mars in the 8th. */
const chennai = "name=Asha%20Rao&date=1996-12-07&time=10:34&location=Chennai%2C%20Tamil%20Nadu%2C%20India&gender=female&latitude=13.0878&longitude=80.2785";

describe("gemstones and remedies in Chromium", () => {
  it("fills /gemstones as a user would and sees Capricorn's life stone, the yogakaraka and the cautions", async () => {
    const page = await open("/gemstones");
    // Before a birth: the twelve lagnas' guide.
    await expect.poll(() => page.getByTestId("gem-guide-lagna").count()).toBe(12);
    const form = page.getByTestId("gemstones-form");
    await form.getByLabel("Birth date").fill("1996-12-07");
    await form.getByLabel("Birth time").fill("10:34");
    await page.getByTestId("kundli-place").pressSequentially("chenn", { delay: 40 });
    const option = page.getByRole("listbox").getByRole("option").first();
    await option.waitFor();
    await option.click();
    await form.getByRole("button", { name: "Find my gemstones" }).click();
    await page.waitForURL(/\/gemstones\?.*latitude=13\.0/);

    await page.getByTestId("gem-lagna").waitFor();
    expect(await page.getByTestId("gem-lagna").textContent()).toBe("Your lagna is Capricorn; its lord is Saturn.");
    const life = page.locator("[data-testid=gem-stone][data-purposes~=life]");
    expect(await life.locator("h3").textContent()).toContain("Blue sapphire");
    expect(await life.textContent()).toContain("middle finger of the right hand");
    expect(await life.textContent()).toContain("Amethyst");
    expect(await page.locator("[data-testid=gem-role][data-nature=yogakaraka]").textContent()).toContain("Venus");
    expect(await page.getByTestId("gem-avoid").textContent()).toMatch(/Red coral.*Yellow sapphire|Yellow sapphire.*Red coral/);
    expect(await page.getByTestId("gem-caution").count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId("gem-rule").textContent()).toContain("Brihat Parashara Hora Shastra ch. 34");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("shows the stones in Telugu from the shareable address", async () => {
    const page = await open(`/telugu/gemstones?${chennai}`);
    await page.getByTestId("gem-lagna").waitFor();
    expect(await page.getByTestId("gem-lagna").textContent()).toContain("మకరం");
    expect(await page.locator("[data-testid=gem-stone][data-purposes~=life] h3").textContent()).toContain("నీలం");
    const caution = await page.getByTestId("gem-caution").first().textContent();
    expect(caution).toMatch(/[\u0C00-\u0C7F]/);
    expect(await shippedFontCovers(page, `${caution} మకరం నీలం`)).toBe(true);
    await page.context().close();
  });

  it("lists the chart's weak planets and its pitra dosha with remedies, linking back to the same chart", async () => {
    const page = await open(`/remedies?${chennai}`);
    await page.getByTestId("rem-weak").waitFor();
    const mars = page.locator("[data-testid=rem-planet][data-planet=mars]");
    await mars.waitFor();
    expect(await mars.textContent()).toContain("Mars is in the 8th house, a dusthana");
    expect(await mars.textContent()).toContain("oṃ krāṃ krīṃ krauṃ saḥ bhaumāya namaḥ");
    expect(await page.locator("[data-testid=rem-dosha][data-dosha=pitra]").textContent()).toContain("Rahu is in the 9th house");

    const back = page.getByTestId("rem-chart-link").locator("xpath=ancestor::a");
    const href = new URL((await back.getAttribute("href"))!, "http://x");
    expect(href.pathname).toBe("/kundli");
    expect(href.searchParams.get("date")).toBe("1996-12-07");
    expect(href.searchParams.get("latitude")).toBe("13.0878");
    await back.click();
    await page.waitForURL((u) => u.pathname === "/kundli" && u.searchParams.get("time") === "10:34");
    await page.getByTestId("kundli-doshas").waitFor();
    // And from the chart's doshas back to the remedies.
    await page.getByTestId("kundli-remedies-link").click();
    await page.waitForURL((u) => u.pathname === "/remedies" && u.searchParams.get("date") === "1996-12-07");
    await page.locator("[data-testid=rem-planet][data-planet=mars]").waitFor();
    await page.context().close();
  });
});
