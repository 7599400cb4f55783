import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

describe("palmistry in Chromium", () => {
  it("clicking the heart line on the hand shows its explanation, in English and in Tamil", async () => {
    const page = await open("/palmistry");
    await page.locator("html[data-app=ready]").waitFor();
    const explanation = page.getByTestId("palm-explanation");
    await explanation.waitFor();
    expect(await explanation.getAttribute("data-feature")).toBeNull();
    expect(await page.getByTestId("palm-note").textContent()).toContain("not a medical");
    await page.locator("[data-testid=palm-hand] [data-feature=heart]").click();
    await expect.poll(() => explanation.getAttribute("data-feature")).toBe("heart");
    expect(await explanation.locator("h3").textContent()).toBe("Heart line");
    expect(await explanation.textContent()).toContain("little finger");
    expect(await page.locator("[data-testid=palm-hand] [data-feature=heart]").getAttribute("aria-pressed")).toBe("true");
    await page.context().close();

    const tamil = await open("/tamil/palmistry", { width: 360 });
    await tamil.locator("html[data-app=ready]").waitFor();
    // By keyboard: the mount of Venus is focusable and chosen with Enter.
    const venus = tamil.locator("[data-testid=palm-hand] [data-feature=venus]");
    await venus.waitFor();
    await venus.focus();
    await tamil.keyboard.press("Enter");
    const ta = tamil.getByTestId("palm-explanation");
    await expect.poll(() => ta.getAttribute("data-feature")).toBe("venus");
    await tamil.locator("[data-testid=palm-hand] [data-feature=heart]").click();
    await expect.poll(() => ta.getAttribute("data-feature")).toBe("heart");
    expect(await ta.locator("h3").textContent()).toBe("இதய ரேகை");
    expect(await ta.textContent()).toMatch(/சுண்டு விரல/);
    expect(await hasNoHorizontalOverflow(tamil)).toBe(true);
    await tamil.context().close();
  });

  it("names the elemental hand from three measurements", async () => {
    const page = await open("/palmistry");
    await page.getByTestId("palm-length").fill("110");
    await page.getByTestId("palm-width").fill("85");
    await page.getByTestId("palm-finger").fill("100");
    expect(await page.getByTestId("palm-measured").textContent()).toContain("Water hand");
    await page.context().close();
  });
});

describe("vastu in Chromium", () => {
  it("scores kitchen in the south-east and toilet in the north-east, with a remedy for the toilet, and keeps the plan across a reload", async () => {
    const page = await open("/vastu", { width: 360 });
    await page.locator("html[data-app=ready]").waitFor();
    // Tap a room, then a zone.
    await page.getByTestId("vastu-room-kitchen").click();
    await page.getByTestId("vastu-zone-se").click();
    await page.waitForURL(/kitchen=se/);
    // The same by the room's select, as a keyboard user would.
    await page.getByTestId("vastu-select-toilet").selectOption("ne");
    await page.waitForURL(/toilet=ne/);

    const score = page.getByTestId("vastu-score");
    await expect.poll(() => page.getByTestId("vastu-percent").textContent()).toBe("50");
    expect(await score.textContent()).toContain("10 of 20 points");
    expect(await page.getByTestId("vastu-placement-kitchen").getAttribute("data-rating")).toBe("good");
    expect(await page.getByTestId("vastu-placement-toilet").getAttribute("data-rating")).toBe("avoid");
    expect(await page.getByTestId("vastu-remedy-toilet").textContent()).toContain("sea salt");
    expect(await page.getByTestId("vastu-remedy-kitchen").count()).toBe(0);
    expect(await page.getByTestId("vastu-zone-ne").textContent()).toContain("Toilet");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByTestId("vastu-percent").textContent()).toBe("50");
    expect(await page.getByTestId("vastu-select-kitchen").inputValue()).toBe("se");
    expect(await page.getByTestId("vastu-remedy-toilet").isVisible()).toBe(true);

    await page.getByTestId("vastu-reset").click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await page.getByTestId("vastu-percent").count()).toBe(0);
    await page.context().close();
  });

  it("reads a shared plan in Hindi", async () => {
    const page = await open("/hindi/vastu?kitchen=se&toilet=ne");
    await expect.poll(() => page.getByTestId("vastu-percent").textContent()).toBe("50");
    expect(await page.getByTestId("vastu-remedy-toilet").textContent()).toMatch(/[\u0900-\u097F]/);
    await page.context().close();
  });
});
