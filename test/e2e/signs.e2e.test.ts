import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

describe("sign, transit and yearly pages in Chromium", () => {
  it("/zodiac-signs lists the 12 rashis with their lords, nakshatras and this year's solar months, on a phone", async () => {
    const page = await open("/zodiac-signs", { width: 360 });
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("sign-card-pisces").waitFor();
    expect(await page.locator("[data-testid^=sign-card-]").count()).toBe(12);
    const aries = page.getByTestId("sign-card-aries");
    expect(await aries.getByTestId("fact-lord").textContent()).toContain("Mars");
    expect(await aries.getByTestId("fact-nakshatras").textContent()).toContain("Krittika (pada 1)");
    expect(await page.getByTestId("sign-card-leo").getByTestId("fact-lord").textContent()).toContain("Sun");
    expect(await page.getByTestId("sign-card-capricorn").getByTestId("fact-lord").textContent()).toContain("Saturn");
    // Mesha sankranti falls in mid-April in every year of this era.
    await aries.getByTestId("fact-sun").waitFor();
    expect(await aries.getByTestId("fact-sun").textContent()).toMatch(/1[3-5] Apr/);
    expect(await aries.locator('a[href="/rashi/mesh"]').count()).toBe(1);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("/rashi/mesh shows the sign's nature and today's prediction with its transits", async () => {
    const page = await open("/rashi/mesh");
    await page.getByTestId("rashi-prediction").waitFor();
    expect(await page.locator("h1").textContent()).toContain("Aries");
    expect(((await page.getByTestId("rashi-nature").textContent()) ?? "").length).toBeGreaterThan(300);
    expect(((await page.getByTestId("rashi-prediction").textContent()) ?? "").trim().length).toBeGreaterThan(40);
    expect(await page.locator("[data-testid=rashi-transits] [data-testid^=transit-]").count()).toBeGreaterThanOrEqual(7);
    expect(await page.locator('[data-testid=rashi-today] a[href="/daily-horoscope/aries"]').count()).toBe(1);
    await page.context().close();
  });

  it("/rashi/simha starts from the horoscope the edge wrote into its HTML, without asking the API again", async () => {
    const page = await open("/about");
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/horoscope") asked.push(r.url());
    });
    await page.goto(new URL("/rashi/simha", page.url()).href);
    await page.getByTestId("rashi-prediction").waitFor();
    expect(await page.locator("script#edge-horoscope").count()).toBe(1);
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it("/telugu/rashi/mesh is in Telugu, with today's prediction in Telugu, on a phone", async () => {
    const page = await open("/telugu/rashi/mesh", { width: 360 });
    await page.getByTestId("rashi-prediction").waitFor();
    expect(await page.locator("h1").textContent()).toContain("మేషం");
    const telugu = (await page.getByTestId("rashi-nature").textContent())?.match(/[\u0C00-\u0C7F]/g) ?? [];
    expect(telugu.length).toBeGreaterThan(200);
    expect(await page.getByTestId("rashi-prediction").textContent()).toMatch(/[\u0C00-\u0C7F]/);
    expect(await page.locator('[data-testid=rashi-today] a[href="/telugu/daily-horoscope/aries"]').count()).toBe(1);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("/planet-transits?sign=leo shows beside the ingresses what they mean for Leo, and the picker changes the sign", async () => {
    const page = await open("/planet-transits?sign=leo");
    await page.getByTestId("transit-effect").first().waitFor();
    expect(await page.getByTestId("transits-sign").inputValue()).toBe("leo");
    expect(await page.getByTestId("transit-effect").first().textContent()).toMatch(/For Leo:\s*(Favourable|Unfavourable)/);
    expect(await page.locator("[data-testid=transit-event] time").first().textContent()).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}\s?[ap]m/i);

    await page.getByTestId("transits-sign").selectOption("aries");
    await page.waitForURL(/sign=aries/);
    await expect.poll(() => page.getByTestId("transit-effect").first().textContent()).toMatch(/For Aries:/);
    await page.getByTestId("transits-group").selectOption("graha");
    await page.waitForURL(/by=graha/);
    await expect.poll(() => page.locator("[data-testid=transits-page] h2").first().textContent()).toBe("Sun");
    await page.context().close();
  });

  it("/horoscope-2026 shows the twelve signs' yearly cards, each linking to its full yearly horoscope", async () => {
    const page = await open("/horoscope-2026");
    await expect.poll(() => page.locator("[data-testid=year-prediction]").count()).toBe(12);
    expect(await page.locator("h1").textContent()).toBe("Horoscope 2026");
    expect(await page.locator('[data-testid=year-card-leo] a[href="/yearly-horoscope?sign=leo&date=2026-01-01"]').count()).toBe(1);
    expect(await page.getByTestId("year-slow-ingresses").textContent()).toMatch(/2026/);
    await page.context().close();
  });
});
