import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, shippedFontCovers, useBrowser } from "./browser";

const { open, baseUrl } = useBrowser();

async function choosePlace(page: Page, who: "boy" | "girl", typed: string, expected: RegExp) {
  const fields = page.getByTestId(`${who}-fields`);
  await fields.getByRole("combobox").pressSequentially(typed, { delay: 40 });
  const option = page.getByRole("listbox").getByRole("option").first();
  await option.waitFor();
  expect(await option.textContent()).toMatch(expected);
  await option.click();
}

describe("kundli matching in Chromium", () => {
  it("fills both partners as a user would and reads the guna total the API computes", async () => {
    const page = await open("/kundli-matching");
    const boy = page.getByTestId("boy-fields");
    const girl = page.getByTestId("girl-fields");
    await boy.locator("input").nth(0).fill("Ravi");
    await boy.getByLabel("Birth date").fill("1996-12-07");
    await boy.getByLabel("Birth time").fill("10:34");
    await choosePlace(page, "boy", "chenn", /^Chennai, Tamil Nadu, India/);
    await girl.locator("input").nth(0).fill("Sita");
    await girl.getByLabel("Birth date").fill("1998-03-15");
    await girl.getByLabel("Birth time").fill("06:20");
    await choosePlace(page, "girl", "new del", /^New Delhi/);
    await page.getByTestId("matching-form").getByRole("button", { name: "Match Kundli" }).click();
    await page.waitForURL(/\/kundli-matching\?.*boyLatitude=13\.0.*girlLatitude=28\.6/);

    const total = page.getByTestId("guna-total");
    await total.waitFor();
    const url = new URL(page.url());
    const answer = (await (await fetch(new URL(`/api/matching${url.search}`, baseUrl))).json()) as { ashtakoot: { total: number }; porutham: { count: number } };
    expect(Number(await total.textContent())).toBe(answer.ashtakoot.total);
    expect(answer.ashtakoot.total).toBeGreaterThanOrEqual(0);
    expect(answer.ashtakoot.total).toBeLessThanOrEqual(36);
    expect(Number(await page.getByTestId("porutham-count").textContent())).toBe(answer.porutham.count);
    expect(await page.getByTestId("koota-list").locator("li[data-testid^='koota-']").count()).toBe(8);
    expect(await page.getByTestId("porutham-list").locator("li").count()).toBe(10);
    // The boy's Moon is in Swati 1 (Libra), as on his kundli.
    expect(await page.getByTestId("partners-table").textContent()).toContain("Swati, pada 1");
    await page.getByTestId("boy-chart").locator("svg").waitFor();
    await page.getByTestId("girl-chart").locator("svg").waitFor();
    expect(await page.getByTestId("manglik-match").textContent()).not.toBe("");
    await page.context().close();
  });

  it("asks for both places from the suggestions ('Locations Required') and keeps the typed details", async () => {
    const page = await open("/kundli-matching");
    const inputs = page.getByTestId("matching-form").locator("input");
    const values = ["Ravi", "1996-12-07", "10:34", "Chennai", "Sita", "1998-01-01", "06:00", "Delhi"];
    for (let i = 0; i < values.length; i++) await inputs.nth(i).fill(values[i]!);
    await page.getByTestId("matching-form").getByRole("button", { name: "Match Kundli" }).click();
    await page.getByTestId("toast").getByText("Locations Required").waitFor();
    expect(await inputs.nth(0).inputValue()).toBe("Ravi");
    expect(new URL(page.url()).search).toBe("");
    await page.context().close();
  });

  it("matches by star in Telugu on a phone: PyJHora's Rohini 1 – Mrigashira 3 case scores 23.5", async () => {
    const page = await open("/telugu/kundli-matching", { width: 360 });
    await page.getByRole("tab", { name: /నక్షత్ర/ }).click();
    const star = page.getByTestId("star-form");
    await page.getByTestId("boy-star-fields").locator("select").nth(0).selectOption("4");
    await page.getByTestId("girl-star-fields").locator("select").nth(0).selectOption("5");
    await page.getByTestId("girl-star-fields").locator("select").nth(1).selectOption("3");
    await star.locator("button[type=submit]").click();
    await page.waitForURL((u) => u.pathname === "/telugu/kundli-matching" && u.searchParams.get("girlNakshatra") === "5");
    await page.getByTestId("guna-total").waitFor();
    // The default (North Indian) tables, then PyJHora's through the options under "change details".
    await page.getByTestId("matching-page").locator("details > summary").click();
    await page.getByTestId("matching-options").locator("select").nth(0).selectOption("pyjhora");
    await page.waitForURL(/school=pyjhora/);
    await expect.poll(() => page.getByTestId("guna-total").textContent()).toBe("23.5");
    expect(await page.getByTestId("porutham-count").textContent()).toBe("8");
    expect(await page.getByTestId("partners-table").textContent()).toContain("రోహిణి");
    expect(await shippedFontCovers(page, "రోహిణి")).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("keeps both partners when /match-making redirects to /kundli-matching", async () => {
    const page = await open("/match-making?boyNakshatra=1&boyPada=1&girlNakshatra=1&girlPada=1");
    await page.waitForURL((u) => u.pathname === "/kundli-matching");
    await page.getByTestId("guna-total").waitFor();
    // The same star and pada: 28 points with a nadi dosha that nothing cancels.
    expect(await page.getByTestId("guna-total").textContent()).toBe("28");
    expect(await page.getByTestId("koota-doshas").textContent()).toContain("Nadi dosha — not cancelled");
    await page.context().close();
  });

  it("shows exactly one overall verdict with its next steps, in English (koota score first) and in Tamil (poruthams first)", async () => {
    // Ashwini 1 and Ashwini 2: 28 of 36, the nadi dosha cancelled, 36 effective; but the same rajju.
    const qs = "boyNakshatra=1&boyPada=1&girlNakshatra=1&girlPada=2";
    const cases = [
      { path: `/kundli-matching?${qs}`, headline: "Proceed with caution", region: "north", lead: /koota score is 28 of 36/, prefix: "" },
      { path: `/tamil/kundli-matching?${qs}`, headline: "இந்தப் பொருத்தம் உகந்ததல்ல", region: "south", lead: /ரஜ்ஜுப் பொருத்தம் இல்லை/, prefix: "/tamil" },
    ];
    // Every headline the page could show, in both languages, and the three competing labels the page used to show.
    const verdictWords = [
      "Excellent match", "Good match", "Acceptable match", "Proceed with caution", "Not recommended", "Average match",
      "மிகச் சிறந்த பொருத்தம்", "நல்ல பொருத்தம்", "ஏற்கத்தக்க பொருத்தம்", "கவனத்துடன் முடிவெடுங்கள்", "உகந்ததல்ல", "பரிந்துரைக்கப்படவில்லை", "சராசரிப் பொருத்தம்",
    ];
    for (const c of cases) {
      const page = await open(c.path, { width: 360 });
      await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
      const verdict = page.getByTestId("match-verdict");
      await verdict.waitFor();
      expect(await page.getByTestId("match-verdict").count()).toBe(1);
      expect(await verdict.getAttribute("data-region")).toBe(c.region);
      expect(await page.getByTestId("match-verdict-headline").textContent()).toBe(c.headline);
      expect(await page.getByTestId("match-verdict-reasons").locator("p").first().textContent()).toMatch(c.lead);
      // No other verdict anywhere on the page: each verdict phrase occurs only inside the one reading.
      const outside = await page.getByTestId("matching-page").evaluate((root, words) => {
        const copy = root.cloneNode(true) as HTMLElement;
        copy.querySelector("[data-testid=match-verdict]")?.remove();
        return words.filter((w) => (copy.textContent ?? "").includes(w));
      }, verdictWords);
      expect(outside).toEqual([]);
      // The next step: an astrologer, and the full report.
      const next = page.getByTestId("verdict-next").locator("a");
      expect(await next.count()).toBe(2);
      expect(await next.nth(0).getAttribute("href")).toBe(`${c.prefix}/astrologers`);
      expect(await next.nth(1).getAttribute("href")).toBe(`${c.prefix}/reports/marriage`);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.context().close();
    }
  });

  it("switches the reading to the other tradition and keeps the choice in the URL", async () => {
    const page = await open("/kundli-matching?boyNakshatra=1&boyPada=1&girlNakshatra=1&girlPada=2");
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("match-verdict").waitFor();
    await page.getByTestId("verdict-switch").click();
    await page.waitForURL(/region=south/);
    await expect.poll(() => page.getByTestId("match-verdict").getAttribute("data-region")).toBe("south");
    expect(await page.getByTestId("match-verdict-headline").textContent()).toBe("Not recommended");
    await page.context().close();
  });

  it("reads sign-to-sign love compatibility, in English and in Hindi", async () => {
    const page = await open("/love-compatibility");
    await page.getByTestId("his-sign").selectOption("aries");
    await page.getByTestId("her-sign").selectOption("leo");
    await page.waitForURL(/man=aries&woman=leo|woman=leo&man=aries/);
    const pair = page.getByTestId("love-pair");
    await pair.locator("h2").waitFor();
    expect(await pair.locator("h2").textContent()).not.toBe("");
    // Aries and Leo are 5/9 apart: bhakoot dosha; Mars and the Sun are friends (5 of 5).
    expect(await page.getByTestId("love-facts").textContent()).toContain("5/9: bhakoot dosha");
    expect(await page.getByTestId("love-facts").textContent()).toContain("5 of 5");
    expect(await page.getByTestId("love-all").locator("li").count()).toBe(12);
    await page.goto(new URL("/hindi/love-compatibility?man=taurus&woman=virgo", baseUrl).href);
    await page.getByTestId("love-pair").locator("h2").waitFor();
    expect(await page.getByTestId("love-pair").textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByTestId("love-pair").textContent()).toContain("वृषभ");
    await page.context().close();
  });
});
