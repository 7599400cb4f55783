import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, shippedFontCovers, useBrowser } from "./browser";

const { open } = useBrowser();

/**
 * PyJHora's Chennai case (1996-12-07 10:34 IST, see test/fixtures/oracle): lagna Capricorn,
 * Moon in Libra in Swati pada 1, Mars in the 8th from the lagna with Jupiter's 9th aspect.
 */
const chennai = "name=Asha%20Rao&date=1996-12-07&time=10:34&location=Chennai%2C%20Tamil%20Nadu%2C%20India&gender=female&latitude=13.0878&longitude=80.2785";

describe("kundli pages in Chromium", () => {
  it("fills /kundli as a user would, sees the North and South charts, switches to Tamil and back", async () => {
    const page = await open("/kundli");
    const form = page.getByTestId("kundli-form");
    await form.getByLabel("Name").fill("Asha Rao");
    await form.getByLabel("Gender").selectOption("female");
    await form.getByLabel("Birth date").fill("1996-12-07");
    await form.getByLabel("Birth time").fill("10:34");
    await page.getByTestId("kundli-place").pressSequentially("chenn", { delay: 40 });
    const option = page.getByRole("listbox").getByRole("option").first();
    await option.waitFor();
    expect(await option.textContent()).toMatch(/^Chennai, Tamil Nadu, India/);
    await option.click();
    await form.getByRole("button", { name: "Generate Kundli" }).click();
    await page.waitForURL(/\/kundli\?.*latitude=13\.0/);

    // North Indian by default in English: house 1 holds the lagna's sign, Capricorn (10).
    const lagnaChart = page.getByTestId("chart-lagna-D1");
    await lagnaChart.locator("svg").waitFor();
    expect(await lagnaChart.getAttribute("data-style")).toBe("north");
    expect(await lagnaChart.locator("[data-house='1']").getAttribute("data-sign")).toBe("9");
    expect(await lagnaChart.locator("[data-house='1']").textContent()).toContain("Asc");
    expect(await page.getByTestId("kundli-summary").textContent()).toContain("Swati, pada 1");
    expect(await page.getByTestId("planet-table").textContent()).toContain("Capricorn");

    await page.getByTestId("chart-style").getByRole("radio", { name: "South Indian" }).click();
    await page.waitForURL(/style=south/);
    // The address changes first; the chart redraws on the router's next render.
    await expect.poll(() => lagnaChart.getAttribute("data-style")).toBe("south");
    // South Indian: signs fixed, the lagna's sign (Capricorn) carries the ascendant mark.
    expect(await lagnaChart.locator("[data-sign='9']").textContent()).toContain("Asc");

    await page.getByTestId("language-switcher").selectOption("ta");
    await page.waitForURL((u) => u.pathname === "/tamil/kundli" && u.searchParams.get("latitude")?.startsWith("13.08") === true);
    const summary = page.getByTestId("kundli-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain("மகரம்");
    expect(await summary.textContent()).toContain("சுவாதி");
    expect(await page.getByTestId("chart-lagna-D1").locator("[data-sign='9']").textContent()).toContain("ல");
    expect(await shippedFontCovers(page, "மகரம் சுவாதி")).toBe(true);

    await page.getByTestId("language-switcher").selectOption("en");
    await page.waitForURL((u) => u.pathname === "/kundli");
    await page.getByTestId("kundli-summary").getByText("Capricorn").first().waitFor();
    await page.context().close();
  });

  it("opens a chart straight from its shareable URL and shows dashas, doshas, yogas and ashtakavarga", async () => {
    const page = await open(`/kundli?${chennai}`);
    await page.getByTestId("kundli-dasha").waitFor();
    expect(await page.getByTestId("kundli-dasha").textContent()).toContain("Dasha balance at birth: Rahu");
    expect(await page.getByTestId("manglik-verdict").textContent()).toBe("Manglik dosha present but cancelled");
    expect(await page.getByTestId("kundli-doshas").textContent()).toContain("Jupiter aspects Mars (its 9th-house aspect)");
    expect(await page.getByTestId("kundli-yogas").textContent()).toContain("Malavya Yoga");
    // Sarvashtakavarga always sums to 337.
    expect(await page.getByTestId("ashtakavarga-table").locator("tr").last().textContent()).toContain("337");
    expect(await page.getByTestId("kundli-options").textContent()).toContain("Lahiri");
    await page.context().close();
  });

  it("downloads the chart as SVG with its fonts embedded, and as PNG", async () => {
    const page = await open(`/telugu/kundli?${chennai}`);
    const chart = page.getByTestId("chart-lagna-D1");
    await chart.locator("svg").waitFor();
    const [svgDownload] = await Promise.all([page.waitForEvent("download"), chart.getByRole("button", { name: /SVG/ }).click()]);
    expect(svgDownload.suggestedFilename()).toBe("asha-rao-d1-south.svg");
    const svg = await readFile((await svgDownload.path())!, "utf8");
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain("<svg");
    expect(svg).toContain("@font-face");
    expect(svg).toContain("సూ"); // the Sun's Telugu label
    const [pngDownload] = await Promise.all([page.waitForEvent("download"), chart.getByRole("button", { name: /PNG/ }).click()]);
    const png = await readFile((await pngDownload.path())!);
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(png.length).toBeGreaterThan(5000);
    await page.context().close();
  });

  it.each([
    ["/hindi/kundli", "hi", "मकर"],
    ["/tamil/jathagam", "ta", "மகரம்"],
    ["/telugu/kundli/dasha", "te", "రాహు"],
    ["/brihat-kundli-results", "en", "Navamsha (D9)"],
  ])("renders %s at 360 px without overflow", async (path, _locale, sample) => {
    const page = await open(`${path}?${chennai}`, { width: 360 });
    await page.getByTestId("kundli-page").locator("section").first().waitFor();
    await page.getByText(sample).filter({ visible: true }).first().waitFor();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await shippedFontCovers(page, sample)).toBe(true);
    await page.context().close();
  });

  it("answers the calculators from the same engine", async () => {
    const page = await open(`/moon-sign-checker?${chennai}`);
    expect(await page.getByTestId("moon-sign-answer").locator("p").nth(1).textContent()).toBe("Libra");
    expect(await page.getByTestId("moon-sign-profile").textContent()).toContain("Libra");
    await page.goto(page.url().replace("/moon-sign-checker", "/nakshatra-finder"));
    expect(await page.getByTestId("nakshatra-answer").locator("p").nth(1).textContent()).toBe("Swati");
    await page.goto(page.url().replace("/nakshatra-finder", "/lagna-calculator"));
    expect(await page.getByTestId("lagna-answer").locator("p").nth(1).textContent()).toBe("Capricorn");
    await page.goto(page.url().replace("/lagna-calculator", "/sade-sati-calculator"));
    await page.waitForURL((u) => u.pathname === "/sade-sati");
    await page.getByTestId("sade-sati-table").waitFor();
    // Moon in Libra: Saturn entered Virgo (12th from Libra) in September 2009.
    expect(await page.getByTestId("sade-sati-table").textContent()).toContain("2009");
    expect(await page.getByTestId("sade-sati-remedies").locator("li").count()).toBeGreaterThanOrEqual(5);
    await page.context().close();
  });

  it("casts the KP page with the KP ayanamsa and Placidus cusps without passing them on to its sibling pages", async () => {
    const page = await open(`/kundli/kp?${chennai}`);
    await page.getByTestId("kp-cusps").waitFor();
    expect(await page.getByTestId("kundli-kp-cusps").locator("h2").textContent()).toContain("Placidus");
    const href = await page.getByRole("navigation", { name: "More from your kundli" }).getByRole("link", { name: "Kundli", exact: true }).getAttribute("href");
    expect(href).toContain("latitude=13.0878");
    expect(href).not.toContain("ayanamsa");
    await page.context().close();
  });

  it("asks for a name of two letters and a suggested place on /kundli (spec §5)", async () => {
    const page = await open("/kundli");
    const form = page.getByTestId("kundli-form");
    await form.getByLabel("Name").fill("A");
    await form.getByRole("button", { name: "Generate Kundli" }).click();
    await form.getByText("Name must be at least 2 characters").waitFor();
    await form.getByText("Birth place is required").waitFor();
    await page.context().close();
  });
});
