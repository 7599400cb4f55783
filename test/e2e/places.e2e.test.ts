/**
 * Issue 19, items 1–2 in Chromium: the regional month conventions of the Tamil and Hindi
 * panchang pages, the city remembered on the device, and the place box naming the other name
 * the query matched.
 */
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser";

const { open, baseUrl } = useBrowser();

/** The test ids of the lunar-month rows, in the order the page shows them. */
const masaOrder = (page: import("playwright-core").Page) =>
  page.locator('[data-testid^="panchang-masa-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-testid")));

describe("regional calendar conventions", () => {
  it("dates a Tamil page's day by the Tamil solar month and shows the amanta month first", async () => {
    const page = await open("/tamil/panchang?date=2026-11-26");
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    const tamilMonth = page.getByTestId("panchang-tamil-month");
    await tamilMonth.waitFor();
    expect(await tamilMonth.textContent()).toMatch(/கார்த்திகை \d{1,2}/);
    expect(await masaOrder(page)).toEqual(["panchang-masa-amanta", "panchang-masa-purnimanta"]);
    await page.context().close();
  });

  it("prints a festival's Tamil solar date beside its date on a Tamil page (Pongal is Thai 1)", async () => {
    const page = await open("/tamil/hindu-festivals?month=2026-01");
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    const pongal = page.getByTestId("festival-pongal").first();
    await pongal.waitFor();
    expect(await pongal.getByTestId("festival-solar-date").textContent()).toMatch(/^தை 1$/);
    // Not on other languages' pages.
    const hindi = await open("/hindi/hindu-festivals?month=2026-01");
    await hindi.getByTestId("festival-pongal").first().waitFor();
    expect(await hindi.getByTestId("festival-solar-date").count()).toBe(0);
    await hindi.context().close();
    await page.context().close();
  });

  it("shows the purnimanta month first on a Hindi page, without the Tamil month", async () => {
    const page = await open("/hindi/panchang?date=2026-11-26");
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("panchang-masa-purnimanta").waitFor();
    expect(await masaOrder(page)).toEqual(["panchang-masa-purnimanta", "panchang-masa-amanta"]);
    expect(await page.getByTestId("panchang-tamil-month").count()).toBe(0);
    await page.context().close();
  });
});

describe("the chosen city", () => {
  it("opens the next visit's panchang at the city chosen on this device, not New Delhi", async () => {
    const page = await open("/panchang");
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("panchang-for").getByText("New Delhi", { exact: false }).waitFor();
    const place = page.getByTestId("panchang-place");
    await place.fill("Madurai");
    await page.getByRole("listbox").getByRole("option").first().click();
    await page.waitForURL(/lat=9\.9/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("homePlace"))).toContain("Madurai");

    // A later visit without a place in the URL: the muhurat and panchang pages start at Madurai.
    await page.goto(new URL("/panchang", baseUrl).href);
    await page.getByTestId("panchang-for").getByText("Madurai", { exact: false }).waitFor();
    await page.goto(new URL("/choghadiya", baseUrl).href);
    await page.getByTestId("panchang-for").getByText("Madurai", { exact: false }).waitFor();
    // And the home page's panchang block.
    await page.goto(new URL("/", baseUrl).href);
    await page.getByTestId("home-panchang-place").getByText("Madurai", { exact: false }).waitFor();
    await page.context().close();
  });

  it("names the old name a search matched beside the place (Varanasi (Benares))", async () => {
    const page = await open("/panchang");
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("panchang-place").fill("Benares");
    const first = page.getByRole("listbox").getByRole("option").first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/^Varanasi \(Benares\), Uttar Pradesh, India/);
    await page.context().close();
  });
});
