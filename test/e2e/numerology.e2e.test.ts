import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

describe("numerology and lucky numbers in Chromium", () => {
  it("/hindi/numerology reads राहुल शर्मा as Rahul Sharma (Chaldean destiny 33, a master), and its shared URL reloads the same reading", async () => {
    const page = await open("/hindi/numerology", { width: 360 });
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("num-name").fill("राहुल शर्मा");
    await page.getByTestId("num-date").fill("1988-03-15");
    await page.getByTestId("num-on").fill("2026-11-26");
    await page.locator("label:has([data-testid=num-system-chaldean])").click();
    await page.getByTestId("num-submit").click();
    await page.getByTestId("numerology-reading").waitFor();
    expect(await page.getByTestId("num-latin").textContent()).toBe("Rahul Sharma");
    const destiny = page.getByTestId("num-destiny");
    expect(await destiny.getByTestId("num-value").textContent()).toBe("33");
    expect(await destiny.textContent()).toContain("मास्टर अंक");
    expect(await page.getByTestId("num-bhagyank").getByTestId("num-value").textContent()).toBe("8");
    expect(await page.locator("h1").textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    const shared = page.url();
    expect(new URL(shared).searchParams.get("system")).toBe("chaldean");
    const again = await open(new URL(shared).pathname + new URL(shared).search);
    await again.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await again.getByTestId("numerology-reading").waitFor({ timeout: 60_000 });
    expect(await again.getByTestId("num-latin").textContent()).toBe("Rahul Sharma");
    expect(await again.getByTestId("num-destiny").getByTestId("num-value").textContent()).toBe("33");
    expect(await again.getByTestId("num-lifePath").getByTestId("num-value").textContent()).toBe(await page.getByTestId("num-lifePath").getByTestId("num-value").textContent());
    await again.context().close();
    await page.context().close();
  });

  it("/lucky-numbers gives numbers, days and colours with their rules for a birth in Delhi", async () => {
    const page = await open("/lucky-numbers?name=Rahul%20Sharma&date=1988-03-15&time=10%3A30&location=New%20Delhi&latitude=28.6139&longitude=77.209");
    await page.getByTestId("lucky-result").waitFor();
    const numbers = await page.getByTestId("lucky-number").count();
    expect(numbers).toBeGreaterThanOrEqual(1);
    expect(numbers).toBeLessThanOrEqual(3);
    expect(await page.getByTestId("lucky-numbers").textContent()).toContain("6");
    expect(await page.locator("[data-testid=lucky-days] li").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("[data-testid=lucky-colours] li").count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId("lucky-name").textContent()).toContain("Rahul Sharma");
    await page.context().close();
  });

  it("/numerology-2026 shows the universal year and nine forecasts, and finds a reader's moolank", async () => {
    const page = await open("/numerology-2026", { width: 360 });
    await page.getByTestId("num-universal").waitFor();
    expect(await page.getByTestId("num-year-forecast").count()).toBe(9);
    await page.getByTestId("num-find-date").fill("1990-05-23");
    await page.getByTestId("num-find").getByRole("button").click();
    expect(await page.getByTestId("num-find-result").textContent()).toContain("5");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });
});
